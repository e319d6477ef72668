// What the table shows over the balls, each switched on its own: every ball's velocity and
// momentum arrows, the centre of mass, the balls' fading paths, the contacts' impulses, and a
// grid in metres to measure by.

export type View = 'velocity' | 'momentum' | 'com' | 'paths' | 'impulses' | 'grid'
export type Views = Record<View, boolean>

export const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'velocity', label: 'Velocity arrows' },
  { view: 'momentum', label: 'Momentum arrows' },
  { view: 'com', label: 'Centre of mass' },
  { view: 'paths', label: 'Paths' },
  { view: 'impulses', label: 'Impulses' },
  { view: 'grid', label: 'Grid (m)' },
]

/**
 * Most balls whose arrows and paths a scene shows from the start: past it they would be a
 * thicket, and a gas's frame would cost more than its budget (the reader may still switch them on).
 */
export const EVERY_BALL_UP_TO = 200

/** A scene's views as it opens: arrows and paths for a few balls, not for a gas; momentum and the grid on request. */
export function defaultViews(balls: number): Views {
  const few = balls <= EVERY_BALL_UP_TO
  return { velocity: few, momentum: false, com: true, paths: few, impulses: true, grid: false }
}

/** Points each ball's path keeps: long in a small scene, shorter in a large one (a frame draws them all). */
export function trailLength(balls: number): number {
  return Math.max(8, Math.min(120, Math.floor(24_000 / Math.max(1, balls))))
}
