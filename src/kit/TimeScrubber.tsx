// Scrubs a time t: a range input (arrow keys, Home, End), step buttons and play/pause. Nothing
// moves on its own: playing starts only when the reader asks, and readers who prefer reduced
// motion get steps instead of a smooth run. The frame is t in [0, 1]; a scrubber that reaches
// before or after it marks the frame on its track.
import { type CSSProperties, memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatNumber } from './format'

export interface TimeScrubberProps {
  value: number
  onChange: (t: number) => void
  label?: string
  /** the range of t, [0, 1] (one frame) unless given */
  min?: number
  max?: number
  /** seconds for t to run from 0 to 1 when playing */
  duration?: number
  /** step of the buttons and the arrow keys */
  step?: number
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/** The value read aloud: the number, and where it lies when outside the frame. */
function spoken(t: number): string | undefined {
  const text = formatNumber(t, 2)
  if (text === null) return undefined
  if (t < 0) return `${text}, before the frame`
  return t > 1 ? `${text}, after the frame` : text
}

/** Drawn only when re-rendered with a new value: a drag elsewhere in the figure leaves it alone. */
export const TimeScrubber = memo(function TimeScrubber({
  value,
  onChange,
  label = 'Time t',
  min = 0,
  max = 1,
  duration = 3,
  step = 0.01,
}: TimeScrubberProps) {
  const id = useId()
  const [playing, setPlaying] = useState(false)
  const latest = useRef({ value, onChange })
  useLayoutEffect(() => {
    latest.current = { value, onChange }
  })
  const clamp = (t: number) => Math.min(max, Math.max(min, t))

  useEffect(() => {
    if (!playing) return
    const reduced = prefersReducedMotion()
    let frame = 0
    let timer: ReturnType<typeof setInterval> | undefined
    let last: number | null = null
    // The time is kept here while playing, not read back from props: React may not have
    // re-rendered between two frames. Any other change of t pauses first.
    let t = latest.current.value
    const advance = (dt: number) => {
      t = Math.min(max, Math.max(min, t + dt))
      latest.current.onChange(t)
      if (t >= max) setPlaying(false)
    }
    if (reduced) {
      // Reduced motion: a few discrete jumps a second instead of continuous animation.
      timer = setInterval(() => advance(0.1), 500)
    } else {
      const tick = (now: number) => {
        if (last !== null) advance((now - last) / 1000 / duration)
        last = now
        frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    return () => {
      cancelAnimationFrame(frame)
      clearInterval(timer)
    }
  }, [playing, duration, min, max])

  const play = () => {
    if (!playing && value >= max) onChange(min)
    setPlaying(!playing)
  }
  const stepBy = (dt: number) => {
    setPlaying(false)
    onChange(clamp(value + dt))
  }
  // Where the frame [0, 1] lies along the track, as fractions of it.
  const span = max - min
  const frame = min < 0 || max > 1 ? { from: (0 - min) / span, to: (1 - min) / span } : null
  return (
    <div className="rk-scrubber">
      <button type="button" data-move="own" onClick={() => stepBy(-step)} aria-label={`Step ${label} back`}>
        ◀
      </button>
      <button type="button" data-move="own" onClick={play} aria-pressed={playing}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" data-move="own" onClick={() => stepBy(step)} aria-label={`Step ${label} forward`}>
        ▶
      </button>
      <label htmlFor={id}>{label}</label>
      <span className="rk-scrubber-track">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={spoken(value)}
          onChange={(e) => {
            setPlaying(false)
            onChange(clamp(e.currentTarget.valueAsNumber))
          }}
        />
        {frame && (
          <span
            className="rk-scrubber-frame"
            aria-hidden
            style={{ '--from': frame.from, '--to': frame.to } as CSSProperties}
          >
            this frame
          </span>
        )}
      </span>
    </div>
  )
})
