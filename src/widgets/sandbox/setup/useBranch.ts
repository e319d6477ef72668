// A velocity aimed or a value typed while the run stands paused mid-way: the instant becomes a new set-up (branch.ts)
// and its run starts at 0; the runs before are kept, newest last, each reopened where it stood by
// "Back to the run before" (its link's t and k, useSetup.reopen). A new scene, a file or a link
// given from outside forgets them. A gesture a pinch takes over goes back the same way to where it
// began (`mark`, `undo`). The branch's model loads when the run first stands paused mid-way (the
// embed's budget); until then the instant's arrows are not offered.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { linkTime } from '../engine/linkTime'
import type { FrameReport } from '../engine/session'
import type { Change } from './branch'
import type { Setup } from './setup'
import type { Kept, SetupHold } from './useSetup'

/** A run left by a branch: where it stood, and what the branch changed there. */
export interface Left {
  kept: Kept
  /** the time it stood at (the new set-up's instant) */
  time: number
  /** what the branch did, in words (branch.ts, loaded with the branch) */
  words: string
}

export interface Branching {
  /** paused mid-run: the set-up of the instant (its arrows are the ones aimed); null otherwise */
  instant: Setup | null
  /** ball k changed at the instant: the new set-up, or why not in words */
  branch: (k: number, change: Change) => string | null
  /** the runs branched from, newest last */
  left: readonly Left[]
  /** reopens the newest run left, where it stood */
  back: () => void
  /** forgets the runs left (a new scene or file) */
  forget: () => void
  /** the set-up and its run as they stand, with the runs left: what `undo` goes back to */
  mark: () => Mark
  /** back to a mark: its set-up, its run reopened where it stood, the runs left as they were */
  undo: (mark: Mark) => void
}

/** The sandbox at a moment (Branching.mark). */
export interface Mark {
  kept: Kept
  left: readonly Left[]
}

export function useBranch(
  hold: Pick<SetupHold, 'commit' | 'keep' | 'reopen' | 'given'>,
  setup: Setup,
  report: FrameReport,
  playing: boolean,
): Branching {
  const { commit, keep, reopen, given } = hold
  const [runs, setRuns] = useState<{ left: Left[]; given: number }>({ left: [], given })
  // A state given from outside starts afresh; a reopened one (the only other change of `given`)
  // is recorded as expected by `back`.
  const left = runs.given === given ? runs.left : []
  const paused = !playing && report.frame > 0
  const [model, setModel] = useState<typeof import('./branch') | null>(null)
  useEffect(() => {
    if (paused && !model) void import('./branch').then(setModel)
  }, [paused, model])
  const { state } = report
  const instant = useMemo(
    () => (paused && model ? model.instantSetup(setup, state) : null),
    [paused, model, setup, state],
  )
  /** The state as it stands, the run's time and contacts done in it. */
  const keepNow = (): Kept => {
    const now = keep()
    return { ...now, state: { ...now.state, t: linkTime(report.time), k: report.instant }, time: report.time }
  }
  const branch = (k: number, change: Change) => {
    if (!model) return null
    const next = model.branchSetup(setup, report.state, report.bonds, k, change)
    if ('error' in next) return next.error
    const kept = keepNow()
    // Drawn within the event: the drag's next move edits the new set-up, not the instant again.
    flushSync(() => {
      setRuns({
        left: [...left, { kept, time: report.time, words: model.branchWords(report.time, k, change) }],
        given,
      })
      commit(next.setup)
    })
    return null
  }
  const undo = (to: Mark) => {
    setRuns({ left: [...to.left], given: given + 1 })
    reopen(to.kept)
  }
  const back = () => {
    const last = left[left.length - 1]
    if (last) undo({ kept: last.kept, left: left.slice(0, -1) })
  }
  const forget = useCallback(() => setRuns({ left: [], given }), [given])
  const mark = (): Mark => ({ kept: keepNow(), left })
  return { instant, branch, left, back, forget, mark, undo }
}
