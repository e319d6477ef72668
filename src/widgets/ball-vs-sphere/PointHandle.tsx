// A point in space the reader moves: the kit's Handle moves it across the screen (in the plane
// through it that faces the camera); Shift while pressing drags it along the line of sight
// instead, and Page Up / Page Down step it toward or away from the viewer.
import { type KeyboardEvent, type PointerEvent, memo, useCallback, useRef } from 'react'
import type { Vec2, Vec3 } from '../../core'
import { Handle, type Tone, formatNumber } from '../../kit'

/** Page Up / Page Down step, in units of the cube (which is 12 wide). */
export const DEPTH_STEP = 0.5

const where = (p: Vec3) => `at (${[p.x, p.y, p.z].map((c) => formatNumber(c, 2)).join(', ')})`

export const PointHandle = memo(function PointHandle({
  label,
  point,
  at,
  tone,
  onPlane,
  onDepth,
}: {
  label: string
  point: Vec3
  /** where it is drawn */
  at: Vec2
  tone: Tone
  onPlane: (to: Vec2) => void
  /** along the line of sight from `from`, `by` units toward the viewer */
  onDepth: (from: Vec3, by: number) => void
}) {
  // A Shift-drag measures from where the point and the pointer were when it began.
  const grab = useRef<{ from: Vec3; at: Vec2 } | null>(null)
  const latest = useRef({ point, at })
  latest.current = { point, at }
  const onPointerDownCapture = useCallback((e: PointerEvent) => {
    grab.current = e.shiftKey ? { from: latest.current.point, at: latest.current.at } : null
  }, [])
  const onMove = useCallback(
    (to: Vec2) => {
      const g = grab.current
      if (g) onDepth(g.from, to.y - g.at.y)
      else onPlane(to)
    },
    [onPlane, onDepth],
  )
  const onKeyDownCapture = useCallback(
    (e: KeyboardEvent) => {
      grab.current = null
      const by = e.key === 'PageUp' ? DEPTH_STEP : e.key === 'PageDown' ? -DEPTH_STEP : 0
      if (by === 0) return
      onDepth(latest.current.point, by)
      e.preventDefault()
    },
    [onDepth],
  )
  return (
    <g onPointerDownCapture={onPointerDownCapture} onKeyDownCapture={onKeyDownCapture}>
      <Handle label={label} at={at} tone={tone} onMove={onMove} says={where(point)} />
    </g>
  )
})
