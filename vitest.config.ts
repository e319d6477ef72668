import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The census's two files first, then vitest's own order. They take longest (most of the browser
 * project's time, their tests two at a time), so started late they would end last; vitest orders
 * files by the last run's durations, which a fresh clone has not got (it runs the largest first).
 */
class CensusFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const census = (f: TestSpecification) => /\/tests\/browser\/census[^/]*\.test\.ts$/.test(f.moduleId)
    return [...sorted.filter(census), ...sorted.filter((f) => !census(f))]
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: CensusFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'chapters/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fastCheckSeed.ts', 'tests/setup/sharedDocument.ts'],
          // Threads sharing their modules between files: the unit tests are pure or clean up after
          // themselves, and a fresh process and module graph per file cost the run three times its
          // tests' own time (105 s against 27 s on this 2-core box; bench/NOTES.md). A test that
          // reads the document queries its own render's container.
          pool: 'threads',
          isolate: false,
          // Speed is the benchmarks' business, not the tests': the heaviest tests (property runs,
          // exact references, whole gases) take 2-5 s on a quiet 2-core box and twice that when it
          // is loaded, past vitest's default of 5 s.
          testTimeout: 30_000,
        },
      },
      {
        // Real Chromium against the built site in dist/ (run `vite build` first).
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/pageLoads.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, and in the census (the one file of concurrent tests) two pages at a
          // time: while one Chromium waits for a page, the other uses a core.
          maxWorkers: 2,
          maxConcurrency: 2,
        },
      },
    ],
  },
})
