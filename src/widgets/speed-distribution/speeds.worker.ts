// speed-distribution's run off the page's thread: one SpeedRun per start asked for.
import { serveRuns } from '../common/experimentWorker'
import type { Start } from './meta'
import { SpeedRun } from './model'
import type { SpeedReport } from './report'

serveRuns<Start, SpeedReport>((start) => new SpeedRun(start), 150)
