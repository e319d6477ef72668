// @vitest-environment jsdom
// The figures' own sentences read right in the states where a value has no number: a read-out
// with none is left out of the sentence (published, unseen), and the words say what the figure
// shows instead of "t = none", "(none, none)" or "n = no contact to catch". Each figure is opened
// by a link to such a state, as a reader's pasted link would.
import { act, cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WidgetHostContext } from '../kit/host'
import BallVsWallWidget from './ball-vs-wall/BallVsWallWidget'
import BallVsSphereWidget from './ball-vs-sphere/BallVsSphereWidget'
import CollisionAngleWidget from './collision-angle/CollisionAngleWidget'
import ExchangeWidget from './exchange-1d/ExchangeWidget'
import FlatTriangleWidget from './flat-triangle/FlatTriangleWidget'
import RelativeMotionWidget from './relative-motion/RelativeMotionWidget'
import SegmentIntersectionWidget from './segment-intersection/SegmentIntersectionWidget'
import SweptBoxesWidget from './swept-boxes/SweptBoxesWidget'
import TimeOfImpactWidget from './time-of-impact/TimeOfImpactWidget'
import TimeReversalWidget from './time-reversal/TimeReversalWidget'
import TunnellingWidget from './tunnelling/TunnellingWidget'

afterEach(() => {
  vi.runOnlyPendingTimers()
  cleanup()
  vi.useRealTimers()
})

/** The text a reader sees in `selector`, folded panels opened: what a `hidden` element holds is left out. */
async function seen(Widget: ComponentType, hash: string, selector: string): Promise<string> {
  vi.useFakeTimers()
  window.history.replaceState(null, '', `/embed.html${hash}`)
  const { container } = render(
    <WidgetHostContext.Provider value={{ mode: 'embed', headingLevel: 1 }}>
      <Widget />
    </WidgetHostContext.Provider>,
  )
  // A folded panel (kit/Fold) draws its sentences only once open, as a reader would open it.
  await act(async () => {
    for (const d of container.querySelectorAll('details')) d.open = true
  })
  return [...container.querySelectorAll(selector)]
    .map((el) => {
      const copy = el.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove()
      return copy.textContent ?? ''
    })
    .join(' ')
    .replace(/\s+/g, ' ')
}

/** A missing value where a sentence wants a number. */
const BROKEN =
  /= none(?!:)|\bnone: |\bnever: |nowhere: |not measured|not enough points|no time run|\(none|none[,)]|= no |= of length|no answer/

describe('a figure’s sentence where a value has no number', () => {
  it.each([
    [
      'tunnelling, B off A’s path',
      TunnellingWidget,
      '#B=0.5,2.9&rA=0.5&rB=0.5',
      '.tn-substeps p',
      [
        'missed; no picture overlaps B.',
        'passes 2.900 from B’s centre, farther than rA + rB: it never comes that close. There is no contact in this frame to catch.',
      ],
    ],
    [
      'tunnelling, A at rest on B',
      TunnellingWidget,
      '#dA=0,0&B=-4.5,0.5',
      '.tn-substeps p',
      [
        'the first picture that overlaps B is at t = 0.000.',
        'A does not move, so it has no path that could pass B. The balls overlap the whole frame: sure from n = 1; the fewest sub-steps that catch this hit: n = 1.',
      ],
    ],
    [
      'tunnelling, the swept test on a miss',
      TunnellingWidget,
      '#B=0.5,2.9&rA=0.5&rB=0.5',
      '.fig-test p',
      ['no first contact: their paths never bring them within rA + rB'],
    ],
    [
      'swept-boxes, the exact test on balls that move alike',
      SweptBoxesWidget,
      '#dA=0,0&dB=0,0',
      '.fig-verdict p',
      ['no first contact: they move alike, so the gap between them never changes.'],
    ],
    [
      'time-of-impact, the derivation on a miss',
      TimeOfImpactWidget,
      '#B=5,5',
      '.toi-verdict',
      ['No first contact: no real roots'],
    ],
    [
      'time-reversal, before its first run',
      TimeReversalWidget,
      '#T=20',
      '.xp-read',
      [
        'run forward and back for times up to T = 20.0. Nothing is measured yet: run it, and the figure plots how far the disks land from their starts.',
      ],
    ],
    [
      'relative-motion, a miss',
      RelativeMotionWidget,
      '#dp=-3,3&w=-2,0',
      '.rm-readout',
      [
        'Closest approach 3.000 at t = −1.500 against R = 2.00. The line passes outside the circle: no t₁, t₂ or chord.',
      ],
    ],
    [
      'relative-motion, B still as seen from A',
      RelativeMotionWidget,
      '#w=0,0',
      '.rm-readout',
      ['B does not move as seen from A (w = 0): no line, so no closest approach.'],
    ],
    [
      'collision-angle, A at rest',
      CollisionAngleWidget,
      '#v=0,0',
      '.ca-route p',
      ['cos α = 0/0 (v = 0, so −2vR = 0): no angle.', 'No α: A is at rest, so its velocity has no direction'],
    ],
    [
      'segment-intersection, parallel',
      SegmentIntersectionWidget,
      '#p0=0,0&p1=4,0&p2=0,2&p3=4,2',
      '.si-readout',
      ['det M = 0.000: no single crossing, so no s, t or point to give.'],
    ],
    [
      'ball-vs-wall, a miss',
      BallVsWallWidget,
      '#p=-5,3&d=0,1',
      '.fig-verdict, .fig-test p',
      ['First contact: none. The ball does not touch the wall during this frame.'],
    ],
    [
      'exchange-1d, ball 2 a wall: its energy lost',
      ExchangeWidget,
      '#m2=inf',
      '.x1-velocities p',
      ['Kinetic energy lost: not counted, as the wall’s energy is left out.'],
    ],
    [
      'flat-triangle, a side of length 0',
      FlatTriangleWidget,
      '#v=0,0',
      '.ft-readout, .ft-routes',
      ['has no value: a side has length 0.', 'acos, as printed: no α: a side has length 0.'],
    ],
    [
      'ball-vs-sphere, a miss',
      BallVsSphereWidget,
      '#toward=-4,-4,0',
      '.bvs-verdict',
      [
        'moving away: the closest approach is behind the start (ℓ* ≤ 0): the ball is moving away from the sphere.',
      ],
    ],
    [
      'ball-vs-sphere, the steps on a path that passes outside',
      BallVsSphereWidget,
      '#toward=4,0,4',
      '.bvs-steps',
      ['has no real value here, as h > R: the path passes outside the grown sphere.'],
    ],
    [
      'exchange-1d, ball 2 a wall',
      ExchangeWidget,
      '#m2=inf',
      'details p',
      [
        'As printed, the formula gives no v₁ and no v₂: with an infinitely heavy ball it divides infinity by infinity.',
        'Source 002’s elastic P = 2(u₁ − u₂)/(m₁ + m₂) has no use here: with an infinitely heavy ball P is 0, and the change it makes to each velocity, P times the other ball’s mass, is 0 × ∞.',
      ],
    ],
  ] as const)('%s', async (_, Widget, hash, selector, says) => {
    const text = await seen(Widget, hash, selector)
    for (const sentence of says) expect(text).toContain(sentence)
    expect(text).not.toMatch(BROKEN)
  })
})
