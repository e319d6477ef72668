// The page's side of the sandbox's worker: loads the set-up, asks for one slice of time per
// animation frame while playing (never more than one request in flight, so a slow scene slows
// down instead of queueing work), and hands each reply to the canvas at once and to React at a
// few updates a second (every live number re-rendered at 60 Hz would cost the page its budget).
// While the reader edits (a drag changes the set-up on every pointer move), the page shows the
// set-up itself and hands it to the worker only once it has been still for LOAD_MS, or at once
// when anything else is asked of the worker.
// The worker starts when the engine is first asked for something (play, a step, the timeline, a
// comparison, a link's time): until then the page shows the set-up's own report, and the figure
// opens without the engine's code (startEngine.ts, a chunk of its own: each embed's size budget).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Setup } from '../setup/setup'
import { type FrameReport, type Reply, type Request, startReport } from './session'

/** Longest slice of simulated time one animation frame asks for (a hidden tab resumes gently). */
const MAX_SLICE = 1 / 30
/** Milliseconds between two React updates of the numbers while playing. */
const READOUT_MS = 250
/** Milliseconds of playing over which the pace (simulated time per second of the clock) is measured. */
const PACE_MS = 1000
/** Below this fraction of the speed asked, the run says it is behind. */
const KEEPING_UP = 0.9

/** Milliseconds a set-up stays unchanged before the worker loads it. */
const LOAD_MS = 120

type Body<R> = R extends unknown ? Omit<R, 'id'> : never

export interface Engine {
  /** what the numbers show (the latest reply, at most a few times a second while playing) */
  report: FrameReport
  /** why the last request failed, in the engine's words */
  error: string | null
  /** set by the canvas: called with every reply */
  draw: { current: ((r: FrameReport) => void) | null }
  latest: { current: FrameReport }
  seek: (frame: number) => void
  /** to the frame whose end first shows a contact at `time` done (the event log's jumps) */
  seekTime: (time: number) => void
  /** to the recorded frame nearest `time` (the timeline) */
  scrub: (time: number) => void
  /** runs the record on by dt seconds from where it stands */
  advance: (dt: number) => void
  step: () => void
  /** opens the run at a link's time t with k of its contacts done (Session.restore) */
  restore: (t: number, k: number) => void
  /** a step found no contact ahead */
  quiet: boolean
  /** the set-up's kinetic energy */
  startEnergy: number
  /** simulated seconds per second of the clock while the run falls behind the speed asked; null when it keeps up */
  pace: number | null
  /** calls fn with every reply too (overlays drawn at the frame rate); returns the unsubscribe */
  listen: (fn: (r: FrameReport) => void) => () => void
}

