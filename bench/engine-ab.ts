// Same-process A/B of the simulation engine (src/core/sim) against an earlier revision:
// `npm run bench:ab -- <rev> [N ...]` (default: HEAD, N = 1,000 and 100,000).
// The engines run in one process, in interleaved CPU slices (bench/ab/slices.ts), with a second
// copy of the old engine as a control; each slice is paired with the old engine's slice of the same
// round, and the median of 15 such ratios is printed with its quartiles and range: a change is
// measured when its ratio's quartiles lie clear of the control's. The
// script is bundled with esbuild first: run through tsx, two copies of the same engine measured
// up to 2× apart (docs/design.md, "Measuring the engine").
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bundle, readArgs, root, simAt } from './ab/revision'

const { rev, ns } = readArgs([1_000, 100_000])
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ricochet-ab-'))
const copies = ['old', 'control'].map((side) => simAt(rev, path.join(tmp, side)))
const entry = path.join(tmp, 'entry.ts')
const imports = [
  `import { createWorld as oldWorld } from ${JSON.stringify(copies[0])}`,
  `import { createWorld as controlWorld } from ${JSON.stringify(copies[1])}`,
  `import { createWorld as newWorld } from ${JSON.stringify(path.join(root, 'src/core/sim'))}`,
  `import { slices } from ${JSON.stringify(path.join(root, 'bench/ab/slices'))}`,
]
const engines = `[{ name: '${rev}', create: oldWorld }, { name: '${rev} again', create: controlWorld }, { name: 'working tree', create: newWorld }]`
fs.writeFileSync(
  entry,
  `${imports.join('\n')}\nfor (const n of ${JSON.stringify(ns)}) slices(${engines}, n, 15)\n`,
)
const out = path.join(tmp, 'ab.mjs')
await bundle(entry, out)
execFileSync(process.execPath, [out], { stdio: 'inherit' })
fs.rmSync(tmp, { recursive: true, force: true })
