// Snapping to the grid: with it on, balls placed or dragged and wall ends land on round numbers,
// a step of 1, 2 or 5 times a power of ten near a 48th of the table's width (0.5 m on the 24 m
// tables, 2 m on the gas of 1,000's 108 m).
import { tickStep } from 'd3-array'
import type { Vec2 } from '../../../core'
import { roundPoint } from './edit'
import type { Setup } from './setup'

/** Steps of the grid across the table that snapping aims for. */
const STEPS_ACROSS = 48

export function snapStep({ min, max }: Setup['box']): number {
  return tickStep(0, max.x - min.x, STEPS_ACROSS)
}

/** p on the nearest point of a grid of `step`; unchanged without a step. */
export const snapPoint = (p: Vec2, step: number | null): Vec2 => (step === null ? p : roundPoint(p, step))
