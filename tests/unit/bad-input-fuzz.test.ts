// Hostile input against every function src/core exports (DESIGN.md: bad input throws a RangeError
// that names the argument; nothing returns NaN). The exports are enumerated at run time, and the
// table below must describe every one of them, so a new core function cannot skip this file.
// Infinity: allowed in as a mass (a wall, a fixed ball); allowed out only where the input holds a
// finite number beyond 1e±50, whose squares and quotients may truly exceed the largest double.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as core from '../../src/core'

/** What a parameter accepts; everything else is bad input and must throw a RangeError naming it. */
type Shape =
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

interface Param {
  name: string
  shape: Shape
  /** undefined is accepted (a default applies) */
  optional?: boolean
  /** a valid value, used while another parameter is the bad one */
  example: unknown
}
/** A parameter that only tells the function what to call its argument in messages. */
interface Label {
  name: string
  label: string
}
interface Entry {
  params: (Param | Label)[]
  /**
   * Set for the plain arithmetic helpers of vec2.ts and vec3.ts, which check nothing: why they are
   * left out of the hostile-input properties (they still get the plain-input one).
   */
  unchecked?: string
}

const v2 = (x: number, y: number) => ({ x, y })
const v3 = (x: number, y: number, z: number) => ({ x, y, z })
const num = (name: string, example: number): Param => ({ name, shape: 'number', example })
const len = (name: string, example: number): Param => ({ name, shape: 'nonNegative', example })
const vec = (name: string, x: number, y: number): Param => ({ name, shape: 'vec2', example: v2(x, y) })
const vec3 = (name: string, x: number, y: number, z: number): Param => ({
  name,
  shape: 'vec3',
  example: v3(x, y, z),
})
const circle = (name: string, x: number, dx: number): Param => ({
  name,
  shape: 'circle',
  example: { p: v2(x, 0), d: v2(dx, 0), r: 1 },
})
const body = (name: string, shape: 'body' | 'finiteBody', x: number, vx: number): Param => ({
  name,
  shape,
  example: { p: v2(x, 0), v: v2(vx, 0), m: 2 },
})
const box = (name: string): Param => ({ name, shape: 'box', example: { min: v2(0, 0), max: v2(10, 5) } })
const label = (name: string, label: string): Label => ({ name, label })

const VEC_HELPER =
  'plain arithmetic of vec2.ts/vec3.ts, unvalidated in the committed core: NaN in gives NaN out, null a TypeError, and huge finite input can give NaN (cross of two 1e300 vectors)'

