// speed-distribution's run off the page's thread: one SpeedRun per start asked for.
import { serveRuns } from '../common/experimentWorker'
import type { Start } from './meta'
import { type SpeedReport, SpeedRun } from './model'

serveRuns<Start, SpeedReport>((start) => new SpeedRun(start), 150)
