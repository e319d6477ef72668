// The switches of what the table shows over the balls (views.ts), and what the arrows' lengths mean.
import { memo } from 'react'
import { formatNumber } from '../../../kit'
import { VIEWS, type View, type Views } from '../view/views'

/** Memoised: `onView` is stable and `views` a new object only when the reader switches one. */
export const ViewToggles = memo(function ViewToggles({
  views,
  onView,
}: {
  views: Views
  onView: (view: View, on: boolean) => void
}) {
  return (
    <fieldset className="sandbox-views">
      <legend>Show</legend>
      {VIEWS.map(({ view, label }) => (
        <label key={view}>
          <input type="checkbox" checked={views[view]} onChange={(e) => onView(view, e.target.checked)} />
          {label}
        </label>
      ))}
    </fieldset>
  )
})

/** What an arrow's length means, under the table while arrows are shown. */
export function ArrowScale({ views, arrowTime }: { views: Views; arrowTime: number }) {
  if (!views.velocity && !views.momentum) return null
  const seconds = formatNumber(arrowTime, 2)
  return (
    <p className="sandbox-legend">
      {views.velocity && `A velocity arrow (orange) reaches where its ball would be ${seconds} s later. `}
      {views.momentum && `A momentum arrow (grey) is m·v on the same scale: ${seconds} m for each kg·m/s.`}
    </p>
  )
}
