// gas-pressure's measurement off the page's thread: one PressureRun per packing fraction asked for.
import { serveRuns } from '../common/experimentWorker'
import { PressureRun } from './model'
import type { PressureReport } from './report'

serveRuns<{ eta: number; seed: number }, PressureReport>(
  ({ eta, seed }) => new PressureRun(eta, seed),
  2000,
  (report) => [report.positions.buffer],
)
