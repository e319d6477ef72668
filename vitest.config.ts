import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The browser files that take longest, longest first: the widget shards (over 5 minutes each on
 * a busy machine) and fit (about 3). On a clean clone vitest knows no durations and starts the
 * largest files first, which puts the 4-line widget shards last; started first, the shorter files
 * fill in beside them, so neither worker idles while the other finishes a long file.
 */
const LONGEST = [
  'tests/browser/widgets-1.test.ts',
  'tests/browser/widgets-2.test.ts',
  'tests/browser/fit.test.ts',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(name))
      return i < 0 ? LONGEST.length : i
    }
    // Array sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'chapters/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fastCheckSeed.ts'],
        },
      },
      {
        // Real Chromium against the built site in dist/ (run `vite build` first).
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: while one Chromium waits for a page, the other uses the core.
          maxWorkers: 2,
        },
      },
    ],
  },
})
