// The contract every core function keeps on bad input (a RangeError that names the argument;
// nothing returns NaN), as fast-check properties over tables of argument shapes. The tables are
// in shapes.ts (the public core) and src/core/errata.test.ts (the errata module); the subject
// files beside this one run them, and exports.test.ts checks that no export is left out.
// Infinity: allowed in as a mass (a wall, a fixed ball); allowed out only where the input holds a
// finite number beyond 1e±50, whose squares and quotients may truly exceed the largest double.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/** What a parameter accepts; everything else is bad input and must throw a RangeError naming it. */
export type Shape =
  | 'number' // finite
  | 'nonNegative' // finite and >= 0: radii, lengths
  | 'mass' // > 0, Infinity allowed (a wall, a fixed ball)
  | 'finiteMass'
  | 'unit' // in [0, 1]: restitution
  | 'vec2'
  | 'vec3'
  | 'circle' // MovingCircle {p, d, r}
  | 'body' // Body2 {p, v, m}
  | 'finiteBody' // Body2 with a finite mass
  | 'box' // {min, max}, min <= max

export interface Param {
  name: string
  shape: Shape
  /** undefined is accepted (a default applies) */
  optional?: boolean
  /** a valid value, used while another parameter is the bad one */
  example: unknown
}
/** A parameter that only tells the function what to call its argument in messages. */
export interface Label {
  name: string
  label: string
}
export interface Entry {
  params: (Param | Label)[]
  /**
   * Set for the plain arithmetic helpers of vec2.ts and vec3.ts, which check nothing: why they are
   * left out of the hostile-input properties (they still get the plain-input one).
   */
  unchecked?: string
}

export const v2 = (x: number, y: number) => ({ x, y })
export const v3 = (x: number, y: number, z: number) => ({ x, y, z })
export const num = (name: string, example: number): Param => ({ name, shape: 'number', example })
export const len = (name: string, example: number): Param => ({ name, shape: 'nonNegative', example })
export const vec = (name: string, x: number, y: number): Param => ({ name, shape: 'vec2', example: v2(x, y) })
export const vec3 = (name: string, x: number, y: number, z: number): Param => ({
  name,
  shape: 'vec3',
  example: v3(x, y, z),
})
export const circle = (name: string, x: number, dx: number): Param => ({
  name,
  shape: 'circle',
  example: { p: v2(x, 0), d: v2(dx, 0), r: 1 },
})
export const body = (name: string, shape: 'body' | 'finiteBody', x: number, vx: number): Param => ({
  name,
  shape,
  example: { p: v2(x, 0), v: v2(vx, 0), m: 2 },
})
export const box = (name: string): Param => ({
  name,
  shape: 'box',
  example: { min: v2(0, 0), max: v2(10, 5) },
})
export const label = (name: string, label: string): Label => ({ name, label })

export const VEC_HELPER =
  'plain arithmetic of vec2.ts/vec3.ts, unvalidated in the committed core: NaN in gives NaN out, null a TypeError, and huge finite input can give NaN (cross of two 1e300 vectors)'

export const isLabel = (p: Param | Label): p is Label => 'label' in p

// ---------------------------------------------------------------------------------------------
// Inputs

/**
 * Plain numbers span 1e-50 to 1e50 in magnitude (and 0): every product of four of them, or of
 * two and a quotient, stays finite, so a plain call has no excuse for an Infinity either.
 */
