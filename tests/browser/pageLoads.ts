// Global setup of the browser project: each test file's site (harness.ts, startSite) adds a line
// "<page loads>\t<file>" to one file, and after the run the total is printed with the files that
// load the most pages, since page loads are most of the suite's time.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** where each browser test file writes how many pages it loaded */
    pageLoadsFile: string
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricochet-page-loads-'))
  const file = path.join(dir, 'loads.tsv')
  fs.writeFileSync(file, '')
  project.provide('pageLoadsFile', file)
  return () => {
    const rows = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string])
      .map(([n, name]) => ({ n: Number(n), name }))
      .sort((a, b) => b.n - a.n)
    fs.rmSync(dir, { recursive: true, force: true })
    if (rows.length === 0) return
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    const most = rows
      .slice(0, 5)
      .map((r) => `${r.name} ${r.n}`)
      .join(', ')
    console.log(`\nBrowser tests: ${total} page loads in ${rows.length} files (most: ${most})\n`)
  }
}
