import { describe, expect, it } from 'vitest'
import { ballsOffTable } from './ReturnBalls'

describe('balls off the table', () => {
  const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 5 } }
  it('counts the balls whose centre is past any side; a ball on the edge is still on it', () => {
    const state = Float64Array.from([
      ...[5, 2, 0, 0],
      ...[10, 5, 1, 1],
      ...[-0.1, 2, -1, 0],
      ...[5, 5.2, 0, 1],
      ...[11, -1, 1, -1],
    ])
    expect(ballsOffTable(state, box)).toBe(3)
    expect(ballsOffTable(new Float64Array(0), box)).toBe(0)
  })
})
