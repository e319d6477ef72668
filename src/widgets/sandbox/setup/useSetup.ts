// The set-up the sandbox runs: the link's (the scene, ball 1, the edited balls and walls), or one
// the link cannot hold, kept here (the JSON file holds it). A new set-up goes into the link when it
// fits there; every edit starts the run again.
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
}

export function useSetup(widget: WidgetState<typeof schema>): SetupHold {
  const { state, set } = widget
  const [custom, setCustom] = useState<Setup | null>(null)
  const [offLink, setOffLink] = useState<string | null>(null)
  const { scene, e, border, p1, v1, set: edits } = state
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
    [scene, e, border, p1.x, p1.y, v1.x, v1.y, edits],
  )
  // The restitution and the border of a set-up kept here are the state's (so the slider and the
  // checkbox work on it too).
  const kept = useMemo(() => custom && { ...custom, restitution: e, border }, [custom, e, border])
  const setup = kept ?? linked
  const setupNow = useRef(setup)
  setupNow.current = setup

  const intoLink = useCallback(
    (patch: Partial<SandboxState>) => {
      setCustom(null)
      setOffLink(null)
      set({ ...patch, play: false, t: 0, k: 0 })
    },
    [set],
  )
  const commit = useCallback(
    (edited: Setup, id: SceneId = scene) => {
      const next = id === 'track' ? ontoTrack(edited) : edited
      if (!next) return
      const link = linkOf(state, id, next)
      if ('patch' in link) return intoLink(link.patch)
      setCustom(next)
      setOffLink(
        'tooLong' in link
          ? `This set-up is too large for the link (a link holds ${formatCount(SET_LIMIT, 'character')}, about 50 edited balls): download the JSON file to keep it.`
          : `The link cannot hold this set-up (${link.notInLink}): download the JSON file to keep it.`,
      )
      set({ play: false, t: 0, k: 0, scene: id, e: next.restitution, border: next.border })
    },
    [scene, state, intoLink, set],
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
  return { setup, offLink, setupNow, commit, openScene }
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
