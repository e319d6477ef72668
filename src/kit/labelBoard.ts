// The labels of one stage, so each keeps off the ones placed before it. A label joins the board
// when it first posts its box (its rank: first drawn, first served), posts again after each
// render, and chooses its place among the boxes ranked before it. A label that moves tells only
// the labels ranked after it, the only ones its box can move, and of those only the ones whose
// reach (every place they might take) its old or new box touches: a label dragged across one
// corner of a stage re-renders no label in the others. So the places settle in at most one round
// per label, and a drag that moves the last label re-renders no other.
import { createContext } from 'react'
import { type Box, boxesOverlap } from './labelPlace'

/** Moves smaller than this (pixels) are not news: text measured to a fraction of a pixel jitters. */
const STILL_PX = 0.5

const sameBox = (a: Box, b: Box) =>
  Math.abs(a.left - b.left) < STILL_PX &&
  Math.abs(a.right - b.right) < STILL_PX &&
  Math.abs(a.top - b.top) < STILL_PX &&
  Math.abs(a.bottom - b.bottom) < STILL_PX

interface Entry {
  /** order of the first post; unranked (after all) until then */
  rank: number
  box: Box | null
  /** the union of the boxes of every place the label might take: what a neighbour's move can change */
  reach: Box | null
  /** counts the changes ranked before this label, once ranked (useSyncExternalStore's snapshot) */
  version: number
  listeners: Set<() => void>
}

export class LabelBoard {
  private nextRank = 0
  private readonly entries = new Map<string, Entry>()
  /** counts every change: what an unranked label, placed among all the boxes, listens to */
  private version = 0
  /** Told of every move: the stage's tick labels give way to labels where they settle. */
  onMove: (() => void) | null = null

  private entry(id: string): Entry {
    let e = this.entries.get(id)
    if (!e) {
      e = { rank: Number.POSITIVE_INFINITY, box: null, reach: null, version: 0, listeners: new Set() }
      this.entries.set(id, e)
    }
    return e
  }

  /**
   * The boxes of the labels ranked before `id`, for it to choose its place among (in its render).
   * Until it posts again its reach is unknown, as its point may have moved: every change before
   * it tells it (an earlier label posting later in the same commit would otherwise be judged
   * against where this label's places were).
   */
  before(id: string): Box[] {
    const self = this.entries.get(id)
    if (self) self.reach = null
    const rank = self?.rank ?? Number.POSITIVE_INFINITY
    const boxes: Box[] = []
    for (const e of this.entries.values()) if (e.rank < rank && e.box) boxes.push(e.box)
    return boxes
  }

  /**
   * Records where label `id` now lies, and the reach of its places (`reach`, by default its box),
   * ranking it on its first post.
   */
  post(id: string, box: Box, reach: Box = box): void {
    const e = this.entry(id)
    e.reach = reach
    const was = e.box
    if (e.rank === Number.POSITIVE_INFINITY) {
      // Joining: its render saw the board's count then; a box posted since (earlier in this
      // commit) makes the count differ, and the label renders again among it.
      e.rank = this.nextRank++
      e.version = this.version
    } else if (was && sameBox(was, box)) return
    e.box = box
    this.changedAfter(e.rank, was, box)
  }

  /** Takes label `id` off the board (it is no longer drawn): the space it held is free. */
  leave(id: string): void {
    const e = this.entries.get(id)
    if (!e) return
    this.entries.delete(id)
    this.changedAfter(e.rank, e.box, null)
  }

  /** For useSyncExternalStore: label `id` hears of every change ranked before it. */
  subscribe(id: string, listener: () => void): () => void {
    const e = this.entry(id)
    e.listeners.add(listener)
    return () => e.listeners.delete(listener)
  }

  snapshot(id: string): number {
    const e = this.entries.get(id)
    return e && e.rank !== Number.POSITIVE_INFINITY ? e.version : this.version
  }

  /** Tells the labels ranked after `rank` whose reach the box that was, or is now, touches. */
  private changedAfter(rank: number, was: Box | null, now: Box | null) {
    this.onMove?.()
    this.version++
    const touches = (reach: Box | null) =>
      reach === null ||
      (was !== null && boxesOverlap(reach, was)) ||
      (now !== null && boxesOverlap(reach, now))
    for (const e of [...this.entries.values()])
      if (e.rank > rank && touches(e.reach)) {
        e.version++
        for (const listener of e.listeners) listener()
      }
  }
}

/** The enclosing stage's board (Stage provides one). */
export const LabelBoardContext = createContext<LabelBoard | null>(null)
