import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldSpec, Schema, StateOf } from './contract'
import {
  CODECS,
  codecOf,
  defaultState,
  describeIssue,
  describeIssues,
  fieldPrecision,
  mergeState,
  parseState,
  quantize,
  readLink,
  serializeState,
} from './hashState'

const schema = {
  A: { kind: 'vec2', label: 'A', default: { x: 0, y: 0 }, min: { x: -4, y: -4 }, max: { x: 10, y: 4 } },
  rA: { kind: 'number', label: 'rA', default: 1, min: 0.2, max: 2.5, step: 0.05 },
  e: { kind: 'number', label: 'e', default: 0.5, min: 0, max: 1 },
  mode: { kind: 'choice', label: 'mode', default: 'elastic', options: ['elastic', 'plastic', 'a b&c'] },
  on: { kind: 'boolean', label: 'on', default: true },
} satisfies Schema
type State = StateOf<typeof schema>

const stateArb: fc.Arbitrary<State> = fc
  .record({
    A: fc.record({
      x: fc.double({ min: -4, max: 10, noNaN: true }),
      y: fc.double({ min: -4, max: 4, noNaN: true }),
    }),
    rA: fc.double({ min: 0.2, max: 2.5, noNaN: true }),
    e: fc.double({ min: 0, max: 1, noNaN: true }),
    mode: fc.constantFrom('elastic', 'plastic', 'a b&c'),
    on: fc.boolean(),
  })
  // a state as the kit stores it: merged through the schema, so quantized
  .map((s) => mergeState(schema, defaultState(schema), s))

describe('the hash format', () => {
  it('writes every field in schema order', () => {
    expect(serializeState(schema, defaultState(schema))).toBe('A=0,0&rA=1&e=0.5&mode=elastic&on=1')
  })

  it('reads back exactly what it wrote, with no issues', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const text = serializeState(schema, s)
        const parsed = parseState(schema, text)
        expect(parsed.issues).toEqual([])
        expect(parsed.state).toEqual(s)
        expect(serializeState(schema, parsed.state)).toBe(text)
      }),
    )
  })

  it('accepts a leading #, keeps defaults for missing fields and reports nothing for them', () => {
    const { state, issues } = parseState(schema, '#A=1.5,-2&on=0')
    expect(state).toEqual({ ...defaultState(schema), A: { x: 1.5, y: -2 }, on: false })
    expect(issues).toEqual([])
  })

  it('falls back to the default for fields that do not parse, and says which', () => {
    const hostile = {
      A: [
        '<script>alert(1)</script>',
        'NaN,0',
        'Infinity,1',
        '1,2,3',
        '0x10,1',
        ' 1,2',
        '1e999,0',
        'javascript:alert(1)',
      ],
      rA: ['', 'NaN', '-Infinity', '1e999', '1,2', 'javascript:alert(1)'],
      mode: ['ELASTIC', '<img src=x onerror=alert(1)>', 'constructor'],
      on: ['true', '2', ''],
    }
    for (const [field, values] of Object.entries(hostile)) {
      for (const raw of values) {
        const { state, issues } = parseState(schema, `${field}=${encodeURIComponent(raw)}`)
        expect(state).toEqual(defaultState(schema))
        expect(issues).toHaveLength(1)
        expect(issues[0]!.field).toBe(field)
      }
    }
  })

  it('clamps numbers outside the bounds to them, and says so', () => {
    const { state, issues } = parseState(schema, 'A=1e300,-99&rA=-5&e=7')
    expect(state.A).toEqual({ x: 10, y: -4 })
    expect(state.rA).toBe(0.2)
    expect(state.e).toBe(1)
    expect(issues.map((i) => [i.field, i.reason])).toEqual([
      ['A', 'clamped to bounds'],
      ['rA', 'clamped to bounds'],
      ['e', 'clamped to bounds'],
    ])
  })

  it('ignores unknown, repeated and prototype-named fields', () => {
    const { state, issues } = parseState(schema, '__proto__=1&constructor=2&rA=2&rA=0.5&x')
    expect(state.rA).toBe(2)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(issues.map((i) => i.reason)).toEqual([
      'unknown field',
      'unknown field',
      'repeated',
      'unknown field',
    ])
  })

  it('never throws and always returns a state inside the schema, whatever the text', () => {
    // Any code point (lone surrogates too), mixed with the link's own syntax and words so that
    // fields, separators and numbers come up: fast-check's 'binary' unit drew the same code points
    // but took 90 ms a string (9 s a run).
    const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c))
    const linkPiece = fc.constantFrom(...'&=,.-+e#%0123456789', 'A', 'rA', 'mode', 'on', 'inf', 'NaN', '∞')
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(anyCodePoint, linkPiece), maxLength: 200 }), (text) => {
        const { state } = parseState(schema, text)
        expect(state.A.x).toBeGreaterThanOrEqual(-4)
        expect(state.A.x).toBeLessThanOrEqual(10)
        expect(Number.isFinite(state.A.y)).toBe(true)
        expect(state.rA).toBeGreaterThanOrEqual(0.2)
        expect(schema.mode.options).toContain(state.mode)
        expect(typeof state.on).toBe('boolean')
      }),
    )
  })

  it('shortens a huge value in the issue it reports', () => {
    const { issues } = parseState(schema, `A=${'9'.repeat(5000)}`)
    expect(issues[0]!.raw!.length).toBeLessThanOrEqual(41)
  })
})

