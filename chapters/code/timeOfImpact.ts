type Vec2 = { x: number; y: number }
/** A ball over one frame: its centre at the start, how far it moves, its radius. */
type Ball = { p: Vec2; d: Vec2; r: number }

/** When, as a fraction t of the frame, do balls A and B first touch? */
export function timeOfImpact(A: Ball, B: Ball) {
  // Ride on A: B starts at Δp and moves by w; they touch when |Δp + t·w| = R.
  const dp = { x: B.p.x - A.p.x, y: B.p.y - A.p.y }
  const w = { x: B.d.x - A.d.x, y: B.d.y - A.d.y }
  const R = A.r + B.r
  const a = w.x * w.x + w.y * w.y
  const b = 2 * (dp.x * w.x + dp.y * w.y)
  const c = dp.x * dp.x + dp.y * dp.y - R * R
  if (c < 0) return { case: 'overlapping' }
  if (a === 0) return { case: 'same-motion' }
  // The discriminant in the cross-product form: 4(aR² − (Δp×w)²).
  const cross = dp.x * w.y - dp.y * w.x
  const discriminant = 4 * (a * R * R - cross * cross)
  if (discriminant < 0) return { case: 'miss' }
  // The stable roots: q adds two terms of the same sign; the other root from t₁·t₂ = c/a.
  const q = -0.5 * (b + (b < 0 ? -1 : 1) * Math.sqrt(discriminant))
  const other = q === 0 ? 0 : c / q // q = 0 only when b = c = 0: both roots are 0
  const t1 = Math.min(q / a, other)
  const t2 = Math.max(q / a, other)
  if (t2 <= 0) return { case: 'receding' }
  if (t1 > 1) return { case: 'after-frame' }
  return { case: 'hit', t: t1 }
}
