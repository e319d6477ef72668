import { describe, expect, it } from 'vitest'
import { EVERY_BALL_UP_TO, defaultViews, trailLength } from './views'

describe('what the table shows as a scene opens', () => {
  it('every ball’s velocity arrow and path up to a few hundred balls, none in a gas; momentum and the grid on request', () => {
    expect(defaultViews(16)).toEqual({
      velocity: true,
      momentum: false,
      com: true,
      paths: true,
      impulses: true,
      grid: false,
    })
    expect(defaultViews(EVERY_BALL_UP_TO)).toMatchObject({ velocity: true, paths: true })
    expect(defaultViews(EVERY_BALL_UP_TO + 1)).toEqual({
      velocity: false,
      momentum: false,
      com: true,
      paths: false,
      impulses: true,
      grid: false,
    })
    expect(defaultViews(10_000)).toMatchObject({ velocity: false, paths: false })
  })

  it('keeps long paths for a few balls and shorter ones for many, never under 8 points', () => {
    expect(trailLength(1)).toBe(120)
    expect(trailLength(16)).toBe(120)
    expect(trailLength(EVERY_BALL_UP_TO)).toBe(120)
    expect(trailLength(1000)).toBe(24)
    expect(trailLength(10_000)).toBe(8)
    expect(trailLength(0)).toBe(120)
  })
})
