// The hostile-input probe of issue 22, kept: for every widget, any link text read through its
// schema and its rule (readLink with clampState), written back (serializeState) and read again is
// a fixed point: the same state, the same text, no notice; reading never throws and never yields
// NaN. Texts are made from the schema: values near and beyond the bounds, ±1 ulp, 1e308, inf,
// NaN, junk, missing, repeated and unknown fields, and pairs that are not valid percent-encoding.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldSpec, Schema, StateOf, WidgetMeta } from '../kit/contract'
import { type Constrain, readLink, serializeState } from '../kit/hashState'

const metas = import.meta.glob<WidgetMeta>('./*/meta.ts', { import: 'meta', eager: true })
// The rule lives in the widget's model.ts (the sandbox's in setup/link.ts). Chapter 12's
// experiments have none: their schema's bounds are their whole rule.
const rules = import.meta.glob<Constrain<Schema>>(['./*/model.ts', './*/setup/link.ts'], {
  import: 'clampState',
  eager: true,
})
const folderOf = (path: string) => path.split('/')[1]!
const ruleOf = new Map(
  Object.entries(rules)
    .filter(([, rule]) => typeof rule === 'function')
    .map(([path, rule]) => [folderOf(path), rule]),
)
const widgets = Object.entries(metas).map(([path, meta]) => ({ meta, rule: ruleOf.get(folderOf(path)) }))

const junk = fc.constantFrom(
  '',
  'NaN',
  'inf',
  '-inf',
  'Infinity',
  '1e308',
  '-1e308',
  '0x10',
  '1,2,3,4',
  '%',
  '<b>',
  ' ',
)

/** Texts for one number of [lo, hi]: inside, the bounds and 1 ulp past them, far outside. */
function numberText(lo: number, hi: number, infinite = false): fc.Arbitrary<string> {
  const span = Number.isFinite(hi - lo) ? hi - lo : 1
  return fc.oneof(
    { weight: 4, arbitrary: fc.double({ min: lo, max: hi, noNaN: true }).map(String) },
    fc.constantFrom(lo, hi, lo - span / 3, hi + span / 3, lo - 2 ** -40, hi + 2 ** -40, 0, -0).map(String),
    fc.double({ noNaN: true }).map(String),
    infinite ? fc.constant('inf') : junk,
  )
}

function fieldText(spec: FieldSpec): fc.Arbitrary<string> {
  switch (spec.kind) {
    case 'number':
      return numberText(spec.min, spec.max, spec.infinite)
    case 'vec2':
      return fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(numberText(spec.min.x, spec.max.x), numberText(spec.min.y, spec.max.y))
            .map((xs) => xs.join(',')),
        },
        junk,
      )
    case 'vec3':
      return fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(
              numberText(spec.min.x, spec.max.x),
              numberText(spec.min.y, spec.max.y),
              numberText(spec.min.z, spec.max.z),
            )
            .map((xs) => xs.join(',')),
        },
        junk,
      )
    case 'choice':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...spec.options) },
        fc.string({ maxLength: 12 }),
      )
    case 'boolean':
      return fc.constantFrom('0', '1', '', 'true', '2')
    case 'text':
      return fc.oneof(
        fc.constant(spec.default),
        fc.stringMatching(/^[0-9.,;/-]{0,80}$/),
        fc.string({ maxLength: 40 }),
        fc.constant('x'.repeat(spec.maxLength + 1)),
      )
  }
}

/** A link text for `schema`: some of its fields (perhaps one twice), perhaps an unknown one, in any order. */
function linkText(schema: Schema): fc.Arbitrary<string> {
  const entries = Object.entries(schema).map(([key, spec]) =>
    fc.option(
      fieldText(spec).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
      { freq: 4 },
    ),
  )
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(
        fc.constantFrom('zz=1', '__proto__=1', 'constructor=%7B%7D', '%', '%E0=1', 'zz=%zz', '&&', '='),
        { freq: 3 },
      ),
    )
    .chain(([pairs, extra]) =>
      fc.shuffledSubarray([...pairs.filter((p) => p !== null), ...(extra ? [extra] : [])]),
    )
    .map((pairs) => pairs.join('&'))
}

/** Every number in a state, vectors' components included. */
function numbersOf(state: Record<string, unknown>): number[] {
  return Object.values(state).flatMap((v) =>
    typeof v === 'number'
      ? [v]
      : typeof v === 'object' && v !== null
        ? Object.values(v).filter((x) => typeof x === 'number')
        : [],
  )
}

describe('every widget’s link: read → rule → write → read is a fixed point', () => {
  it('finds every widget, and a rule for each but the experiments', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(25)
    expect(widgets.filter((w) => !w.rule).map((w) => w.meta.id)).toEqual([
      'diffusion',
      'gas-pressure',
      'speed-distribution',
      'time-reversal',
    ])
  })

  it.each(widgets.map((w) => [w.meta.id, w] as const))('%s', (_, { meta, rule }) => {
    const schema = meta.schema
    fc.assert(
      fc.property(linkText(schema), (text) => {
        const read = readLink(schema, text, rule)
        expect(numbersOf(read.state).filter((x) => Number.isNaN(x))).toEqual([])
        const written = serializeState(schema, read.state as StateOf<Schema>)
        const again = readLink(schema, written, rule)
        expect(again.issues).toEqual([])
        expect(again.state).toEqual(read.state)
        expect(serializeState(schema, again.state as StateOf<Schema>)).toBe(written)
      }),
      { numRuns: 60, seed: 22 },
    )
  })
})