describe('a link the figure cannot show as written', () => {
  it('reports a number between the steps as rounded, with what is shown', () => {
    const { state, issues } = parseState(schema, 'A=1.00001,2&rA=1.23&e=0.5')
    expect(state.rA).toBe(1.25)
    expect(issues).toEqual([
      { field: 'A', raw: '1.00001,2', shown: '1,2', reason: 'rounded' },
      { field: 'rA', raw: '1.23', shown: '1.25', reason: 'rounded' },
    ])
    // the same value written another way is no change
    expect(parseState(schema, 'rA=1.250&A=1,2.0').issues).toEqual([])
  })

  // The widget's rule: B's displacement keeps its head inside x <= 10 (as time-of-impact's world).
  const world = {
    B: { kind: 'vec2', label: 'B', default: { x: 5, y: 0 }, min: { x: -4, y: -4 }, max: { x: 10, y: 4 } },
    dB: { kind: 'vec2', label: 'dB', default: { x: 1, y: 0 }, min: { x: -14, y: -8 }, max: { x: 14, y: 8 } },
    rB: { kind: 'number', label: 'rB', default: 1, min: 0.2, max: 2.5, step: 0.05 },
  } satisfies Schema
  type World = StateOf<typeof world>
  const keepInside = (s: World): World => ({ ...s, dB: { x: Math.min(s.dB.x, 10 - s.B.x), y: s.dB.y } })

  it('names every field the widget’s rule changed, with what the link said and what is shown', () => {
    const { state, issues } = readLink(world, 'B=10,0&dB=1,0&rB=1', keepInside)
    expect(state.dB).toEqual({ x: 0, y: 0 })
    expect(issues).toEqual([{ field: 'dB', raw: '1,0', shown: '0,0', reason: 'constrained' }])
    expect(describeIssue(issues[0]!)).toBe('dB: 1,0 → 0,0 (kept inside the world)')
  })

  it('reports a default the rule changed as not in the link, and a clamp the rule moved again', () => {
    expect(readLink(world, 'B=10,0', keepInside).issues).toEqual([
      { field: 'dB', raw: null, shown: '0,0', reason: 'constrained' },
    ])
    expect(readLink(world, 'B=99,0&dB=2,0', keepInside).issues).toEqual([
      { field: 'B', raw: '99,0', shown: '10,0', reason: 'clamped to bounds' },
      { field: 'dB', raw: '2,0', shown: '0,0', reason: 'constrained' },
    ])
    expect(readLink(world, 'B=9,0&dB=100,0', keepInside).issues).toEqual([
      { field: 'dB', raw: '100,0', shown: '1,0', reason: 'constrained' },
    ])
    expect(readLink(world, 'B=9,0&dB=junk', keepInside).issues).toEqual([
      { field: 'dB', raw: 'junk', shown: '1,0', reason: 'not a number' },
    ])
  })

  it('lists every kind of change as plain text', () => {
    const { issues } = readLink(world, 'xyz=1&B=99,0&rB=3&rB=1&dB=<b>', keepInside)
    expect(describeIssues(issues)).toBe(
      'xyz: not a field of this figure, ignored; B: 99,0 → 10,0 (clamped to the allowed range); ' +
        'rB: 3 → 2.5 (clamped to the allowed range); rB: “1” given again, ignored; ' +
        'dB: “<b>” → 0,0 (not a number, so the default)',
    )
  })

  it('leaves a link the figure shows exactly alone', () => {
    expect(readLink(world, 'B=5,0&dB=5,0&rB=1', keepInside).issues).toEqual([])
  })
})