/** Every exported function but createWorld (tested on its own below), with its parameters. */
const TABLE: Record<string, Entry> = {
  // vec2.ts
  vec2: { params: [num('x', 1), num('y', 2)], unchecked: VEC_HELPER },
  add: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  sub: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  scale: { params: [vec('a', 1, 2), num('k', 3)], unchecked: VEC_HELPER },
  neg: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  dot: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  cross: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  lengthSq: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  length: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  distance: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  lerp: { params: [vec('a', 1, 2), vec('b', 3, 4), num('t', 0.5)], unchecked: VEC_HELPER },
  perp: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  equals: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  normalize: { params: [vec('a', 1, 2), label('name', 'a')], unchecked: VEC_HELPER },
  project: { params: [vec('a', 1, 2), vec('onto', 3, 4)], unchecked: VEC_HELPER },
  // vec3.ts
  vec3: { params: [num('x', 1), num('y', 2), num('z', 3)], unchecked: VEC_HELPER },
  add3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  sub3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  scale3: { params: [vec3('a', 1, 2, 3), num('k', 2)], unchecked: VEC_HELPER },
  dot3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  cross3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  lengthSq3: { params: [vec3('a', 1, 2, 3)], unchecked: VEC_HELPER },
  length3: { params: [vec3('a', 1, 2, 3)], unchecked: VEC_HELPER },
  normalize3: { params: [vec3('a', 1, 2, 3), label('name', 'a')], unchecked: VEC_HELPER },
  // quadratic.ts
  quadraticRoots: {
    params: [num('a', 1), num('b', -3), num('c', 2), { ...num('discriminant', 1), optional: true }],
  },
  quadraticRootsTextbook: { params: [num('a', 1), num('b', -3), num('c', 2)] },
  // toi.ts
  checkMovingCircle: { params: [circle('c', 0, 4), label('name', 'c')] },
  centerAt: { params: [circle('circle', 0, 4), num('t', 0.5)] },
  separationAt: { params: [circle('A', 0, 4), circle('B', 5, 0), num('t', 0.5)] },
  sweptCircles: { params: [circle('A', 0, 4), circle('B', 5, 0)] },
  contactPoint: { params: [vec('pA', 0, 0), len('rA', 1), vec('pB', 2, 0), len('rB', 1)] },
  // broadphase.ts
  sweptBox: { params: [circle('circle', 0, 4)] },
  checkBox: { params: [box('box'), label('name', 'box')] },
  boxesOverlap: { params: [box('a'), box('b')] },
  boxesIntersect: { params: [box('a'), box('b')] },
  // angle.ts
  lawOfCosinesAngle: { params: [len('a', 3), len('b', 4), len('c', 5)] },
  collisionTriangle: { params: [vec('p1', 0, 0), vec('v', 2, 1), vec('p2', 3, 0)] },
  collisionAngle: { params: [vec('v', 1, 0), vec('n', 1, 1)] },
  normalSpeed: { params: [vec('v', 1, 0), vec('n', 1, 1)] },
  // response.ts
  exchange1D: {
    params: [
      num('u1', 5),
      num('u2', -1),
      { name: 'm1', shape: 'mass', example: 1 },
      { name: 'm2', shape: 'mass', example: 3 },
      { name: 'e', shape: 'unit', example: 0.5 },
    ],
  },
  resolveCircles: {
    params: [
      body('A', 'body', 0, 1),
      body('B', 'body', 2, -1),
      { name: 'e', shape: 'unit', optional: true, example: 0.5 },
    ],
  },
  impulseFromSource002: { params: [body('A', 'finiteBody', 0, 1), body('B', 'finiteBody', 2, -1)] },
  normalTangent: { params: [vec('v', 3, 1), vec('n', 1, 1)] },
  // reflect.ts
  reflectParts: { params: [vec('I', 4, -2), vec('n', 0, 1)] },
  reflect: { params: [vec('I', 4, -2), vec('n', 0, 1)] },
  axisBounce: { params: [vec('p', 1, 1), vec('v', -1, 0), len('r', 1), box('box')] },
  // segment.ts
  segmentNormal: { params: [vec('p1', 0, 0), vec('p2', 4, 1)] },
  segmentIntersection: { params: [vec('p0', 4, 7), vec('p1', 16, 3), vec('p2', 1, 1), vec('p3', 17, 10)] },
  shadowWalls: { params: [vec('w0', 0, 0), vec('w1', 4, 0), len('r', 1)] },
  sweptCircleSegment: {
    params: [
      { name: 'c', shape: 'circle', example: { p: v2(2, 3), d: v2(0, -4), r: 1 } },
      vec('w0', 0, 0),
      vec('w1', 4, 0),
    ],
  },
  // sphere.ts
  ballHitsSphere: {
    params: [
      vec3('start', 0, 0, 0),
      vec3('toward', 1, 0, 0),
      len('ballRadius', 1),
      num('speed', 2),
      vec3('sphereCenter', 10, 0, 0),
      len('sphereRadius', 1),
    ],
  },
  // errata.ts: the printed formulas check only what they need to run, so the radii of
  // ballHitsSphereAsPrinted are plain numbers; they still must not return NaN.
  exchange1DAsPrinted: {
    params: [
      num('u1', 5),
      num('u2', -1),
      { name: 'm1', shape: 'finiteMass', example: 1 },
      { name: 'm2', shape: 'finiteMass', example: 3 },
      { name: 'e', shape: 'unit', example: 0.5 },
    ],
  },
  segmentIntersectionAsPrinted: {
    params: [vec('p0', 4, 7), vec('p1', 16, 3), vec('p2', 1, 1), vec('p3', 17, 10)],
  },
  ballHitsSphereAsPrinted: {
    params: [
      vec3('start', 0, 0, 0),
      vec3('toward', 1, 0, 0),
      num('ballRadius', 1),
      num('speed', 2),
      vec3('sphereCenter', 10, 0, 0),
      num('sphereRadius', 1),
    ],
  },
  sphereDistancesAsWritten: { params: [num('C', 8 / Math.sqrt(3)), num('G', 16)] },
  tangentAsWritten: { params: [vec('n', 1, 0)] },

  // ===========================================================================================
  // Added by the "code" helper (issue 7 §7): overlap.ts and substeps.ts. One block, to merge
  // into the split files by subject.
  // overlap.ts
  circlesOverlap: {
    params: [
      vec('pA', 0, 0),
      len('rA', 1),
      vec('pB', 3, 4),
      len('rB', 1),
      // 'number', not 'nonNegative': that shape has no optional form; a negative one throws naming it.
      { ...num('tolerance', 0.001), optional: true },
    ],
  },
  // substeps.ts
  pathOffset: { params: [vec('p', -5, 0), vec('d', 10, 0), vec('q', 0.85, 0.9)] },
  chordLength: { params: [len('R', 1.2), len('h', 0.9)] },
  sureSubsteps: { params: [len('travel', 10), len('chord', 1.6)] },
  firstSampleInside: { params: [num('t1', 0.54), num('t2', 0.63), num('n', 5)] },
  firstCatchingSubsteps: { params: [num('t1', 0.54), num('t2', 0.63), num('limit', 100)] },
  // ===========================================================================================
}

