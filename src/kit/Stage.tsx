// The SVG stage and its one model <-> screen transform (like Mafs): every kit shape reads the
// transform from context, so no widget ever computes pixels itself. Model y points up.
import {
  type ReactNode,
  createContext,
  memo,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Vec2 } from '../core/vec2'
import { type ContentBox, type ViewRange, fitView } from './fitView'
import { hideCrowdedTicks } from './crowdedTicks'
import { LabelBoard, LabelBoardContext } from './labelBoard'
import { useMasked } from './masked'
import { fitTicks, linearScale } from './scale'
import { ticks as d3Ticks } from 'd3-array'

export interface StageTransform {
  /** model x -> pixels from the left edge */
  sx: (x: number) => number
  /** model y -> pixels from the top edge (y up in the model, down on screen) */
  sy: (y: number) => number
  /** pixels from the stage's top-left corner -> model point */
  toModel: (px: number, py: number) => Vec2
  /** model length -> pixels (the aspect ratio is kept, so x and y agree) */
  len: (d: number) => number
  /**
   * the figure's whole model span (x and y as given, not a phone's zoomed view): the base of
   * keyboard steps, so a key moves a handle as far on a phone as on a laptop, and every press as
   * far as the last
   */
  span: Vec2
  x: readonly [number, number]
  y: readonly [number, number]
  width: number
  height: number
  svg: { current: SVGSVGElement | null }
  /**
   * Keeps the view still until the returned release is called. A pointer drag holds it: a view
   * that zoomed to follow the content would move the world under the pointer.
   */
  hold: () => () => void
}

const StageContext = createContext<StageTransform | null>(null)

/** The enclosing Stage's transform. Every kit shape calls this. */
export function useStage(): StageTransform {
  const stage = useContext(StageContext)
  if (!stage) throw new Error('kit shapes must be drawn inside a <Stage>')
  return stage
}

export interface StageProps {
  /** the visible model range of x, left to right */
  x: readonly [number, number]
  /** the visible model range of y, bottom to top */
  y: readonly [number, number]
  /** accessible name of the figure: what it shows */
  label: string
  /** grid lines at the axis ticks */
  grid?: boolean
  /** x and y axes through the origin (or the nearest edge) with tick labels */
  axes?: boolean
  /** approximate number of ticks across the wider axis (fewer where their labels would run together) */
  ticks?: number
  /**
   * What must stay in view (balls, arrow heads), in model units. A narrow stage (a phone) zooms to
   * it within the ranges x and y (see fitView.ts); a wide one always shows x and y whole.
   */
  fit?: ContentBox
  /** zoom to `fit` at every width, not only on a narrow stage: the idea fills a laptop's stage too */
  fitWide?: boolean
  /**
   * x and y are the reader's zoom and pan, followed through a drag too (a pinch begun with one
   * finger already dragging on the stage shows as it goes): no drag holds the view
   */
  zoomable?: boolean
  children?: ReactNode
}

// Width used before the first measurement (and in jsdom, which has no layout).
const FALLBACK_WIDTH = 640
/**
 * The tallest a stage is drawn (CSS px): a square figure across a laptop's column would be taller
 * than the screen, and its read-outs and controls would fall below it. A stage that would be
 * taller is drawn narrower, centred in its column.
 */
export const MAX_STAGE_HEIGHT_PX = 540
/** Below this stage width (CSS px) the axes carry proportionally fewer ticks. */
const NARROW_PX = 600

export function Stage({
  x,
  y,
  label,
  grid = false,
  axes = false,
  ticks = 10,
  fit,
  fitWide = false,
  zoomable = false,
  children,
}: StageProps) {
  const box = useRef<HTMLDivElement>(null)
  const svg = useRef<SVGSVGElement>(null)
  const [columnWidth, setWidth] = useState(FALLBACK_WIDTH)
  const width = Math.min(columnWidth, Math.floor((MAX_STAGE_HEIGHT_PX * (x[1] - x[0])) / (y[1] - y[0])))
  const titleId = useId()
  const description = useMasked(label)
  const [held, setHeld] = useState<ViewRange | null>(null)
  const [board] = useState(() => new LabelBoard())
  const view = (zoomable ? null : held) ?? fitView({ x, y }, fit, width, fitWide)
  const shown = useRef(view)
  useLayoutEffect(() => {
    shown.current = view
  })
  const hold = useCallback(() => {
    setHeld(shown.current)
    return () => setHeld(null)
  }, [])

  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => {
      const w = Math.round(el.clientWidth)
      if (w > 0) setWidth(w)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const [x0, x1] = view.x
  const [y0, y1] = view.y
  const spanX = x[1] - x[0]
  const spanY = y[1] - y[0]
  const transform = useMemo<StageTransform>(() => {
    const height = Math.round((width * (y1 - y0)) / (x1 - x0))
    const sx = linearScale([x0, x1], [0, width])
    const sy = linearScale([y0, y1], [height, 0])
    const unit = width / (x1 - x0)
    return {
      sx,
      sy,
      toModel: (px, py) => ({ x: sx.invert(px), y: sy.invert(py) }),
      len: (d) => d * unit,
      span: { x: spanX, y: spanY },
      x: [x0, x1],
      y: [y0, y1],
      width,
      height,
      svg,
      hold,
    }
  }, [width, x0, x1, y0, y1, spanX, spanY, hold])

  // Fewer ticks on a phone's narrow stage, so their labels keep apart.
  const tickCount = width < NARROW_PX ? Math.max(4, Math.round((ticks * width) / NARROW_PX)) : ticks
  const tickValues = useMemo(
    () => axisTicks([x0, x1], [y0, y1], tickCount, width / (x1 - x0)),
    [x0, x1, y0, y1, tickCount, width],
  )
  // After each render that is not a pointer drag (which holds the view), and once fonts have
  // settled: a drag's moves are spared the measuring, and its release redraws.
  useLayoutEffect(() => {
    const el = svg.current
    if (held || !axes || !el || typeof requestAnimationFrame === 'undefined') return
    hideCrowdedTicks(el)
    // Again in the next frame, and whenever a label moves after measuring itself or making way
    // for another (labelBoard.ts), which re-renders that label but not the stage.
    let frame = requestAnimationFrame(() => hideCrowdedTicks(el))
    board.onMove = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => hideCrowdedTicks(el))
    }
    return () => {
      board.onMove = null
      cancelAnimationFrame(frame)
    }
  })
  return (
    <div ref={box} className="rk-stage">
      {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; "group" keeps the handles inside it reachable, where role="img" would hide them */}
      <svg
        ref={svg}
        role="group"
        aria-labelledby={titleId}
        width={transform.width}
        height={transform.height}
        viewBox={`0 0 ${transform.width} ${transform.height}`}
      >
        <title id={titleId}>{description}</title>
        <StageContext.Provider value={transform}>
          {grid && <Grid ticks={tickValues} />}
          {axes && <Axes ticks={tickValues} />}
          <LabelBoardContext.Provider value={board}>{children}</LabelBoardContext.Provider>
        </StageContext.Provider>
      </svg>
    </div>
  )
}