export const SAFE = 1e50
const tame = (x: number) => (Math.abs(x) < 1 / SAFE ? 0 : x)
export const plainNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double({ min: -1e3, max: 1e3, noNaN: true }).map(tame),
  fc
    .tuple(fc.double({ min: 1, max: 9.99, noNaN: true }), fc.integer({ min: -50, max: 49 }), fc.boolean())
    .map(([m, e, neg]) => (neg ? -m : m) * 10 ** e),
  fc.constantFrom(0, -0, 1, -1, 0.5),
)
const plainLength = plainNumber.map(Math.abs)
const plainPositive = plainLength.filter((x) => x > 0)
export const plainVec2 = fc.record({ x: plainNumber, y: plainNumber })
const plainVec3 = fc.record({ x: plainNumber, y: plainNumber, z: plainNumber })
export const plainUnit = fc.oneof(
  fc.constantFrom(0, 0.5, 1),
  fc.double({ min: 0, max: 1, noNaN: true }).map(tame),
)
export const plainMass = fc.oneof(plainPositive, fc.constant(Number.POSITIVE_INFINITY))
const plainBox = fc
  .tuple(plainVec2, plainLength, plainLength)
  .map(([min, w, h]) => ({ min, max: { x: min.x + w, y: min.y + h } }))
  .filter((b) => Number.isFinite(b.max.x) && Number.isFinite(b.max.y))

const plainOf: Record<Shape, fc.Arbitrary<unknown>> = {
  number: plainNumber,
  nonNegative: plainLength,
  mass: plainMass,
  finiteMass: plainPositive,
  unit: plainUnit,
  vec2: plainVec2,
  vec3: plainVec3,
  circle: fc.record({ p: plainVec2, d: plainVec2, r: plainLength }),
  body: fc.record({ p: plainVec2, v: plainVec2, m: plainMass }),
  finiteBody: fc.record({ p: plainVec2, v: plainVec2, m: plainPositive }),
  box: plainBox,
}

const EDGES = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  -1,
  1e300,
  -1e300,
  1e-300,
  -1e-300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.EPSILON,
  1 + Number.EPSILON,
]
/** Things that are not numbers or vectors at all. */
const JUNK: unknown[] = [null, undefined, '', '1', 'NaN', true, {}, [], [1, 2], { x: '1', y: '2', z: '3' }]
export const junk = fc.constantFrom(...JUNK)
export const edgeNumber = fc.oneof(fc.constantFrom(...EDGES), fc.double())
const anyNumber = fc.oneof(plainNumber, edgeNumber, junk)
export const hostileVec2 = fc.oneof(
  fc.record({ x: anyNumber, y: anyNumber }),
  fc.record({ x: anyNumber }),
  fc.record({ y: anyNumber }),
  junk,
)
const hostileVec3 = fc.oneof(
  fc.record({ x: anyNumber, y: anyNumber, z: anyNumber }),
  fc.record({ x: anyNumber, y: anyNumber }),
  junk,
)
export const someVec2 = fc.oneof(plainVec2, hostileVec2)
const hostileBody = (m: fc.Arbitrary<number>) =>
  fc.oneof(
    fc.record({ p: someVec2, v: someVec2, m: fc.oneof(m, anyNumber) }),
    fc.record({ p: someVec2, v: someVec2 }),
    junk,
  )

export const hostileOf: Record<Shape, fc.Arbitrary<unknown>> = {
  number: fc.oneof(edgeNumber, junk),
  nonNegative: fc.oneof(edgeNumber, junk),
  mass: fc.oneof(edgeNumber, junk),
  finiteMass: fc.oneof(edgeNumber, junk),
  unit: fc.oneof(edgeNumber, fc.constantFrom(-0.1, 1.1, 2), junk),
  vec2: hostileVec2,
  vec3: hostileVec3,
  circle: fc.oneof(
    fc.record({ p: someVec2, d: someVec2, r: fc.oneof(plainLength, anyNumber) }),
    fc.record({ p: someVec2, d: someVec2 }),
    junk,
  ),
  body: hostileBody(plainMass),
  finiteBody: hostileBody(plainPositive),
  box: fc.oneof(fc.record({ min: someVec2, max: someVec2 }), fc.record({ min: someVec2 }), junk),
}

const argsOf = (entry: Entry, pick: (p: Param) => fc.Arbitrary<unknown>) =>
  fc.tuple(...entry.params.map((p) => (isLabel(p) ? fc.constant(p.label) : pick(p))))
const plainArg = (p: Param) =>
  p.optional ? fc.option(plainOf[p.shape], { nil: undefined }) : plainOf[p.shape]
const hostileArg = (p: Param) => fc.oneof(plainArg(p), hostileOf[p.shape])