type AnyFn = (...args: unknown[]) => unknown
const exported = core as unknown as Record<string, unknown>
const functionNames = Object.keys(exported).filter((k) => typeof exported[k] === 'function')
const fnOf = (name: string) => exported[name] as AnyFn
const isLabel = (p: Param | Label): p is Label => 'label' in p
const entries = Object.entries(TABLE)
const checked = entries.filter(([, e]) => e.unchecked === undefined)

// ---------------------------------------------------------------------------------------------
// Inputs

/**
 * Plain numbers span 1e-50 to 1e50 in magnitude (and 0): every product of four of them, or of
 * two and a quotient, stays finite, so a plain call has no excuse for an Infinity either.
 */
const SAFE = 1e50
const tame = (x: number) => (Math.abs(x) < 1 / SAFE ? 0 : x)
const plainNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double({ min: -1e3, max: 1e3, noNaN: true }).map(tame),
  fc
    .tuple(fc.double({ min: 1, max: 9.99, noNaN: true }), fc.integer({ min: -50, max: 49 }), fc.boolean())
    .map(([m, e, neg]) => (neg ? -m : m) * 10 ** e),
  fc.constantFrom(0, -0, 1, -1, 0.5),
)
const plainLength = plainNumber.map(Math.abs)
const plainPositive = plainLength.filter((x) => x > 0)
const plainVec2 = fc.record({ x: plainNumber, y: plainNumber })
const plainVec3 = fc.record({ x: plainNumber, y: plainNumber, z: plainNumber })
const plainUnit = fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true }).map(tame))
const plainMass = fc.oneof(plainPositive, fc.constant(Number.POSITIVE_INFINITY))
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
const junk = fc.constantFrom(...JUNK)
const edgeNumber = fc.oneof(fc.constantFrom(...EDGES), fc.double())
const anyNumber = fc.oneof(plainNumber, edgeNumber, junk)
const hostileVec2 = fc.oneof(
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
const someVec2 = fc.oneof(plainVec2, hostileVec2)
const hostileBody = (m: fc.Arbitrary<number>) =>
  fc.oneof(
    fc.record({ p: someVec2, v: someVec2, m: fc.oneof(m, anyNumber) }),
    fc.record({ p: someVec2, v: someVec2 }),
    junk,
  )

const hostileOf: Record<Shape, fc.Arbitrary<unknown>> = {
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

/** Values each shape must reject: every one of them is bad input by DESIGN.md. */
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The message starts with one of the names: "A.p.x must be…", "rA + rB must…", "balls[2] and…". */
const startsWithName = (message: string, names: readonly string[]) =>
  names.some((n) => new RegExp(`^${escapeRegExp(n)}(?![\\w])`).test(message))

/**
 * null when the call kept the contract: threw a RangeError whose message starts with the name of
 * one of `names`, or returned something without NaN, and without Infinity unless the input had
 * an extreme finite number (then an Infinity is a true value too large for a double).
 */
function breach(call: () => unknown, names: readonly string[], input: unknown): string | null {
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

/**
 * Core bugs this file found (DESIGN.md: a RangeError naming the argument; nothing returns NaN).
 * Each is pinned by an it.fails below: when it is fixed that test fails, and its entry goes.
 * Until then `covers` leaves inputs of the same kind out of the properties, which still check
 * everything else about the function.
 */
interface KnownBug {
  fn: string
  what: string
  args: unknown[]
  covers: (args: unknown[], why: string) => boolean
}
const KNOWN_BUGS: KnownBug[] = []

const excused = (name: string, args: unknown[], why: string) =>
  KNOWN_BUGS.some((b) => b.fn === name && b.covers(args, why))
const paramNames = (entry: Entry) => entry.params.filter((p) => !isLabel(p)).map((p) => p.name)
const show = (args: unknown[]) => fc.stringify(args)

/** fast-check property: the function keeps the contract for every input `args` generates. */
function holds(name: string, entry: Entry, args: fc.Arbitrary<unknown[]>, numRuns: number) {
  const fn = fnOf(name)
  fc.assert(
    fc.property(args, (input) => {
      const why = breach(() => fn(...input), paramNames(entry), input)
      if (why !== null && !excused(name, input, why)) throw new Error(`${name}(${show(input)}) ${why}`)
    }),
    { numRuns },
  )
}

// ---------------------------------------------------------------------------------------------

describe('the table of argument shapes', () => {
  it('describes every function src/core exports, and nothing else', () => {
    expect(functionNames.length).toBeGreaterThan(0)
    const described = new Set([...Object.keys(TABLE), 'createWorld'])
    expect(
      functionNames.filter((n) => !described.has(n)),
      'exported from src/core but missing from TABLE in this file: add its parameters',
    ).toEqual([])
    expect(
      Object.keys(TABLE).filter((n) => !functionNames.includes(n)),
      'in TABLE but no longer exported',
    ).toEqual([])
  })

  it.each(entries)('%s accepts its examples', (name, entry) => {
    const args = entry.params.map((p) => (isLabel(p) ? p.label : p.example))
    expect(() => fnOf(name)(...args)).not.toThrow()
    expect(breach(() => fnOf(name)(...args), paramNames(entry), args)).toBeNull()
  })
})

describe('plain finite input never gives NaN or Infinity', () => {
  it.each(entries)('%s', (name, entry) => holds(name, entry, argsOf(entry, plainArg), 150))
})

describe('each bad argument throws a RangeError naming it', () => {
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
        if (why !== null && !excused(name, args, why)) failures.push(`${name}(${show(args)}) ${why}`)
      }
    })
    expect(failures).toEqual([])
  })
})

