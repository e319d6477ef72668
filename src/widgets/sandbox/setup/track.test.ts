// The track keeps its balls on the line, whatever the link or an edit says.
import { describe, expect, it } from 'vitest'
import { type SandboxState, meta } from '../meta'
import { setupOf } from './link'
import { ontoTrack } from './track'

const state = (patch: Partial<SandboxState>): SandboxState => ({
  ...(Object.fromEntries(Object.entries(meta.schema).map(([k, f]) => [k, f.default])) as SandboxState),
  scene: 'track',
  ...patch,
})

describe('the track scene', () => {
  it('opens with 1 kg at 4 m/s and 3 kg at rest on the line y = 5', () => {
    const s = setupOf(state({}))
    expect(s.balls.map((b) => [b.m, b.p.x, b.p.y, b.v.x, b.v.y])).toEqual([
      [1, 4, 5, 4, 0],
      [3, 10, 5, 0, 0],
    ])
  })

  it('a link that puts ball 1 off the line or aims it across has it on the line, moving along it', () => {
    const [b1] = setupOf(state({ p1: { x: 6, y: 6.5 }, v1: { x: -2, y: 3 } })).balls
    expect(b1!.p).toEqual({ x: 6, y: 5 })
    expect(b1!.v).toEqual({ x: -2, y: 0 })
  })

  it('an edit dragged off the line comes back to it; one that would land on the other ball is refused', () => {
    const s = setupOf(state({}))
    const moved = (x: number, y: number) => ({ ...s, balls: [{ ...s.balls[0]!, p: { x, y } }, s.balls[1]!] })
    expect(ontoTrack(moved(7, 6))!.balls[0]!.p).toEqual({ x: 7, y: 5 })
    // Above ball 2 (x = 10) it fits off the line, but not on it.
    expect(ontoTrack(moved(10, 6.4))).toBeNull()
  })
})