/** Values each shape must reject: every one of them is bad input by docs/design.md. */
const NOT_A_NUMBER: unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  null,
  '1',
  {},
]
const badVec2: unknown[] = [
  null,
  undefined,
  'x',
  7,
  {},
  { x: 1 },
  { y: 1 },
  { x: Number.NaN, y: 0 },
  { x: 0, y: Number.POSITIVE_INFINITY },
  { x: '1', y: '2' },
]
const badVec3: unknown[] = [
  null,
  undefined,
  'x',
  {},
  { x: 1, y: 2 },
  { x: 0, y: Number.NaN, z: 0 },
  { x: 0, y: 0, z: Number.NEGATIVE_INFINITY },
]
const badMass: unknown[] = [Number.NaN, 0, -0, -1, Number.NEGATIVE_INFINITY, null, undefined, '1']
const withField = (base: unknown, key: string, values: unknown[]) =>
  values.map((v) => ({ ...(base as object), [key]: v }))
const without = (base: unknown, key: string) => {
  const copy: Record<string, unknown> = { ...(base as object) }
  delete copy[key]
  return copy
}
function badValues(p: Param): unknown[] {
  switch (p.shape) {
    case 'number':
      return p.optional ? NOT_A_NUMBER : [...NOT_A_NUMBER, undefined]
    case 'nonNegative':
      return [...NOT_A_NUMBER, undefined, -1, -1e-300]
    case 'mass':
      return badMass
    case 'finiteMass':
      return [...badMass, Number.POSITIVE_INFINITY]
    case 'unit':
      return [...NOT_A_NUMBER, ...(p.optional ? [] : [undefined]), -0.1, 1 + Number.EPSILON, 2]
    case 'vec2':
      return badVec2
    case 'vec3':
      return badVec3
    case 'circle':
      return [
        ...JUNK.filter((j) => j === null || typeof j !== 'object'),
        ...withField(p.example, 'p', badVec2),
        ...withField(p.example, 'd', badVec2),
        ...withField(p.example, 'r', [...NOT_A_NUMBER, -1]),
        without(p.example, 'r'),
      ]
    case 'body':
    case 'finiteBody':
      return [
        null,
        undefined,
        'body',
        ...withField(p.example, 'p', badVec2),
        ...withField(p.example, 'v', badVec2),
        ...withField(p.example, 'm', p.shape === 'body' ? badMass : [...badMass, Number.POSITIVE_INFINITY]),
        without(p.example, 'm'),
      ]
    case 'box':
      return [
        null,
        undefined,
        'box',
        {},
        ...withField(p.example, 'min', badVec2),
        ...withField(p.example, 'max', badVec2),
        { min: v2(1, 0), max: v2(0, 5) },
        { min: v2(0, 1), max: v2(10, 0) },
      ]
  }
}

// ---------------------------------------------------------------------------------------------
// Verdicts

/** Paths of every NaN and ±Infinity in a result, looked for through objects and arrays. */
function nonFinite(value: unknown): { nan: string[]; inf: string[] } {
  const found = { nan: [] as string[], inf: [] as string[] }
  const seen = new Set<object>()
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'number') {
      if (Number.isNaN(v)) found.nan.push(at)
      else if (!Number.isFinite(v)) found.inf.push(`${at} = ${v}`)
    } else if (v !== null && typeof v === 'object' && !seen.has(v)) {
      seen.add(v)
      for (const [k, x] of Object.entries(v)) walk(x, Array.isArray(v) ? `${at}[${k}]` : `${at}.${k}`)
    }
  }
  walk(value, 'result')
  return found
}

