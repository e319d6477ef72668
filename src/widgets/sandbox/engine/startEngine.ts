// The sandbox's engine worker, started from a chunk of its own: the page fetches this module, and
// the worker with it, when the figure first asks the engine for something (useEngine.ts), so the
// figure opens without the engine's code (each embed's size budget: bench/NOTES.md).
export function startEngine(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })
}
