// The balls the reader plots against time: ticked in the ball table (up to MOST_CHOSEN), else
// the selected one; and whether the plot's panel is open (a tick opens it).
import { useMemo, useState } from 'react'
import { useStable } from '../../../kit'
import { MOST_CHOSEN, plotted } from './ballSeries'

const NONE: readonly number[] = []

export function useChosenBalls(count: number, selected: number) {
  const [chosen, setChosen] = useState<readonly number[]>([])
  const [open, setOpen] = useState(false)
  // A deleted ball leaves the list (a set-up of fewer balls). The lists keep their identity while
  // their balls stay the same: the plot and the table's rings are memoised on them.
  const key = chosen.filter((k) => k < count).join(',')
  const ticked = useMemo<readonly number[]>(() => (key ? key.split(',').map(Number) : []), [key])
  const balls = useMemo(() => plotted(ticked, selected), [ticked, selected])
  const act = useStable({
    /** ticks or unticks ball k (a fifth is refused: its box is disabled) */
    tick: (k: number, on: boolean) => {
      if (on && !ticked.includes(k) && ticked.length < MOST_CHOSEN) {
        setChosen([...ticked, k])
        setOpen(true)
      } else if (!on) setChosen(ticked.filter((j) => j !== k))
    },
    open: setOpen,
    /** a new scene: nothing ticked */
    reset: () => setChosen([]),
  })
  // What the table rings and the CSV file adds: the plotted balls, while the plot is open or a box ticked.
  const shown = open || ticked.length > 0 ? balls : NONE
  return { ticked, balls, shown, open, act }
}
