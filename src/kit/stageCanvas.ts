// What a canvas laid over the stage needs from it (the balls' canvas and the overlay's): the
// stage's size, and where model coordinates land in its pixels.
import { useStage } from './Stage'

/** The stage's size, the pixels of one model unit, and where the model's origin lands. */
export function useStageFrame() {
  const stage = useStage()
  return { width: stage.width, height: stage.height, unit: stage.len(1), x0: stage.sx(0), y0: stage.sy(0) }
}

/** Sizes the canvas's pixels for the screen's pixel ratio (sharp on any screen); returns that ratio to draw with. */
export function sizeForScreen(el: HTMLCanvasElement, width: number, height: number): number {
  const dpr = window.devicePixelRatio || 1
  el.width = Math.round(width * dpr)
  el.height = Math.round(height * dpr)
  return dpr
}
