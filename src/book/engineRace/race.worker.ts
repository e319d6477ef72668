// Chapter 11's race off the page's thread: ricochet first, then matter.js, which is fetched only
// now that the reader has asked for it.
import { BUDGET_MS, type RaceEngine, type RaceRow, raceMatter, raceRicochet } from './race'

export interface RaceRequest {
  n: number
}

export type RaceReply =
  | { type: 'progress'; engine: RaceEngine; fraction: number }
  | { type: 'row'; row: RaceRow }
  | { type: 'done' }
  | { type: 'error'; message: string }

const post = (reply: RaceReply) => self.postMessage(reply)
const clock = () => performance.now()
const progress = (engine: RaceEngine, fraction: number) => post({ type: 'progress', engine, fraction })

self.onmessage = async (e: MessageEvent<RaceRequest>) => {
  const { n } = e.data
  try {
    progress('ricochet', 0)
    post({ type: 'row', row: raceRicochet(n, BUDGET_MS, clock, progress) })
    progress('matter.js', 0)
    const Matter = (await import('matter-js')).default
    post({ type: 'row', row: raceMatter(Matter, n, BUDGET_MS, clock, progress) })
    post({ type: 'done' })
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
