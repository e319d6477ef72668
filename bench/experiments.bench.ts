// What chapter 12's experiments cost at their default settings, with the engine alone (node, one
// thread, as in the figures' workers): contacts and time until each figure reaches the precision
// the chapter states. gas-pressure: Z within 3 % of Henderson after 20,000 measured contacts (and
// the full run of 100,000, with its error bar); speed-distribution: the first KS distance below
// 0.05 (and the whole run); time-reversal: the whole run of 24 returns up to T, with the return
// error, the fitted λ and the contacts per disk until the error reaches one radius, then λ two ways
// (the reversal's slope, a perturbation carried along the forward run) over several starts, with
// their mean and standard error, the second way alone for other numbers of disks, and both against
// the published λ₁ of Dinius (2014) at his two densities and sizes (reference.ts); diffusion: the
// first D (every lag of the fit measured) and the whole run, against Enskog's D_E. Times are CPU milliseconds of this process; the figures add their
// pauses between chunks (25 ms each) so the reader can watch.
import { PressureRun } from '../src/widgets/gas-pressure/model'
import { DISKS, henderson, MELT_PER_DISK, RUN_COLLISIONS } from '../src/widgets/gas-pressure/report'
import { STARTS } from '../src/widgets/speed-distribution/meta'
import { SpeedRun } from '../src/widgets/speed-distribution/model'
import { POINTS, ETA as REVERSAL_ETA, ReversalRun, TANGENT_FROM } from '../src/widgets/time-reversal/model'
import { Tangent, growthRate } from '../src/widgets/time-reversal/tangent'
import { published } from '../src/widgets/time-reversal/reference'
import type { Density } from '../src/widgets/time-reversal/meta'
import { createWorld } from '../src/core/sim'
import { latticeGas, maxwellStart } from '../src/widgets/common/hardDiskGas'
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

/** Mean and standard error of the mean. */
function meanError(xs: readonly number[]): [number, number] {
  const m = xs.reduce((a, x) => a + x, 0) / xs.length
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1)
  return [m, Math.sqrt(v / xs.length)]
}
const pm = ([m, e]: [number, number]) => `${m.toFixed(3)} ± ${e.toFixed(3)}`

/** λ two ways from the figure's run at T = 40, for the figure's start (seed 5) and seven others. */
const LYAPUNOV_SEEDS = [5, 1, 2, 3, 4, 6, 7, 8]
function lyapunovRows(): string[][] {
  const reversal: number[] = []
  const tangent: number[] = []
  const taus: number[] = []
  const rows = LYAPUNOV_SEEDS.map((seed) => {
    const t0 = cpuMs()
    const run = new ReversalRun(40, REVERSAL_ETA, seed)
    let r = run.step(0)
    while (!r.finished) r = run.step(5000)
    reversal.push(r.fit!.lambda)
    tangent.push(r.tangentLambda!)
    taus.push(r.tau!)
    return [
      String(seed),
      r.fit!.lambda.toFixed(3),
      r.tangentLambda!.toFixed(3),
      r.tau!.toFixed(3),
      (cpuMs() - t0).toFixed(0),
    ]
  })
  const [lr, lt] = [meanError(reversal), meanError(tangent)]
  const tau = meanError(taus)[0]
  rows.push([
    'mean',
    `${pm(lr)} (λτ ${(lr[0] * tau).toFixed(2)})`,
    `${pm(lt)} (λτ ${(lt[0] * tau).toFixed(2)})`,
    tau.toFixed(3),
    '',
  ])
  return rows
}

/** λ from the perturbation alone, carried for 60 time units after the figure's melt, nx × ny disks at η, for seeds 1–3. */
function tangentLambdas(nx: number, ny: number, eta: number): number[] {
  const n = nx * ny
  return [1, 2, 3].map((seed) => {
    const gas = latticeGas(nx, ny, eta, maxwellStart, seed)
    const melt = createWorld(gas)
    for (let done = 0; done < 5 * n; ) for (const e of melt.advance(0.5)) if (e.kind === 'ball-ball') done++
    const start = melt.balls()
    const world = createWorld({ balls: start, box: gas.box })
    const tangent = new Tangent(start, 0, seed)
    const growth = [tangent.measure(0)]
    for (let t = 1; t <= 60; t++) {
      tangent.apply(world.advanceTo(t))
      growth.push(tangent.measure(t))
    }
    return growthRate(growth, TANGENT_FROM)!
  })
}

/** The perturbation alone for other numbers of disks at the figure's η = 0.25. */
function tangentSizeRows(): string[][] {
  const grids: [number, number][] = [
    [10, 12],
    [20, 22],
    [30, 34],
    [60, 68],
  ]
  return grids.map(([nx, ny]) => {
    const t0 = cpuMs()
    const lambdas = tangentLambdas(nx, ny, REVERSAL_ETA)
    return [
      String(nx * ny),
      lambdas.map((l) => l.toFixed(3)).join(', '),
      pm(meanError(lambdas)),
      (cpuMs() - t0).toFixed(0),
    ]
  })
}

/**
 * Against Dinius (2014) at his densities: the figure's reversal and perturbation (1,020 disks,
 * T = 40, seeds 1–4), and the perturbation alone for his 400 and 2,500 disks (box with walls).
 */
function publishedRows(): string[][] {
  const rows: string[][] = []
  for (const density of ['0.3927', '0.4712'] as Density[]) {
    const eta = Number(density)
    const t0 = cpuMs()
    const reversal: number[] = []
    const carried: number[] = []
    for (const seed of [1, 2, 3, 4]) {
      const run = new ReversalRun(40, eta, seed)
      let r = run.step(0)
      while (!r.finished) r = run.step(5000)
      reversal.push(r.fit!.lambda)
      carried.push(r.tangentLambda!)
    }
    const [p400, p2500] = published(density)
    rows.push([
      `η = ${density}, 1,020 disks (figure)`,
      pm(meanError(reversal)),
      pm(meanError(carried)),
      `${p400!.lambda.toFixed(3)} (400), ${p2500!.lambda.toFixed(3)} (2,500)`,
      (cpuMs() - t0).toFixed(0),
    ])
    for (const [side, p] of [
      [20, p400!],
      [50, p2500!],
    ] as const) {
      const t1 = cpuMs()
      rows.push([
        `η = ${density}, ${side * side} disks`,
        '—',
        pm(meanError(tangentLambdas(side, side, eta))),
        p.lambda.toFixed(3),
        (cpuMs() - t1).toFixed(0),
      ])
    }
  }
  return rows
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
    `\ntime-reversal's λ two ways (${DISKS} disks at η = ${REVERSAL_ETA}, T = 40): the fitted slope of the return error, and the growth rate of a perturbation carried along the forward run from t = ${TANGENT_FROM} (time unit r/√(kT/m))`,
  )
  table(['seed', 'λ, reversal', 'λ, tangent', 'τ', 'ms'], lyapunovRows())
  console.log(
    `\nthe tangent λ alone against the number of disks (η = ${REVERSAL_ETA}, box with walls, t = ${TANGENT_FROM} to 60, seeds 1–3)`,
  )
  table(['disks', 'λ per seed', 'mean ± standard error', 'ms'], tangentSizeRows())
  console.log(
    '\nλ against Dinius (2014, Fig. 4.2: periodic box, 1,000 t*), his λ₁ per t* = σ√(m/kT) halved into r√(m/kT); ours: the reversal slope and the carried perturbation (seeds 1–4 at 1,020 disks, 1–3 for the perturbation alone)',
  )
  table(['density, disks', 'λ, reversal', 'λ, perturbation', 'published', 'ms'], publishedRows())
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