describe('a zero-length segment throws a RangeError naming one of its ends', () => {
  const p = v2(3, 4)
  const q = v2(1e-300, -0)
  it.each<[string, unknown[], string[]]>([
    ['segmentNormal', [p, p], ['p1', 'p2']],
    ['segmentNormal', [q, { ...q }], ['p1', 'p2']],
    ['segmentIntersection', [p, p, v2(0, 0), v2(1, 1)], ['p0', 'p1']],
    ['segmentIntersection', [v2(0, 0), v2(1, 1), p, p], ['p2', 'p3']],
    ['shadowWalls', [p, p, 1], ['w0', 'w1']],
    ['sweptCircleSegment', [{ p: v2(0, 0), d: v2(1, 1), r: 1 }, p, p], ['w0', 'w1']],
  ])('%s(%j)', (name, args, ends) => {
    const why = breach(() => fnOf(name)(...args), ends, args)
    // Returning is not throwing: breach allows it, so check that something was thrown first.
    expect(() => fnOf(name)(...args)).toThrow(RangeError)
    if (why !== null && !excused(name, args, why)) expect.fail(`${name}(${show(args)}) ${why}`)
  })
})

describe('hostile input throws a RangeError naming an argument, or returns no NaN', () => {
  it.each(checked)('%s', (name, entry) => holds(name, entry, argsOf(entry, hostileArg), 150))
})

