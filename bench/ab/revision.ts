// What bench:ab and bench:misses share: their arguments (a git revision and ball counts), the
// engine of that revision copied out of git, and esbuild bundling (run through tsx, two copies of
// the same engine measured up to 2× apart: docs/design.md, "Measuring the engine").
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** `REV [N ...]` from the command line, checked; `sizes` when no N is given. */
export function readArgs(sizes: number[]): { rev: string; ns: number[] } {
  const [rev = 'HEAD', ...given] = process.argv.slice(2)
  if (!/^[\w./~^@{}-]+$/.test(rev)) throw new RangeError(`not a git revision: ${rev}`)
  const ns = given.length > 0 ? given.map(Number) : sizes
  if (!ns.every((n) => Number.isInteger(n) && n >= 10))
    throw new RangeError(`sizes must be whole numbers >= 10: ${given}`)
  return { rev, ns }
}

/** Copies src/core as it was at `rev` into `dir`; returns the path of its sim module. */
export function simAt(rev: string, dir: string): string {
  fs.mkdirSync(dir)
  const tar = execFileSync('git', ['archive', rev, 'src/core'], { cwd: root })
  execFileSync('tar', ['-x', '-C', dir], { input: tar })
  return path.join(dir, 'src/core/sim')
}

/** Bundles `entry` with everything it imports into one ES module at `out`. */
export async function bundle(entry: string, out: string): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  })
}
