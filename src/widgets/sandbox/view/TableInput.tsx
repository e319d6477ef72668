// The table under the balls as a pointer target: in "select" a press on a ball picks it and drags
// it; in "ball" a click adds a ball there; in "wall" a drag draws a wall, shown while it is drawn.
// What happens is the model's (edit.ts): this only reports points in model units.
import { memo, useRef, useState } from 'react'
import type { Vec2 } from '../../../core'
import { useDrag, useStage } from '../../../kit'
import { ballAt } from '../setup/edit'
import type { Setup } from '../model'

export type Tool = 'select' | 'ball' | 'wall'

interface Props {
  /** the set-up now (read when a press picks a ball) */
  setup: { current: Setup }
  box: Setup['box']
  tool: Tool
  onPick: (k: number) => void
  onDragBall: (k: number, to: Vec2) => void
  onAddBall: (at: Vec2) => void
  onWall: (from: Vec2, to: Vec2) => void
}

/** Pointer slop around a ball, in pixels: a small ball is still easy to hit with a finger. */
const SLOP_PX = 8

// Memoised: a drag moves a ball on every pointer move, and the table under it stays as it is.
export const TableInput = memo(function TableInput({
  setup,
  box,
  tool,
  onPick,
  onDragBall,
  onAddBall,
  onWall,
}: Props) {
  const s = useStage()
  const gesture = useRef<{ ball: number; offset: Vec2 } | { from: Vec2 } | null>(null)
  const [draft, setDraft] = useState<[Vec2, Vec2] | null>(null)
  const drag = useDrag({
    reportPress: true,
    onMove: (p) => {
      const g = gesture.current
      if (g === null) {
        // The press.
        if (tool === 'wall') {
          gesture.current = { from: p }
          setDraft([p, p])
        } else if (tool === 'ball') {
          gesture.current = { from: p }
          onAddBall(p)
        } else {
          const k = ballAt(setup.current, p, SLOP_PX / s.len(1))
          if (k === null) return
          const b = setup.current.balls[k]!
          gesture.current = { ball: k, offset: { x: b.p.x - p.x, y: b.p.y - p.y } }
          onPick(k)
        }
      } else if ('ball' in g) onDragBall(g.ball, { x: p.x + g.offset.x, y: p.y + g.offset.y })
      else if (tool === 'wall') setDraft([g.from, p])
    },
  })
  const end = () => {
    const g = gesture.current
    gesture.current = null
    if (g && 'from' in g && tool === 'wall' && draft) onWall(draft[0], draft[1])
    setDraft(null)
  }
  const { min, max } = box
  return (
    <>
      <rect
        className={`rk-interactive sandbox-table sandbox-tool-${tool}`}
        x={s.sx(min.x)}
        y={s.sy(max.y)}
        width={s.len(max.x - min.x)}
        height={s.len(max.y - min.y)}
        onPointerDown={(e) => {
          gesture.current = null
          drag.onPointerDown(e)
        }}
        onPointerUp={end}
        onPointerCancel={() => {
          gesture.current = null
          setDraft(null)
        }}
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
    </>
  )
})
