// What chapter 12's experiments cost at their default settings, with the engine alone (node, one
// thread, as in the figures' workers): contacts and time until each figure reaches the precision
// the chapter states. gas-pressure: Z within 3 % of Henderson after 20,000 measured contacts (and
// the full run of 100,000, with its error bar); speed-distribution: the first KS distance below
// 0.05 (and the whole run); time-reversal: the whole run of 24 returns up to T, with the return
// error, the fitted λ and the contacts per disk until the error reaches one radius; diffusion: the
// first D (every lag of the fit measured) and the whole run, against Enskog's D_E. Times are CPU milliseconds of this process; the figures add their
// pauses between chunks (25 ms each) so the reader can watch.
import { PressureRun } from '../src/widgets/gas-pressure/model'
import { DISKS, henderson, MELT_PER_DISK, RUN_COLLISIONS } from '../src/widgets/gas-pressure/report'
import { STARTS } from '../src/widgets/speed-distribution/meta'
import { SpeedRun } from '../src/widgets/speed-distribution/model'
import { POINTS, ETA as REVERSAL_ETA, ReversalRun } from '../src/widgets/time-reversal/model'
import { DiffusionRun } from '../src/widgets/diffusion/model'
import type { Preset } from '../src/widgets/diffusion/meta'
import { cpuMs } from './cpu'

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)} %`

function pressureRows(): string[][] {
  const rows: string[][] = []
  for (const eta of [0.3, 0.45]) {
    const t0 = cpuMs()
    const run = new PressureRun(eta)
    run.step(MELT_PER_DISK * DISKS)
    const at20k = run.step(20_000)
    const ms20k = cpuMs() - t0
    let r = at20k
    while (!run.finished) r = run.step(RUN_COLLISIONS - r.collisions)
    const msAll = cpuMs() - t0
    const h = henderson(eta)
    rows.push([
      `η = ${eta}`,
      `${MELT_PER_DISK * DISKS} + ${at20k.collisions}`,
      ms20k.toFixed(0),
      `${at20k.Z!.toFixed(4)} (${pct(at20k.Z! / h - 1)})`,
      `${r.collisions}`,
      msAll.toFixed(0),
      `${r.Z!.toFixed(4)} ± ${r.error!.toFixed(4)} (${pct(r.Z! / h - 1)})`,
      h.toFixed(4),
    ])
  }
  return rows
}

function speedRows(): string[][] {
  const rows: string[][] = []
  for (const start of STARTS) {
    const t0 = cpuMs()
    const run = new SpeedRun(start)
    let r = run.report()
    let first: [number, number, number] | null = null
    while (!r.finished) {
      r = run.step(150) // the figure's chunk
      if (!first && r.ks < 0.05) first = [r.collisions, r.time, cpuMs() - t0]
    }
    rows.push([
      start,
      first ? `${first[0]} (t = ${first[1].toFixed(1)})` : 'never',
      first ? first[2].toFixed(0) : '—',
      `${r.collisions} (t = ${r.time.toFixed(0)})`,
      (cpuMs() - t0).toFixed(0),
      `${r.ks.toFixed(3)}, H ${r.H.toFixed(3)}`,
    ])
  }
  return rows
}

function reversalRows(): string[][] {
  return [20, 40, 60].map((T) => {
    const t0 = cpuMs()
    const run = new ReversalRun(T)
    let r = run.step(0)
    while (!r.finished) r = run.step(5000) // the figure's chunk
    const ms = cpuMs() - t0
    const perContact = r.fit && r.tau ? r.fit.lambda * r.tau : null
    return [
      String(T),
      String(r.contactsRun),
      ms.toFixed(0),
      r.points[0]!.error.toExponential(1),
      r.points.at(-1)!.error.toExponential(1),
      r.fit ? r.fit.lambda.toFixed(3) : '—',
      r.tau!.toFixed(3),
      perContact === null ? '—' : perContact.toFixed(2),
      r.toRadius === null ? 'not reached' : r.toRadius.toFixed(1),
    ]
  })
}

function diffusionRows(): string[][] {
  const cases: [number, Preset][] = [
    [0.1, 'gas'],
    [0.25, 'gas'],
    [0.4, 'gas'],
    [0.5, 'gas'],
    [0.6, 'gas'],
    [0.25, 'brownian'],
  ]
  return cases.map(([eta, preset]) => {
    const t0 = cpuMs()
    const run = new DiffusionRun(eta, preset)
    let r = run.step(0)
    let first: [number, number] | null = null
    while (!r.finished) {
      r = run.step(2000) // the figure's chunk
      if (!first && r.D !== null) first = [r.collisions, cpuMs() - t0]
    }
    const ms = cpuMs() - t0
    return [
      `η = ${eta}, ${preset}`,
      first ? `${first[0]}` : 'never',
      first ? first[1].toFixed(0) : '—',
      `${r.collisions} (t = ${r.time.toFixed(1)})`,
      ms.toFixed(0),
      `${r.D!.toFixed(4)} ± ${r.error!.toFixed(4)}`,
      r.reference!.toFixed(4),
      (r.D! / r.reference!).toFixed(3),
    ]
  })
}

function table(head: string[], rows: string[][]): void {
  console.log(`| ${head.join(' | ')} |`)
  console.log(`| ${head.map(() => '---').join(' | ')} |`)
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}

export default async function experimentsBench(): Promise<void> {
  console.log(`gas-pressure (${DISKS} disks): Z against Henderson`)
  table(
    [
      'density',
      'contacts to 20k (melt + measured)',
      'ms',
      'Z at 20k',
      'contacts, full run',
      'ms',
      'Z, full run',
      'Henderson',
    ],
    pressureRows(),
  )
  console.log(`\nspeed-distribution (${DISKS} disks at η = 0.25): KS distance to Maxwell–Boltzmann`)
  table(
    ['start', 'contacts to KS < 0.05', 'ms', 'contacts, whole run', 'ms', 'KS, H at the end'],
    speedRows(),
  )
  console.log(
    `\ntime-reversal (${DISKS} disks at η = ${REVERSAL_ETA}): return error, ${POINTS} times up to T`,
  )
  table(
    [
      'T',
      'contacts, forward and back',
      'ms',
      'error at T/24 (radii)',
      'error at T',
      'λ (fitted)',
      'τ',
      'λτ',
      'contacts per disk to one radius',
    ],
    reversalRows(),
  )
  console.log(
    `\ndiffusion (${DISKS} disks, melted): D = slope/4 of the mean squared displacement, against Enskog (gas) or the tracer estimate from the heavy disk's own contact rate`,
  )
  table(
    [
      'density, whose',
      'contacts to the first D',
      'ms',
      'contacts, whole run (melt excluded)',
      'ms',
      'D ± standard error',
      'reference',
      'ratio',
    ],
    diffusionRows(),
  )
}
