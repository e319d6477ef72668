// What the sandbox's worker does, as a plain class the tests drive without a Worker: run the
// engine forward in bounded slices, record every slice, and scrub through the record exactly.
//
// History. The record is the time at the end of each frame. The engine is deterministic and
// lands on a given time exactly (advanceTo), so going back to frame k restores the latest
// checkpoint (a world snapshot) at or before k and replays the recorded frame ends from there:
// the state reached is the forward run's, bit for bit. Playing on from an earlier frame drops the
// record after it (a new branch).
import type { CollisionEvent, QueuedEvent } from '../../../core'
import type { Comparer, Comparison } from './compare'
import { massesOf, packBalls, totalsOf } from '../model'
import {
  type Bonds,
  type RunSnapshot,
  type RunWorld,
  type StickEngine,
  bondsOf,
  openWorld,
  queueOf,
  reopen,
} from './worlds'
import { formatCount, formatNumber } from '../../../kit/format'
import { linkTime } from './linkTime'
import type { Setup } from '../setup/setup'

/** Events kept for the log (the latest ones up to the current frame). */
export const LOG_SIZE = 40

/** How far "step to the next contact" looks ahead before it gives up, in seconds. */
export const STEP_HORIZON = 60

/**
 * Queue events the engine processes between two looks at the clock: a dense inelastic pack can
 * cost seconds for one frame's time, so a slice stops after SLICE_MS and reports where it got.
 */
const CHUNK = 2000
/** Milliseconds of work a slice takes at most (then the page gets a frame and the run falls behind). */
export const SLICE_MS = 80

/** Queue events a step to the next contact looks through at most (bounded time on any scene). */
const STEP_EVENTS = 1_000_000

/** Frames between two checkpoints at first (the spacing doubles as the record grows). */
const CHECK_EVERY = 30

/** Ball-frames of checkpoints kept (a gas of 10,000 balls keeps 20, a small scene 64). */
const CHECK_BUDGET = 200_000

/** Predicted contacts shown, and the largest scene they are worked out for (a snapshot per frame). */
export const PREDICTIONS = 6
export const PREDICT_UP_TO = 2000

export interface LoggedEvent extends CollisionEvent {
  /** the frame whose end first shows this contact done */
  frame: number
}

/** An entry of the engine's queue, as the core describes it. */
export type Prediction = QueuedEvent

/** One frame of the record, as the page needs it. */
export interface FrameReport {
  frame: number
  frames: number
  time: number
  /** the time at the end of the record (where the timeline ends) */
  end: number
  events: number
  energy: number
  momentum: { x: number; y: number }
  com: { x: number; y: number } | null
  comV: { x: number; y: number } | null
  /** x, y, vx, vy per ball */
  state: Float64Array
  /** the slice stopped before the time asked (its work ran past SLICE_MS): the run is behind the clock */
  short?: boolean
  /** contacts processed by the latest step (for flashes and the live region) */
  fresh: readonly CollisionEvent[]
  log: readonly LoggedEvent[]
  /**
   * the next contacts in the engine's queue; null for scenes too large to list them, undefined in
   * a report made from the set-up alone (startReport: the engine has not had it yet)
   */
  next?: Prediction[] | null
  /** the frame-stepped engine on the same set-up and clock, when the reader compares them */
  stepped?: Comparison
  /** with sticky contacts: the pairs of balls joined so far */
  bonds?: Bonds
  /**
   * When the frame ends on a contact (a step), how many contacts are done whose times the link
   * rounds to this frame's time: what the link's `k` records; 0 when it ends between contacts.
   */
  instant: number
  /** what a restore from a link could not do as asked, in words */
  notice?: string
}

// One empty list for every start: a drag makes a start report per move, and the event log is
// memoised on its list.
const NO_EVENTS: readonly LoggedEvent[] = []

/** The report of frame 0, made from the set-up alone (the page shows it before the worker answers). */
export function startReport(setup: Setup): FrameReport {
  const state = packBalls(setup.balls)
  return {
    ...totalsOf(state, massesOf(setup.balls)),
    frame: 0,
    frames: 0,
    time: 0,
    end: 0,
    events: 0,
    state,
    fresh: NO_EVENTS,
    log: NO_EVENTS,
    instant: 0,
  }
}

