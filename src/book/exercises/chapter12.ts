// Exercises of chapter 12 (chapters/12-experiments.mdx), on the experiments' own measurements.
import { formatCount, formatNumber } from '../../kit/format'
import { DISK_M, KT } from '../../widgets/common/hardDiskGas'
import { type Check, type Outputs, num, text } from './types'

/** How far the measured Z may be from 3: a few error bars after 20,000 contacts, Δη ≈ 0.005 there. */
const Z_TOLERANCE = 0.05
/** Contacts a measurement needs before it counts (the chapter's 3 % target holds from there on). */
const ENOUGH = 20_000

/** The most probable speed of the 2D Maxwell–Boltzmann law, √(kT/m), and how close a marker must be. */
const PEAK = Math.sqrt(KT / DISK_M)
const PEAK_TOLERANCE = 0.05

/** A read-out as the figure writes it. */
const shown = (o: Outputs, q: string, digits: number) => {
  const v = num(o[q])
  return v === null ? text(o[q]) : formatNumber(v, digits)
}

export const chapter12 = {
  'c12-z-three': {
    kind: 'move',
    widget: 'gas-pressure',
    reads: ['eta', 'Z', 'collisions'],
    goal: (o) => {
      const [Z, n] = [num(o.Z), num(o.collisions)]
      return Z !== null && n !== null && n >= ENOUGH && Math.abs(Z - 3) <= Z_TOLERANCE
    },
    missing: (o) => {
      const [Z, n] = [num(o.Z), num(o.collisions) ?? 0]
      const aim = `Z must come within ${Z_TOLERANCE} of 3, after at least ${formatCount(ENOUGH, 'contact')}`
      // Before a measurement there is no Z to quote: say what to do instead.
      if (Z === null || n === 0)
        return `at η = ${shown(o, 'eta', 2)} the figure has measured nothing yet: run the gas at the density you choose; ${aim}`
      return `at η = ${shown(o, 'eta', 2)} the figure measures Z = ${shown(o, 'Z', 3)} after ${formatCount(n, 'contact')}: ${aim}`
    },
  },
  'c12-peak': {
    kind: 'move',
    widget: 'speed-distribution',
    reads: ['guess-at-run', 'time'],
    // Every start is scaled to the same kT (latticeGas), so the peak √(kT/m) is the same for all.
    // What counts is where the marker stood when Run was pressed: a prediction, made before the law
    // is drawn, not a marker moved onto the peak the run has shown.
    goal: (o) => {
      const [guess, time] = [num(o['guess-at-run']), num(o.time)]
      return guess !== null && time !== null && time > 0 && Math.abs(guess - PEAK) <= PEAK_TOLERANCE
    },
    missing: (o) => {
      const [guess, time] = [num(o['guess-at-run']), num(o.time)]
      if (guess === null || time === null || time === 0)
        return 'put the marker where you predict the most disks’ speeds will lie, then run the gas'
      return `when you pressed Run your marker stood at v = ${shown(o, 'guess-at-run', 2)}, not where the most disks’ speeds lie: work the peak out, set the marker there and run the gas again`
    },
  },
  'c12-one-radius': {
    kind: 'number',
    widget: 'time-reversal',
    reads: ['collisions-to-radius'],
    // The figure's own count at T = 60 is the answer; the reader predicts it from the slope of a
    // shorter run (the error the line starts from, over λτ per contact), within the tolerance of it
    // (chapter12.test.ts).
    expected: (o) => num(o['collisions-to-radius']),
    hides: ['collisions-to-radius'],
    tolerance: 0.3,
    label: 'contacts per disk ≈',
    digits: 1,
    none: 'the return error has not reached one radius in the figure yet: run it with T = 60, then check your estimate',
  },
  'c12-enskog': {
    kind: 'number',
    widget: 'diffusion',
    reads: ['D-enskog'],
    // Enskog's D_E at the reader's own density is the answer (the chapter works one density out in
    // its solution); the measured D would give it away within a few percent, so it is hidden too.
    expected: (o) => num(o['D-enskog']),
    hides: ['D-enskog', 'D', 'D-error'],
    moveFirst: 'choose a density of your own on the track',
    tolerance: 0.02,
    label: 'Enskog’s D (radii² per time unit) ≈',
    digits: 3,
  },
} satisfies Record<string, Check>
