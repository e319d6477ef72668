// Cache misses per contact of the simulation engine (src/core/sim), counted by valgrind's
// cachegrind rather than timed: `npm run bench:misses -- [REV] [N ...]` (default: HEAD against
// the working tree, N = 1,000, 10,000 and 100,000). On this shared machine a timing moves by
// ±20 % from one run to the next; a simulated cache counts the same misses every time (within a
// few per cent, from when the garbage collector and the compiler happen to run), so a change of
// memory layout can be judged in one run. The cache is this machine's per core: L1d 32 KiB,
// L2 1 MiB as cachegrind's last level (the L3 is shared with other machines and its share varies).
// Each engine runs the gas of gasScene.ts twice under cachegrind: warmed up only, and warmed up
// then measured over as many simulated seconds again; the difference, over the contacts of the
// second part, is what an event costs once the balls are mixed. About 70,000 contacts at any N.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bundle, readArgs, root, simAt } from './ab/revision'

const { rev, ns } = readArgs([1_000, 10_000, 100_000])
try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' })
} catch {
  console.error('bench:misses needs valgrind: apt-get install -y valgrind')
  process.exit(1)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ricochet-misses-'))
const oldSim = simAt(rev, path.join(tmp, 'old'))

/** A script that warms the gas up for `warm` simulated seconds, then runs `measure` more. */
async function script(name: string, sim: string): Promise<string> {
  const entry = path.join(tmp, `${name}.ts`)
  fs.writeFileSync(
    entry,
    `import { createWorld } from ${JSON.stringify(sim)}
import { makeScene } from ${JSON.stringify(path.join(root, 'src/book/engineRace/gasScene'))}
const [n, warm, measure] = process.argv.slice(2).map(Number)
const world = createWorld(makeScene(n, 12346))
const dt = 50 / n
while (world.time < warm) world.advance(dt)
let contacts = 0
while (world.time < warm + measure) contacts += world.advance(dt).length
console.log('contacts ' + contacts)
`,
  )
  const out = path.join(tmp, `${name}.mjs`)
  await bundle(entry, out)
  return out
}

interface Counts {
  instructions: number
  d1: number
  ll: number
  contacts: number
}

function cachegrind(script: string, args: number[]): Promise<Counts> {
  const argv = [
    '--tool=cachegrind',
    '--cache-sim=yes',
    '--I1=65536,8,64',
    '--D1=32768,8,64',
    '--LL=1048576,8,64',
    '--cachegrind-out-file=/dev/null',
    process.execPath,
    '--single-threaded',
    script,
    ...args.map(String),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', argv, { stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (b) => (text += b))
    child.stderr.on('data', (b) => (text += b))
    child.on('error', reject)
    child.on('close', (code) => {
      const count = (label: string) => {
        const m = new RegExp(`${label}:\\s+([\\d,]+)`).exec(text)
        if (!m) throw new Error(`cachegrind printed no "${label}" (exit ${code}):\n${text.slice(-2000)}`)
        return Number(m[1]!.replaceAll(',', ''))
      }
      try {
        resolve({
          instructions: count('I\\s+refs'),
          d1: count('D1\\s+misses'),
          ll: count('LL misses'),
          contacts: Number(/contacts (\d+)/.exec(text)?.[1] ?? Number.NaN),
        })
      } catch (e) {
        reject(e)
      }
    })
  })
}

const engines = [
  { name: rev, script: await script('old', oldSim) },
  { name: 'working tree', script: await script('new', path.join(root, 'src/core/sim')) },
]
console.log('cachegrind: L1d 32 KiB, last level 1 MiB; per contact, after the warm-up')
for (const n of ns) {
  // 20 contacts per ball per simulated second: about 70,000 in each part.
  const seconds = Math.max(0.05, 3500 / n)
  const cells: string[] = []
  for (const e of engines) {
    // The two runs of one engine at once: this machine has two cores.
    const [base, full] = await Promise.all([
      cachegrind(e.script, [n, seconds, 0]),
      cachegrind(e.script, [n, seconds, seconds]),
    ])
    const per = (k: keyof Counts) => (full[k] - base[k]) / full.contacts
    cells.push(
      `${e.name}: ${per('instructions').toFixed(0)} instructions, ${per('d1').toFixed(1)} L1d and ${per('ll').toFixed(1)} L2 misses`,
    )
  }
  console.log(`N = ${n.toLocaleString('en-US')}: ${cells.join('; ')}`)
}
fs.rmSync(tmp, { recursive: true, force: true })
