// What a branch did, in words, while its set-up runs: the instant it was taken from, the velocity
// given there, that time and contacts count from 0 again; and the way back to the run before.
import { formatNumber } from '../../../kit'
import type { Left } from '../setup/useBranch'

export function BranchStatus({ left, onBack }: { left: readonly Left[]; onBack: () => void }) {
  const last = left[left.length - 1]
  const at = last && `t = ${formatNumber(last.time, 3)} s`
  return (
    <div className="sandbox-branch">
      <p role="status">{last?.words}</p>
      {last && (
        <button type="button" className="rk-button" onClick={onBack}>
          Back to the run before, at {at}
        </button>
      )}
    </div>
  )
}
