import { describe, expect, it, vi } from 'vitest'
import { LabelBoard } from './labelBoard'

const box = (left: number, top: number, width = 20, height = 10) => ({
  left,
  right: left + width,
  top,
  bottom: top + height,
})

describe('the label board', () => {
  /** Three labels posted in order: a moving one first, then one near it and one far away. */
  function board() {
    const b = new LabelBoard()
    const near = vi.fn()
    const far = vi.fn()
    b.post('moving', box(0, 0))
    b.post('near', box(30, 0), box(10, -20, 60, 40))
    b.post('far', box(300, 300), box(280, 280, 60, 40))
    b.subscribe('near', near)
    b.subscribe('far', far)
    return { b, near, far }
  }

  it('tells a later label of a move only where the old or new box touches its reach', () => {
    const { b, near, far } = board()
    const farVersion = b.snapshot('far')
    b.post('moving', box(5, 0))
    expect(near).toHaveBeenCalledTimes(1)
    expect(far).not.toHaveBeenCalled()
    expect(b.snapshot('far')).toBe(farVersion)
    // leaving the near label's reach still tells it once: the space it was kept off is free
    b.post('moving', box(150, 150))
    expect(near).toHaveBeenCalledTimes(2)
    b.post('moving', box(160, 150))
    expect(near).toHaveBeenCalledTimes(2)
    expect(far).not.toHaveBeenCalled()
  })

  it('tells a label that has chosen but not yet posted of every change before it', () => {
    const { b, far } = board()
    // far renders (its point may have moved), then the moving label posts in the same commit
    b.before('far')
    b.post('moving', box(5, 0))
    expect(far).toHaveBeenCalledTimes(1)
    b.post('far', box(300, 300), box(280, 280, 60, 40))
    b.post('moving', box(10, 0))
    expect(far).toHaveBeenCalledTimes(1)
  })

  it('tells nobody of a box that did not move, and everyone in reach of one that left', () => {
    const { b, near, far } = board()
    b.post('moving', box(0.2, 0))
    expect(near).not.toHaveBeenCalled()
    b.leave('moving')
    expect(near).toHaveBeenCalledTimes(1)
    expect(far).not.toHaveBeenCalled()
    expect(b.before('near')).toEqual([])
  })
})
