// The set-up's walls, with a handle at every corner: where walls meet (a polygon), their ends move
// together. A closed loop of walls (a polygon) also has a handle at its centre, which moves it
// whole, and one at the middle of its first wall, which scales it. Each handle moves by pointer,
// touch and keyboard like any kit Handle.
import { memo, useMemo } from 'react'
import type { Vec2 } from '../../../core'
import { Handle, StageClip, Wall } from '../../../kit'
import { type Corner, type Loop, cornersOf, loopsOf } from '../setup/edit'

interface Props {
  walls: [Vec2, Vec2][]
  onMoveCorner: (c: Corner, to: Vec2) => void
  onMoveLoop: (loop: Loop, to: Vec2) => void
  onScaleLoop: (loop: Loop, to: Vec2) => void
}

function cornerName(c: Corner): string {
  if (c.ends.length === 1) {
    const [w, end] = c.ends[0]!
    return `Wall ${w + 1} ${end === 0 ? 'start' : 'end'}`
  }
  const walls = c.ends.map(([w]) => w + 1)
  return `Corner of walls ${walls.slice(0, -1).join(', ')} and ${walls[walls.length - 1]}`
}

export const WallLayer = memo(function WallLayer({ walls, onMoveCorner, onMoveLoop, onScaleLoop }: Props) {
  const corners = useMemo(() => cornersOf(walls), [walls])
  const loops = useMemo(() => loopsOf(walls), [walls])
  return (
    <>
      <StageClip>
        {walls.map(([a, b], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a wall is its place in the list; deleting one renumbers the rest
          <Wall key={i} from={a} to={b} label={`Wall ${i + 1}`} />
        ))}
      </StageClip>
      {corners.map((c) => (
        <Handle
          key={`${c.ends[0]![0]}-${c.ends[0]![1]}`}
          label={cornerName(c)}
          at={c.at}
          onMove={(to) => onMoveCorner(c, to)}
        />
      ))}
      {loops.map((loop) => {
        const name = `Polygon of walls ${loop.walls[0]! + 1} to ${loop.walls[loop.walls.length - 1]! + 1}`
        return (
          <g key={loop.walls.join('-')}>
            <Handle
              label={`${name}, centre`}
              at={loop.centre}
              tone="d"
              onMove={(to) => onMoveLoop(loop, to)}
            />
            <Handle label={`${name}, size`} at={loop.grip} tone="d" onMove={(to) => onScaleLoop(loop, to)} />
          </g>
        )
      })}
    </>
  )
})
