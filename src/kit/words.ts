// The words for every case and verdict a figure computes, in one table: models and links keep their
// ids ("after-frame", the data-value of an output), and the reader reads the words ("after the
// frame") wherever the id is shown, in a figure's read-out, the prose bound to it, or an exercise's
// feedback. An id that reads as a word already ("hit", "miss", "stuck") needs no entry.

const WORDS: Readonly<Record<string, string>> = {
  // chapter 3: sweptCircles' cases
  'after-frame': 'after the frame',
  'same-motion': 'moving together (w = 0)',
  // chapter 1: the tunnelling verdict
  'touch-only': 'touching only at a frame end',
  // chapter 2: the cheap test against the exact one
  'false-alarm': 'a false alarm',
  // chapter 7: where the stray ball S ends up, and the wall shortcuts' traps
  'stayed-on': 'stayed on the table',
  'came-back': 'came back onto the table',
  'rectangle-false-alarm': 'the rectangle’s false alarm',
  'glancing-caught': 'a glancing hit, caught',
  'end-missed': 'the wall’s end, missed',
  // chapter 9: why a ball misses a sphere
  'starts-inside': 'starts inside the sphere',
  'moving-away': 'moving away',
  'hit-at-sphere-centre': 'aimed at the sphere’s centre',
  // chapters 3 and 11: the kinds of a quadratic's roots
  'no-solution': 'no solution',
  'every-t': 'every t',
  // chapter 10: the sandbox's scenes and events
  'pool-break': 'the pool break',
  'gas-1000': 'a gas of 1,000 balls',
  'gas-10000': 'a gas of 10,000 balls',
  'ball-ball': 'ball on ball',
  'ball-wall': 'ball on wall',
  'no-contact': 'no contact',
}

/** The reader's words for a case or verdict id; any other text as it is. */
export function wordsFor(id: string): string {
  return Object.hasOwn(WORDS, id) ? WORDS[id]! : id
}

/** Every id the table knows (for tests that look for ids on the page). */
export const caseIds: readonly string[] = Object.keys(WORDS)