/** `compareDt`: the frame-stepped engine's step while the reader compares it with the exact one, else null. */
export function useEngine(
  setup: Setup,
  playing: boolean,
  speed: number,
  onStop: () => void,
  compareDt: number | null = null,
): Engine {
  const start = useMemo(() => startReport(setup), [setup])
  // The worker's latest report belongs to the set-up it was made for: a new set-up shows its own
  // start at once, with no second render to reset the report.
  const [reported, setReported] = useState({ setup, report: start })
  const report = reported.setup === setup ? reported.report : start
  const current = useRef(setup)
  current.current = setup
  const setReport = useCallback((r: FrameReport) => setReported({ setup: current.current, report: r }), [])
  // So are a failure and a step that found no contact: a new set-up has neither, with no state to
  // reset (a reset in the set-up's layout effect would render the widget twice per drag move).
  const [failed, setFailed] = useState<{ setup: Setup; message: string } | null>(null)
  const error = failed?.setup === setup ? failed.message : null
  const [quietFor, setQuietFor] = useState<Setup | null>(null)
  const [pace, setPace] = useState<number | null>(null)
  /** where the pace's measurement started: the clock and the simulated time */
  const paceFrom = useRef<{ wall: number; time: number } | null>(null)
  const quiet = quietFor === setup
  const latest = useRef(start)
  const draw = useRef<((r: FrameReport) => void) | null>(null)
  const worker = useRef<Worker | null>(null)
  /** requests made while the worker's code loads, in order */
  const waiting = useRef<Request[] | null>(null)
  const busy = useRef(false)
  const nextId = useRef(1)
  const loaded = useRef(0)
  const pending = useRef<{ setup: Setup; timer: number } | null>(null)
  const lastReadout = useRef(0)
  const stop = useRef(onStop)
  stop.current = onStop
  const listeners = useRef(new Set<(r: FrameReport) => void>())

  const show = useCallback(
    (r: FrameReport, now: boolean) => {
      latest.current = r
      draw.current?.(r)
      for (const fn of listeners.current) fn(r)
      const t = performance.now()
      if (now || t - lastReadout.current > READOUT_MS) {
        lastReadout.current = t
        setReport(r)
      }
    },
    [setReport],
  )

  const started = useRef(false)
  const disposed = useRef(false)
  const onReply = useRef<(e: MessageEvent<Reply>) => void>(() => {})

  /** Starts the worker (once): its code is fetched, then the requests made meanwhile go to it. */
  const startWorker = useCallback(() => {
    started.current = true
    waiting.current = []
    import('./startEngine')
      .then(({ startEngine }) => {
        if (disposed.current) return
        const w = startEngine()
        w.onmessage = (e: MessageEvent<Reply>) => onReply.current(e)
        worker.current = w
        for (const req of waiting.current ?? []) w.postMessage(req)
        waiting.current = null
        setFailed(null)
      })
      .catch((err: unknown) => {
        // The requests are dropped with the notice; the next one tries again, the set-up first.
        started.current = false
        waiting.current = null
        pending.current = { setup: current.current, timer: 0 }
        busy.current = false
        setFailed({
          setup: current.current,
          message: `its code could not be loaded (${err instanceof Error ? err.message : err}); press Play or Step to try again`,
        })
        stop.current()
      })
  }, [])

  const post = useCallback(
    (body: Body<Request>) => {
      busy.current = true
      const req = { ...body, id: nextId.current++ } as Request
      if (worker.current) worker.current.postMessage(req)
      else {
        if (!started.current) startWorker()
        waiting.current?.push(req)
      }
    },
    [startWorker],
  )

  /** Hands a waiting set-up to the worker now. */
  const flush = useCallback(() => {
    const p = pending.current
    if (!p) return
    clearTimeout(p.timer)
    pending.current = null
    loaded.current = nextId.current
    post({ type: 'load', setup: p.setup })
  }, [post])

  const send = useCallback(
    (body: Body<Request>) => {
      flush()
      post(body)
    },
    [flush, post],
  )

  onReply.current = (e: MessageEvent<Reply>) => {
    const reply = e.data
    busy.current = false
    // Replies to requests about an older set-up are stale.
    if (reply.id < loaded.current) return
    if (reply.type === 'frame') show(reply.report, !playingRef.current)
    else if (reply.type === 'no-contact') {
      setQuietFor(current.current)
      stop.current()
    } else {
      setFailed({ setup: current.current, message: reply.message })
      stop.current()
    }
  }

  useEffect(() => {
    disposed.current = false
    return () => {
      disposed.current = true
      if (pending.current) clearTimeout(pending.current.timer)
      worker.current?.terminate()
      worker.current = null
    }
  }, [])

  const playingRef = useRef(playing)
  playingRef.current = playing

  // A new set-up: shown at once from the set-up itself (a layout effect, so no paint, and no
  // reader, ever sees the new set-up beside the old read-outs), then handed to the worker once it
  // has started (before that, with the first request).
  useLayoutEffect(() => {
    // Replies about any earlier set-up are stale from now on.
    loaded.current = Number.POSITIVE_INFINITY
    latest.current = start
    draw.current?.(start)
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = { setup, timer: started.current ? window.setTimeout(() => flush(), LOAD_MS) : 0 }
  }, [setup, start, flush])

  useEffect(() => {
    paceFrom.current = null
    setPace(null)
    if (!playing) {
      setReport(latest.current)
      return
    }
    let raf = 0
    let last: number | null = null
    const tick = (t: number) => {
      const elapsed = last === null ? 1 / 60 : (t - last) / 1000
      last = t
      if (!busy.current) send({ type: 'advance', dt: Math.min(elapsed, MAX_SLICE) * speed })
      const from = paceFrom.current
      const time = latest.current.time
      if (!from) paceFrom.current = { wall: t, time }
      else if (t - from.wall > PACE_MS) {
        const rate = (time - from.time) / ((t - from.wall) / 1000)
        setPace(rate < KEEPING_UP * speed ? rate : null)
        paceFrom.current = { wall: t, time }
      }
      raf = requestAnimationFrame(tick)
    }
    raf = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(raf)
  }, [playing, speed, send, setReport])

  // After the set-up's layout effect, so a first comparison reaches a worker that has a scene. Not
  // comparing asks nothing of a worker not yet started.
  useEffect(() => {
    if (compareDt !== null || started.current) send({ type: 'compare', dt: compareDt })
  }, [compareDt, send])

  const listen = useCallback((fn: (r: FrameReport) => void) => {
    listeners.current.add(fn)
    return () => {
      listeners.current.delete(fn)
    }
  }, [])

  const seek = useCallback((frame: number) => send({ type: 'seek', frame }), [send])
  const seekTime = useCallback((time: number) => send({ type: 'seek-time', time }), [send])
  const scrub = useCallback((time: number) => send({ type: 'scrub', time }), [send])
  const advance = useCallback((dt: number) => send({ type: 'advance', dt }), [send])
  const restore = useCallback((t: number, k: number) => send({ type: 'restore', t, k }), [send])
  const step = useCallback(() => {
    setQuietFor(null)
    send({ type: 'step' })
  }, [send])
  return {
    report,
    error,
    draw,
    latest,
    seek,
    seekTime,
    scrub,
    advance,
    step,
    restore,
    quiet,
    startEnergy: start.energy,
    pace,
    listen,
  }
}
