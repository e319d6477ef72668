// A canvas laid over the stage, for what thousands of SVG nodes would draw too slowly (the
// sandbox's balls, arrows and bars): sized for the screen's pixel ratio, set up again whenever the
// stage's frame (its size, zoom or pan) or the caller's dependencies change.
import { type DependencyList, type ReactElement, useLayoutEffect, useRef } from 'react'
import { sizeForScreen, useStageFrame } from './stageCanvas'

export interface StageCanvasFrame {
  el: HTMLCanvasElement
  ctx: CanvasRenderingContext2D
  /** the stage's size, the pixels of one model unit and where the model's origin lands */
  width: number
  height: number
  unit: number
  x0: number
  y0: number
  /** clears the canvas and sets the transform to draw in the stage's pixels */
  clear: () => void
}

/**
 * The canvas element to put in a Stage (aria-hidden: the stage's label describes the figure),
 * and `setUp` called with it after each layout that changed the frame or `deps`: it draws, or
 * subscribes a drawing to what changes, and returns the clean-up.
 */
export function useStageCanvas(
  className: string,
  setUp: (frame: StageCanvasFrame) => (() => void) | undefined,
  deps: DependencyList,
): ReactElement {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { width, height, unit, x0, y0 } = useStageFrame()
  // The latest set-up is called; it runs again only when the frame or `deps` change.
  const latest = useRef(setUp)
  latest.current = setUp
  useLayoutEffect(() => {
    const el = canvas.current
    const ctx = el?.getContext('2d')
    if (!el || !ctx) return
    const dpr = sizeForScreen(el, width, height)
    const clear = () => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      ctx.clearRect(0, 0, width, height)
    }
    return latest.current({ el, ctx, width, height, unit, x0, y0, clear })
  }, [width, height, unit, x0, y0, ...deps])
  return (
    <g aria-hidden>
      <foreignObject x={0} y={0} width={width} height={height}>
        <canvas ref={canvas} className={className} style={{ width, height }} />
      </foreignObject>
    </g>
  )
}
