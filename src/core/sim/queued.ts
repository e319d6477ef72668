// The engine's pending events in words, for a view that shows what comes next: the queue holds
// partner codes (walls.ts, world.ts), which only the engine should decode.
import type { QueuedEvent, WorldSnapshot } from './types'
import { PARTS } from './walls'

/**
 * The first `limit` pending events of a snapshot's queue, in the order the engine will process
 * them (the snapshot keeps its queue sorted so), each marked stale when one of its balls has
 * collided since it was predicted.
 */
export function queuedEvents(snapshot: WorldSnapshot, limit = Number.POSITIVE_INFINITY): QueuedEvent[] {
  const { t, a, b, ca, cb } = snapshot.queue
  const hits = snapshot.balls.hits
  const n = hits.length
  const walls = snapshot.walls.length
  const count = Math.min(limit, t.length)
  const found: QueuedEvent[] = []
  for (let i = 0; i < count; i++) {
    const ball = a[i]!
    const code = b[i]!
    const time = t[i]!
    const staleA = hits[ball] !== ca[i]
    if (code < 0) found.push({ time, kind: 'cell', a: ball, b: -1, stale: staleA })
    else if (code < n)
      found.push({ time, kind: 'ball-ball', a: ball, b: code, stale: staleA || hits[code] !== cb[i] })
    else {
      const k = code - n
      const wall = k < PARTS * walls ? Math.floor(k / PARTS) : walls + k - PARTS * walls
      found.push({ time, kind: 'ball-wall', a: ball, b: wall, stale: staleA })
    }
  }
  return found
}
