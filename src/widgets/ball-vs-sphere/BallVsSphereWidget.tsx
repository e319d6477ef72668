// Chapter 9's figure: a ball moving through space toward a sphere at rest, seen by a camera the
// reader turns. The scene is projected and depth-sorted by the model; this file only draws.
import { memo, useCallback, useId, useMemo } from 'react'
import type { Vec2, Vec3 } from '../../core'
import {
  Arrow,
  Dot,
  Label,
  Output,
  Polyline,
  Slider,
  Stage,
  StageClip,
  WidgetFrame,
  aroundPoint,
  formatNumber,
  useStage,
  useWidgetState,
} from '../../kit'
import { ErrataPanel } from './ErrataPanel'
import { Inset } from './Inset'
import { OrbitKeys, OrbitSurface } from './OrbitPad'
import { PointHandle } from './PointHandle'
import { SceneItems, Shades } from './SceneItems'
import { Steps } from './Steps'
import { meta } from './meta'
import {
  type PointKey,
  PRESETS,
  type SphereState,
  type Solution,
  along,
  camera,
  clampState,
  contentBox,
  cubeEdges,
  errata,
  floorOf,
  moveInDepth,
  moveInPlane,
  orbit,
  project,
  scene,
  solve,
} from './model'
import { SAYS, point3 } from './words'
import './ball-vs-sphere.css'

/** The stage's half-width and half-height at zoom 1: the cube's corners and a sphere beside them. */
const HALF = { x: 14, y: 11 }
/** Why the distance and frames have no value, as prose quotes them. */
const NO_HIT = 'none, as the ball does not hit the sphere'

function describe(s: SphereState, sol: Solution): string {
  return (
    `A ball of radius ${formatNumber(s.br, 2)} starts at ${point3(s.start)} and moves toward ${point3(s.toward)}; ` +
    `a sphere of radius ${formatNumber(s.sr, 2)} is at rest at ${point3(s.center)}. ` +
    `Verdict: ${SAYS[sol.reason]}`
  )
}

/** h's name beside the foot of the perpendicular: below and right first, else where it keeps off the other names. */
const BESIDE_FOOT = [...aroundPoint(8, 14).slice(2), ...aroundPoint(8, 14).slice(0, 2)]

/** The annotations drawn over the solids: the drop lines to the floor, the closest approach, the roots, the vectors. */
function Annotations({ s, sol }: { s: SphereState; sol: Solution }) {
  const cam = camera(s.yaw, s.pitch)
  const at = (p: Vec3): Vec2 => project(cam, p)
  const stage = useStage()
  const hit = sol.hit
  return (
    <g className="bvs-annotations">
      <g className="bvs-drops">
        {[s.start, s.center, s.toward].map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed points
          <Polyline key={i} points={[at(p), at(floorOf(p))]} tone="neutral" dashed />
        ))}
      </g>
      <Label at={at(s.start)} dx={12} dy={22} tone="a">
        start
      </Label>
      <Label at={at(s.toward)} dx={12} dy={-12}>
        toward
      </Label>
      <Label at={at(s.center)} dx={12} dy={22} tone="c">
        centre
      </Label>
      {sol.sStar > 0 && (
        <g className="bvs-closest">
          <Polyline points={[at(s.center), at(sol.foot)]} tone="d" dashed quantity="h" />
          <Label at={at(sol.foot)} places={BESIDE_FOOT} tone="d">
            h
          </Label>
        </g>
      )}
      {sol.roots?.map((r, i) =>
        r >= 0 ? (
          <Dot
            key={i === 0 ? 's1' : 's2'}
            at={at(along(s, sol, r))}
            tone="accent"
            hollow={i === 1}
            quantity={i === 0 ? 's1' : 's2'}
          />
        ) : null,
      )}
      {hit && (
        <>
          <Dot
            at={at(s.view === 'point' ? hit.center : hit.contact)}
            tone="b"
            label={stage.width > 480 ? 'contact' : undefined}
            quantity="contact"
          />
          <Arrow
            tail={at(hit.center)}
            tip={at(add(hit.center, sol.vNormal!))}
            tone="d"
            label="normal part of the velocity"
            quantity="v-normal"
          />
          <Arrow
            tail={at(hit.center)}
            tip={at(add(hit.center, sol.vParallel!))}
            tone="c"
            label="parallel part of the velocity"
            quantity="v-parallel"
          />
          <Arrow
            tail={at(hit.center)}
            tip={at(add(hit.center, hit.velocity))}
            tone="b"
            label="new velocity"
          />
        </>
      )}
    </g>
  )
}

const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z })

// One path for the twelve edges: an orbit rewrites one attribute, not forty-eight.
function Cube({ yaw, pitch }: { yaw: number; pitch: number }) {
  const { sx, sy } = useStage()
  const d = useMemo(
    () =>
      cubeEdges(camera(yaw, pitch))
        .map(([a, b]) => `M${sx(a.x)},${sy(a.y)}L${sx(b.x)},${sy(b.y)}`)
        .join(''),
    [yaw, pitch, sx, sy],
  )
  return <path className="bvs-cube" aria-hidden d={d} />
}

