// A small complete widget used by the kit's own component tests (and shown in README.md):
// one ball with a draggable centre and velocity, the distance it travels, a live formula.
import type { Schema, WidgetMeta } from '../contract'
import { Arrow } from '../Arrow'
import { Ball } from '../Ball'
import { Handle } from '../Handle'
import { Output } from '../Output'
import { Slider } from '../Slider'
import { Stage } from '../Stage'
import { Tex } from '../Tex'
import { useWidgetState } from '../useWidgetState'
import { WidgetFrame } from '../WidgetFrame'

const schema = {
  A: {
    kind: 'vec2',
    label: 'Ball centre',
    default: { x: 0, y: 0 },
    min: { x: -5, y: -3 },
    max: { x: 5, y: 3 },
  },
  dA: {
    kind: 'vec2',
    label: 'Displacement',
    default: { x: 3, y: 1 },
    min: { x: -10, y: -6 },
    max: { x: 10, y: 6 },
  },
  r: { kind: 'number', label: 'Radius', default: 1, min: 0.2, max: 2, step: 0.05 },
} satisfies Schema

const meta: WidgetMeta<typeof schema> = {
  id: 'kit-demo',
  title: 'One moving ball',
  chapter: 0,
  description: 'A ball and its displacement over one frame.',
  schema,
}

function model(s: { dA: { x: number; y: number } }) {
  return { distance: Math.hypot(s.dA.x, s.dA.y) }
}

export default function DemoWidget() {
  const w = useWidgetState(meta)
  const { A, dA, r } = w.state
  const tip = { x: A.x + dA.x, y: A.y + dA.y }
  const { distance } = model(w.state)
  return (
    <WidgetFrame widget={w}>
      <Stage x={[-6, 6]} y={[-4, 4]} label="A ball and the path of its centre over one frame" grid axes>
        <Ball center={A} r={r} tone="a" label="A" />
        <Ball center={tip} r={r} tone="a" ghost />
        <Handle label="Ball A" at={A} tone="a" onMove={(p) => w.set({ A: p })} />
        <Arrow
          tail={A}
          tip={tip}
          tone="a"
          label="Displacement of A"
          onMove={(p) => w.set({ dA: { x: p.x - A.x, y: p.y - A.y } })}
        />
      </Stage>
      <Tex tex="\lVert d \rVert = \slot{distance}" values={{ distance }} />
      <p>
        Distance travelled: <Output q="distance" value={distance} />
      </p>
      <Slider widget={w} field="r" />
    </WidgetFrame>
  )
}
