// Static integrity of the book: chapters/NN-slug.mdx against their metas, the widgets they place,
// the live numbers they bind, the core source they show, and the source articles they name.
// The MDX is parsed with @mdx-js/mdx (what @mdx-js/rollup compiles it with), so tags inside code
// blocks or formulas are never mistaken for real ones.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProcessor } from '@mdx-js/mdx'
import type { Node as EstreeNode, Program } from 'estree'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkMath from 'remark-math'
import { describe, expect, it } from 'vitest'
import type { WidgetMeta } from '../../src/kit/contract'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const chaptersDir = path.join(root, 'chapters')
const widgetsDir = path.join(root, 'src/widgets')
// The source articles' ids are the first column of the table in the bibliography.
const bibliography = path.join(root, 'docs/bibliography.md')

interface Chapter {
  file: string
  meta: Record<string, unknown>
  /** level-1 headings, as text */
  titles: string[]
  widgets: string[]
  lives: { w: unknown; q: unknown }[]
  rawImports: string[]
  /** the prose's `inline code` */
  codes: string[]
}

/** The value of a literal expression (`{ number: 2, title: '…', source: null }`), else undefined. */
function literal(node: EstreeNode | null | undefined): unknown {
  if (!node) return undefined
  if (node.type === 'Literal') return node.value
  if (node.type === 'ArrayExpression')
    return node.elements.map((e) => (e && e.type !== 'SpreadElement' ? literal(e) : undefined))
  if (node.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {}
    for (const p of node.properties) {
      if (p.type !== 'Property' || p.computed) continue
      const key =
        p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : null
      if (key !== null) out[key] = literal(p.value as EstreeNode)
    }
    return out
  }
  return undefined
}

function readChapter(file: string): Chapter {
  const tree: Root = createProcessor({ remarkPlugins: [remarkMath] }).parse(
    fs.readFileSync(path.join(chaptersDir, file), 'utf8'),
  )
  const chapter: Chapter = { file, meta: {}, titles: [], widgets: [], lives: [], rawImports: [], codes: [] }
  const attribute = (el: MdxJsxFlowElement | MdxJsxTextElement, name: string) => {
    const a = el.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name)
    // A string for id="…"; an expression ({…}) comes back as an object, which no check accepts.
    return a?.value
  }
  const visit = (node: Root | RootContent) => {
    if (node.type === 'mdxjsEsm') {
      const program = node.data?.estree as Program | undefined
      for (const statement of program?.body ?? []) {
        if (statement.type === 'ImportDeclaration' && String(statement.source.value).endsWith('?raw'))
          chapter.rawImports.push(String(statement.source.value))
        if (
          statement.type === 'ExportNamedDeclaration' &&
          statement.declaration?.type === 'VariableDeclaration'
        )
          for (const d of statement.declaration.declarations)
            if (d.id.type === 'Identifier' && d.id.name === 'meta')
              chapter.meta = (literal(d.init) ?? {}) as Record<string, unknown>
      }
    }
    if (node.type === 'inlineCode') chapter.codes.push(node.value)
    if (node.type === 'heading' && node.depth === 1)
      chapter.titles.push(node.children.map((c) => ('value' in c ? c.value : '')).join(''))
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'Widget') chapter.widgets.push(String(attribute(node, 'id')))
      if (node.name === 'Live') chapter.lives.push({ w: attribute(node, 'w'), q: attribute(node, 'q') })
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  return chapter
}

const chapters = fs
  .readdirSync(chaptersDir)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map(readChapter)

const widgetFolders = fs
  .readdirSync(widgetsDir, { withFileTypes: true })
  // src/widgets/common/ holds code several widgets share: it is the one folder that is no widget.
  .filter((d) => d.isDirectory() && d.name !== 'common')
  .map((d) => d.name)
  .sort()
const metaFile = (id: string) => path.join(widgetsDir, id, 'meta.ts')
const widgetMetas = new Map<string, WidgetMeta>()
for (const id of widgetFolders)
  if (fs.existsSync(metaFile(id)))
    widgetMetas.set(id, ((await import(metaFile(id))) as { meta: WidgetMeta }).meta)

/** The chapters a widget's meta assigns it to: `chapter` is one number, or a list of them. */
const chaptersOf = (meta: WidgetMeta): unknown[] =>
  Array.isArray(meta.chapter as unknown) ? (meta.chapter as unknown as unknown[]) : [meta.chapter]

