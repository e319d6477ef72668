// Calls per second of the core's hot functions: `npm run bench -- core`.
// Each function runs on a pool of varied inputs (built once, outside the timing) so branch
// prediction cannot settle on one path; every result feeds a checksum that is printed, so the
// engine cannot drop the calls as dead code.
import {
  ballHitsSphere,
  exchange1D,
  type MovingCircle,
  reflect,
  resolveCircles,
  segmentCrossing,
  segmentIntersection,
  sweptCircleSegment,
  sweptCircles,
  type Vec2,
  type Vec3,
} from '../src/core'
import { ExactSwept, filteredCrossingCase } from '../src/core/exact'
import { segmentCrossingFloat } from './segmentCrossingFloat'
import { sweptCirclesFloat } from './sweptCirclesFloat'

const POOL = 1024
const WARMUP = 20_000
const ITERATIONS = 300_000

// A small deterministic generator (mulberry32): the same inputs on every run.
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rnd = random(42)
const between = (lo: number, hi: number) => lo + (hi - lo) * rnd()
const v2 = (m: number): Vec2 => ({ x: between(-m, m), y: between(-m, m) })
const v3 = (m: number): Vec3 => ({ x: between(-m, m), y: between(-m, m), z: between(-m, m) })
const circle = (): MovingCircle => ({ p: v2(10), d: v2(8), r: between(0.2, 2) })
const pool = <T>(make: () => T): T[] => Array.from({ length: POOL }, make)

const circlePairs = pool(() => [circle(), circle()] as const)
const bodies = pool(() => {
  const p = v2(10)
  return [
    { p, v: v2(5), m: between(0.5, 3) },
    { p: { x: p.x + between(0.5, 3), y: p.y + between(-1, 1) }, v: v2(5), m: between(0.5, 3) },
  ] as const
})
const speeds = pool(() => [between(-5, 5), between(-5, 5), between(0.5, 3), between(0.5, 3), rnd()] as const)
const vectors = pool(() => [v2(5), v2(1)] as const)
const segments = pool(() => [v2(10), v2(10), v2(10), v2(10)] as const)
const walls = pool(() => [circle(), v2(10), v2(10)] as const)
const spheres = pool(() => [v3(10), v3(10), between(0, 1), between(0.5, 2), v3(10), between(0.5, 3)] as const)

let checksum = 0
const consume = (x: number | null | undefined) => {
  if (typeof x === 'number') checksum += x
  else checksum += 1
}

const cases: [name: string, run: (i: number) => void][] = [
  ['sweptCircles', (i) => consume(sweptCircles(...circlePairs[i]!).t)],
  ['sweptCircles float-only (before ch. 11)', (i) => consume(sweptCirclesFloat(...circlePairs[i]!).t)],
  ['resolveCircles', (i) => consume(resolveCircles(...bodies[i]!, 0.9).impulse)],
  ['exchange1D', (i) => consume(exchange1D(...speeds[i]!)[0])],
  ['reflect', (i) => consume(reflect(...vectors[i]!).x)],
  ['segmentIntersection', (i) => consume(segmentIntersection(...segments[i]!)?.t)],
  ['segmentCrossing', (i) => consume(segmentCrossing(...segments[i]!).t)],
  ['segmentCrossing float-only (before ch. 11)', (i) => consume(segmentCrossingFloat(...segments[i]!).t)],
  ['sweptCircleSegment', (i) => consume(sweptCircleSegment(...walls[i]!)?.t)],
  [
    'ballHitsSphere',
    (i) => {
      const res = ballHitsSphere(...spheres[i]!)
      consume(res.hit ? res.distance : null)
    },
  ],
]

function time(run: (i: number) => void): number {
  for (let k = 0; k < WARMUP; k++) run(k % POOL)
  const start = performance.now()
  for (let k = 0; k < ITERATIONS; k++) run(k % POOL)
  return performance.now() - start
}

export default async function coreBench(): Promise<void> {
  const rows = cases.map(([name, run]) => {
    const ms = time(run)
    return {
      function: name,
      'calls/s': Math.round((ITERATIONS / ms) * 1000).toLocaleString('en'),
      'ns/call': ((ms * 1e6) / ITERATIONS).toFixed(0),
    }
  })
  console.log(
    `${ITERATIONS.toLocaleString('en')} calls each after ${WARMUP.toLocaleString('en')} warm-up calls, ${POOL} varied inputs`,
  )
  console.table(rows)
  console.log(costOfExactness('sweptCircles'))
  console.log(costOfExactness('segmentCrossing'))
  console.log(exactPathShare())
  console.log(segmentExactShare())
  console.log(`checksum ${checksum.toPrecision(12)} (printed so no call can be optimised away)`)
}

/**
 * `name` with exact predicates against its float-only row. The machine is shared, so one timing
 * each is noise: five interleaved rounds, best of each.
 */
function costOfExactness(name: string): string {
  const pair = [name, `${name} float-only (before ch. 11)`].map((n) => cases.find(([c]) => c === n)![1])
  const best = [Infinity, Infinity]
  for (let round = 0; round < 5; round++) for (const j of [0, 1]) best[j] = Math.min(best[j]!, time(pair[j]!))
  return `${name} with exact predicates / float-only, best of 5 interleaved rounds: ${(best[0]! / best[1]!).toFixed(2)}×`
}

/** How often sweptCircles' filters cannot decide and the exact BigInt path runs. */
function exactPathShare(): string {
  const counted = new Set<ExactSwept>()
  const methods = ['c', 'a', 'halfB', 'quarterDiscriminant', 'atEnd', 'vertexPastEnd'] as const
  const saved = methods.map((m) => ExactSwept.prototype[m])
  methods.forEach((m, j) => {
    ExactSwept.prototype[m] = function (this: ExactSwept) {
      counted.add(this)
      return saved[j]!.call(this)
    }
  })
  const N = 1_000_000
  const extra = random(7)
  const draw = () => -10 + 20 * extra()
  let calls = 0
  for (let i = 0; i < N; i++) {
    const before = counted.size
    sweptCircles(
      { p: { x: draw(), y: draw() }, d: { x: draw(), y: draw() }, r: 0.2 + 1.8 * extra() },
      { p: { x: draw(), y: draw() }, d: { x: draw(), y: draw() }, r: 0.2 + 1.8 * extra() },
    )
    if (counted.size > before) calls++
  }
  methods.forEach((m, j) => {
    ExactSwept.prototype[m] = saved[j]!
  })
  return `exact path ran in ${calls} of ${N.toLocaleString('en')} random sweptCircles calls (inputs as above)`
}

/** How often segmentCrossing's float filter cannot decide and the exact path runs. */
function segmentExactShare(): string {
  const N = 1_000_000
  const extra = random(11)
  const draw = (): Vec2 => ({ x: -10 + 20 * extra(), y: -10 + 20 * extra() })
  let exact = 0
  for (let i = 0; i < N; i++) {
    const [p0, p1, p2, p3] = [draw(), draw(), draw(), draw()]
    // Coordinates this ordinary are not rescaled (k = 1).
    if (
      filteredCrossingCase(p1.x - p0.x, p1.y - p0.y, p3.x - p2.x, p3.y - p2.y, p0.x - p2.x, p0.y - p2.y) ===
      null
    )
      exact++
  }
  return `exact path ran in ${exact} of ${N.toLocaleString('en')} random segmentCrossing calls (inputs as above)`
}
