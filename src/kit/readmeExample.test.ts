// The kit README's "A complete widget" is testing/DemoWidget.tsx as written, checked as text (tsc
// typechecks DemoWidget.tsx with the rest of the project): each of the README's three blocks, but
// for its import lines, appears in DemoWidget.tsx verbatim; each name a block imports from the kit
// or the core, DemoWidget.tsx imports from the same module; and each name a block imports from its
// sibling block (./meta, ./model) that block exports.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'src/kit/README.md'), 'utf8')
const demo = readFileSync(path.join(root, 'src/kit/testing/DemoWidget.tsx'), 'utf8')

/** The modules the README imports (as from src/widgets/one-ball/), as DemoWidget.tsx names them. */
const FROM: Record<string, string> = {
  '../../kit': '..',
  '../../kit/contract': '../contract',
  '../../core': '../../core',
}
/** The README's blocks, by the file each stands for. */
const FILES = ['meta.ts', 'model.ts', 'OneBallWidget.tsx']

/** The fenced code block under the line that starts with `name` (e.g. "`model.ts` (pure…):"). */
function blockAfter(section: string, name: string): string {
  const at = section.indexOf(`\n\`${name}\``)
  if (at < 0) throw new Error(`README: no line starting with \`${name}\` in "A complete widget"`)
  const fence = /```(?:ts|tsx)\n([\s\S]*?)\n```/.exec(section.slice(at))
  if (!fence) throw new Error(`README: no code block after \`${name}\``)
  return fence[1]!
}

const IMPORT = /^import (?:type )?\{([^}]*)\} from '([^']+)'\n/gm
/** Each import line of `code` as [module, name] pairs (a `type` marker dropped). */
const importsOf = (code: string): [string, string][] =>
  [...code.matchAll(IMPORT)].flatMap(([, names, from]) =>
    names!
      .split(',')
      .map((n) => n.trim().replace(/^type /, ''))
      .filter((n) => n !== '')
      .map((n): [string, string] => [from!, n]),
  )

describe('the kit README', () => {
  const start = readme.indexOf('## A complete widget')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const blocks = Object.fromEntries(FILES.map((f) => [f, blockAfter(section, f)]))
  const demoImports = new Set(importsOf(demo).map(([from, n]) => `${from} ${n}`))

  it('shows DemoWidget.tsx: every block, but for its imports, is in it as written', () => {
    for (const [file, code] of Object.entries(blocks)) {
      const body = code.replace(IMPORT, '').trim()
      expect(body.length, file).toBeGreaterThan(0)
      expect(demo.includes(body), `${file} differs from src/kit/testing/DemoWidget.tsx`).toBe(true)
    }
  })

  it('imports what DemoWidget.tsx imports, and from its own blocks what they export', () => {
    for (const [file, code] of Object.entries(blocks))
      for (const [from, name] of importsOf(code)) {
        const sibling = /^\.\/(\w+)$/.exec(from)?.[1]
        if (sibling) {
          const exported = new RegExp(`^export (const|function|interface|type) ${name}\\b`, 'm')
          expect(exported.test(blocks[`${sibling}.ts`] ?? ''), `${file}: ${name} from ${from}`).toBe(true)
        } else expect(demoImports.has(`${FROM[from]} ${name}`), `${file}: ${name} from ${from}`).toBe(true)
      }
  })
})