interface Ticks {
  x: number[]
  y: number[]
}

/** A tick's label: a true minus sign. */
const tickLabel = (t: number) => (t < 0 ? `\u2212${-t}` : String(t))

/** An axis's tick label: about 8 px a character (11 px type; the minus sign is widest), and a gap to the next. */
const TICK_CHAR_PX = 8
const TICK_GAP_PX = 10
/** The least room between two y ticks (px): a line of their type. */
const TICK_LINE_PX = 16

/**
 * The tick values of both axes, about `count` across the wider one, by d3's rule (scale.ts), at
 * most as many as leave each x label `pxPerUnit` (the stage's pixels per model unit) room beside
 * its neighbours: a view grown to hundreds of units keeps its labels apart. Both axes take the
 * same step, a nice one (1, 2 or 5 times a power of ten), so the grid is square.
 */
export function axisTicks(
  x: readonly [number, number],
  y: readonly [number, number],
  count: number,
  pxPerUnit: number,
): Ticks {
  const span = Math.max(x[1] - x[0], y[1] - y[0])
  const along = ([lo, hi]: readonly [number, number], step: number) => d3Ticks(lo, hi, (hi - lo) / step)
  const room = (t: number[]) =>
    Math.max(TICK_LINE_PX, TICK_GAP_PX + TICK_CHAR_PX * Math.max(...t.map((v) => tickLabel(v).length)))
  const xs = fitTicks(
    (n) => along(x, span / n),
    count,
    (v) => v * pxPerUnit,
    room,
  )
  // y asks for x's round step as its raw step, which d3 keeps as it is.
  const step = xs.length > 1 ? xs[1]! - xs[0]! : span / count
  return { x: xs, y: along(y, step) }
}

// Grid and axes depend only on the transform (a context) and the tick step: a drag leaves them alone.
const Grid = memo(function Grid({ ticks }: { ticks: Ticks }) {
  const s = useStage()
  return (
    <g className="rk-grid" aria-hidden>
      {ticks.x.map((t) => (
        <line key={`x${t}`} x1={s.sx(t)} x2={s.sx(t)} y1={0} y2={s.height} />
      ))}
      {ticks.y.map((t) => (
        <line key={`y${t}`} y1={s.sy(t)} y2={s.sy(t)} x1={0} x2={s.width} />
      ))}
    </g>
  )
})

const Axes = memo(function Axes({ ticks }: { ticks: Ticks }) {
  const s = useStage()
  const clampTo = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v))
  const ax = s.sy(clampTo(0, s.y))
  const ay = s.sx(clampTo(0, s.x))
  // Tick labels sit inside the stage so they never clip at its edges.
  const labelBelow = ax < s.height - 18
  return (
    <g className="rk-axes" aria-hidden>
      <line x1={0} x2={s.width} y1={ax} y2={ax} />
      <line y1={0} y2={s.height} x1={ay} x2={ay} />
      {ticks.x
        .filter((t) => t !== 0 && s.sx(t) > 8 && s.sx(t) < s.width - 8)
        .map((t) => (
          <text key={`x${t}`} x={s.sx(t)} y={labelBelow ? ax + 14 : ax - 5} textAnchor="middle">
            {tickLabel(t)}
          </text>
        ))}
      {ticks.y
        .filter((t) => t !== 0 && s.sy(t) > 8 && s.sy(t) < s.height - 8)
        .map((t) => (
          <text key={`y${t}`} x={ay + 5} y={s.sy(t) + 4}>
            {tickLabel(t)}
          </text>
        ))}
    </g>
  )
})
