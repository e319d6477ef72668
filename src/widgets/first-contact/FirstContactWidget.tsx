// The book's opening figure (chapter 0): three balls and their paths over one frame. Drag a ball
// or an arrow head and the figure marks which pair touches first, when, and where.
import { useMemo } from 'react'
import type { ContactCase } from '../../core'
import { Ball, Output, Stage, WidgetFrame, formatNumber, formatPoint, useWidgetState } from '../../kit'
import { ContactMark } from '../common/ContactMark'
import { FrameGrips } from '../common/FrameGrips'
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { type BallName, balls, meta, world } from './meta'
import {
  type FirstContact,
  type FirstContactState,
  clampState,
  endOf,
  firstContact,
  moveArrowHead,
  moveBall,
  pairName,
  contentOf,
} from './model'
import './first-contact.css'

const STAGE = stageAround(world, 1)
const MOVES = Object.fromEntries(
  balls.flatMap(({ name }) => [
    [`start${name}`, (s: FirstContactState, to: { x: number; y: number }) => moveBall(s, name, to)],
    [`end${name}`, (s: FirstContactState, to: { x: number; y: number }) => moveArrowHead(s, name, to)],
  ]),
) as Record<
  `${'start' | 'end'}${BallName}`,
  (s: FirstContactState, to: { x: number; y: number }) => FirstContactState
>

const CASE_WORDS: Record<ContactCase, string> = {
  hit: 'touch during this frame',
  'after-frame': 'would touch, but only after this frame',
  miss: 'never come close enough',
  receding: 'are moving apart',
  overlapping: 'overlap already',
  'same-motion': 'move alike: the gap never changes',
}

function describe(s: FirstContactState, f: FirstContact): string {
  const paths = balls.map(
    (b) => `ball ${b.name} from ${formatPoint(s[b.name])} to ${formatPoint(endOf(s, b.name))}`,
  )
  const first =
    f.first && f.contact
      ? `First contact: ${pairName(f.first)} at t = ${formatNumber(f.first.t ?? 0, 2)}, at ${formatPoint(f.contact)}.`
      : 'No two balls touch during this frame.'
  return `Three balls move over one frame: ${paths.join(', ')}. ${first}`
}

export default function FirstContactWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const f = useMemo(() => firstContact(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, f)} fit={contentOf(s)} grid axes>
        {balls.map((b) => (
          <Ball key={`end${b.name}`} center={endOf(s, b.name)} r={b.r} tone={b.tone} ghost />
        ))}
        {f.at &&
          balls.map((b) => (
            <g
              key={`at${b.name}`}
              className={f.first?.first === b.name || f.first?.second === b.name ? 'fc-meet' : 'fc-then'}
            >
              <Ball center={f.at![b.name]} r={b.r} tone={b.tone} quantity="t" />
            </g>
          ))}
        {balls.map((b) => (
          <Ball key={b.name} center={s[b.name]} r={b.r} tone={b.tone} label={b.name} />
        ))}
        {f.contact && (
          <g data-draws="contact">
            <ContactMark at={f.contact} />
          </g>
        )}
        <FrameGrips
          balls={balls.map((b) => ({
            name: b.name,
            tone: b.tone,
            start: s[b.name],
            end: endOf(s, b.name),
            moveStart: move[`start${b.name}`],
            moveEnd: move[`end${b.name}`],
          }))}
        />
      </Stage>
      <p className="fc-verdict">
        First to touch:{' '}
        <Output q="first" value={f.first ? pairName(f.first) : 'no pair'} label="first pair to touch" />
        {', at '}
        <Output
          q="t"
          value={f.first?.t}
          reason="no time: nothing touches this frame"
          digits={2}
          label="time of first contact"
        />{' '}
        of the frame (0 its start, 1 its end), at{' '}
        <Output
          q="contact"
          value={f.contact ? formatPoint(f.contact) : null}
          reason="no point"
          label="contact point"
        />
        .
      </p>
      <ul className="fc-pairs">
        {f.pairs.map((p) => (
          <li key={p.pair}>
            {pairName(p)}: <Output q={p.pair} value={p.case} label={`${pairName(p)}, case`} /> (they{' '}
            {CASE_WORDS[p.case]}); closest gap between their surfaces in this frame{' '}
            <Output q={`gap${p.pair}`} value={p.closest} digits={2} label={`${pairName(p)}, closest gap`} />
            {p.closest < 0 && ' (below zero: they overlap)'}
          </li>
        ))}
      </ul>
    </WidgetFrame>
  )
}
