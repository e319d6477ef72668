// A widget's whole input, kept in the URL hash (DESIGN.md, "The widget contract"). Reads and
// validates the hash once at mount (and again if the reader edits it), clamps every change to
// the schema and the widget's own rule, and writes the hash back, throttled, after the reader
// changes something. A link the figure cannot show as written is rewritten at once to what it
// shows, so the address bar, a copied link and the figure always agree.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Schema, StateOf, WidgetMeta } from './contract'
import {
  type Constrain,
  type HashIssue,
  defaultState,
  mergeState,
  readLink,
  serializeState,
} from './hashState'
import { hashFor, stateTextFor, useWidgetHost } from './host'

export type StatePatch<S extends Schema> = Partial<StateOf<S>> | ((state: StateOf<S>) => Partial<StateOf<S>>)

export interface WidgetState<S extends Schema = Schema> {
  meta: WidgetMeta<S>
  state: StateOf<S>
  /** merges a patch; every field is clamped to the schema and quantized (see hashState.ts), then constrained */
  set: (patch: StatePatch<S>) => void
  /** back to the schema's defaults; also clears the notice */
  reset: () => void
  /** every field of the link the figure does not show as written; shown as a notice by WidgetFrame */
  issues: readonly HashIssue[]
  dismissIssues: () => void
  /** the state as hash text, `A=0,0&dA=4,0&...` */
  stateText: string
  /** true when the page was opened with a link to this widget's state */
  fromLink: boolean
}

// Browsers limit history updates (Chrome: about 100 per 10 s), and each one costs the page a few
// milliseconds: far more than a drag's move. So the hash is written once the state has been still
// for QUIET_MS, and during a long drag at least every MAX_WAIT_MS, always ending with the latest.
// One timer at a time, re-armed only when it fires: a move only notes its time.
const QUIET_MS = 250
const MAX_WAIT_MS = 1000
let pendingHash: string | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let firstChange = 0
let lastChange = 0

/** Writes now: a link rewritten to what the figure shows should not wait for a quiet spell. */
function writeHashNow(hash: string) {
  clearTimeout(timer)
  pendingHash = hash
  flushHash()
}

function flushHash() {
  timer = undefined
  if (pendingHash === null) return
  const { pathname, search } = window.location
  if (window.location.hash !== pendingHash)
    window.history.replaceState(window.history.state, '', `${pathname}${search}${pendingHash}`)
  pendingHash = null
}

function tick() {
  const wait = Math.min(lastChange + QUIET_MS, firstChange + MAX_WAIT_MS) - Date.now()
  if (wait > 0) timer = setTimeout(tick, wait)
  else flushHash()
}

function scheduleHash(hash: string) {
  pendingHash = hash
  lastChange = Date.now()
  if (timer !== undefined) return
  firstChange = lastChange
  timer = setTimeout(tick, QUIET_MS)
}

function readLocation<S extends Schema>(
  meta: WidgetMeta<S>,
  mode: 'embed' | 'book',
  constrain?: Constrain<S>,
) {
  const text = typeof window === 'undefined' ? null : stateTextFor(meta.id, mode, window.location.hash)
  return text === null ? null : readLink(meta.schema, text, constrain, meta.rule)
}

const unconstrained = <T>(s: T) => s

/**
 * `constrain` is the widget's own rule beyond the schema (a module-level function such as its
 * model's `clampState`: any state -> the state the figure shows). It runs on the state read from
 * a link and after every `set`, so what the link says, what the model computes and what the
 * figure shows are one state; a link it changes is reported field by field and rewritten.
 */
export function useWidgetState<S extends Schema>(
  meta: WidgetMeta<S>,
  constrain?: Constrain<S>,
): WidgetState<S> {
  const { mode } = useWidgetHost()
  const [initial] = useState(() => readLocation(meta, mode, constrain))
  const [state, setState] = useState<StateOf<S>>(
    () => initial?.state ?? (constrain ?? unconstrained)(defaultState(meta.schema)),
  )
  const [issues, setIssues] = useState<readonly HashIssue[]>(() => initial?.issues ?? [])
  const touched = useRef(false)
  // Set when a link was not shown as written: the effect below rewrites it once the figure shows it.
  const rewrite = useRef((initial?.issues.length ?? 0) > 0)
  const stateText = useMemo(() => serializeState(meta.schema, state), [meta.schema, state])

  // A layout effect, run with the commit: a passive one would cost every drag move a task of its own.
  useLayoutEffect(() => {
    if (touched.current) scheduleHash(hashFor(meta.id, mode, stateText))
  }, [meta.id, mode, stateText])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a pasted link may constrain to the state already shown; its new issues still call for the rewrite
  useEffect(() => {
    if (!rewrite.current) return
    rewrite.current = false
    writeHashNow(hashFor(meta.id, mode, stateText))
  }, [meta.id, mode, stateText, issues])

  // A link pasted into the same tab changes only the hash: follow it.
  useEffect(() => {
    const onHashChange = () => {
      const parsed = readLocation(meta, mode, constrain)
      if (!parsed) return
      touched.current = false
      rewrite.current = parsed.issues.length > 0
      setState(parsed.state)
      setIssues(parsed.issues)
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [meta, mode, constrain])

  const set = useCallback(
    (patch: StatePatch<S>) => {
      touched.current = true
      setState((s) => {
        const merged = mergeState(meta.schema, s, typeof patch === 'function' ? patch(s) : patch)
        return constrain ? mergeState(meta.schema, merged, constrain(merged)) : merged
      })
    },
    [meta.schema, constrain],
  )
  const reset = useCallback(() => {
    touched.current = true
    const defaults = (constrain ?? unconstrained)(defaultState(meta.schema))
    setState(defaults)
    setIssues([])
    // Written here too: when the state already was the default, no effect would rewrite a bad hash.
    scheduleHash(hashFor(meta.id, mode, serializeState(meta.schema, defaults)))
  }, [meta.id, meta.schema, mode, constrain])
  const dismissIssues = useCallback(() => setIssues([]), [])

  return { meta, state, set, reset, issues, dismissIssues, stateText, fromLink: initial !== null }
}
