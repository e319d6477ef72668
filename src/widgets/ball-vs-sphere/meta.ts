import type { Schema, WidgetMeta } from '../../kit/contract'

/** Where the ball's start, the point it heads for and the sphere's centre may be: a cube around the origin. */
export const space = { min: { x: -6, y: -6, z: -6 }, max: { x: 6, y: 6, z: 6 } } as const

const point = (label: string, x: number, y: number, z: number) =>
  ({ kind: 'vec3', label, default: { x, y, z }, min: space.min, max: space.max }) as const

// The defaults are source 001's own points and speed: start (0, 0, 0), heading for (4, 4, 4), a
// sphere at (4, 4, 0), 3 units a frame. The radii, 1 for the ball and 3 for the sphere, are the
// book's: the source's main() uses 4 and 4, which start the ball inside (|Δp| = √32 < R = 8), so a
// ball radius up to 4 is allowed for the case that shows it (PRESETS['source-main']).
export const schema = {
  start: point('Ball’s centre at the start', 0, 0, 0),
  toward: point('Point the ball moves toward', 4, 4, 4),
  center: point('Sphere’s centre', 4, 4, 0),
  br: { kind: 'number', label: 'Ball radius', default: 1, min: 0.2, max: 4, step: 0.05 },
  sr: { kind: 'number', label: 'Sphere radius', default: 3, min: 0.2, max: 4, step: 0.05 },
  speed: { kind: 'number', label: 'Speed (units per frame)', default: 3, min: 0.1, max: 5, step: 0.1 },
  view: { kind: 'choice', label: 'View', default: 'ball', options: ['ball', 'point'] },
  yaw: { kind: 'number', label: 'Camera yaw (degrees)', default: 130, min: -180, max: 180, step: 1 },
  pitch: { kind: 'number', label: 'Camera pitch (degrees)', default: 22, min: -85, max: 85, step: 1 },
  zoom: { kind: 'number', label: 'Zoom', default: 1.4, min: 0.8, max: 2.5, step: 0.1 },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'ball-vs-sphere',
  title: 'A ball meets a sphere',
  chapter: 9,
  description:
    'A ball moves in a straight line past a sphere at rest: turn the view, move the points, and follow each step to the hit and the bounce.',
  schema,
  rule: 'the ball must head somewhere: the point it moves toward cannot be its start',
}
