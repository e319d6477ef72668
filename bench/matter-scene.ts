// Runs a scene of bench/sim.bench.ts in matter.js, the time-stepped peer engine: 60 Hz steps,
// default position and velocity iterations, no gravity, restitution 1, no friction of any kind,
// infinite inertia (no spin), and the box as four thick static walls.
import Matter from 'matter-js'
import type { Ball } from '../src/core/sim'
import type { Vec2 } from '../src/core/vec2'

export interface Scene {
  /** Pixels and pixels per second. */
  balls: Ball[]
  box: { min: Vec2; max: Vec2 }
}

export interface MatterRun {
  /** CPU time of this process spent stepping. */
  cpuMs: number
  energyBefore: number
  energyAfter: number
  /** Centres and radii at the end. */
  final: { p: Vec2; r: number }[]
}

const STEP_MS = 1000 / 60
const WALL = 50

/** Steps the scene for `seconds` of simulated time. */
export function runMatter(scene: Scene, seconds: number): MatterRun {
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
    // matter.js velocities are pixels per 1/60 s step.
    Body.setVelocity(body, { x: b.v.x / 60, y: b.v.y / 60 })
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
  const energy = () => bodies.reduce((e, b) => e + 0.5 * b.mass * (b.velocity.x ** 2 + b.velocity.y ** 2), 0)
  const energyBefore = energy()
  const steps = Math.round(seconds * 60)
  const start = process.cpuUsage()
  for (let k = 0; k < steps; k++) Engine.update(engine, STEP_MS)
  const used = process.cpuUsage(start)
  return {
    cpuMs: (used.user + used.system) / 1000,
    energyBefore,
    energyAfter: energy(),
    final: bodies.map((b, i) => ({ p: { x: b.position.x, y: b.position.y }, r: scene.balls[i]!.r })),
  }
}
