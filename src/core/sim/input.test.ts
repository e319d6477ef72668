import { describe, expect, it } from 'vitest'
import type { Vec2 } from '../vec2'
import type { Ball, WorldOptions } from './types'
import { createWorld } from './world'

const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})
const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
const build = (opts: Partial<WorldOptions>) => () => createWorld({ balls: [ball(5, 5)], ...opts })

describe('createWorld rejects bad input with a RangeError naming it', () => {
  it.each<[string, Partial<WorldOptions>, RegExp]>([
    ['NaN position', { balls: [ball(Number.NaN, 0)] }, /balls\[0\]\.p\.x/],
    [
      'infinite velocity',
      { balls: [ball(0, 0), ball(5, 0, 0, Number.POSITIVE_INFINITY)] },
      /balls\[1\]\.v\.y/,
    ],
    ['negative radius', { balls: [ball(0, 0, 0, 0, -1)] }, /balls\[0\]\.r/],
    ['zero radius', { balls: [ball(0, 0, 0, 0, 0)] }, /balls\[0\]\.r must be > 0/],
    ['infinite radius', { balls: [ball(0, 0, 0, 0, Number.POSITIVE_INFINITY)] }, /balls\[0\]\.r/],
    ['zero mass', { balls: [ball(0, 0, 0, 0, 1, 0)] }, /balls\[0\]\.m/],
    ['negative mass', { balls: [ball(0, 0, 0, 0, 1, -2)] }, /balls\[0\]\.m/],
    ['NaN mass', { balls: [ball(0, 0, 0, 0, 1, Number.NaN)] }, /balls\[0\]\.m/],
    ['a moving fixed ball', { balls: [ball(0, 0, 1, 0, 1, Number.POSITIVE_INFINITY)] }, /balls\[0\]\.v/],
    ['a ball that is not an object', { balls: [null as unknown as Ball] }, /balls\[0\]/],
    ['balls not an array', { balls: 3 as unknown as Ball[] }, /balls/],
    // biome-ignore lint/suspicious/noSparseArray: the hole is the bad input under test
    ['a hole in the balls', { balls: [ball(0, 0), , ball(5, 0)] as Ball[] }, /balls\[1\]/],
    [
      'zero-length wall',
      {
        walls: [
          [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
          ],
        ],
      },
      /walls\[0\] has zero length/,
    ],
    [
      'NaN wall end',
      {
        walls: [
          [
            { x: 0, y: 0 },
            { x: 1, y: Number.NaN },
          ],
        ],
      },
      /walls\[0\]\[1\]\.y/,
    ],
    ['wall that is not a pair', { walls: [[{ x: 0, y: 0 }] as unknown as [Vec2, Vec2]] }, /walls\[0\]/],
    ['inverted box', { box: { min: { x: 0, y: 0 }, max: { x: -1, y: 10 } } }, /box/],
    [
      'infinite box',
      { box: { min: { x: 0, y: 0 }, max: { x: Number.POSITIVE_INFINITY, y: 10 } } },
      /box\.max\.x/,
    ],
    ['restitution above 1', { restitution: 1.5 }, /restitution/],
    ['negative restitution', { restitution: -0.1 }, /restitution/],
    ['NaN restitution', { restitution: Number.NaN }, /restitution/],
    ['negative contact time', { contactTime: -1 }, /contactTime/],
    ['zero event cap', { maxEventsPerAdvance: 0 }, /maxEventsPerAdvance/],
    ['fractional event cap', { maxEventsPerAdvance: 2.5 }, /maxEventsPerAdvance/],
  ])('%s', (_, opts, message) => {
    expect(build(opts)).toThrow(RangeError)
    expect(build(opts)).toThrow(message)
  })

  it('names both balls that overlap at the start', () => {
    const balls = [ball(0, 0), ball(10, 0), ball(20, 0), ball(11.5, 0)]
    expect(() => createWorld({ balls })).toThrow(new RangeError('balls[1] and balls[3] overlap'))
  })

  it('names a ball outside the box or sticking out of it', () => {
    expect(() => createWorld({ balls: [ball(5, 5), ball(20, 5)], box })).toThrow(
      /balls\[1\] is not inside the box/,
    )
    expect(() => createWorld({ balls: [ball(0.5, 5)], box })).toThrow(/balls\[0\] is not inside the box/)
  })

  it('names a ball overlapping a wall', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: -5, y: 0.5 },
        { x: 5, y: 0.5 },
      ],
    ]
    expect(() => createWorld({ balls: [ball(0, 0)], walls })).toThrow(/balls\[0\] overlaps walls\[0\]/)
  })

  it('accepts balls touching each other, a wall and the box, up to float rounding', () => {
    const balls = [ball(1, 1), ball(1 + 2 * (1 - 1e-13), 1), ball(1, 3 + 1e-15)]
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 4 },
        { x: 10, y: 4 },
      ],
    ]
    expect(() => createWorld({ balls, walls, box })).not.toThrow()
  })

  it('advance rejects a negative, NaN, infinite or overflowing dt', () => {
    const w = createWorld({ balls: [ball(5, 5)], box })
    for (const dt of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => w.advance(dt)).toThrow(/dt/)
    expect(() => w.advance(Number.MAX_VALUE)).not.toThrow()
    expect(() => w.advance(Number.MAX_VALUE)).toThrow(/dt/)
  })
})

