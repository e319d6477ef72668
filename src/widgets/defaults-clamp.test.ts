// Every widget opens on its schema's defaults passed through its own rule (useWidgetState), so a
// default the rule would move is not what the reader sees: chapter 11's discriminant figure once
// opened on a graze whose arrow the rule shortened into a clear hit, while its prose and its model
// test described the graze. The rule is found the way the view finds it: the name handed to
// useWidgetState and the module it is imported from.
import { describe, expect, it } from 'vitest'
import type { Schema, StateOf, WidgetMeta } from '../kit/contract'
import { defaultState, readLink, serializeState } from '../kit/hashState'
import { widgetIds } from './registry'

type Rule = (s: StateOf<Schema>) => StateOf<Schema>

const metas = import.meta.glob<WidgetMeta>('./*/meta.ts', { import: 'meta', eager: true })
const views = import.meta.glob<string>('./*/*Widget.tsx', { query: '?raw', import: 'default', eager: true })
// Lazy: only the module a view names is loaded (a folder may hold a worker, which needs a browser).
const modules = import.meta.glob<Record<string, unknown>>(['./*/**/*.ts', '!./**/*.test.ts'])

/** The rule a widget's view hands to useWidgetState, or null when it hands none. */
async function ruleOf(id: string): Promise<Rule | null> {
  const [, source] = Object.entries(views).find(([path]) => path.startsWith(`./${id}/`)) ?? []
  if (source === undefined) throw new Error(`${id}: no view`)
  const call = /useWidgetState\(\s*meta\s*(?:,\s*(\w+))?/.exec(source)
  if (!call) throw new Error(`${id}: the view does not call useWidgetState(meta, …)`)
  const name = call[1]
  if (!name) return null
  const from = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'\\./([\\w/-]+)'`).exec(source)
  if (!from) throw new Error(`${id}: ${name} is not imported from the widget's own folder`)
  const load = modules[`./${id}/${from[1]}.ts`]
  const rule = load ? (await load())[name] : undefined
  if (typeof rule !== 'function') throw new Error(`${id}: ./${from[1]}.ts exports no function ${name}`)
  return rule as Rule
}

describe('every widget’s opening state', () => {
  it('finds a rule for every widget that has one', async () => {
    expect(widgetIds.length).toBeGreaterThan(20)
    const rules = await Promise.all(widgetIds.map(ruleOf))
    // Every widget has a rule but chapter 12's experiments, whose schema bounds are the whole rule.
    const without = widgetIds.filter((_, i) => rules[i] === null)
    expect([...without].sort()).toEqual(['diffusion', 'gas-pressure', 'speed-distribution', 'time-reversal'])
  })

  it.each(widgetIds)('%s: its defaults are unchanged by its own rule', async (id) => {
    const meta = metas[`./${id}/meta.ts`]
    if (!meta) throw new Error(`${id}: no meta`)
    const defaults = defaultState(meta.schema)
    const rule = await ruleOf(id)
    if (rule) expect(rule(defaults)).toEqual(defaults)
    // …and a link to the defaults is read back with nothing to report.
    const read = readLink(meta.schema, serializeState(meta.schema, defaults), rule ?? undefined)
    expect(read.issues).toEqual([])
    expect(read.state).toEqual(defaults)
  })
})
