// The two pieces of d3-scale the kit used, in a few lines (d3-scale with its interpolators and
// number formats was most of the kit's shared chunk, which every embed loads). Both give d3's
// exact numbers: scale.test.ts checks them against d3-scale.

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

const E10 = Math.sqrt(50)
const E5 = Math.sqrt(10)
const E2 = Math.sqrt(2)

/**
 * About `count` round values (1, 2 or 5 times a power of ten apart) from lo to hi, lo < hi, as d3's
 * ticks(lo, hi, count). A step below 1 is kept as its inverse, an integer, and ticks are divided by
 * it, so they come out as exact decimals (0.3, not 0.30000000000000004).
 */
export function niceTicks(lo: number, hi: number, count: number): number[] {
  if (!(count > 0) || !(lo < hi)) return []
  const step = (hi - lo) / count
  const power = Math.floor(Math.log10(step))
  const error = step / 10 ** power
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1
  const inverse = power < 0
  const inc = inverse ? 10 ** -power / factor : 10 ** power * factor
  const at = (i: number) => (inverse ? i / inc : i * inc)
  let i1 = Math.round(inverse ? lo * inc : lo / inc)
  let i2 = Math.round(inverse ? hi * inc : hi / inc)
  if (at(i1) < lo) ++i1
  if (at(i2) > hi) --i2
  // No tick fits between lo and hi at this step: d3 asks for twice as many, until it asks for 2.
  if (i2 < i1 && count >= 0.5 && count < 2) return niceTicks(lo, hi, count * 2)
  return Array.from({ length: Math.max(0, i2 - i1 + 1) }, (_, i) => at(i1 + i))
}
