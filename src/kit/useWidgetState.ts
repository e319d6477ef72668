// A widget's whole input, kept in the URL hash (DESIGN.md, "The widget contract") or, inside a
// <ricochet-widget>, in its element (host.ts, StateChannel). Reads and validates the state once
// at mount (and again when the outside gives a new one), clamps every change to the schema and the
// widget's own rule, and writes it back, throttled, after the reader changes something. A link the figure cannot show as written is rewritten at once to what it
// shows, so the address bar, a copied link and the figure always agree.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Schema, StateOf, WidgetMeta } from './contract'
import {
  type Constrain,
  type HashIssue,
  type RuleWords,
  defaultState,
  mergeState,
  readLink,
  serializeState,
} from './hashState'
import { type StateChannel, useWidgetHost } from './host'
import { URL_CHANNELS } from './urlChannel'

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

function readChannel<S extends Schema>(
  meta: WidgetMeta<S>,
  channel: StateChannel,
  constrain?: Constrain<S>,
  rule: RuleWords<S> | undefined = meta.rule,
) {
  const text = channel.read(meta.id)
  return text === null ? null : readLink(meta.schema, text, constrain, rule, meta.defaultsFor)
}

const unconstrained = <T>(s: T) => s

/**
 * `constrain` is the widget's own rule beyond the schema (a module-level function such as its
 * model's `clampState`: any state -> the state the figure shows). It runs on the state read from
 * a link and after every `set`, so what the link says, what the model computes and what the
 * figure shows are one state; a link it changes is reported field by field and rewritten.
 * `rule` says in the notice what `constrain` did (default `meta.rule`); a function of the field and
 * the state read from the link can give each change its own reason.
 */
export function useWidgetState<S extends Schema>(
  meta: WidgetMeta<S>,
  constrain?: Constrain<S>,
  rule?: RuleWords<S>,
): WidgetState<S> {
  const host = useWidgetHost()
  const channel = host.channel ?? URL_CHANNELS[host.mode]
  const [initial] = useState(() => readChannel(meta, channel, constrain, rule))
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
    channel.shown?.(meta.id, stateText)
    if (touched.current) channel.write(meta.id, stateText, false)
  }, [meta.id, channel, stateText])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a pasted link may constrain to the state already shown; its new issues still call for the rewrite
  useEffect(() => {
    if (!rewrite.current) return
    rewrite.current = false
    channel.write(meta.id, stateText, true)
  }, [meta.id, channel, stateText, issues])

  // A state given from outside after the start (a link pasted into the same tab, a host page's command).
  useEffect(() => {
    const onChange = () => {
      const parsed = readChannel(meta, channel, constrain, rule)
      if (!parsed) return
      touched.current = false
      rewrite.current = parsed.issues.length > 0
      setState(parsed.state)
      setIssues(parsed.issues)
    }
    return channel.subscribe(meta.id, onChange)
  }, [meta, channel, constrain, rule])

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
    channel.write(meta.id, serializeState(meta.schema, defaults), false)
  }, [meta.id, meta.schema, channel, constrain])
  const dismissIssues = useCallback(() => setIssues([]), [])

  return { meta, state, set, reset, issues, dismissIssues, stateText, fromLink: initial !== null }
}
