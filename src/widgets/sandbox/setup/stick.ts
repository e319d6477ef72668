// Which set-ups the sticky contacts run on: the rigid-cluster world looks at every pair of balls
// at every step (src/core/stick), so it takes small set-ups of balls of finite mass.
import { useMemo } from 'react'
import { formatNumber } from '../../../kit'
import type { Setup } from './setup'

/** Most balls a set-up may have for sticky contacts. */
export const STICK_BALLS = 16

/** Why sticky contacts cannot run on this set-up, in words; null when they can. */
export function stickRefusal(setup: Setup): string | null {
  const n = setup.balls.length
  if (n > STICK_BALLS)
    return `Sticky contacts work on set-ups of up to ${STICK_BALLS} balls; this one has ${formatNumber(n, 0)}.`
  const fixed = setup.balls.findIndex((b) => b.m === Number.POSITIVE_INFINITY)
  if (fixed >= 0)
    return `Sticky contacts need every ball to have a finite mass; ball ${fixed + 1} is fixed (infinite mass).`
  return null
}

/** The set-up the engine runs: with sticky contacts when the reader asks for them and they can run. */
export function useStick(setup: Setup, asked: boolean): { setup: Setup; refusal: string | null } {
  return useMemo(() => {
    const refusal = stickRefusal(setup)
    const stick = asked && refusal === null
    return { setup: stick === Boolean(setup.stick) ? setup : { ...setup, stick }, refusal }
  }, [setup, asked])
}
