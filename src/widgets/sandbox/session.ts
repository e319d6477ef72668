// What the sandbox's worker does, as a plain class the tests drive without a Worker: run the
// engine forward in bounded slices, record every slice, and scrub through the record exactly.
//
// History. The engine is deterministic: the same set-up advanced by the same list of time steps
// ends in the same state, bit for bit. So the record is just that list (`steps`); going back to
// frame k replays steps[0..k) from the set-up, and a scrubbed state equals the forward run's.
// Playing on from an earlier frame drops the record after it (a new branch).
import type { CollisionEvent, World } from '../../core'
import { createWorld } from '../../core'
import { type Setup, massesOf, packBalls, totalsOf, worldOptions } from './model'

/** Events kept for the log (the latest ones up to the current frame). */
export const LOG_SIZE = 40

/** How far "step to the next contact" looks ahead before it gives up, in seconds. */
export const STEP_HORIZON = 60

export interface LoggedEvent extends CollisionEvent {
  /** the frame whose end first shows this contact done */
  frame: number
}

/** One frame of the record, as the page needs it. */
export interface FrameReport {
  frame: number
  frames: number
  time: number
  events: number
  energy: number
  momentum: { x: number; y: number }
  com: { x: number; y: number } | null
  comV: { x: number; y: number } | null
  /** x, y, vx, vy per ball */
  state: Float64Array
  /** contacts processed by the latest step (for flashes and the live region) */
  fresh: CollisionEvent[]
  log: LoggedEvent[]
}

/** The report of frame 0, made from the set-up alone (the page shows it before the worker answers). */
export function startReport(setup: Setup): FrameReport {
  const state = packBalls(setup.balls)
  return {
    ...totalsOf(state, massesOf(setup.balls)),
    frame: 0,
    frames: 0,
    time: 0,
    events: 0,
    state,
    fresh: [],
    log: [],
  }
}

export class Session {
  private world: World
  private readonly masses: Float64Array
  /** time steps of the record; the world has done steps[0..frame) */
  private steps: number[] = []
  private frame = 0
  /** events done at the end of each frame (index 0: the set-up) */
  private counts: number[] = [0]
  /** the time at the end of each frame (index 0: the set-up) */
  private times: number[] = [0]
  private log: LoggedEvent[] = []

  constructor(readonly setup: Setup) {
    this.world = createWorld(worldOptions(setup))
    this.masses = massesOf(setup.balls)
  }

  get frames(): number {
    return this.steps.length
  }

  get current(): number {
    return this.frame
  }

  /** Moves the run dt further, dropping any record past the current frame first. */
  advance(dt: number): FrameReport {
    if (this.frame < this.steps.length) this.truncate()
    const events = this.world.advance(dt)
    this.steps.push(dt)
    this.frame++
    this.record(events)
    return this.report(events)
  }

  /** Moves to frame k of the record (0 = the set-up), replaying from the set-up when going back. */
  seek(k: number): FrameReport {
    if (!Number.isInteger(k) || k < 0 || k > this.steps.length)
      throw new RangeError(`frame must be an integer in [0, ${this.steps.length}], got ${k}`)
    if (k < this.frame) {
      this.world = createWorld(worldOptions(this.setup))
      this.frame = 0
      this.log = []
    }
    let last: CollisionEvent[] = []
    while (this.frame < k) {
      last = this.world.advance(this.steps[this.frame]!)
      this.frame++
      this.remember(last)
    }
    return this.report(last)
  }

  /**
   * Moves to just after the next contact: a copy of the world finds when it happens, then the
   * run advances exactly that far. Null when nothing happens within STEP_HORIZON seconds.
   */
  stepToContact(window: number): FrameReport | null {
    const probe = this.copy()
    let next: number | null = null
    for (let t = 0; t < STEP_HORIZON && next === null; t += window) {
      const found = probe.advance(window)
      if (found.length > 0) next = found[0]!.time
    }
    if (next === null) return null
    const now = this.world.time
    let dt = next - now
    // now + dt may round below the contact's time; the next float up reaches it.
    while (now + dt < next) dt = nextUp(dt)
    return this.advance(dt)
  }

  /** The frame whose end first shows event `time` done (the record is in time order). */
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

  /** A fresh world at the current frame, made by replaying the record. */
  private copy(): World {
    const w = createWorld(worldOptions(this.setup))
    for (let i = 0; i < this.frame; i++) w.advance(this.steps[i]!)
    return w
  }

  private truncate(): void {
    const k = this.frame
    this.steps.length = k
    this.counts.length = k + 1
    this.times.length = k + 1
  }

  private record(events: CollisionEvent[]): void {
    this.counts.push(this.counts[this.frame - 1]! + events.length)
    this.times.push(this.world.time)
    this.remember(events)
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
      frames: this.steps.length,
      time: this.world.time,
      events: this.counts[this.frame]!,
      state,
      fresh,
      log: this.log.slice(),
    }
  }
}

/** The next float above a positive x. */
function nextUp(x: number): number {
  const buf = new Float64Array([x])
  const bits = new BigUint64Array(buf.buffer)
  bits[0]! += 1n
  return buf[0]!
}

/** A message from the page to the worker; `id` comes back with the reply. */
export type Request =
  | { id: number; type: 'load'; setup: Setup }
  | { id: number; type: 'advance'; dt: number }
  | { id: number; type: 'seek'; frame: number }
  | { id: number; type: 'seek-time'; time: number }
  | { id: number; type: 'step'; window: number }

export type Reply =
  | { id: number; type: 'frame'; report: FrameReport }
  | { id: number; type: 'no-contact' }
  | { id: number; type: 'error'; message: string }

/** The worker's whole logic: one request against the current session (created by 'load'). */
export class Engine {
  session: Session | null = null

  handle(req: Request): Reply {
    const { id } = req
    try {
      if (req.type === 'load') {
        this.session = new Session(req.setup)
        return { id, type: 'frame', report: this.session.seek(0) }
      }
      const s = this.session
      if (!s) return { id, type: 'error', message: 'no scene loaded' }
      if (req.type === 'advance') return { id, type: 'frame', report: s.advance(req.dt) }
      if (req.type === 'seek') return { id, type: 'frame', report: s.seek(req.frame) }
      if (req.type === 'seek-time') return { id, type: 'frame', report: s.seek(s.frameOfTime(req.time)) }
      const report = s.stepToContact(req.window)
      return report ? { id, type: 'frame', report } : { id, type: 'no-contact' }
    } catch (err) {
      return { id, type: 'error', message: err instanceof Error ? err.message : String(err) }
    }
  }
}
