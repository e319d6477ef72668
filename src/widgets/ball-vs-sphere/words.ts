// How the figure words its verdicts and points: one place, for the read-out, the stage's label and the chapter's exercises.
import type { Vec3 } from '../../core'
import { formatNumber } from '../../kit/format'
import type { Reason } from './model'

export const SAYS: Record<Reason, string> = {
  hit: 'the path comes within R of the centre ahead of the start: the ball hits the sphere.',
  'starts-inside':
    'the ball’s centre starts less than R from the sphere’s: they overlap already, so there is nothing to detect.',
  'moving-away':
    'the closest approach is behind the start (ℓ* ≤ 0): the ball is moving away from the sphere.',
  misses: 'the path’s closest approach h is more than R: the ball passes the sphere without touching it.',
}

/** (x, y, z) with the kit's number format. */
export const point3 = (p: Vec3, digits = 2) =>
  `(${[p.x, p.y, p.z].map((c) => formatNumber(c, digits) ?? '?').join(', ')})`
