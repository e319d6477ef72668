// The table under the balls as a pointer target: in "select" a press on a ball picks it and drags
// it, and while the run is paused a press on any ball's velocity arrow head drags the head (the
// ball's velocity: at the start, or at the instant, a new set-up); in "ball" a click adds a ball
// there; in "wall" a drag draws a wall, shown while it is drawn. A ball and a wall are made when
// the press ends: a second finger down meanwhile makes the gesture a pinch (the table's zoom takes
// it, zoom.ts), and the first finger's gesture is dropped, leaving nothing behind (a ball dragged
// or an arrow aimed goes back to where it was at the press).
// What happens is the model's (edit.ts): this only reports points in model units.
import { memo, useCallback, useRef, useState } from 'react'
import type { Vec2 } from '../../../core'
import { useDrag, useStage } from '../../../kit'
import { arrowAt, ballAt } from '../setup/edit'
import type { Setup } from '../setup/setup'

export type Tool = 'select' | 'ball' | 'wall'

interface Props {
  /** the set-up now (read when a press picks a ball) */
  setup: { current: Setup }
  /** the balls whose velocity arrows are drawn: the set-up's, or the instant's while paused mid-run */
  aimed: { current: Setup }
  box: Setup['box']
  tool: Tool
  /** a press took ball k or its arrow (where things stand is kept for `onDrop`) */
  onGrab: (k: number) => void
  /** a pinch took over the ball's or the arrow's drag: back to where they were at the press */
  onDrop: () => void
  onDragBall: (k: number, to: Vec2) => void
  onAddBall: (at: Vec2) => void
  onWall: (from: Vec2, to: Vec2) => void
  /** seconds of motion a velocity arrow stands for, while the arrows can be dragged; else null */
  aimTime: number | null
  /** ball k's arrow head dragged to `tip`; `free` while Alt is held */
  onAim: (k: number, tip: Vec2, free: boolean) => void
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

/** Pointer slop around a ball, in pixels: a small ball is still easy to hit with a finger. */
const SLOP_PX = 8

// Memoised: a drag moves a ball on every pointer move, and the table under it stays as it is.
export const TableInput = memo(function TableInput({
  setup,
  aimed,
  box,
  tool,
  onGrab,
  onDrop,
  onDragBall,
  onAddBall,
  onWall,
  aimTime,
  onAim,
}: Props) {
  const s = useStage()
  // null: none yet (the press is next); false: a pinch took it.
  const gesture = useRef<
    { ball: number; offset: Vec2 } | { arrow: number; offset: Vec2 } | { from: Vec2 } | false | null
  >(null)
  const [draft, setDraft] = useState<[Vec2, Vec2] | null>(null)
  const { min, max } = box
  /** Listens, while a press lasts, for a second finger (on the window: the zoom stops its events at the stage). */
  const pinch = useCallback(
    (ev: TouchEvent) => {
      if (ev.touches.length < 2) return
      const g = gesture.current
      gesture.current = false
      setDraft(null)
      if (g && !('from' in g)) onDrop()
    },
    [onDrop],
  )
  const end = () => {
    const g = gesture.current
    gesture.current = null
    removeEventListener('touchstart', pinch, true)
    if (g && 'from' in g) {
      if (tool === 'ball') onAddBall(g.from)
      else if (tool === 'wall' && draft) onWall(draft[0], draft[1])
    }
    setDraft(null)
  }
  const drag = useDrag({
    reportPress: true,
    onStart: () => {
      gesture.current = null
      addEventListener('touchstart', pinch, true)
    },
    onEnd: end,
    onMove: (at, free) => {
      // A wall drawn from the margin starts at the table's edge (its ends must be on the table).
      const p = tool === 'wall' ? { x: clamp(at.x, min.x, max.x), y: clamp(at.y, min.y, max.y) } : at
      const g = gesture.current
      if (g === false) return
      if (g === null) {
        // The press.
        if (tool === 'wall') {
          gesture.current = { from: p }
          setDraft([p, p])
        } else if (tool === 'ball') gesture.current = { from: p }
        else {
          const slop = SLOP_PX / s.len(1)
          const arrow = aimTime === null ? null : arrowAt(aimed.current, p, aimTime, 2 * slop)
          if (arrow !== null) {
            const b = aimed.current.balls[arrow]!
            const tip = { x: b.p.x + b.v.x * aimTime!, y: b.p.y + b.v.y * aimTime! }
            gesture.current = { arrow, offset: { x: tip.x - p.x, y: tip.y - p.y } }
            onGrab(arrow)
            return
          }
          const k = ballAt(setup.current, p, slop)
          if (k === null) return
          const b = setup.current.balls[k]!
          gesture.current = { ball: k, offset: { x: b.p.x - p.x, y: b.p.y - p.y } }
          onGrab(k)
        }
      } else if ('arrow' in g) onAim(g.arrow, { x: p.x + g.offset.x, y: p.y + g.offset.y }, free)
      else if ('ball' in g) onDragBall(g.ball, { x: p.x + g.offset.x, y: p.y + g.offset.y })
      else if (tool === 'wall') setDraft([g.from, p])
    },
  })
  return (
    // One gesture for the table and the margin around it: a wall drawn from just outside its edge.
    <g {...drag}>
      <rect className={`sandbox-margin sandbox-tool-${tool}`} x={0} y={0} width={s.width} height={s.height} />
      <rect
        className={`rk-interactive sandbox-table sandbox-tool-${tool}`}
        x={s.sx(min.x)}
        y={s.sy(max.y)}
        width={s.len(max.x - min.x)}
        height={s.len(max.y - min.y)}
      />
      {draft && (
        <line
          aria-hidden
          className="sandbox-draft"
          x1={s.sx(draft[0].x)}
          y1={s.sy(draft[0].y)}
          x2={s.sx(draft[1].x)}
          y2={s.sy(draft[1].y)}
        />
      )}
    </g>
  )
})