describe('merging a change into a state', () => {
  it('clamps, quantizes to the step, and keeps the old value for non-finite or mistyped input', () => {
    const s = defaultState(schema)
    expect(mergeState(schema, s, { rA: 1.234 }).rA).toBe(1.25)
    expect(mergeState(schema, s, { A: { x: 1.23456, y: 99 } }).A).toEqual({ x: 1.235, y: 4 })
    expect(mergeState(schema, s, { rA: Number.NaN }).rA).toBe(1)
    // Points equal to the old value, or already normal, keep their objects (memoised parts skip).
    expect(mergeState(schema, s, { A: { ...s.A }, rA: 2 }).A).toBe(s.A)
    const patch = { x: 1.5, y: 2 }
    expect(mergeState(schema, s, { A: patch }).A).toBe(patch)
    expect(mergeState(schema, s, { A: { x: Number.POSITIVE_INFINITY, y: 0 } }).A).toEqual({ x: 0, y: 0 })
    expect(mergeState(schema, s, { mode: 'nope' } as unknown as Partial<State>).mode).toBe('elastic')
  })
})

describe('quantizing', () => {
  it('uses four digits below the order of magnitude of the range when there is no step', () => {
    expect(fieldPrecision(-4, 10)).toBe(0.001)
    expect(fieldPrecision(0, 1)).toBe(0.0001)
    expect(fieldPrecision(0, 1, 0.05)).toBe(0.05)
  })

  it('gives a field of one value (min = max) and the narrowest and widest ranges a precision to round to', () => {
    // Was 0 for min = max (the range's log was taken of the smallest subnormal), and roundToStep threw.
    expect(fieldPrecision(5, 5)).toBe(0.0001)
    expect(fieldPrecision(-300, -300)).toBe(0.01)
    expect(fieldPrecision(0, 0)).toBe(0.0001)
    expect(quantize(7, 5, 5, fieldPrecision(5, 5))).toBe(5)
    expect(quantize(-1, 0, 0, fieldPrecision(0, 0))).toBe(0)
    expect(fieldPrecision(0, 1e-320) / 1e-307).toBeCloseTo(1, 12)
    expect(quantize(1e-321, 0, 1e-320, fieldPrecision(0, 1e-320))).toBe(0)
    expect(fieldPrecision(-1.5e308, 1.5e308)).toBe(1e307)
    expect(quantize(1e308, -1.5e308, 1.5e308, fieldPrecision(-1.5e308, 1.5e308))).toBe(1e308)
    const one = { n: { kind: 'number', label: 'n', default: 3, min: 3, max: 3 } } as const satisfies Schema
    expect(parseState(one, 'n=3').state.n).toBe(3)
    expect(parseState(one, 'n=4').state.n).toBe(3)
  })

  it('lands on the bounds and a multiple of the precision, with no -0', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const q = quantize(x, -4, 10, 0.001)
        expect(q).toBeGreaterThanOrEqual(-4)
        expect(q).toBeLessThanOrEqual(10)
        expect(Math.abs(q * 1000 - Math.round(q * 1000))).toBeLessThan(1e-6)
        expect(Object.is(q, -0)).toBe(false)
      }),
    )
  })
})

