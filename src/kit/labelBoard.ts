// The labels of one stage, so each keeps off the ones placed before it. A label joins the board
// when it first posts its box (its rank: first drawn, first served), posts again after each
// render, and chooses its place among the boxes ranked before it. A label that moves tells only
// the labels ranked after it, the only ones its box can move; so the places settle in at most one
// round per label, and a drag that moves the last label re-renders no other.
import { createContext } from 'react'
import type { Box } from './labelPlace'

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
      e = { rank: Number.POSITIVE_INFINITY, box: null, version: 0, listeners: new Set() }
      this.entries.set(id, e)
    }
    return e
  }

  /** The boxes of the labels ranked before `id`. */
  before(id: string): Box[] {
    const rank = this.entries.get(id)?.rank ?? Number.POSITIVE_INFINITY
    const boxes: Box[] = []
    for (const e of this.entries.values()) if (e.rank < rank && e.box) boxes.push(e.box)
    return boxes
  }

  /** Records where label `id` now lies, ranking it on its first post. */
  post(id: string, box: Box): void {
    const e = this.entry(id)
    if (e.rank === Number.POSITIVE_INFINITY) {
      // Joining: its render saw the board's count then; a box posted since (earlier in this
      // commit) makes the count differ, and the label renders again among it.
      e.rank = this.nextRank++
      e.version = this.version
    } else if (e.box && sameBox(e.box, box)) return
    e.box = box
    this.changedAfter(e.rank)
  }

  /** Takes label `id` off the board (it is no longer drawn): the space it held is free. */
  leave(id: string): void {
    const e = this.entries.get(id)
    if (!e) return
    this.entries.delete(id)
    this.changedAfter(e.rank)
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

  private changedAfter(rank: number) {
    this.onMove?.()
    this.version++
    for (const e of [...this.entries.values()])
      if (e.rank > rank) {
        e.version++
        for (const listener of e.listeners) listener()
      }
  }
}

/** The enclosing stage's board (Stage provides one). */
export const LabelBoardContext = createContext<LabelBoard | null>(null)
