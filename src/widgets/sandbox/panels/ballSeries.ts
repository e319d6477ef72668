// The balls the reader chooses to plot against time: those ticked in the ball table, else the
// selected one, and the colour each is drawn in (its line, and its ring on the table).
import type { Tone } from '../../../kit'

/** Most balls plotted at once (a fifth line would be hard to tell apart). */
export const MOST_CHOSEN = 4

/** The balls plotted: those ticked, else the selected one. */
export const plotted = (ticked: readonly number[], selected: number): readonly number[] =>
  ticked.length > 0 ? ticked : [selected]

/**
 * The tone of each plotted ball: ball 1 is blue on the table, so it keeps blue (tone a); the
 * others take vermillion, green, purple and gold in the order given, each with its own dash.
 */
export function tonesOf(balls: readonly number[]): Tone[] {
  const free: Tone[] = ['b', 'c', 'd', 'accent']
  return balls.map((k) => (k === 0 ? 'a' : (free.shift() ?? 'neutral')))
}