describe('a number field that allows Infinity (an infinitely heavy ball)', () => {
  const masses = {
    m1: { kind: 'number', label: 'm1', default: 1, min: 0.1, max: 10, step: 0.1, infinite: true },
    m2: { kind: 'number', label: 'm2', default: 3, min: 0.1, max: 10, step: 0.1 },
  } satisfies Schema
  const one = (s: StateOf<typeof masses>) => (s.m1 === Infinity && s.m2 === Infinity ? { ...s, m2: 3 } : s)

  it('reads inf and ∞, writes inf, and reads back what it wrote', () => {
    const { state, issues } = parseState(masses, 'm1=inf&m2=2')
    expect(state).toEqual({ m1: Infinity, m2: 2 })
    expect(issues).toEqual([])
    expect(serializeState(masses, state)).toBe('m1=inf&m2=2')
    expect(parseState(masses, 'm1=%E2%88%9E').state.m1).toBe(Infinity)
  })

  it('only where the field allows it, and never -inf, Infinity or a huge number', () => {
    expect(parseState(masses, 'm2=inf').issues).toEqual([
      { field: 'm2', raw: 'inf', shown: '3', reason: 'not a number' },
    ])
    for (const raw of ['-inf', 'Infinity', ' inf'])
      expect(parseState(masses, `m1=${raw}`).state.m1, raw).toBe(1)
    expect(parseState(masses, 'm1=1e999').state.m1).toBe(1)
    expect(parseState(masses, 'm1=99').state.m1).toBe(10)
  })

  it('merges Infinity into the field that allows it only', () => {
    const s = defaultState(masses)
    expect(mergeState(masses, s, { m1: Infinity }).m1).toBe(Infinity)
    expect(mergeState(masses, s, { m2: Infinity }).m2).toBe(3)
    expect(mergeState(masses, s, { m1: -Infinity }).m1).toBe(1)
  })

  it('words the notice with the widget’s own rule when it has one', () => {
    const { issues } = readLink(masses, 'm1=inf&m2=inf', one, 'one mass must be finite')
    expect(issues).toEqual([{ field: 'm2', raw: 'inf', shown: '3', reason: 'not a number' }])
    const both = { ...masses, m2: { ...masses.m2, infinite: true } } satisfies Schema
    const rule = (s: StateOf<typeof both>) => (s.m1 === Infinity && s.m2 === Infinity ? { ...s, m2: 3 } : s)
    const told = readLink(both, 'm1=inf&m2=inf', rule, 'one mass must be finite').issues
    expect(told.map(describeIssue)).toEqual(['m2: inf → 3 (one mass must be finite)'])
  })
})

describe('a point in space (vec3, chapter 9)', () => {
  const space = {
    P: {
      kind: 'vec3',
      label: 'P',
      default: { x: 1, y: 2, z: 3 },
      min: { x: -5, y: -5, z: 0 },
      max: { x: 5, y: 5, z: 8 },
    },
  } satisfies Schema

  it('writes x,y,z and reads back exactly what it wrote', () => {
    const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true })
    fc.assert(
      fc.property(coord(-5, 5), coord(-5, 5), coord(0, 8), (x, y, z) => {
        const s = mergeState(space, defaultState(space), { P: { x, y, z } })
        const text = serializeState(space, s)
        expect(text).toMatch(/^P=[^,]+,[^,]+,[^,]+$/)
        expect(parseState(space, text)).toEqual({ state: s, issues: [] })
      }),
    )
    expect(serializeState(space, defaultState(space))).toBe('P=1,2,3')
  })

  it('needs three numbers, clamps each axis to its own bounds and rounds to the precision', () => {
    for (const bad of ['1,2', '1,2,3,4', '1,,3', '1,2,NaN', '1,2,Infinity'])
      expect(parseState(space, `P=${bad}`).issues[0]).toMatchObject({
        reason: 'not a number',
        shown: '1,2,3',
      })
    expect(parseState(space, 'P=9,-9,-1')).toMatchObject({
      state: { P: { x: 5, y: -5, z: 0 } },
      issues: [{ reason: 'clamped to bounds', shown: '5,-5,0' }],
    })
    expect(parseState(space, 'P=1.00004,0,4').issues[0]).toMatchObject({ reason: 'rounded', shown: '1,0,4' })
  })

  it('keeps the old point when a change has a non-finite or missing coordinate', () => {
    const s = defaultState(space)
    expect(mergeState(space, s, { P: { x: 0, y: 0, z: Number.NaN } })).toEqual(s)
    expect(mergeState(space, s, { P: { x: 0, y: 0 } as never })).toEqual(s)
    expect(mergeState(space, s, { P: { x: 0, y: 9, z: 1 } }).P).toEqual({ x: 0, y: 5, z: 1 })
  })
})

