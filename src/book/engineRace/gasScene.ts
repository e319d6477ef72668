// The gas every engine race runs, in the bench (bench/sim.bench.ts) and live in chapter 11: N
// balls of radius 8 px at 20 % area fraction in a square box, placed at random without overlap,
// moving at 240–720 px/s (4–12 px per 60 Hz step: matter.js treats contacts closing slower than
// 2 px per step as resting, without restitution) in random directions. Plus the two soundness
// counts every engine is scored on.
import type { Ball } from '../../core/sim'
import type { Vec2 } from '../../core/vec2'

export interface Scene {
  /** Pixels and pixels per second. */
  balls: Ball[]
  box: { min: Vec2; max: Vec2 }
}

export const RADIUS = 8
const FILL = 0.2

/** Points hashed into square cells `size` wide, to look only at the 3×3 cells around a point. */
class Cells {
  private readonly map = new Map<string, number[]>()
  constructor(private readonly size: number) {}

  private key(gx: number, gy: number): string {
    return `${gx},${gy}`
  }

  add(i: number, p: Vec2): void {
    const key = this.key(Math.floor(p.x / this.size), Math.floor(p.y / this.size))
    const list = this.map.get(key)
    if (list) list.push(i)
    else this.map.set(key, [i])
  }

  near(p: Vec2): number[] {
    const gx = Math.floor(p.x / this.size)
    const gy = Math.floor(p.y / this.size)
    const out: number[] = []
    for (let y = gy - 1; y <= gy + 1; y++)
      for (let x = gx - 1; x <= gx + 1; x++) out.push(...(this.map.get(this.key(x, y)) ?? []))
    return out
  }
}

/** Random sequential placement: candidates that overlap a ball already placed are dropped. */
export function makeScene(n: number, seed: number): Scene {
  let s = seed
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647
  const side = Math.sqrt((n * Math.PI * RADIUS * RADIUS) / FILL)
  const cells = new Cells(2 * RADIUS)
  const balls: Ball[] = []
  while (balls.length < n) {
    const p = { x: RADIUS + rnd() * (side - 2 * RADIUS), y: RADIUS + rnd() * (side - 2 * RADIUS) }
    if (cells.near(p).some((k) => Math.hypot(balls[k]!.p.x - p.x, balls[k]!.p.y - p.y) < 2 * RADIUS)) continue
    cells.add(balls.length, p)
    const angle = rnd() * 2 * Math.PI
    const speed = 240 + 480 * rnd()
    balls.push({ p, v: { x: speed * Math.cos(angle), y: speed * Math.sin(angle) }, r: RADIUS, m: 1 })
  }
  return { balls, box: { min: { x: 0, y: 0 }, max: { x: side, y: side } } }
}

/** Pairs closer than (r1 + r2)(1 − 1e-9). */
export function overlaps(final: readonly { p: Vec2; r: number }[]): number {
  const cells = new Cells(2 * final.reduce((m, b) => Math.max(m, b.r), 0))
  final.forEach((b, i) => {
    cells.add(i, b.p)
  })
  let count = 0
  final.forEach((a, i) => {
    for (const j of cells.near(a.p)) {
      const b = final[j]!
      if (j > i && Math.hypot(b.p.x - a.p.x, b.p.y - a.p.y) < (a.r + b.r) * (1 - 1e-9)) count++
    }
  })
  return count
}

/** Balls whose centre has left the box. */
export function tunnels(final: readonly { p: Vec2 }[], box: Scene['box']): number {
  return final.filter((b) => b.p.x < box.min.x || b.p.x > box.max.x || b.p.y < box.min.y || b.p.y > box.max.y)
    .length
}
