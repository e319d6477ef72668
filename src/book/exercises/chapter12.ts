// Exercises of chapter 12 (chapters/12-experiments.mdx), on the experiments' own measurements.
import { formatNumber } from '../../kit/format'
import { DISK_M, KT } from '../../widgets/common/hardDiskGas'
import { type Check, type Outputs, num, text } from './types'

/** How far the measured Z may be from 3: half the change of Z over one slider step (0.01) there. */
const Z_TOLERANCE = 0.07
/** Contacts a measurement needs before it counts (the chapter's 3 % target holds from there on). */
const ENOUGH = 20_000

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
    now: (o) =>
      `at η = ${shown(o, 'eta', 2)} the figure measures Z = ${shown(o, 'Z', 3)} after ${shown(o, 'collisions', 0)} contacts`,
  },
  'c12-peak': {
    kind: 'number',
    widget: 'speed-distribution',
    reads: ['start'],
    // Every start is scaled to the same kT (latticeGas), so the peak √(kT/m) is the same for all.
    expected: (o) => (o.start === undefined ? null : Math.sqrt(KT / DISK_M)),
    tolerance: 0.02,
    label: 'The histogram peaks at v =',
    digits: 2,
    none: 'wait for the figure to load',
  },
} satisfies Record<string, Check>
