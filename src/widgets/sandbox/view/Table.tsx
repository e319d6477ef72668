// The table on the stage: its outline, the pointer target under the balls, the balls' canvas, the
// overlays the reader switched on, the selected ball's start with its handle, its velocity arrow
// (at the start, or where the ball is while the run stands paused mid-way), and the walls with
// their handles.
import { useMemo, useRef } from 'react'
import type { Vec2 } from '../../../core'
import {
  formatCount,
  Arrow,
  Ball,
  BoxOutline,
  Dot,
  Handle,
  Stage,
  StageClip,
  formatNumber,
  formatPoint,
  useStage,
} from '../../../kit'
import { LEADER_PX, comLabelPlaces } from './comLabel'
import type { Engine } from '../engine/useEngine'
import { SCENE_NAMES, type SceneId } from '../meta'
import type { useEditing } from '../setup/useEditing'
import type { Setup } from '../setup/setup'
import { BallCanvas } from './BallCanvas'
import { BondBars } from './BondBars'
import { ChosenMarks } from './ChosenMarks'
import { PhysicsOverlay } from './PhysicsOverlay'
import { TableClip } from './TableClip'
import { TableInput, type Tool } from './TableInput'
import type { Views } from './views'
import { useTableZoom } from './useTableZoom'
import { WallLayer } from './WallLayer'

/** The stage's accessible name: the scene and its set-up in words. */
function describe(scene: SceneId, setup: Setup): string {
  const { min, max } = setup.box
  const walls = setup.walls.length
  const ball1 = setup.balls[0]!
  return (
    `${SCENE_NAMES[scene]}: ${formatCount(setup.balls.length, 'ball')} on a ${formatNumber(max.x - min.x, 0)} by ${formatNumber(max.y - min.y, 0)} table` +
    `${walls ? ` with ${formatCount(walls, 'wall')}` : ''}, ${setup.border ? 'a reflecting border' : 'no border'}, restitution ${formatNumber(setup.restitution, 2)}. ` +
    `Ball 1 (blue) starts at ${formatPoint(ball1.p)} with velocity ${formatPoint(ball1.v)}.`
  )
}

/**
 * The stage's x and y: the table and a margin of a 40th of its width around it, room for a
 * handle's ring at the edge (a wider one, a unit on the smaller tables, stood as an empty band
 * of over 50 px above and below the table on a laptop).
 */
export function stageRanges({ min, max }: Setup['box']): [[number, number], [number, number]] {
  const margin = (max.x - min.x) / 40
  return [
    [min.x - margin, max.x + margin],
    [min.y - margin, max.y + margin],
  ]
}

/**
 * The start's label below it: the centre of mass, often near ball 1's start, puts its own label
 * beside and above its dot (on a phone's small table the two ran together).
 */
const START_LABEL = { dx: 0, dy: 24 }

interface Props {
  scene: SceneId
  setup: Setup
  setupNow: { readonly current: Setup }
  ranges: [[number, number], [number, number]]
  engine: Engine
  radii: Float64Array
  masses: Float64Array
  views: Views
  tool: Tool
  /** seconds of motion a velocity arrow's length stands for */
  arrowTime: number
  selected: number
  act: ReturnType<typeof useEditing>['act']
  /** the balls plotted over time, ringed in their plot's colours */
  plotted: readonly number[]
  /** whether the velocity arrows can be dragged (the run paused) */
  aimable: boolean
  /** paused mid-run: the set-up of the instant, whose arrows are aimed (a new set-up from there); null otherwise */
  instant: Setup | null
  /** what the last drag of an arrow refused */
  message: string | null
}

