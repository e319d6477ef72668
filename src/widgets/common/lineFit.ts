// The least-squares straight line through points, for chapter 12's fits: the slope of a mean
// squared displacement (diffusion), of ln(return error) and of ln(perturbation length) against time
// (time-reversal). One home, so the three fit the same way.

/** y ≈ intercept + slope·x by least squares; needs two or more distinct x. */
export function lineFit(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } {
  const n = xs.length
  if (n < 2 || ys.length !== n)
    throw new RangeError('lineFit: xs and ys must hold the same two or more points')
  const mx = xs.reduce((a, b) => a + b, 0) / n
  const my = ys.reduce((a, b) => a + b, 0) / n
  let sxy = 0
  let sxx = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my)
    sxx += (xs[i]! - mx) ** 2
  }
  if (!(sxx > 0)) throw new RangeError('lineFit: the points must not all share one x')
  const slope = sxy / sxx
  return { slope, intercept: my - slope * mx }
}
