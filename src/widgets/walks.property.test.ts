// Random walks over every figure's model, as a reader's keyboard would make them: from the defaults,
// any field stepped by the handles' key steps (src/kit/Handle.tsx's keyExponent: plain, Shift, Alt) or far
// past its bounds, a choice picked, a box ticked, each change going through the state pipeline a
// figure uses (useWidgetState: the schema's bounds and precision, then the model's clampState).
// Along every walk the state stays inside its schema and nothing the model derives is NaN. (The
// links' own fixed points are schema.property.test.ts's; the browser pushes each figure to its
// edges in the census.) The sandbox is left out: its state is a scene and its own text format,
// walked by its own tests; so are chapter 12's experiments, whose state is a density, a start or a time,
// and whose derivations are runs of the engine, tested in their own model tests.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldSpec, Schema, WidgetMeta } from '../kit/contract'
import { keyExponent, stepOnGrid } from '../kit/Handle'
import { defaultState, mergeState } from '../kit/hashState'

type State = Record<string, unknown>
type Model = Record<string, unknown>
const call = (m: Model, name: string, ...args: unknown[]) =>
  (m[name] as (...a: unknown[]) => unknown)(...args)

/** What each figure's model derives from its state: what its view shows. */
const DERIVED: Record<string, (m: Model, s: State) => unknown> = {
  'ball-vs-sphere': (m, s) => {
    const solution = call(m, 'solve', s)
    return [solution, call(m, 'errata', s, solution)]
  },
  'ball-vs-wall': (m, s) => call(m, 'derive', s),
  cancellation: (m, s) => [call(m, 'errors', s), call(m, 'curve', s)],
  'collision-angle': (m, s) => call(m, 'contact', s),
  'discriminant-forms': (m, s) => call(m, 'forms', s),
  'exchange-1d': (m, s) => call(m, 'exchange', s),
  'first-contact': (m, s) => call(m, 'firstContact', s),
  'fixed-point': (m, s) => call(m, 'compare', s),
  'flat-triangle': (m, s) => call(m, 'flat', s),
  'normal-tangent': (m, s) => call(m, 'collide', s),
  'overlap-test': (m, s) => call(m, 'overlap', s),
  'polygon-trap': (m, s) => call(m, 'derive', s),
  'pool-table': (m, s) => call(m, 'run', s),
  projection: (m, s) => call(m, 'project', s),
  'relative-motion': (m, s) => call(m, 'relative', s),
  'segment-intersection': (m, s) => call(m, 'derive', s),
  'stable-roots': (m, s) => call(m, 'routes', s),
  'swept-boxes': (m, s) => call(m, 'derive', s),
  'time-of-impact': (m, s) => call(m, 'derive', s),
  tunnelling: (m, s) => call(m, 'derive', s),
  'wall-reflection': (m, s) => call(m, 'construct', s),
  'wall-shortcuts': (m, s) => call(m, 'judge', s),
}
const LEFT_OUT = new Set(['sandbox', 'diffusion', 'gas-pressure', 'speed-distribution', 'time-reversal'])

const metas = import.meta.glob<WidgetMeta>('./*/meta.ts', { import: 'meta', eager: true })
const models = import.meta.glob<Model>('./*/model.ts', { eager: true })
const folder = (p: string) => p.split('/')[1]!
const figures = Object.entries(metas)
  .map(([p, meta]) => ({ meta, model: models[`./${folder(p)}/model.ts`] }))
  .filter(({ meta }) => !LEFT_OUT.has(meta.id))

/** Paths to every NaN in a value (numbers in objects, arrays and typed arrays). */
function nans(x: unknown, at = '', seen = new Set<unknown>()): string[] {
  if (typeof x === 'number') return Number.isNaN(x) ? [at || '(the value)'] : []
  if (x === null || typeof x !== 'object' || seen.has(x)) return []
  seen.add(x)
  if (ArrayBuffer.isView(x) && !(x instanceof DataView))
    return Array.from(x as unknown as ArrayLike<number>).flatMap((v, i) =>
      Number.isNaN(v) ? [`${at}[${i}]`] : [],
    )
  return Object.entries(x).flatMap(([k, v]) => nans(v, `${at}.${k}`, seen))
}

