// `npm run bench`: names the machine, then runs every bench/*.bench.ts in name order. Each
// exports a default async function that prints its own table.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
console.log(
  `machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ${os.platform()} ${os.arch()}`,
)
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()
for (const f of files) {
  console.log(`\n## ${f.replace('.bench.ts', '')}`)
  const mod = (await import(pathToFileURL(path.join(here, f)).href)) as { default: () => Promise<void> }
  await mod.default()
}
