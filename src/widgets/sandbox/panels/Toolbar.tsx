// The set-up's editing tools: what a press on the table does, the keyboard's ways to add a ball,
// a wall or a polygon, deleting walls, and the one line that says what was refused and why.
import { memo, useId, useState } from 'react'
import type { Vec2 } from '../../../core'
import { Output } from '../../../kit'
import type { Tool } from '../view/TableInput'

const TOOLS: { tool: Tool; label: string }[] = [
  { tool: 'select', label: 'Select and drag balls' },
  { tool: 'ball', label: 'Click to add balls' },
  { tool: 'wall', label: 'Drag to draw walls' },
]

interface Props {
  tool: Tool
  onTool: (t: Tool) => void
  walls: [Vec2, Vec2][]
  onAddBall: () => void
  onAddWall: () => void
  onAddPolygon: (sides: number) => void
  onDeleteWall: (w: number) => void
  /** what the last edit refused, or what it did */
  message: string | null
}

export const Toolbar = memo(function Toolbar({
  tool,
  onTool,
  walls,
  onAddBall,
  onAddWall,
  onAddPolygon,
  onDeleteWall,
  message,
}: Props) {
  const id = useId()
  const [sides, setSides] = useState(6)
  const [wall, setWall] = useState(0)
  const length = walls.reduce((sum, [a, b]) => sum + Math.hypot(b.x - a.x, b.y - a.y), 0)
  // Where the walls are, on the whole: their middles' mean (moves when a polygon is moved whole).
  const mid = (axis: 'x' | 'y') =>
    walls.length ? walls.reduce((sum, [a, b]) => sum + (a[axis] + b[axis]) / 2, 0) / walls.length : null
  const chosen = Math.min(wall, walls.length - 1)
  return (
    <div className="sandbox-toolbar">
      <fieldset className="sandbox-tools">
        <legend>A press on the table</legend>
        {TOOLS.map((t) => (
          <label key={t.tool}>
            <input
              type="radio"
              name={`${id}-tool`}
              checked={tool === t.tool}
              onChange={() => onTool(t.tool)}
            />
            {t.label}
          </label>
        ))}
      </fieldset>
      <div className="sandbox-controls">
        <button type="button" className="rk-button" onClick={onAddBall}>
          Add a ball
        </button>
        <button type="button" className="rk-button" onClick={onAddWall}>
          Add a wall
        </button>
        <label>
          Sides
          <input
            type="number"
            min={3}
            max={12}
            step={1}
            value={sides}
            onChange={(e) => setSides(Number(e.target.value))}
            className="sandbox-sides"
          />
        </label>
        <button type="button" className="rk-button" onClick={() => onAddPolygon(sides)}>
          Add a polygon
        </button>
        {walls.length > 0 && (
          <>
            <label>
              Wall
              <select value={chosen} onChange={(e) => setWall(Number(e.target.value))}>
                {walls.map((_, w) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a wall is its number
                  <option key={w} value={w}>
                    {w + 1}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="rk-button" onClick={() => onDeleteWall(chosen)}>
              Delete wall {chosen + 1}
            </button>
          </>
        )}
        <span>
          Walls: <Output q="walls" value={walls.length} digits={0} />, total length{' '}
          <Output q="walls-length" value={length} digits={2} />, centred at (
          <Output q="walls-x" value={mid('x')} digits={2} label="Walls’ centre, x" reason="none" />,{' '}
          <Output q="walls-y" value={mid('y')} digits={2} label="Walls’ centre, y" reason="none" />)
        </span>
      </div>
      <p role="status" className="sandbox-edit-status">
        {message}
      </p>
    </div>
  )
})
