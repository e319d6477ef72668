// The engine's pending events in words, for a view that shows what comes next: the queue holds
// partner codes (partner.ts), which only the engine should decode.
import type { QueuedEvent, WorldSnapshot } from './types'
import { CROSS_YN, codeEnd, wallOf } from './partner'

/**
 * The first `limit` pending events of a snapshot's queue, in the order the engine will process
 * them (the snapshot keeps its queue sorted so), each marked stale when one of its balls has
 * collided since it was predicted.
 */
export function queuedEvents(snapshot: WorldSnapshot, limit = Number.POSITIVE_INFINITY): QueuedEvent[] {
  if (!(limit >= 0)) throw new RangeError(`limit must be >= 0, got ${limit}`)
  const { t, a, b, ca, cb } = read(snapshot)
  const hits = snapshot.balls.hits
  const n = hits.length
  const walls = snapshot.walls.length
  const count = Math.min(limit, t.length)
  const found: QueuedEvent[] = []
  for (let i = 0; i < count; i++) {
    const ball = a[i]!
    const code = b[i]!
    if (!(ball >= 0 && ball < n && code >= CROSS_YN && code < codeEnd(n, walls)))
      throw new RangeError(`snapshot.queue entry ${i} names a ball or partner that does not exist`)
    const time = t[i]!
    const staleA = hits[ball] !== ca[i]
    if (code < 0) found.push({ time, kind: 'cell', a: ball, b: -1, stale: staleA })
    else if (code < n)
      found.push({ time, kind: 'ball-ball', a: ball, b: code, stale: staleA || hits[code] !== cb[i] })
    else found.push({ time, kind: 'ball-wall', a: ball, b: wallOf(code, n, walls), stale: staleA })
  }
  return found
}

/** The parts of a snapshot this reads, checked for their types and lengths. */
function read(snapshot: WorldSnapshot): WorldSnapshot['queue'] {
  const q = snapshot?.queue
  const hits = snapshot?.balls?.hits
  if (!(hits instanceof Uint32Array) || !Array.isArray(snapshot.walls))
    throw new RangeError('snapshot must be a WorldSnapshot (from World.snapshot)')
  const size = q?.t instanceof Float64Array ? q.t.length : -1
  const fits = (x: unknown, kind: typeof Int32Array | typeof Uint32Array) =>
    x instanceof kind && x.length === size
  if (
    !(
      size >= 0 &&
      fits(q.a, Int32Array) &&
      fits(q.b, Int32Array) &&
      fits(q.ca, Uint32Array) &&
      fits(q.cb, Uint32Array)
    )
  )
    throw new RangeError('snapshot.queue must hold typed arrays t, a, b, ca, cb of one length')
  return q
}