export class Session {
  private world: RunWorld
  private readonly masses: Float64Array
  /** the time at the end of each frame (index 0: the set-up); the world is at frame `frame` */
  private times: number[] = [0]
  /** events done by the end of each frame */
  private counts: number[] = [0]
  /**
   * The time each frame ran towards and the queue events it processed: a replay asks the same,
   * so it stops where the frame did (a slice cut short may end on a stale entry past the world's
   * time, which a replay up to that time alone would leave for the next frame).
   */
  private ends: number[] = [0]
  private steps: number[] = [0]
  /** contacts done by the end of each frame whose times the link rounds to that end's (FrameReport.instant) */
  private atLinkTime: number[] = [0]
  /** each frame's `instant`: atLinkTime when the frame ends on a contact, else 0 */
  private instants: number[] = [0]
  private frame = 0
  private readonly checkpoints = new Map<number, RunSnapshot>()
  private every = CHECK_EVERY
  private readonly maxCheckpoints: number
  private log: LoggedEvent[] = []

  /** `stick`: the rigid-cluster world, needed when the set-up has sticky contacts (worlds.ts) */
  constructor(
    readonly setup: Setup,
    private readonly stick: StickEngine | null = null,
  ) {
    this.world = openWorld(setup, stick)
    this.masses = massesOf(setup.balls)
    this.maxCheckpoints = Math.max(
      8,
      Math.min(64, Math.floor(CHECK_BUDGET / Math.max(1, setup.balls.length))),
    )
  }

  get frames(): number {
    return this.times.length - 1
  }

  get current(): number {
    return this.frame
  }

  /**
   * Moves the run dt further, dropping any record past the current frame first. A slice that
   * would take longer than SLICE_MS stops short (`short` in the report): the run falls behind
   * the clock rather than stall the page.
   */
  advance(dt: number, now: () => number = () => performance.now()): FrameReport {
    if (!(dt >= 0) || !Number.isFinite(dt)) throw new RangeError(`dt must be a finite number >= 0, got ${dt}`)
    const end = this.world.time + dt
    const start = now()
    const events: CollisionEvent[] = []
    let steps = 0
    for (;;) {
      const p = this.world.advanceTowards(end, CHUNK)
      for (const e of p.events) events.push(e)
      steps += p.steps
      if (p.done) return this.record(events, end, steps, false)
      if (now() - start > SLICE_MS) return this.record(events, end, steps, true)
    }
  }

  /**
   * Moves to just after the next contact, one contact at a time (simultaneous contacts, as in the
   * cradle, are steps of their own). Null when nothing happens within STEP_HORIZON seconds.
   */
  stepToContact(): FrameReport | null {
    const next = this.nextContact()
    return next && this.stepTo(next)
  }

