// time-reversal's run off the page's thread: one ReversalRun per longest time T asked for.
import { serveRuns } from '../common/experimentWorker'
import { type ReversalReport, ReversalRun } from './model'

serveRuns<number, ReversalReport>((T) => new ReversalRun(T), 5000)