// Its own component: a drag elsewhere leaves the radios alone (React rewrites an input's name and
// type whenever it re-renders one).
const ViewChoice = memo(function ViewChoice({
  view,
  name,
  onView,
}: {
  view: SphereState['view']
  name: string
  onView: (view: SphereState['view']) => void
}) {
  return (
    <fieldset className="bvs-view">
      <legend>Show</legend>
      {(['ball', 'point'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={view === v} onChange={() => onView(v)} />{' '}
          {v === 'ball' ? 'the ball and the sphere' : 'a point and the sphere grown by the ball’s radius'}
        </label>
      ))}
    </fieldset>
  )
})

export default function BallVsSphereWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const set = widget.set
  const { start, toward, center, br, sr, speed } = s
  // The answer and the slips depend on the geometry only: turning the view recomputes neither.
  const geometry = useMemo(
    () => ({ start, toward, center, br, sr, speed }),
    [start, toward, center, br, sr, speed],
  )
  const sol = useMemo(() => solve(geometry), [geometry])
  const err = useMemo(() => errata(geometry, sol), [geometry, sol])
  const items = useMemo(() => scene(s, sol), [s, sol])
  const cam = camera(s.yaw, s.pitch)
  // Each point's projection kept while it and the view stay: the handles not dragged skip the move.
  const drawnAt = {
    start: useMemo(() => project(cam, s.start), [cam, s.start]),
    toward: useMemo(() => project(cam, s.toward), [cam, s.toward]),
    center: useMemo(() => project(cam, s.center), [cam, s.center]),
  }
  const id = useId()
  const shade = useMemo(() => ({ sphere: `${id}-sphere`, ball: `${id}-ball` }), [id])

  const onTurn = useCallback((dYaw: number, dPitch: number) => set((t) => orbit(t, dYaw, dPitch)), [set])
  const moves = useMemo(() => {
    const make = (key: PointKey) => ({
      plane: (to: Vec2) => set((t) => moveInPlane(clampState(t), key, to)),
      depth: (from: Vec3, by: number) => set((t) => moveInDepth(clampState(t), key, from, by)),
    })
    return { start: make('start'), toward: make('toward'), center: make('center') }
  }, [set])
  const onPreset = useCallback((k: keyof typeof PRESETS) => set(PRESETS[k].state), [set])
  const onView = useCallback((view: SphereState['view']) => set({ view }), [set])

  const range = {
    x: [-HALF.x / s.zoom, HALF.x / s.zoom] as [number, number],
    y: [-HALF.y / s.zoom, HALF.y / s.zoom] as [number, number],
  }
  const hit = sol.hit

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main bvs-figure">
        <Stage x={range.x} y={range.y} label={describe(s, sol)} fit={contentBox(s, sol)}>
          <Shades {...shade} />
          <OrbitSurface onTurn={onTurn} />
          {/* The cube's far corners may reach past the stage at some angles: keep them off the text. */}
          <StageClip>
            <Cube yaw={s.yaw} pitch={s.pitch} />
          </StageClip>
          <SceneItems items={items} shade={shade} />
          <Annotations s={s} sol={sol} />
          <PointHandle
            label="Ball’s centre at the start"
            point={s.start}
            at={drawnAt.start}
            tone="a"
            onPlane={moves.start.plane}
            onDepth={moves.start.depth}
          />
          <PointHandle
            label="Point the ball moves toward"
            point={s.toward}
            at={drawnAt.toward}
            tone="neutral"
            onPlane={moves.toward.plane}
            onDepth={moves.toward.depth}
          />
          <PointHandle
            label="Sphere’s centre"
            point={s.center}
            at={drawnAt.center}
            tone="c"
            onPlane={moves.center.plane}
            onDepth={moves.center.depth}
          />
        </Stage>
        <OrbitKeys yaw={s.yaw} pitch={s.pitch} onTurn={onTurn} />
        <ViewChoice view={s.view} name={`${id}-view`} onView={onView} />
      </div>
      <p className={`bvs-verdict rk-tone-${hit ? 'b' : 'neutral'}`}>
        <strong>
          <Output q="reason" value={sol.reason} label="verdict" />
        </strong>
        : {SAYS[sol.reason]}
        {/* Without a hit the verdict has said why; its distance and frames stay published, unseen. */}
        <span hidden={!hit}>
          {' '}
          Distance to the hit{' '}
          <Output q="distance" value={hit?.distance ?? null} reason={NO_HIT} label="distance" />, frames{' '}
          <Output q="frames" value={hit?.frames ?? null} reason={NO_HIT} label="frames" />.
        </span>
      </p>
      <details className="bvs-help rk-more">
        <summary>How to turn the view and move the points</summary>
        Drag the empty space to turn the view, or use the arrow keys on “Turn the view”. Drag a point to move
        it across the screen; hold Shift as you press to move it toward or away from you instead (Page Up and
        Page Down do the same from the keyboard). Dashed lines drop each point to the floor of the cube.
      </details>
      <div className="fig-radii">
        <Slider widget={widget} field="br" digits={2} />
        <Slider widget={widget} field="sr" digits={2} />
        <Slider widget={widget} field="speed" digits={1} />
        <Slider widget={widget} field="zoom" digits={1} />
      </div>
      <div className="bvs-columns">
        <Steps sol={sol} />
        <Inset sol={sol} speed={s.speed} />
      </div>
      <ErrataPanel err={err} sol={sol} onPreset={onPreset} />
    </WidgetFrame>
  )
}
