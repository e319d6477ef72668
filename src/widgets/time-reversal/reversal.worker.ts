// time-reversal's run off the page's thread: one ReversalRun per longest time T and density asked for.
import { serveRuns } from '../common/experimentWorker'
import { type ReversalReport, type ReversalRequest, ReversalRun } from './model'

serveRuns<ReversalRequest, ReversalReport>(({ T, eta }) => new ReversalRun(T, eta), 5000)