describe('a text field', () => {
  const texts = {
    n: { kind: 'number', label: 'n', default: 1, min: 0, max: 2 },
    set: { kind: 'text', label: 'set', default: '', pattern: /^[0-9a-z.,;/]*$/, maxLength: 12 },
  } satisfies Schema

  it('reads and writes its text as it is, and refuses text outside its pattern or too long', () => {
    expect(serializeState(texts, { n: 1, set: '1,2;3/a' })).toBe('n=1&set=1,2;3/a')
    expect(parseState(texts, 'n=1&set=1,2;3/a')).toEqual({ state: { n: 1, set: '1,2;3/a' }, issues: [] })
    const bad = parseState(texts, 'set=%3Cscript%3E').issues
    expect(bad).toEqual([{ field: 'set', raw: '<script>', shown: '', reason: 'malformed' }])
    expect(describeIssue(bad[0]!)).toBe(
      'set: “<script>” → empty (not in this field’s format, so the default)',
    )
    expect(parseState(texts, 'set=1234567890123').state.set).toBe('')
  })

  it('keeps the old text when a change does not fit the pattern', () => {
    const s = { n: 1, set: 'ok' }
    expect(mergeState(texts, s, { set: 'NO' }).set).toBe('ok')
    expect(mergeState(texts, s, { set: 'fine' }).set).toBe('fine')
  })
})

describe('the codec of each kind of field', () => {
  // One field of every kind, with a value it can hold that is not its default: a new kind that is
  // missing here is a type error, so it cannot go without its round trip.
  const samples: { [K in FieldSpec['kind']]: [Extract<FieldSpec, { kind: K }>, unknown] } = {
    vec2: [schema.A, { x: -3.5, y: 2.125 }],
    vec3: [
      {
        kind: 'vec3',
        label: 'P',
        default: { x: 0, y: 0, z: 0 },
        min: { x: -1, y: -1, z: -1 },
        max: { x: 1, y: 1, z: 1 },
      },
      { x: 0.25, y: -1, z: 0.5 },
    ],
    number: [{ ...schema.rA, infinite: true }, Infinity],
    choice: [schema.mode, 'a b&c'],
    boolean: [schema.on, false],
    text: [{ kind: 'text', label: 't', default: '', pattern: /^[a-z ,]*$/, maxLength: 10 }, 'a b,c'],
  }

  it('reads back every value it writes, unchanged and with no reason', () => {
    for (const kind of Object.keys(CODECS) as FieldSpec['kind'][]) {
      const [spec, value] = samples[kind]
      const codec = codecOf(spec)
      expect(codec.fits(spec, value), kind).toBe(true)
      expect(codec.normalize(spec, value), kind).toEqual(value)
      // a link's fields reach the codec decoded (readState)
      const text = decodeURIComponent(codec.format(spec, value))
      expect(codec.parse(spec, text), `${kind}: ${text}`).toEqual({ value })
    }
  })
})
