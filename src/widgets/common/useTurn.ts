import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../../kit'

/** How long a turn of the picture takes, in ms. */
const DURATION = 700

/**
 * A picture's turn, from 0 (as it is) to 1 (turned), following `turned`: it eases from where it
 * is to the new end over DURATION, or jumps there when the reader asks for reduced motion. The
 * figure's state holds only `turned`, so a link shows the picture at rest.
 */
export function useTurn(turned: boolean): number {
  const target = turned ? 1 : 0
  const [progress, setProgress] = useState(target)
  const current = useRef(progress)
  current.current = progress
  useEffect(() => {
    const from = current.current
    if (from === target) return
    if (prefersReducedMotion()) {
      setProgress(target)
      return
    }
    let frame = 0
    const start = performance.now()
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / DURATION)
      const eased = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2
      setProgress(from + (target - from) * eased)
      if (k < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target])
  return progress
}
