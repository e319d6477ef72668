// The kit README's complete widget ("A complete widget": one-ball), its meta.ts, model.ts and
// OneBallWidget.tsx in one file, used by the kit's own component tests. It is the one source of the
// README's example: readmeExample.test.ts checks that each README block, but for its import lines,
// appears here as written, and that each of its imports names what this file imports (tsc checks
// this file like any other).
import { type Vec2, length } from '../../core'
import { Arrow, Ball, Handle, Output, Slider, Stage, Tex, WidgetFrame, useWidgetState } from '..'
import type { Schema, WidgetMeta } from '../contract'

// meta.ts
export const schema = {
  A: {
    kind: 'vec2',
    label: 'Ball A centre',
    default: { x: 0, y: 0 },
    min: { x: -5, y: -3 },
    max: { x: 5, y: 3 },
  },
  dA: {
    kind: 'vec2',
    label: 'Displacement of A',
    default: { x: 3, y: 1 },
    min: { x: -10, y: -6 },
    max: { x: 10, y: 6 },
  },
  r: { kind: 'number', label: 'Radius', default: 1, min: 0.2, max: 2, step: 0.05 },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'one-ball',
  title: 'One moving ball',
  chapter: 1,
  description: 'A ball and its displacement over one frame.',
  schema,
}

// model.ts
export function model(s: { dA: Vec2 }) {
  return { distance: length(s.dA) }
}

// OneBallWidget.tsx
export default function OneBallWidget() {
  const w = useWidgetState(meta) // state from the URL, clamped to the schema (add your model's rule as a second argument)
  const { A, dA, r } = w.state
  const tip = { x: A.x + dA.x, y: A.y + dA.y }
  const { distance } = model(w.state)
  return (
    <WidgetFrame widget={w}>
      <Stage x={[-6, 6]} y={[-4, 4]} label="A ball and the path of its centre over one frame" grid axes>
        <Ball center={A} r={r} tone="a" label="A" />
        <Ball center={tip} r={r} tone="a" ghost />
        {/* the first handle in the DOM is the one `npm run bench -- browser` drags: make it the main one */}
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