export function Table({
  scene,
  setup,
  setupNow,
  ranges,
  engine,
  radii,
  masses,
  views,
  tool,
  arrowTime,
  selected,
  act,
  plotted,
  aimable,
  instant,
  message,
}: Props) {
  const { min, max } = setup.box
  const { report } = engine
  const chosen = setup.balls[selected]!
  // The arrow aimed: the start's, or the instant's while paused mid-run.
  const aimed = (instant ?? setup).balls[selected]!
  const aimedNow = useRef(instant ?? setup)
  aimedNow.current = instant ?? setup
  const tip = { x: aimed.p.x + aimed.v.x * arrowTime, y: aimed.p.y + aimed.v.y * arrowTime }
  // Ball 1's start and velocity are the chapter's x₁ and v (presentation lights them).
  const startDraws = selected === 0 ? 'x1 start-x start-y' : undefined
  const { com, comV } = report
  const zoom = useTableZoom(ranges)
  const zoomed = zoom.zoom > 1
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: + − 0 reach it from the handles inside, which take the focus
    <div
      ref={zoom.ref}
      className={`sandbox-zoom${zoomed ? ' sandbox-zoomed' : ''}`}
      onKeyDown={zoom.onKeyDown}
      data-zoom={zoom.zoom}
    >
      <Stage
        x={zoom.view[0]}
        y={zoom.view[1]}
        label={describe(scene, setup)}
        grid={views.grid}
        axes={views.grid}
        zoomable
      >
        {/* A phone's zoomed view cuts the table at the stage's edge rather than over the controls. */}
        <StageClip>
          <BoxOutline min={min} max={max} dashed={!setup.border} />
        </StageClip>
        <TableInput
          setup={setupNow}
          aimed={aimedNow}
          box={setup.box}
          tool={tool}
          onGrab={act.grab}
          onDrop={act.drop}
          onDragBall={act.dragBall}
          onAddBall={act.addBallAt}
          onWall={act.drawWall}
          aimTime={aimable && views.velocity ? arrowTime : null}
          onAim={act.aimAny}
        />
        <BallCanvas
          box={setup.box}
          radii={radii}
          draw={engine.draw}
          latest={engine.latest}
          paths={views.paths}
        />
        {setup.stick && <BondBars listen={engine.listen} latest={engine.latest} />}
        {(views.velocity || views.momentum || views.impulses) && (
          <PhysicsOverlay
            box={setup.box}
            masses={masses}
            radii={radii}
            arrowTime={arrowTime}
            velocity={views.velocity}
            momentum={views.momentum}
            impulses={views.impulses}
            heads={aimable}
            listen={engine.listen}
            latest={engine.latest}
          />
        )}
        {plotted.length > 0 && (
          <ChosenMarks balls={plotted} radii={radii} listen={engine.listen} latest={engine.latest} />
        )}
        {report.frame > 0 ? (
          <Ball
            center={chosen.p}
            r={chosen.r}
            tone="a"
            ghost
            label="start"
            labelOffset={START_LABEL}
            quantity={startDraws}
          />
        ) : (
          <Ball center={chosen.p} r={chosen.r} tone="a" label={String(selected + 1)} quantity={startDraws} />
        )}
        {views.com && com && comV && (
          <TableClip box={setup.box}>
            <Arrow
              tail={com}
              tip={{ x: com.x + comV.x * arrowTime, y: com.y + comV.y * arrowTime }}
              tone="c"
              dashed
            />
          </TableClip>
        )}
        {views.com && com && (
          <CentreOfMass at={com} state={report.state} radii={radii} handles={[chosen.p, tip]} />
        )}
        <Handle label={`Ball ${selected + 1}`} at={chosen.p} tone="a" onMove={act.moveSelected} />
        <Arrow
          tail={aimed.p}
          tip={tip}
          tone="a"
          label={`Velocity of ball ${selected + 1}`}
          says={`${formatPoint(aimed.v)} m/s ${instant ? `at t = ${formatNumber(report.time, 3)} s (moved: a new set-up from there)` : 'at the start'}`}
          onMove={act.aim}
          quantity={selected === 0 ? 'v start-vx start-vy' : undefined}
        />
        <WallLayer
          walls={setup.walls}
          onMoveCorner={act.moveCorner}
          onMoveLoop={act.moveLoop}
          onScaleLoop={act.scaleLoop}
        />
      </Stage>
      <div className="sandbox-zoom-bar">
        <button type="button" className="rk-button" onClick={zoom.act.zoomIn} disabled={zoom.atMost}>
          Zoom in
        </button>
        <button type="button" className="rk-button" onClick={zoom.act.zoomOut} disabled={!zoomed}>
          Zoom out
        </button>
        <button type="button" className="rk-button" onClick={zoom.act.reset} disabled={!zoomed}>
          Reset view
        </button>
        <span className="sandbox-legend">
          {zoomed ? `Zoomed ${formatNumber(zoom.zoom, 1)}×. ` : ''}Ctrl + wheel or two fingers zoom, Shift +
          drag pans; + − 0 on the table too.
          {aimable && views.velocity
            ? ` Drag any arrow’s head to set its ball’s velocity${instant ? ' here (a new set-up)' : ''} (Alt: not rounded).`
            : ''}
        </span>
      </div>
      <p role="status" className="sandbox-edit-status">
        {message}
      </p>
    </div>
  )
}

/** The centre of mass's label's size, about (px): the balls it could cross are looked at. */
const COM_LABEL_SIZE = { width: 110, height: 16 }

/**
 * The centre of mass as a dot, its label clear of the balls around it (comLabel.ts) and off the
 * `handles`' focus rings; a label set away from the dot (deep in the pool rack) has a leader line
 * from the dot to the near edge of its words.
 */
function CentreOfMass({
  at,
  state,
  radii,
  handles,
}: {
  at: Vec2
  state: Float64Array
  radii: Float64Array
  handles: readonly Vec2[]
}) {
  const px = useStage().len(1)
  const places = useMemo(() => comLabelPlaces(at, state, radii, px, COM_LABEL_SIZE), [at, state, radii, px])
  return <Dot at={at} tone="c" label="centre of mass" places={places} avoid={handles} leader={LEADER_PX} />
}
