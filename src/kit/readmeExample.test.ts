// The kit README's "A complete widget" must compile as written: its meta.ts, model.ts and
// OneBallWidget.tsx blocks are typechecked with the project's own compiler options, as if they
// sat in src/widgets/one-ball/. The files exist only in memory, so nothing a concurrent test or
// the registry looks at ever sees them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'src/kit/README.md'), 'utf8')

/** The fenced code block under the line that starts with `name` (e.g. "`model.ts` (pure…):"). */
function blockAfter(section: string, name: string): string {
  const at = section.indexOf(`\n\`${name}\``)
  if (at < 0) throw new Error(`README: no line starting with \`${name}\` in "A complete widget"`)
  const fence = /```(?:ts|tsx)\n([\s\S]*?)\n```/.exec(section.slice(at))
  if (!fence) throw new Error(`README: no code block after \`${name}\``)
  return fence[1]!
}

function typecheck(files: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )!
  const host = ts.createCompilerHost(config.options)
  const virtual = new Map(Object.entries(files).map(([f, text]) => [path.join(root, f), text]))
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f)
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f)
  const folders = new Set([...virtual.keys()].map((f) => path.dirname(f)))
  const { directoryExists } = host
  host.directoryExists = (d) =>
    folders.has(d) || (directoryExists?.call(host, d) ?? ts.sys.directoryExists(d))
  host.getSourceFile = (f, lang, ...rest) => {
    const text = virtual.get(f)
    return text === undefined
      ? getSourceFile.call(host, f, lang, ...rest)
      : ts.createSourceFile(f, text, lang)
  }
  const program = ts.createProgram([...virtual.keys()], config.options, host)
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.relative(root, d.file.fileName)}: ` : ''
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n')
  })
}

describe('the kit README', () => {
  const start = readme.indexOf('## A complete widget')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const example = {
    'src/widgets/one-ball/meta.ts': blockAfter(section, 'meta.ts'),
    'src/widgets/one-ball/model.ts': blockAfter(section, 'model.ts'),
    'src/widgets/one-ball/OneBallWidget.tsx': blockAfter(section, 'OneBallWidget.tsx'),
  }

  it('has a complete widget that compiles as written', { timeout: 120_000 }, () => {
    expect(typecheck(example)).toEqual([])
  })
})
