// Property tests draw fresh random cases on every run, to keep finding new ones; a failure prints
// its seed and counterexample. CI (CI=true) runs them all with one fixed seed instead, so whether a
// commit lands never depends on the draw. FC_SEED=<n> reproduces any run.
import fc from 'fast-check'

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined)
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) })