/** The fields' values outside their schema: a non-finite number (not an allowed ∞), or out of bounds. */
function outside(schema: Schema, s: State): string[] {
  const bad = (spec: Extract<FieldSpec, { kind: 'number' }>, v: number) =>
    !(v === Infinity && spec.infinite) && !(Number.isFinite(v) && v >= spec.min && v <= spec.max)
  return Object.entries(schema).flatMap(([key, spec]) => {
    const v = s[key]
    if (spec.kind === 'number') return bad(spec, v as number) ? [`${key} = ${v}`] : []
    if (spec.kind !== 'vec2' && spec.kind !== 'vec3') return []
    const p = v as Record<string, number>
    const lo = spec.min as unknown as Record<string, number>
    const hi = spec.max as unknown as Record<string, number>
    return Object.keys(lo).some((a) => !(Number.isFinite(p[a]) && p[a]! >= lo[a]! && p[a]! <= hi[a]!))
      ? [`${key} = ${JSON.stringify(p)}`]
      : []
  })
}

/**
 * A reader's change to one field: a key press (plain, Shift, Alt) or a push three spans past its
 * bounds, `dir` along `axis`; or a choice or a tick.
 */
interface Move {
  field: number
  axis: number
  key: 'plain' | 'shift' | 'alt' | 'far'
  dir: 1 | -1
  pick: number
}
const move = fc.record({
  field: fc.nat(),
  axis: fc.nat(2),
  key: fc.constantFrom('plain' as const, 'shift' as const, 'alt' as const, 'far' as const),
  dir: fc.constantFrom(1 as const, -1 as const),
  pick: fc.nat(),
})

/** `v` after move `m` over a field `span` wide. */
const moved = (v: number, span: number, m: Move) =>
  m.key === 'far' ? v + 3 * m.dir * span : stepOnGrid(v, m.dir, keyExponent(span, m.key))

/** The patch `m` makes to state `s`. */
function patchOf(schema: Schema, s: State, m: Move): State {
  const keys = Object.keys(schema)
  const key = keys[m.field % keys.length]!
  const spec = schema[key]!
  switch (spec.kind) {
    case 'vec2':
    case 'vec3': {
      const axes = Object.keys(spec.min)
      const a = axes[m.axis % axes.length]!
      const span =
        (spec.max as unknown as Record<string, number>)[a]! -
        (spec.min as unknown as Record<string, number>)[a]!
      const p = s[key] as Record<string, number>
      return { [key]: { ...p, [a]: moved(p[a]!, span, m) } }
    }
    case 'number': {
      const v = s[key] as number
      // From ∞ (an infinitely heavy ball), the reader types a number: the nearest bound.
      const from = Number.isFinite(v) ? v : spec.max
      return { [key]: moved(from, spec.max - spec.min, m) }
    }
    case 'choice':
      return { [key]: spec.options[m.pick % spec.options.length] }
    case 'boolean':
      return { [key]: !s[key] }
    case 'text':
      return {}
  }
}

describe('a random walk over every figure’s model', () => {
  it('covers every figure but the sandbox and the experiments', () => {
    expect(figures.map((f) => f.meta.id).sort()).toEqual(Object.keys(DERIVED).sort())
    expect(figures.every((f) => f.model !== undefined && typeof f.model.clampState === 'function')).toBe(true)
  })

  it.each(figures.map((f) => [f.meta.id, f] as const))(
    '%s: stays inside its schema and never derives NaN',
    (id, { meta, model }) => {
      const clamp = model!.clampState as (s: State) => State
      const derived = DERIVED[id]!
      fc.assert(
        fc.property(fc.array(move, { minLength: 1, maxLength: 25 }), (moves) => {
          let s = clamp(defaultState(meta.schema) as State)
          for (const [i, m] of moves.entries()) {
            const merged = mergeState(meta.schema, s as never, patchOf(meta.schema, s, m) as never) as State
            s = mergeState(meta.schema, merged as never, clamp(merged) as never) as State
            // The derivation every fifth move and at the end, as the browser walks read the outputs.
            const read = i % 5 === 4 || i === moves.length - 1
            const problems = [...outside(meta.schema, s), ...(read ? nans(derived(model!, s)) : [])]
            if (problems.length > 0)
              throw new Error(`after move ${i}, ${JSON.stringify(m)}: ${problems.join('; ')}`)
          }
        }),
        { numRuns: 20 },
      )
    },
    // polygon-trap's derivation runs its trap exactly, 150 steps: seconds on a busy machine.
    30_000,
  )
})