// The holes a hostile probe found (issue 22): each input here once ran into NaN, Infinity or an
// endless advance; the engine now refuses it, naming the field, the value and the allowed range.
describe('createWorld refuses what its float arithmetic cannot run faithfully', () => {
  const huge = { min: { x: -1e308, y: -1e308 }, max: { x: 1e308, y: 1e308 } }
  it.each<[string, Partial<WorldOptions>, RegExp]>([
    [
      'a box of ±1e308 (its width overflows)',
      { box: huge },
      /^box\.min\.x must be within ±1e\+75, got -1e\+308$/,
    ],
    [
      'a box of half-width 9e307',
      { box: { min: { x: -9e307, y: 0 }, max: { x: 9e307, y: 10 } } },
      /^box\.min\.x must be within ±1e\+75/,
    ],
    [
      'a speed of 1e300 (its square overflows)',
      { balls: [ball(5, 5, 1e300, 0)] },
      /^balls\[0\]\.v\.x must be within ±1e\+75, got 1e\+300$/,
    ],
    ['a centre at 1e100', { balls: [ball(1e100, 5)] }, /^balls\[0\]\.p\.x must be within ±1e\+75/],
    [
      'a wall end at -1e200',
      {
        walls: [
          [
            { x: 0, y: 20 },
            { x: -1e200, y: 20 },
          ],
        ],
      },
      /^walls\[0\]\[1\]\.x must be within ±1e\+75/,
    ],
    [
      'a radius of 1e-80 (its square underflows)',
      { balls: [ball(5, 5, 0, 0, 1e-80)] },
      /^balls\[0\]\.r must be in \[1e-75, 1e\+75\], got 1e-80$/,
    ],
    ['a radius of 1e80', { balls: [ball(5, 5, 0, 0, 1e80)] }, /^balls\[0\]\.r must be in \[1e-75, 1e\+75\]/],
    [
      'a subnormal mass, 1e-310 (1/m overflows)',
      { balls: [ball(5, 5, 1, 0, 1, 1e-310)] },
      /^balls\[0\]\.m must be in \[1e-300, 1e\+300\] or Infinity, got 1e-310$/,
    ],
    [
      'a mass of 1e-320',
      { balls: [ball(5, 5, 0, 0, 1, 1e-320)] },
      /^balls\[0\]\.m must be in \[1e-300, 1e\+300\]/,
    ],
    [
      'a mass of 1e305 (1/m is subnormal)',
      { balls: [ball(5, 5, 0, 0, 1, 1e305)] },
      /^balls\[0\]\.m must be in/,
    ],
    [
      'a kinetic energy that overflows',
      { balls: [ball(0, 0, 1, 0), ball(5, 0, 1e10, 0, 1, 1e300)] },
      /^balls\[1\]\.v must leave the scene's kinetic energy within 1e\+300, got a total of Infinity$/,
    ],
    [
      'a ball light enough to be struck past 1e75',
      { balls: [ball(0, 0, 1e60, 0, 1, 1e20), ball(5, 0, 0, 0, 1, 1e-20)] },
      /^balls\[1\]\.m must be at least 4e-10 with this scene's kinetic energy .*, got 1e-20$/,
    ],
  ])('%s', (_, opts, message) => {
    expect(build(opts)).toThrow(RangeError)
    expect(build(opts)).toThrow(message)
  })

  it('accepts the edges of the range', () => {
    const edge = { min: { x: -1e75, y: -1e75 }, max: { x: 1e75, y: 1e75 } }
    const world = createWorld({
      balls: [ball(0, 0, 1e74, 0, 1e-75, 1e-300), ball(1e74, 0, 0, 0, 1e74, 1e-300)],
      box: edge,
    })
    expect(world.advance(1).length).toBeGreaterThan(0)
    expect(world.balls().every((b) => Number.isFinite(b.p.x) && Number.isFinite(b.v.x))).toBe(true)
  })
})

describe('advance without a box stops at the horizon where balls could leave the range', () => {
  it('refuses advance(1e308), which would carry a ball to Infinity, naming dt and what it may be', () => {
    const world = createWorld({ balls: [ball(0, 0, 2, 0)] })
    // √(8E/m) = 4 m/s bounds the speed: 2e75 is reached after 5e74 s.
    expect(() => world.advance(1e308)).toThrow(/^dt must be at most 5e\+74 for this world .*, got 1e\+308$/)
    expect(() => world.advanceTo(1e308)).toThrow(/^time must be at most 5e\+74/)
    expect(() => world.advanceTowards(1e308, 10)).toThrow(/^time must be at most 5e\+74/)
    expect(world.time).toBe(0)
    world.advance(5e74)
    expect(world.balls()[0]!.p.x).toBe(1e75)
  })

  it('a world at rest, or in a box, has none; a box bounds each call by its budget instead', () => {
    expect(createWorld({ balls: [ball(0, 0)] }).advance(1e308)).toEqual([])
    const boxed = createWorld({ balls: [ball(5, 5, 1, 0.5)], box, maxEventsPerAdvance: 100 })
    boxed.advance(1e308)
    expect(boxed.time).toBeLessThan(1000)
    expect(boxed.balls()[0]!.p.x).toBeLessThan(10)
  })
})
