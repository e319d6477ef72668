// The track scene's rule: its balls stay on the line y = BALL1_AT.y and move along it. Every
// set-up of the scene passes through here, from the link (link.ts) and from an edit (useSetup).
import { BALL1_AT } from '../meta'
import { setupProblem } from './edit'
import type { Setup } from './setup'

/** The set-up with every ball on the line and its velocity along it. */
export function toTrack(setup: Setup): Setup {
  const y = BALL1_AT.y
  if (setup.balls.every((b) => b.p.y === y && b.v.y === 0)) return setup
  return { ...setup, balls: setup.balls.map((b) => ({ ...b, p: { x: b.p.x, y }, v: { x: b.v.x, y: 0 } })) }
}

/** An edit of the track put on the line; null when that puts one ball on another (the edit is refused). */
export function ontoTrack(setup: Setup): Setup | null {
  const placed = toTrack(setup)
  return placed === setup || setupProblem(placed) === null ? placed : null
}
