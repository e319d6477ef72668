// The stage's linear map, as d3-scale's scaleLinear gives it (scale.test.ts checks the numbers
// against d3-scale). The kit does not import d3-scale itself: its scaleLinear carries
// d3-interpolate's colour parsing and d3-format for tick formats, 10.8 KB gzipped, which put the
// sandbox, ball-vs-sphere and polygon-trap over the 120 KB an embed may load.
// The ticks are d3-array's (Stage.tsx), whose inverse-step rule already gives exact decimals.
// The log map and its decade ticks below are d3's scaleLog's, for plots on a log axis.

import { ticks } from 'd3-array'

export interface LinearScale {
  (x: number): number
  invert: (y: number) => number
}

/** The linear map taking `domain` to `range`, as d3's scaleLinear().domain(d).range(r), unclamped. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): LinearScale {
  // As d3: from the lower end of the input (so a reversed one rounds like the other way round),
  // then b0(1 - t) + b1 t, which hits both ends exactly.
  const map = (a0: number, a1: number, b0: number, b1: number): ((v: number) => number) =>
    a1 < a0
      ? map(a1, a0, b1, b0)
      : (v: number) => {
          const t = (v - a0) / (a1 - a0)
          return b0 * (1 - t) + b1 * t
        }
  return Object.assign(map(d0, d1, r0, r1), { invert: map(r0, r1, d0, d1) })
}

/** The log map taking `domain` (both ends positive) to `range`, as d3's scaleLog().domain(d).range(r). */
export function logScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  // d3 maps log(v) linearly, with the natural log: the same numbers, bit for bit.
  const lin = linearScale([Math.log(domain[0]), Math.log(domain[1])], range)
  return Object.assign((v: number) => lin(Math.log(v)), { invert: (y: number) => Math.exp(lin.invert(y)) })
}

/** 10^k as d3 writes it, by parsing "1ek": exact for every k a double can hold. */
const pow10 = (k: number): number => +`1e${k}`

/**
 * The powers of ten among d3's scaleLog().ticks(count) for a positive domain: every decade while
 * the domain spans fewer than `count`, else d3-array's round steps of decades. A log axis
 * labelled 10ⁿ shows these; a short axis (a phone's plot) asks for fewer.
 */
export function decadeTicks([d0, d1]: readonly [number, number], count = 10): number[] {
  const [u, v] = d0 <= d1 ? [d0, d1] : [d1, d0]
  const i = Math.log10(u)
  const j = Math.log10(v)
  let z: number[] = []
  if (j - i < count) {
    for (let e = Math.floor(i); e <= Math.ceil(j); ++e)
      for (let k = 1; k < 10; ++k) {
        const t = e < 0 ? k / pow10(-e) : k * pow10(e)
        if (t < u) continue
        if (t > v) break
        z.push(t)
      }
    if (z.length * 2 < count) z = ticks(u, v, count)
  } else z = ticks(i, j, Math.min(j - i, count)).map(pow10)
  const decades = z.filter((t) => Number.isInteger(Math.log10(t)))
  return d0 <= d1 ? decades : decades.reverse()
}

/**
 * The ticks an axis shows: `make(count)` for the count asked, or for fewer until every two
 * neighbours stand at least `room(ticks)` px apart where `scale` puts them (d3 rounds a count to
 * a round step, which may give more). `room` sees the ticks, so it can grow with their labels.
 */
export function fitTicks(
  make: (count: number) => number[],
  asked: number,
  scale: (v: number) => number,
  room: (ticks: number[]) => number,
): number[] {
  const gap = (t: number[]) => Math.min(...t.slice(1).map((v, i) => Math.abs(scale(v) - scale(t[i]!))))
  let made = make(asked)
  for (let count = asked - 1; count >= 1 && made.length > 2 && gap(made) < room(made); count--)
    made = make(count)
  return made
}
