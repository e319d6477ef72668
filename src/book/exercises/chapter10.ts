// Exercises of chapter 10 (chapters/10-many-balls.mdx), on the figure sandbox.
import { SCENE_NAMES } from '../../widgets/sandbox/meta'
import { type Check, num, text } from './types'

/** The cradle's row: ball 1 touches the first ball with its centre at x = 8; the last ball, at 18, touches the border at 23. */
const CRADLE_TOUCH = 8
const LAST_TRAVEL = 23 - 18
const ROW_Y = 5

export const chapter10 = {
  'c10-cradle': {
    kind: 'move',
    widget: 'sandbox',
    reads: ['scene', 'events', 'ball-vx', 'ball-vy'],
    goal: (o) =>
      o.scene === SCENE_NAMES.cradle &&
      (num(o.events) ?? 0) >= 1 &&
      num(o['ball-vx']) === 0 &&
      num(o['ball-vy']) === 0,
    missing: (o) => {
      if (o.scene !== SCENE_NAMES.cradle) return `the scene is “${text(o.scene)}”: pick Newton’s cradle`
      if ((num(o.events) ?? 0) < 1)
        return 'ball 1 has not hit the row yet: press “Step to next contact” or play'
      return `ball 1 still moves at (${text(o['ball-vx'])}, ${text(o['ball-vy'])}): step on until the last contact at this instant`
    },
  },
  'c10-last-ball': {
    kind: 'number',
    widget: 'sandbox',
    reads: ['scene', 'start-x', 'start-y', 'start-vx', 'start-vy'],
    expected: (o) => {
      const [x, y, vx, vy] = [num(o['start-x']), num(o['start-y']), num(o['start-vx']), num(o['start-vy'])]
      if (o.scene !== SCENE_NAMES.cradle || x === null || vx === null || y !== ROW_Y || vy !== 0 || !(vx > 0))
        return null
      if (x > CRADLE_TOUCH) return null
      return (CRADLE_TOUCH - x) / vx + LAST_TRAVEL / vx
    },
    // The time read-out, and every time the event log, the queue and the timeline write: six
    // presses of Step put "t = 2.2500 s: ball 6 hits wall 2" in the log.
    hides: ['time'],
    tolerance: 0.002,
    label: 'The last ball reaches the border at t =',
    digits: 3,
    none: 'pick the cradle and aim ball 1 straight along the row (start at y = 5, vertical velocity 0, moving right)',
  },
  'c10-drain': {
    kind: 'move',
    widget: 'sandbox',
    reads: ['scene', 'energy', 'energy-start'],
    goal: (o) => {
      const [e, e0] = [num(o.energy), num(o['energy-start'])]
      return o.scene === SCENE_NAMES.stack && e !== null && e0 !== null && e0 > 0 && e < e0 / 2
    },
    missing: (o) =>
      o.scene !== SCENE_NAMES.stack
        ? `the scene is “${text(o.scene)}”: pick the stack`
        : `the kinetic energy is still ${text(o.energy)} of ${text(o['energy-start'])} at the start, more than half: play on, or lower the restitution`,
  },
} satisfies Record<string, Check>
