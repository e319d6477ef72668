// Shared checks for the simulation's scene tests.
import { expect } from 'vitest'
import type { Ball, CollisionEvent, Simulation } from '../../../src/core/sim'
import type { Vec2 } from '../../../src/core/vec2'

/**
 * Every number finite, no two balls closer than (r1 + r2)(1 − 1e-9), every ball inside the box.
 * Collects the faults and asserts once: per-ball expect calls would dominate the test's time.
 */
export function expectSound(world: Simulation, box?: { min: Vec2; max: Vec2 }): readonly Ball[] {
  const balls = world.balls()
  const faults: string[] = []
  for (const [i, b] of balls.entries()) {
    if (![b.p.x, b.p.y, b.v.x, b.v.y].every(Number.isFinite)) faults.push(`balls[${i}] not finite`)
    const slack = 1e-9 * b.r
    if (
      box &&
      (b.p.x - b.r < box.min.x - slack ||
        b.p.x + b.r > box.max.x + slack ||
        b.p.y - b.r < box.min.y - slack ||
        b.p.y + b.r > box.max.y + slack)
    )
      faults.push(`balls[${i}] outside the box at ${b.p.x}, ${b.p.y}`)
  }
  for (const [i, j] of overlappingPairs(balls)) faults.push(`balls[${i}] and balls[${j}] overlap`)
  expect(faults).toEqual([])
  return balls
}

export function overlappingPairs(balls: readonly Ball[]): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < balls.length; i++) {
    for (let j = i + 1; j < balls.length; j++) {
      const a = balls[i]!
      const b = balls[j]!
      if (Math.hypot(b.p.x - a.p.x, b.p.y - a.p.y) < (a.r + b.r) * (1 - 1e-9)) out.push([i, j])
    }
  }
  return out
}

/** Event times never decrease and lie in [t0, t1]. */
export function expectOrdered(events: readonly CollisionEvent[], t0: number, t1: number): void {
  const times = events.map((e) => e.time)
  const bad = times.filter((t, k) => t < (k === 0 ? t0 : times[k - 1]!) || t > t1)
  expect(bad).toEqual([])
}

/** A deterministic generator for scenes built outside fast-check (Park–Miller). */
export function random(seed: number): () => number {
  let s = seed % 2147483647 || 1
  return () => (s = (s * 16807) % 2147483647) / 2147483647
}

/** Up to `count` balls placed at random in the box without overlapping, each with a random velocity. */
export function placeBalls(
  count: number,
  box: { min: Vec2; max: Vec2 },
  radius: (rnd: () => number) => number,
  speed: number,
  seed: number,
): Ball[] {
  const rnd = random(seed)
  const balls: Ball[] = []
  for (let tries = 0; balls.length < count && tries < 100 * count; tries++) {
    const r = radius(rnd)
    const x = box.min.x + r + rnd() * (box.max.x - box.min.x - 2 * r)
    const y = box.min.y + r + rnd() * (box.max.y - box.min.y - 2 * r)
    if (balls.some((b) => Math.hypot(b.p.x - x, b.p.y - y) < b.r + r)) continue
    const a = rnd() * 2 * Math.PI
    const s = speed * (0.2 + rnd())
    balls.push({ p: { x, y }, v: { x: s * Math.cos(a), y: s * Math.sin(a) }, r, m: r * r })
  }
  return balls
}
