// Scrubs a time t over [0, 1]: a range input (arrow keys, Home, End), step buttons and
// play/pause. Nothing moves on its own: playing starts only when the reader asks, and readers
// who prefer reduced motion get steps instead of a smooth run.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatNumber } from './format'

export interface TimeScrubberProps {
  value: number
  onChange: (t: number) => void
  label?: string
  /** seconds for a play from 0 to 1 */
  duration?: number
  /** step of the buttons and the arrow keys */
  step?: number
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

const clamp01 = (t: number) => Math.min(1, Math.max(0, t))

export function TimeScrubber({
  value,
  onChange,
  label = 'Time t',
  duration = 3,
  step = 0.01,
}: TimeScrubberProps) {
  const id = useId()
  const [playing, setPlaying] = useState(false)
  const latest = useRef({ value, onChange })
  useLayoutEffect(() => {
    latest.current = { value, onChange }
  })

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
      t = clamp01(t + dt)
      latest.current.onChange(t)
      if (t >= 1) setPlaying(false)
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
  }, [playing, duration])

  const play = () => {
    if (!playing && value >= 1) onChange(0)
    setPlaying(!playing)
  }
  const stepBy = (dt: number) => {
    setPlaying(false)
    onChange(clamp01(value + dt))
  }
  return (
    <div className="rk-scrubber">
      <button type="button" onClick={() => stepBy(-step)} aria-label={`Step ${label} back`}>
        ◀
      </button>
      <button type="button" onClick={play} aria-pressed={playing}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={() => stepBy(step)} aria-label={`Step ${label} forward`}>
        ▶
      </button>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={step}
        value={value}
        aria-valuetext={formatNumber(value, 2) ?? undefined}
        onChange={(e) => {
          setPlaying(false)
          onChange(clamp01(e.currentTarget.valueAsNumber))
        }}
      />
    </div>
  )
}
