// The stage's linear map, as d3-scale's scaleLinear gives it (scale.test.ts checks the numbers
// against d3-scale). The kit does not import d3-scale itself: its scaleLinear carries
// d3-interpolate's colour parsing and d3-format for tick formats, 10.8 KB gzipped, which put the
// sandbox, ball-vs-sphere and polygon-trap over the 120 KB an embed may load.
// The ticks are d3-array's (Stage.tsx), whose inverse-step rule already gives exact decimals.

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
