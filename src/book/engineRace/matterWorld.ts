// A gas scene (gasScene.ts) set up in matter.js, the time-stepped peer engine: 60 Hz steps,
// default position and velocity iterations, no gravity, restitution 1, no friction of any kind,
// infinite inertia (no spin), and the box as four thick static walls. The module is passed in,
// so the bench imports it and chapter 11's worker loads it only when the reader asks.
import type MatterModule from 'matter-js'
import type { Vec2 } from '../../core/vec2'
import type { Scene } from './gasScene'

export const STEPS_PER_SECOND = 60
const WALL = 50

export interface MatterWorld {
  /** One 60 Hz step. */
  step(): void
  kineticEnergy(): number
  /** Centres and radii now. */
  balls(): { p: Vec2; r: number }[]
}

export function matterWorld(Matter: typeof MatterModule, scene: Scene): MatterWorld {
  const { Bodies, Body, Composite, Engine } = Matter
  const engine = Engine.create()
  engine.gravity.y = 0
  const bodies = scene.balls.map((b) => {
    const body = Bodies.circle(b.p.x, b.p.y, b.r, {
      restitution: 1,
      friction: 0,
      frictionAir: 0,
      inertia: Infinity,
    })
    // matter.js velocities are pixels per step.
    Body.setVelocity(body, { x: b.v.x / STEPS_PER_SECOND, y: b.v.y / STEPS_PER_SECOND })
    return body
  })
  const { min, max } = scene.box
  const w = max.x - min.x
  const h = max.y - min.y
  const walls = [
    Bodies.rectangle(min.x + w / 2, min.y - WALL / 2, w + 2 * WALL, WALL, { isStatic: true }),
    Bodies.rectangle(min.x + w / 2, max.y + WALL / 2, w + 2 * WALL, WALL, { isStatic: true }),
    Bodies.rectangle(min.x - WALL / 2, min.y + h / 2, WALL, h + 2 * WALL, { isStatic: true }),
    Bodies.rectangle(max.x + WALL / 2, min.y + h / 2, WALL, h + 2 * WALL, { isStatic: true }),
  ]
  Composite.add(engine.world, [...bodies, ...walls])
  return {
    step: () => Engine.update(engine, 1000 / STEPS_PER_SECOND),
    kineticEnergy: () =>
      bodies.reduce((e, b) => e + 0.5 * b.mass * (b.velocity.x ** 2 + b.velocity.y ** 2), 0),
    balls: () => bodies.map((b, i) => ({ p: { x: b.position.x, y: b.position.y }, r: scene.balls[i]!.r })),
  }
}
