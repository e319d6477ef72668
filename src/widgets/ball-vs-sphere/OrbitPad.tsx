// Turning the camera: a drag on the empty part of the stage, or the arrow keys on the "Turn the
// view" control under it. Both only report the turn asked for; the model wraps and clamps it.
import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import { Output, useStage } from '../../kit'
import { ORBIT_PER_PIXEL } from './model'

/** Degrees per arrow key press (Shift: bigger). */
const KEY_TURN = 5
const KEY_TURN_SHIFT = 15

/** The stage's background: dragging it turns the view. */
export function OrbitSurface({ onTurn }: { onTurn: (dYaw: number, dPitch: number) => void }) {
  const stage = useStage()
  const last = useRef<{ x: number; y: number; id: number } | null>(null)
  const release = useRef<(() => void) | null>(null)
  const end = () => {
    last.current = null
    release.current?.()
    release.current = null
  }
  return (
    <rect
      className="bvs-orbit-surface rk-interactive"
      aria-hidden
      x={0}
      y={0}
      width={stage.width}
      height={stage.height}
      onPointerDown={(e: PointerEvent<SVGRectElement>) => {
        if (e.button !== 0) return
        last.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
        e.currentTarget.setPointerCapture(e.pointerId)
        release.current = stage.hold()
        e.preventDefault()
      }}
      onPointerMove={(e) => {
        const l = last.current
        if (!l || l.id !== e.pointerId) return
        const [dx, dy] = [e.clientX - l.x, e.clientY - l.y]
        // Whole degrees only (the state's step): keep the remainder for the next move.
        const yaw = Math.trunc(-dx * ORBIT_PER_PIXEL)
        const pitch = Math.trunc(dy * ORBIT_PER_PIXEL)
        if (yaw === 0 && pitch === 0) return
        last.current = { ...l, x: l.x - yaw / ORBIT_PER_PIXEL, y: l.y + pitch / ORBIT_PER_PIXEL }
        onTurn(yaw, pitch)
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
    />
  )
}

/** The keyboard's way to turn the view, with the camera's angles beside it. */
export function OrbitKeys({
  yaw,
  pitch,
  onTurn,
}: {
  yaw: number
  pitch: number
  onTurn: (dYaw: number, dPitch: number) => void
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const k = e.shiftKey ? KEY_TURN_SHIFT : KEY_TURN
    const turn: Record<string, [number, number]> = {
      ArrowLeft: [-k, 0],
      ArrowRight: [k, 0],
      ArrowUp: [0, k],
      ArrowDown: [0, -k],
    }
    const t = turn[e.key]
    if (!t) return
    onTurn(t[0], t[1])
    e.preventDefault()
  }
  return (
    <p className="bvs-orbit">
      <button
        type="button"
        className="rk-button bvs-orbit-keys"
        aria-label={`Turn the view with the arrow keys: yaw ${yaw}°, pitch ${pitch}°`}
        onKeyDown={onKeyDown}
      >
        ⟲ Turn the view
      </button>{' '}
      <span>
        yaw <Output q="yaw" value={yaw} digits={0} unit="°" label="camera yaw" />, pitch{' '}
        <Output q="pitch" value={pitch} digits={0} unit="°" label="camera pitch" />
      </span>
    </p>
  )
}
