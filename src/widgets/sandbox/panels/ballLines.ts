// The plot of chosen balls' numbers: a quantity of each ball against time in SI units, from the
// velocities the series keeps (series.ts) and the balls' masses. Loaded with the plot's panel.
import type { Vec2 } from '../../../core'
import type { Tone } from '../../../kit'
import { tonesOf } from './ballSeries'
import { type Series, endOf } from './series'
import { stepLine } from './seriesLines'
import type { QuantitySymbol } from './si'

export type BallQuantity = 'speed' | 'vx' | 'vy' | 'p' | 'px' | 'py'

/** Each quantity's symbol (the axis's name) and words, with its unit. */
export const QUANTITIES: Record<BallQuantity, { symbol: QuantitySymbol; words: string; unit: string }> = {
  speed: { symbol: { s: '|v|' }, words: 'speed', unit: 'm/s' },
  vx: { symbol: { s: 'v', sub: 'x' }, words: 'velocity x', unit: 'm/s' },
  vy: { symbol: { s: 'v', sub: 'y' }, words: 'velocity y', unit: 'm/s' },
  p: { symbol: { s: '|p|' }, words: 'momentum', unit: 'kg·m/s' },
  px: { symbol: { s: 'p', sub: 'x' }, words: 'momentum x', unit: 'kg·m/s' },
  py: { symbol: { s: 'p', sub: 'y' }, words: 'momentum y', unit: 'kg·m/s' },
}

/** The quantity of a ball of mass m moving at (vx, vy); null for momentum of a fixed ball. */
export function quantityOf(q: BallQuantity, m: number, vx: number, vy: number): number | null {
  if (q === 'speed') return Math.hypot(vx, vy)
  if (q === 'vx') return vx
  if (q === 'vy') return vy
  if (m === Number.POSITIVE_INFINITY) return null
  return q === 'p' ? m * Math.hypot(vx, vy) : q === 'px' ? m * vx : m * vy
}

export interface BallLine {
  k: number
  tone: Tone
  /** (t, value) in s and the quantity's unit, a change drawn as a step; empty for a fixed ball's momentum */
  points: Vec2[]
}

export interface BallLines {
  lines: BallLine[]
  /** the record's end, and the smallest and largest values over the whole record */
  tMax: number
  lo: number
  hi: number
}

/**
 * The plotted balls' quantity against time, from their velocities' change points (series.ts: at
 * the contacts), drawn as steps, with the range over every change. Speeds and magnitudes start
 * the axis at 0.
 */
export function ballLines(
  s: Series,
  balls: readonly number[],
  masses: Float64Array,
  q: BallQuantity,
): BallLines {
  const tones = tonesOf(balls)
  const tMax = endOf(s)
  let lo = q === 'speed' || q === 'p' ? 0 : Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  const lines = balls.map((k, j): BallLine => {
    const track = s.balls.get(k)
    const m = masses[k] ?? 1
    const value = (i: number) => quantityOf(q, m, track!.vx[i]!, track!.vy[i]!)
    if (track)
      for (let i = 0; i < track.time.length; i++) {
        const y = value(i)
        if (y === null) continue
        lo = Math.min(lo, y)
        hi = Math.max(hi, y)
      }
    return { k, tone: tones[j]!, points: track ? stepLine(track.time, track.gap, value, tMax) : [] }
  })
  if (!(hi >= lo)) [lo, hi] = [0, 1]
  return { lines, tMax, lo, hi }
}