// Skipped while KNOWN_BUGS is empty: a suite with no tests is an error.
describe.runIf(KNOWN_BUGS.length > 0)(
  'known core bugs (each passes once fixed: then delete its KNOWN_BUGS entry)',
  () => {
    for (const bug of KNOWN_BUGS) {
      it.fails(`${bug.fn} ${bug.what}`, () => {
        const entry = TABLE[bug.fn]!
        expect(breach(() => fnOf(bug.fn)(...bug.args), paramNames(entry), bug.args)).toBeNull()
      })
    }
  },
)

// ---------------------------------------------------------------------------------------------
// The simulation. Written alongside this file, so it is tested only once src/core exports it.

const createWorld = exported.createWorld as typeof core.createWorld | undefined
/** What createWorld and advance may name: the option fields, and advance's dt. */
const WORLD_NAMES = [
  'options',
  'balls',
  'walls',
  'box',
  'restitution',
  'contactTime',
  'maxEventsPerAdvance',
  'dt',
]
const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1) => ({ p: v2(x, y), v: v2(vx, vy), r, m })
const box10 = { min: v2(0, 0), max: v2(10, 10) }

describe.runIf(createWorld !== undefined)('createWorld and World.advance', () => {
  const build = (opts: unknown) => () => createWorld!(opts as core.WorldOptions)

  it.each<[string, unknown, string]>([
    ['options that are not an object', null, 'options'],
    ['balls that are not an array', { balls: 'three' }, 'balls'],
    ['a ball that is null', { balls: [null] }, 'balls[0]'],
    ['a NaN position', { balls: [ball(Number.NaN, 5)], box: box10 }, 'balls[0].p.x'],
    ['a NaN position in the second ball', { balls: [ball(2, 2), ball(7, Number.NaN)] }, 'balls[1].p.y'],
    ['an infinite velocity', { balls: [ball(5, 5, Number.POSITIVE_INFINITY)] }, 'balls[0].v.x'],
    ['a missing velocity', { balls: [{ p: v2(5, 5), r: 1, m: 1 }] }, 'balls[0].v'],
    ['a negative radius', { balls: [ball(5, 5, 0, 0, -1)] }, 'balls[0].r'],
    ['a NaN radius', { balls: [ball(5, 5, 0, 0, Number.NaN)] }, 'balls[0].r'],
    ['a zero mass', { balls: [ball(5, 5, 0, 0, 1, 0)] }, 'balls[0].m'],
    ['a negative mass', { balls: [ball(5, 5, 0, 0, 1, -1)] }, 'balls[0].m'],
    ['restitution above 1', { balls: [ball(5, 5)], restitution: 1.5 }, 'restitution'],
    ['restitution below 0', { balls: [ball(5, 5)], restitution: -0.1 }, 'restitution'],
    ['NaN restitution', { balls: [ball(5, 5)], restitution: Number.NaN }, 'restitution'],
    ['overlapping starts', { balls: [ball(5, 5), ball(6, 5)] }, 'balls[0]'],
    ['a ball outside the box', { balls: [ball(20, 5)], box: box10 }, 'balls[0]'],
    ['a ball poking out of the box', { balls: [ball(5, 5), ball(9.5, 5)], box: box10 }, 'balls[1]'],
    ['a zero-length wall', { balls: [ball(5, 5)], walls: [[v2(1, 1), v2(1, 1)]] }, 'walls[0]'],
    ['a NaN wall end', { balls: [ball(5, 5)], walls: [[v2(0, 0), v2(1, Number.NaN)]] }, 'walls[0][1].y'],
    [
      'an infinite box',
      { balls: [ball(5, 5)], box: { min: v2(0, 0), max: v2(Number.POSITIVE_INFINITY, 10) } },
      'box.max.x',
    ],
    ['an inverted box', { balls: [ball(5, 5)], box: { min: v2(10, 0), max: v2(0, 10) } }, 'box'],
  ])('rejects %s with a RangeError naming %s', (_, opts, name) => {
    expect(build(opts)).toThrow(RangeError)
    expect(build(opts)).toThrow(new RegExp(`^${escapeRegExp(name)}(?![\\w])`))
  })

  it.each([
    Number.NaN,
    -1,
    -Number.MIN_VALUE,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    null,
    '1',
    undefined,
  ])('advance(%s) throws a RangeError naming dt and leaves the world as it was', (dt) => {
    const world = createWorld!({ balls: [ball(2, 5, 3, 1), ball(8, 5, -2, 0)], box: box10 })
    world.advance(0.5)
    const before = world.balls()
    const advance = () => world.advance(dt as number)
    expect(advance).toThrow(RangeError)
    expect(advance).toThrow(/^dt(?![\w])/)
    expect(world.time).toBe(0.5)
    expect(world.balls()).toEqual(before)
    expect(breach(() => world.advance(1), WORLD_NAMES, [])).toBeNull()
  })

  it('throws a RangeError naming dt when the time would pass the largest double', () => {
    const world = createWorld!({ balls: [ball(0, 0, 1, 0)] })
    world.advance(Number.MAX_VALUE)
    expect(() => world.advance(Number.MAX_VALUE)).toThrow(/^dt(?![\w])/)
  })

  // Hostile fields are mixed into otherwise sensible worlds, so that many of them get built and run.
  const sometimes = <T>(plain: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: plain, weight: 6 }, { arbitrary: hostile, weight: 1 })
  const inBox = fc.record({
    x: fc.double({ min: 0, max: 10, noNaN: true }),
    y: fc.double({ min: 0, max: 10, noNaN: true }),
  })
  const ballArb = fc.record({
    p: sometimes(fc.oneof(inBox, plainVec2), hostileVec2),
    v: sometimes(
      fc.oneof(
        fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }),
        plainVec2,
      ),
      hostileVec2,
    ),
    r: sometimes(
      fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 2, noNaN: true })),
      hostileOf.nonNegative,
    ),
    m: sometimes(plainMass, hostileOf.mass),
  })
  const wallArb = sometimes(
    fc.constantFrom<[core.Vec2, core.Vec2]>([v2(2, 2), v2(8, 3)], [v2(5, 6), v2(5, 9)]),
    fc.tuple(someVec2, someVec2),
  )
  const worldArb = fc.record(
    {
      balls: fc.array(ballArb, { minLength: 1, maxLength: 5 }),
      walls: fc.array(wallArb, { maxLength: 2 }),
      box: sometimes(fc.constant(box10), hostileOf.box),
      restitution: sometimes(plainUnit, hostileOf.unit),
    },
    { requiredKeys: ['balls'] },
  )
  const dtArb = fc.oneof(plainNumber.map(Math.abs), edgeNumber, junk)

  it('hostile worlds throw a RangeError naming a field, or run without NaN', () => {
    fc.assert(
      fc.property(worldArb, dtArb, (opts, dt) => {
        const run = () => {
          const world = createWorld!(opts as core.WorldOptions)
          // Inside a box or between walls a ball bounces on for as long as it is given; cap the
          // distance the fastest one travels so each run stays a few dozen contacts long.
          const fastest = Math.max(...world.balls().map((b) => Math.hypot(b.v.x, b.v.y)))
          const enclosed = opts.box !== undefined || (opts.walls?.length ?? 0) > 0
          const step = enclosed && fastest > 0 && typeof dt === 'number' ? Math.min(dt, 50 / fastest) : dt
          const events = world.advance(step as number)
          return {
            events,
            // A fixed ball's mass is Infinity by design (DESIGN.md), the one Infinity allowed here.
            balls: world.balls().map((b) => ({ ...b, m: b.m === Number.POSITIVE_INFINITY ? 'fixed' : b.m })),
            energy: world.kineticEnergy(),
            momentum: world.momentum(),
            time: world.time,
          }
        }
        const why = breach(run, WORLD_NAMES, [opts, dt])
        if (why !== null)
          throw new Error(`createWorld(${fc.stringify(opts)}).advance(${fc.stringify(dt)}) ${why}`)
      }),
      { numRuns: 300 },
    )
  })
})
