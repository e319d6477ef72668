// gas-pressure's measurement off the page's thread: one PressureRun per packing fraction asked for.
import { serveRuns } from '../common/experimentWorker'
import { PressureRun, type PressureReport } from './model'

serveRuns<{ eta: number; seed: number }, PressureReport>(
  ({ eta, seed }) => new PressureRun(eta, seed),
  2000,
  (report) => [report.positions.buffer],
)