/** A finite number outside the plain range: its squares or quotients may rightly overflow. */
function hasExtreme(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isFinite(value) && value !== 0 && (Math.abs(value) > SAFE || Math.abs(value) < 1 / SAFE)
  if (value === null || typeof value !== 'object') return false
  return Object.values(value).some(hasExtreme)
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The message starts with one of the names: "A.p.x must be…", "rA + rB must…", "balls[2] and…". */
const startsWithName = (message: string, names: readonly string[]) =>
  names.some((n) => new RegExp(`^${escapeRegExp(n)}(?![\\w])`).test(message))

/**
 * null when the call kept the contract: threw a RangeError whose message starts with the name of
 * one of `names`, or returned something without NaN, and without Infinity unless the input had
 * an extreme finite number (then an Infinity is a true value too large for a double).
 */
export function breach(call: () => unknown, names: readonly string[], input: unknown): string | null {
  let result: unknown
  try {
    result = call()
  } catch (e) {
    if (!(e instanceof RangeError))
      return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`
    return startsWithName(e.message, names)
      ? null
      : `RangeError "${e.message}" names none of ${names.join(', ')}`
  }
  const { nan, inf } = nonFinite(result)
  if (nan.length > 0) return `returned NaN at ${nan.join(', ')}`
  if (inf.length > 0 && !hasExtreme(input)) return `returned Infinity from plain input at ${inf.join(', ')}`
  return null
}

type AnyFn = (...args: unknown[]) => unknown
const paramNames = (entry: Entry) => entry.params.filter((p) => !isLabel(p)).map((p) => p.name)
const show = (args: unknown[]) => fc.stringify(args)

/** Every function `module` exports, by name. */
export const functionsOf = (module: object): string[] =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)

/**
 * The contract for every function of `table`, taken from `module`: it accepts its examples; plain
 * finite input never gives NaN or Infinity; each bad argument throws a RangeError naming it (not
 * for `unchecked` entries); hostile input throws a RangeError naming an argument or returns no NaN.
 */
export function keepsTheContract(module: object, table: Record<string, Entry>): void {
  const fnOf = (name: string) => (module as Record<string, AnyFn>)[name]!
  const entries = Object.entries(table)
  const checked = entries.filter(([, e]) => e.unchecked === undefined)

  /** fast-check property: the function keeps the contract for every input `args` generates. */
  const holds = (name: string, entry: Entry, args: fc.Arbitrary<unknown[]>, numRuns: number) => {
    const fn = fnOf(name)
    fc.assert(
      fc.property(args, (input) => {
        const why = breach(() => fn(...input), paramNames(entry), input)
        if (why !== null) throw new Error(`${name}(${show(input)}) ${why}`)
      }),
      { numRuns },
    )
  }

  it.each(entries)('%s is exported and accepts its examples', (name, entry) => {
    expect(typeof fnOf(name)).toBe('function')
    const args = entry.params.map((p) => (isLabel(p) ? p.label : p.example))
    expect(() => fnOf(name)(...args)).not.toThrow()
    expect(breach(() => fnOf(name)(...args), paramNames(entry), args)).toBeNull()
  })

  describe('plain finite input never gives NaN or Infinity', () => {
    it.each(entries)('%s', (name, entry) => holds(name, entry, argsOf(entry, plainArg), 150))
  })

  // Skipped for a table of unchecked helpers only: a suite with no tests is an error.
  describe.runIf(checked.length > 0)('each bad argument throws a RangeError naming it', () => {
    it.each(checked)('%s', (name, entry) => {
      const fn = fnOf(name)
      const examples = entry.params.map((p) => (isLabel(p) ? p.label : p.example))
      const failures: string[] = []
      entry.params.forEach((p, i) => {
        if (isLabel(p)) return
        for (const bad of badValues(p)) {
          const args = examples.map((x, j) => (j === i ? bad : x))
          let why: string | null
          try {
            fn(...args)
            why = 'returned instead of throwing'
          } catch (e) {
            if (!(e instanceof RangeError)) why = `threw ${String(e)}`
            else
              why = startsWithName(e.message, [p.name])
                ? null
                : `RangeError "${e.message}" does not name ${p.name}`
          }
          if (why !== null) failures.push(`${name}(${show(args)}) ${why}`)
        }
      })
      expect(failures).toEqual([])
    })
  })

  describe.runIf(checked.length > 0)(
    'hostile input throws a RangeError naming an argument, or returns no NaN',
    () => {
      it.each(checked)('%s', (name, entry) => holds(name, entry, argsOf(entry, hostileArg), 150))
    },
  )
}
