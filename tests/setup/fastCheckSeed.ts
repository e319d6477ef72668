// Property tests draw fresh random cases on every run, to keep finding new ones; a failure prints
// its seed and counterexample. CI (CI=true) runs them all with one fixed seed instead, so whether a
// commit lands never depends on the draw. FC_SEED=<n> reproduces any run.
//
// A property stops drawing and shrinking after the unit tests' own time limit (vitest.config.ts,
// testTimeout) and fails there. Vitest cannot stop a synchronous property, so without this a
// failure on an expensive property could shrink for an hour with no output, the run never ending.
import fc from 'fast-check'

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined)
fc.configureGlobal({
  ...(seed !== undefined ? { seed: Number(seed) } : {}),
  interruptAfterTimeLimit: 30_000,
  markInterruptAsFailure: true,
})
