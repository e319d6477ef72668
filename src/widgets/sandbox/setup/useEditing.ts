// The reader's edits of the set-up: which ball is selected, what the last edit refused or did, and
// the handlers of every editing control (the table's pointer, the handles, the toolbar, the
// inspector and the ball table). What an edit does is the model's (edit.ts). While the run stands
// paused mid-way, the velocity arrows and the ball table's cells are the instant's, and aiming one
// or typing in one branches a new set-up from there (useBranch). A drag on the table that a pinch
// takes over is undone: the set-up and its run go back to where they stood at the press.
import { useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Vec2 } from '../../../core'
import { useStable } from '../../../kit'
import type { SceneId } from '../meta'
import {
  type BallField,
  type Corner,
  type Edited,
  type Loop,
  addBall,
  addPolygon,
  addWall,
  addWallAnywhere,
  AIM_STEP,
  aimBall,
  arrowVelocity,
  deleteBall,
  deleteWall,
  moveBall,
  moveCorner,
  moveLoop,
  scaleLoop,
  typeBallValue,
} from './edit'
import type { Setup } from './setup'
import type { Branching, Mark } from './useBranch'
import { snapPoint } from './snap'

/** Most balls the editing tools add up to (a gas is edited through its JSON file). */
const MAX_EDIT_BALLS = 2000

/** Where an edit's message shows: beside the controls it came from. */
export type MessageFrom = 'tools' | 'ball' | 'table' | 'stage'

export function useEditing(
  setup: Setup,
  commit: (next: Setup, id?: SceneId) => void,
  /** seconds of motion a velocity arrow's length stands for */
  arrowTime: number,
  /** the grid's step that placed and dragged points snap to; null: no snapping */
  snap: number | null,
  /** paused mid-run, the instant's set-up and the branch a change there makes; the marks a dropped drag goes back to */
  branching: Pick<Branching, 'instant' | 'branch' | 'mark' | 'undo'>,
) {
  const { instant } = branching
  const [chosen, setChosen] = useState(0)
  // The drag on the table under way: where it began, and whether it has changed the set-up yet.
  const grabbed = useRef<{ mark: Mark; changed: boolean } | null>(null)
  const selected = Math.min(chosen, setup.balls.length - 1)
  const [message, setMessage] = useState<{ text: string; from: MessageFrom } | null>(null)
  const messageFor = (from: MessageFrom) => (message?.from === from ? message.text : null)

  const apply = (result: Edited, from: MessageFrom, done?: string) => {
    if ('error' in result) return setMessage({ text: result.error, from })
    setMessage(done ? { text: done, from } : null)
    commit(result.setup)
  }
  /**
   * A move of a drag (or a key), drawn within the event that asked for it: a pointer move left to
   * React's scheduler costs a task for the render and one more for its effects, on every move.
   */
  const moved = (next: Setup | null) => {
    if (!next) return
    if (grabbed.current) grabbed.current.changed = true
    flushSync(() => commit(next))
  }
  const moveTo = (k: number, to: Vec2) => moved(moveBall(setup, k, snapPoint(to, snap)))
  const newBall = (at?: Vec2) => {
    const result = addBall(setup, MAX_EDIT_BALLS, at && snapPoint(at, snap))
    apply(result, 'tools', `Ball ${setup.balls.length + 1} added.`)
    if ('setup' in result) setChosen(setup.balls.length)
  }
  /** A branch's refusal shown where it was asked; none: the message goes. */
  const say = (error: string | null, from: MessageFrom) =>
    setMessage(error === null ? null : { text: error, from })
  /** A move of an arrow: drawn at once, or refused in words on the table (the arrow stays). */
  const aimAt = (k: number, v: Vec2) => {
    if (instant) {
      const refused = branching.branch(k, v)
      if (refused === null && grabbed.current) grabbed.current.changed = true
      return say(refused, 'stage')
    }
    const result = aimBall(setup, k, v)
    if ('error' in result) return setMessage({ text: result.error, from: 'stage' })
    if (message) setMessage(null)
    moved(result.setup)
  }
  const wallAdded = `Wall ${setup.walls.length + 1} added.`
  /** the balls whose arrows are aimed: the instant's while paused mid-run */
  const aimed = instant ?? setup
  // Stable handlers: the panels and handles they go to skip the renders a drag elsewhere causes.
  const act = useStable({
    dragBall: moveTo,
    moveSelected: (to: Vec2) => moveTo(selected, to),
    /** the selected ball's arrow (its handle: a drag lands on the handle's grid, a key steps it) */
    aim: (tip: Vec2) => aimAt(selected, arrowVelocity(aimed.balls[selected]!.p, tip, arrowTime, null)),
    /** any ball's arrow dragged on the table: round velocities unless `free` (Alt held) */
    aimAny: (k: number, tip: Vec2, free: boolean) =>
      aimAt(k, arrowVelocity(aimed.balls[k]!.p, tip, arrowTime, free ? null : AIM_STEP)),
    pick: (k: number) => {
      setChosen(k)
      setMessage(null)
    },
    /** a press on the table took ball k or its arrow: it is selected, and where things stood is kept */
    grab: (k: number) => {
      setChosen(k)
      setMessage(null)
      grabbed.current = { mark: branching.mark(), changed: false }
    },
    /** a pinch took over the drag: whatever it changed is undone */
    drop: () => {
      const drag = grabbed.current
      grabbed.current = null
      if (!drag?.changed) return
      setMessage(null)
      branching.undo(drag.mark)
    },
    typeValue: (field: BallField, text: string) => apply(typeBallValue(setup, selected, field, text), 'ball'),
    typeCell: (k: number, field: BallField, text: string) =>
      instant
        ? say(branching.branch(k, { field, text }), 'table')
        : apply(typeBallValue(setup, k, field, text), 'table'),
    deleteBall: () => apply(deleteBall(setup, selected), 'ball', `Ball ${selected + 1} deleted.`),
    addBall: () => newBall(),
    addBallAt: (at: Vec2) => newBall(at),
    drawWall: (from: Vec2, to: Vec2) =>
      apply(addWall(setup, snapPoint(from, snap), snapPoint(to, snap)), 'tools', wallAdded),
    addWall: () => apply(addWallAnywhere(setup), 'tools', wallAdded),
    addPolygon: (sides: number) =>
      apply(addPolygon(setup, sides), 'tools', `A polygon of ${sides} walls added.`),
    deleteWall: (k: number) => apply(deleteWall(setup, k), 'tools', `Wall ${k + 1} deleted.`),
    moveCorner: (corner: Corner, to: Vec2) => moved(moveCorner(setup, corner, snapPoint(to, snap))),
    moveLoop: (loop: Loop, to: Vec2) => moved(moveLoop(setup, loop, to)),
    scaleLoop: (loop: Loop, to: Vec2) => moved(scaleLoop(setup, loop, to)),
  })
  /** a new scene or file: ball 1 selected, no message */
  const startOver = useCallback(() => {
    setChosen(0)
    setMessage(null)
  }, [])
  return { selected, messageFor, act, startOver }
}
