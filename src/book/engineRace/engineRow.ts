/** One row of bench/results/engines.json: written by `npm run bench -- sim`, shown by chapter 11's table. */
export interface EngineRow<Engine extends string = string> {
  engine: Engine
  n: number
  eventsPerSecond: number | null
  msPerFrame: number | null
  energyDrift: number
  tunnelled: number
  overlapping: number
}
