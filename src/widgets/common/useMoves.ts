import { useMemo } from 'react'
import type { Vec2 } from '../../core'

type Move<S> = (s: S, to: Vec2) => S
type Ball = 'A' | 'B'

/**
 * Drag handlers for a figure's handles, made once: `moves` is a constant table of model moves
 * (state and the point asked for -> new state), each applied to the current state brought back
 * into bounds first. Handlers that stay the same let the handles whose point did not change skip
 * their redraw on every move of another one.
 */
export function useMoves<S, K extends string>(
  set: (patch: (s: S) => S) => void,
  clampState: (s: S) => S,
  moves: Readonly<Record<K, Move<S>>>,
): Record<K, (to: Vec2) => void> {
  return useMemo(() => {
    const handlers = {} as Record<K, (to: Vec2) => void>
    for (const key of Object.keys(moves) as K[])
      handlers[key] = (to) => set((s) => moves[key](clampState(s), to))
    return handlers
  }, [set, clampState, moves])
}

/** A moves table for balls A and B from moves that name the ball: `{ start: moveBall }` -> `{ startA, startB }`. */
export function ballMoves<S, K extends string>(
  moves: Readonly<Record<K, (s: S, ball: Ball, to: Vec2) => S>>,
): Record<`${K}${Ball}`, Move<S>> {
  const table = {} as Record<`${K}${Ball}`, Move<S>>
  for (const key of Object.keys(moves) as K[])
    for (const ball of ['A', 'B'] as const) table[`${key}${ball}`] = (s, to) => moves[key](s, ball, to)
  return table
}
