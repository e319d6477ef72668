// diffusion's run off the page's thread: one DiffusionRun per density and preset asked for.
import { serveRuns } from '../common/experimentWorker'
import type { Preset } from './meta'
import { DiffusionRun } from './model'
import type { DiffusionReport } from './report'

serveRuns<{ eta: number; preset: Preset }, DiffusionReport>(
  ({ eta, preset }) => new DiffusionRun(eta, preset),
  2000,
  (report) => [report.positions.buffer, report.path.buffer],
)
