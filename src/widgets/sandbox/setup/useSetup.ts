// The set-up the sandbox runs: the link's (the scene, ball 1, the edited balls and walls), or one
// the link cannot hold, kept here (the JSON file holds it). A new set-up goes into the link when it
// fits there; every edit starts the run again. A state given from outside (a link pasted into the
// same tab) or reopened (a branch undone) is a new set-up, and the run is taken to its time as a
// load takes it (useLinkTime).
import { useCallback, useMemo, useRef, useState } from 'react'
import { type WidgetState, formatCount } from '../../../kit'
import { SET_LIMIT, type SandboxState, type SceneId, meta, type schema } from '../meta'
import { massesOf, radiiOf } from '../model'
import { linkOf, setupOf } from './link'
import { sceneOf } from './scenes'
import { ontoTrack } from './track'
import type { Setup } from './setup'

export interface SetupHold {
  setup: Setup
  /** why the link does not hold the set-up (it is too long, or finer than the link says); null when it does */
  offLink: string | null
  /** the set-up of the moment, for handlers that outlive a render (the file, a press on the table) */
  setupNow: { readonly current: Setup }
  /** a new set-up, from the scene `id` (the current one unless told) */
  commit: (next: Setup, id?: SceneId) => void
  /** the scene `id` as it opens: its own balls, restitution and ball 1 */
  openScene: (id: SceneId) => void
  /**
   * Counts the states given from outside or reopened: each starts the run afresh, taken to the
   * state's time `t` with `k` of its contacts done, as a link's load is.
   */
  given: number
  /** the exact time a reopened state's run stood at, when it stood between contacts (its `t` is to the millisecond); else null */
  givenAt: number | null
  /** a state kept earlier, reopened where its run stood (its `t` and `k`), with the set-up held off the link if any */
  reopen: (kept: Kept) => void
  /** the link's fields and the set-up off the link, as they are now (what `reopen` takes back) */
  keep: () => Kept
}

/** What `reopen` takes back: the link's state and the set-up held off it. */
export interface Kept {
  state: SandboxState
  custom: Setup | null
  offLink: string | null
  /** where its run stood, exactly (a branch keeps it; null: the state's `t`) */
  time: number | null
}

export function useSetup(widget: WidgetState<typeof schema>): SetupHold {
  const { state, set } = widget
  // A new state from outside: a set-up of its own (so the engine starts afresh), none kept here.
  const [seen, setSeen] = useState<{ state: SandboxState; given: number; at: number | null }>({
    state,
    given: 0,
    at: null,
  })
  let { given, at: givenAt } = seen
  if (!widget.changedBySet && state !== seen.state) {
    given++
    givenAt = null
    setSeen({ state, given, at: null })
  }
  // The set-up held off the link belongs to the state it was made for (`given`).
  const [held, setHeld] = useState<{ setup: Setup | null; offLink: string | null; given: number }>({
    setup: null,
    offLink: null,
    given: 0,
  })
  const custom = held.given === given ? held.setup : null
  const offLink = held.given === given ? held.offLink : null
  const { scene, e, border, p1, v1, set: edits } = state
  // biome-ignore lint/correctness/useExhaustiveDependencies: a state given anew is a set-up anew (`given`), even when it reads the same
  const linked = useMemo(
    () =>
      setupOf({
        scene,
        e,
        border,
        p1: { x: p1.x, y: p1.y },
        v1: { x: v1.x, y: v1.y },
        set: edits,
        play: false,
        t: 0,
        k: 0,
        compare: 'off',
        stick: false,
      }),
    [scene, e, border, p1.x, p1.y, v1.x, v1.y, edits, given],
  )
  // The restitution and the border of a set-up kept here are the state's (so the slider and the
  // checkbox work on it too).
  const kept = useMemo(() => custom && { ...custom, restitution: e, border }, [custom, e, border])
  const setup = kept ?? linked
  const setupNow = useRef(setup)
  setupNow.current = setup

  const intoLink = useCallback(
    (patch: Partial<SandboxState>) => {
      setHeld({ setup: null, offLink: null, given })
      set({ ...patch, play: false, t: 0, k: 0 })
    },
    [set, given],
  )
  const commit = useCallback(
    (edited: Setup, id: SceneId = scene) => {
      const next = id === 'track' ? ontoTrack(edited) : edited
      if (!next) return
      const link = linkOf(state, id, next)
      if ('patch' in link) return intoLink(link.patch)
      setHeld({
        setup: next,
        offLink:
          'tooLong' in link
            ? `This set-up is too large for the link (a link holds ${formatCount(SET_LIMIT, 'character')}, about 50 edited balls): download the JSON file to keep it.`
            : `The link cannot hold this set-up (${link.notInLink}): download the JSON file to keep it.`,
        given,
      })
      set({ play: false, t: 0, k: 0, scene: id, e: next.restitution, border: next.border })
    },
    [scene, state, intoLink, set, given],
  )
  const openScene = useCallback(
    (id: SceneId) =>
      intoLink({
        scene: id,
        e: sceneOf(id).e,
        p1: meta.schema.p1.default,
        v1: meta.schema.v1.default,
        set: '',
      }),
    [intoLink],
  )
  const keep = useCallback((): Kept => ({ state, custom, offLink, time: null }), [state, custom, offLink])
  const reopen = useCallback(
    (kept: Kept) => {
      setSeen((s) => ({ state: s.state, given: s.given + 1, at: kept.time }))
      setHeld({ setup: kept.custom, offLink: kept.offLink, given: given + 1 })
      set({ ...kept.state, play: false })
    },
    [set, given],
  )
  return { setup, offLink, setupNow, commit, openScene, given, givenAt, reopen, keep }
}

/**
 * The balls' radii or masses, kept the same array while they do not change: the canvases start
 * over (sized afresh, the theme's colours read again) when they do, which a drag moving one ball
 * must not cost.
 */
export function useSameColumn(setup: Setup, key: 'r' | 'm'): Float64Array {
  const kept = useRef<Float64Array>(new Float64Array(0))
  const { balls } = setup
  if (balls.length !== kept.current.length || balls.some((b, i) => b[key] !== kept.current[i]))
    kept.current = key === 'r' ? radiiOf(balls) : massesOf(balls)
  return kept.current
}