  /**
   * Opens the run as a link left it: at time t with k of the contacts whose times the link
   * rounds to t done (k > 0). The run goes to t − 1 ms (every contact before then rounds below t),
   * then takes contacts one at a time as stepToContact does, until k of those at t are done. A
   * link asking for more than t has ends with all of them done, the run on at t, and a notice.
   * The event-driven world lands on the same floats however its run is cut; the stick world's
   * contact search does not (its steps stop at every time asked), so with sticky contacts the
   * run steps from the start: the floats of a run stepped there, as a lab's run is.
   */
  restore(t: number, k: number): FrameReport {
    if (!(t >= 0) || !Number.isFinite(t)) throw new RangeError(`t must be a finite number >= 0, got ${t}`)
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`)
    let report = this.seek(0)
    if (t - 0.001 > 0 && !this.setup.stick) report = this.advance(t - 0.001, () => 0)
    let done = 0
    let quiet = false
    while (done < k) {
      const next = this.nextContact()
      if (!next && !quiet && this.world.time < t - 0.001) {
        // No contact within STEP_HORIZON (stepping stops there too): on to t − 1 ms at once.
        report = this.advance(t - 0.001 - this.world.time, () => 0)
        quiet = true
        continue
      }
      if (!next || linkTime(next.time) > t) break
      report = this.stepTo(next)
      quiet = false
      for (const e of report.fresh) if (linkTime(e.time) === t) done++
    }
    if (done === k) return report
    if (this.world.time < t) report = this.advance(t - this.world.time, () => 0)
    const has = done === 0 ? 'none: the run stands at t' : `${formatCount(done)}: all of them are done`
    const asked = `The link asks for ${formatCount(k, 'contact')} done at t = ${formatNumber(t, 3)} s`
    return { ...report, notice: `${asked}, but that time has ${has}.` }
  }

  /** Where the next contact is: its time and the queue events up to it, counted on a copy of the world. */
  private nextContact(): { time: number; steps: number } | null {
    const probe = reopen(this.world.snapshot(), this.stick)
    const horizon = probe.time + STEP_HORIZON
    for (let steps = 1; steps <= STEP_EVENTS; steps++) {
      const p = probe.advanceTowards(horizon, 1)
      if (p.events.length > 0) return { time: p.time, steps }
      if (p.done) return null
    }
    return null
  }

  /** The run moved exactly through the next contact (nextContact's answer), as a frame of the record. */
  private stepTo(next: { time: number; steps: number }): FrameReport {
    const q = this.world.advanceTowards(next.time, next.steps)
    return this.record(q.events, next.time, q.steps, false)
  }

  /** Moves to frame k of the record (0 = the set-up), from the nearest checkpoint when going back. */
  seek(k: number): FrameReport {
    if (!Number.isInteger(k) || k < 0 || k > this.frames)
      throw new RangeError(`frame must be an integer in [0, ${this.frames}], got ${k}`)
    if (k < this.frame) {
      let from = 0
      for (const f of this.checkpoints.keys()) if (f <= k && f > from) from = f
      const snap = this.checkpoints.get(from)
      this.world = snap ? reopen(snap, this.stick) : openWorld(this.setup, this.stick)
      this.frame = from
      this.log = []
    }
    let last: CollisionEvent[] = []
    while (this.frame < k) {
      const f = this.frame + 1
      last = this.world.advanceTowards(this.ends[f]!, Math.max(1, this.steps[f]!)).events
      this.frame++
      this.remember(last)
    }
    return this.report(last)
  }

  /** The frame of the record whose end is nearest `time` (the timeline scrubs by time). */
  nearestFrame(time: number): number {
    const k = this.frameOfTime(time)
    return k > 0 && time - this.times[k - 1]! < this.times[k]! - time ? k - 1 : k
  }

  /** The frame whose end first shows a contact at `time` done (the record is in time order). */
  frameOfTime(time: number): number {
    if (!(time > 0)) return 0
    let lo = 1
    let hi = this.times.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.times[mid]! >= time) hi = mid
      else lo = mid + 1
    }
    return lo
  }

  /** A frame the world has just run towards `end` (`steps` queue events, `events` of them contacts), on the record. */
  private record(events: CollisionEvent[], end: number, steps: number, short: boolean): FrameReport {
    if (this.frame < this.frames) this.truncate()
    this.frame++
    const now = this.world.time
    const at = linkTime(now)
    // The contacts at the link's time so far: this frame's, and the earlier frames' when the
    // previous one ended at the same link time (steps through one instant).
    let count = linkTime(this.times[this.frame - 1]!) === at ? this.atLinkTime[this.frame - 1]! : 0
    for (const e of events) if (linkTime(e.time) === at) count++
    this.atLinkTime.push(count)
    this.instants.push(events.length > 0 && events[events.length - 1]!.time === now ? count : 0)
    this.times.push(now)
    this.counts.push(this.counts[this.frame - 1]! + events.length)
    this.ends.push(end)
    this.steps.push(steps)
    this.remember(events)
    if (this.frame % this.every === 0) this.checkpoint()
    return { ...this.report(events), short }
  }

  private checkpoint(): void {
    this.checkpoints.set(this.frame, this.world.snapshot())
    if (this.checkpoints.size <= this.maxCheckpoints) return
    // Full: keep every other one, and make them half as frequent from now on.
    this.every *= 2
    for (const f of [...this.checkpoints.keys()]) if (f % this.every !== 0) this.checkpoints.delete(f)
  }

  private truncate(): void {
    const k = this.frame
    this.times.length = k + 1
    this.counts.length = k + 1
    this.ends.length = k + 1
    this.steps.length = k + 1
    this.atLinkTime.length = k + 1
    this.instants.length = k + 1
    for (const f of [...this.checkpoints.keys()]) if (f > k) this.checkpoints.delete(f)
  }

  private remember(events: CollisionEvent[]): void {
    const from = Math.max(0, events.length - LOG_SIZE)
    for (let i = from; i < events.length; i++) this.log.push({ ...events[i]!, frame: this.frame })
    if (this.log.length > LOG_SIZE) this.log.splice(0, this.log.length - LOG_SIZE)
  }

  private report(fresh: CollisionEvent[]): FrameReport {
    const state = packBalls(this.world.balls())
    return {
      ...totalsOf(state, this.masses),
      frame: this.frame,
      frames: this.frames,
      time: this.world.time,
      end: this.times[this.frames]!,
      events: this.counts[this.frame]!,
      state,
      fresh,
      log: this.log.slice(),
      next: this.masses.length <= PREDICT_UP_TO ? queueOf(this.world, PREDICTIONS) : null,
      bonds: bondsOf(this.world),
      instant: this.instants[this.frame]!,
    }
  }
}

/** A message from the page to the worker; `id` comes back with the reply. */
export type Request =
  | { id: number; type: 'load'; setup: Setup }
  | { id: number; type: 'advance'; dt: number }
  | { id: number; type: 'seek'; frame: number }
  | { id: number; type: 'seek-time'; time: number }
  | { id: number; type: 'scrub'; time: number }
  | { id: number; type: 'step' }
  /** a link's time and how many of its contacts are done (k > 0): Session.restore */
  | { id: number; type: 'restore'; t: number; k: number }
  /** run the frame-stepped engine beside, with this step (null: stop) */
  | { id: number; type: 'compare'; dt: number | null }

export type Reply =
  | { id: number; type: 'frame'; report: FrameReport }
  | { id: number; type: 'no-contact' }
  | { id: number; type: 'error'; message: string }

/** The worker's whole logic: one request against the current session (created by 'load'). */
export class Engine {
  session: Session | null = null

  /**
   * `comparer`: the frame-stepped engine's runner; `stick`: the rigid-cluster world. The worker
   * passes each in only once the reader first compares or loads a sticky set-up, so their code is
   * not loaded with the sandbox (each embed's size budget).
   */
  constructor(
    public comparer: Comparer | null = null,
    public stick: StickEngine | null = null,
  ) {}

  handle(req: Request): Reply {
    const reply = this.reply(req)
    if (reply.type === 'frame' && this.session && this.comparer)
      reply.report.stepped = this.comparer.at(this.session.setup, reply.report.time)
    return reply
  }

  private reply(req: Request): Reply {
    const { id } = req
    try {
      if (req.type === 'load') {
        this.session = new Session(req.setup, this.stick)
        return { id, type: 'frame', report: this.session.seek(0) }
      }
      const s = this.session
      if (!s) return { id, type: 'error', message: 'no scene loaded' }
      if (req.type === 'compare') {
        if (this.comparer) this.comparer.dt = req.dt
        else if (req.dt !== null)
          return { id, type: 'error', message: 'the frame-stepped engine is not loaded' }
        return { id, type: 'frame', report: s.seek(s.current) }
      }
      if (req.type === 'advance') return { id, type: 'frame', report: s.advance(req.dt) }
      if (req.type === 'seek') return { id, type: 'frame', report: s.seek(req.frame) }
      if (req.type === 'seek-time') return { id, type: 'frame', report: s.seek(s.frameOfTime(req.time)) }
      if (req.type === 'scrub') return { id, type: 'frame', report: s.seek(s.nearestFrame(req.time)) }
      if (req.type === 'restore') return { id, type: 'frame', report: s.restore(req.t, req.k) }
      const report = s.stepToContact()
      return report ? { id, type: 'frame', report } : { id, type: 'no-contact' }
    } catch (err) {
      return { id, type: 'error', message: err instanceof Error ? err.message : String(err) }
    }
  }
}
