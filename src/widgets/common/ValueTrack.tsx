// One number of a figure's state as a handle on a scaled track: dragged by mouse or touch, or
// moved by the arrow keys in the kit's steps (Shift bigger, Alt finer). Chapter 12's figures
// take their packing fraction and the reader's predicted speed this way.
import { Handle, Stage } from '../../kit'

export interface ValueTrackProps {
  /** what the number is, e.g. "Packing fraction η"; the track's and the handle's name */
  label: string
  value: number
  min: number
  max: number
  onMove: (value: number) => void
  /** how the handle announces its value, e.g. "η = 0.300" */
  says: string
  /** the output the handle sets (its data-draws name: what it draws is named in the read-out) */
  quantity: string
}

export function ValueTrack({ label, value, min, max, onMove, says, quantity }: ValueTrackProps) {
  const pad = (max - min) * 0.04
  const h = (max - min) / 9
  return (
    <div className="xp-track">
      <Stage x={[min - pad, max + pad]} y={[-h * 0.6, h * 0.4]} label={label} axes ticks={10}>
        <Handle
          label={label}
          at={{ x: value, y: 0 }}
          onMove={(p) => onMove(p.x)}
          says={says}
          quantity={quantity}
        />
      </Stage>
    </div>
  )
}
