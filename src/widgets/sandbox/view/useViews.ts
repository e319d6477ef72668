// What the table shows over the balls: the scene's defaults (views.ts) until the reader switches one.
import { useMemo, useState } from 'react'
import { useStable } from '../../../kit'
import { type View, type Views, defaultViews } from './views'

export function useViews(ballCount: number) {
  const [chosen, setChosen] = useState<Views | null>(null)
  const sceneViews = useMemo(() => defaultViews(ballCount), [ballCount])
  const views = chosen ?? sceneViews
  const change = useStable({
    /** switches one view */
    set: (view: View, on: boolean) => setChosen({ ...views, [view]: on }),
    /** back to the scene's defaults (a new scene) */
    reset: () => setChosen(null),
  })
  return { views, change }
}