describe('chapters', () => {
  it('exist', () => {
    expect(chapters.length).toBeGreaterThan(0)
  })

  it.each(chapters.map((c) => [c.file, c] as const))(
    '%s is named NN-slug.mdx after its meta.number',
    (file, c) => {
      const match = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/.exec(file)
      expect(match, 'file name must be NN-kebab-slug.mdx').not.toBeNull()
      expect(c.meta.number, 'export const meta = { number, … }').toBe(Number(match![1]))
    },
  )

  it('are numbered 0, 1, 2, … without gaps or repeats', () => {
    const numbers = chapters.map((c) => c.meta.number)
    expect(numbers).toEqual(chapters.map((_, i) => i))
  })

  it.each(chapters.map((c) => [c.file, c] as const))(
    '%s has a title, and it is its only # heading',
    (_, c) => {
      expect(typeof c.meta.title).toBe('string')
      expect((c.meta.title as string).trim()).not.toBe('')
      expect(c.titles).toEqual([c.meta.title])
    },
  )

  it('every chapter names a source article listed in docs/bibliography.md', () => {
    const ids = fs
      .readFileSync(bibliography, 'utf8')
      .split('\n')
      .map((line) => /^\|\s*(\d{3})\s*\|/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined)
    expect(ids.length, 'the bibliography table lists no article ids').toBeGreaterThan(0)
    const problems: string[] = []
    for (const c of chapters) {
      const { number, source } = c.meta
      if (source === null) {
        if (number !== 0) problems.push(`${c.file}: only the introduction may have source: null`)
        continue
      }
      // "000 §1", "004", "000 §5–6, 002": every three-digit number that is not a section.
      const named =
        typeof source === 'string' ? [...source.matchAll(/(?<![§\d.])\d{3}(?!\d)/g)].map((m) => m[0]) : []
      if (named.length === 0) problems.push(`${c.file}: source ${JSON.stringify(source)} names no article`)
      for (const id of named)
        if (!ids.includes(id))
          problems.push(
            `${c.file}: source ${JSON.stringify(source)} names ${id}, which is not in docs/bibliography.md`,
          )
    }
    expect(problems).toEqual([])
  })
})

describe('widgets in chapters', () => {
  it.each(widgetFolders)('src/widgets/%s has a meta.ts whose id is the folder name', (id) => {
    expect(fs.existsSync(metaFile(id)), `src/widgets/${id}/meta.ts is missing`).toBe(true)
    expect(widgetMetas.get(id)?.id).toBe(id)
  })

  it('every <Widget id> names a widget folder assigned to that chapter', () => {
    const problems: string[] = []
    for (const c of chapters)
      for (const id of c.widgets) {
        const meta = widgetMetas.get(id)
        if (!meta) problems.push(`${c.file}: <Widget id="${id}"> has no src/widgets/${id}/meta.ts`)
        else if (!chaptersOf(meta).includes(c.meta.number))
          problems.push(
            `${c.file}: ${id}'s meta.chapter is ${JSON.stringify(meta.chapter)}, not ${c.meta.number}`,
          )
      }
    expect(problems).toEqual([])
  })

  it('every <Live w q> is bound to a widget placed in the same chapter', () => {
    const problems: string[] = []
    for (const c of chapters)
      for (const { w, q } of c.lives) {
        if (typeof q !== 'string' || q === '')
          problems.push(`${c.file}: <Live w=${JSON.stringify(w)}> has no q`)
        if (typeof w !== 'string' || !c.widgets.includes(w))
          problems.push(
            `${c.file}: <Live w=${JSON.stringify(w)} q=${JSON.stringify(q)}> names no widget of this chapter`,
          )
      }
    expect(problems).toEqual([])
  })

  it('every widget folder is placed in some chapter', () => {
    const placed = new Set(chapters.flatMap((c) => c.widgets))
    expect(widgetFolders.filter((id) => !placed.has(id))).toEqual([])
  })
})

describe('core source shown in chapters', () => {
  // chapters/code holds the short teaching versions a chapter shows, each tested beside it.
  it('every ?raw import is an existing file under src/core or chapters/code', () => {
    const homes = [path.join(root, 'src/core') + path.sep, path.join(chaptersDir, 'code') + path.sep]
    const problems: string[] = []
    for (const c of chapters)
      for (const spec of c.rawImports) {
        const file = path.resolve(chaptersDir, spec.replace(/\?raw$/, ''))
        if (!homes.some((home) => file.startsWith(home)))
          problems.push(`${c.file}: ${spec} is not under src/core or chapters/code`)
        else if (!fs.existsSync(file) || !fs.statSync(file).isFile())
          problems.push(`${c.file}: ${spec} does not exist`)
      }
    expect(problems).toEqual([])
  })
})

describe('repository files named in chapters', () => {
  // A reader of the book has the book, not its repository: a file may be named only where the
  // chapter shows it (its ?raw import), and no command of the repository is offered to run.
  it('every file the prose names is one the chapter shows, and no prose asks to run a command', () => {
    const problems: string[] = []
    for (const c of chapters) {
      const shown = c.rawImports.map((spec) =>
        path
          .relative(root, path.resolve(chaptersDir, spec.replace(/\?raw$/, '')))
          .split(path.sep)
          .join('/'),
      )
      for (const code of c.codes) {
        if (/^(npm|npx|node|tsx|git)\s/.test(code)) problems.push(`${c.file}: \`${code}\` is a command`)
        else if (/^[\w./-]+\.(tsx?|json|m?js|py)$/.test(code) && !shown.includes(code))
          problems.push(`${c.file}: \`${code}\` is a repository file the chapter does not show`)
      }
    }
    expect(problems).toEqual([])
  })
})
