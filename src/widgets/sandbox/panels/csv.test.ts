import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { startReport } from '../engine/session'
import { schema } from '../meta'
import { massesOf } from '../model'
import { setupOf } from '../setup/link'
import { BALL_HEADER, SERIES_HEADER, STEPPED_HEADER, ballTableCsv, plainDecimal, seriesCsv } from './csv'
import { emptySeries } from './series'

const linesOf = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true)
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((l) => l.split(','))
}

describe('plain decimal', () => {
  it('writes the exponent out', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001')
    expect(plainDecimal(-2.5e-8)).toBe('-0.000000025')
    expect(plainDecimal(1.5e21)).toBe('1500000000000000000000')
    expect(plainDecimal(1.2345e22)).toBe('12345000000000000000000')
    expect(plainDecimal(5e-324)).toBe(`0.${'0'.repeat(323)}5`)
    expect(plainDecimal(0.1)).toBe('0.1')
    expect(plainDecimal(-0)).toBe('0')
    expect(plainDecimal(-3)).toBe('-3')
  })

  it('reads back as the very same double, with no exponent, for any finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = plainDecimal(x)
        expect(text).toMatch(/^-?\d+(\.\d+)?$/)
        expect(Number(text)).toBe(x === 0 ? 0 : x)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses what is not a finite number, naming it', () => {
    for (const x of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(() => plainDecimal(x)).toThrow(RangeError)
    expect(() => plainDecimal(Number.NaN)).toThrow(/x must be a finite number/)
  })
})

describe('the ball table’s CSV', () => {
  it('has a header with the units and one row per ball, every ball, with the table’s numbers', () => {
    const setup = setupOf({ ...defaultState(schema), scene: 'gas-1000' })
    const r = startReport(setup)
    const masses = massesOf(setup.balls)
    const rows = linesOf(ballTableCsv(r.state, masses, 1.25))
    expect(rows[0]).toEqual(BALL_HEADER)
    expect(BALL_HEADER.slice(2)).toEqual([
      'm (kg)',
      'x (m)',
      'y (m)',
      'vx (m/s)',
      'vy (m/s)',
      'speed (m/s)',
      'px (kg·m/s)',
      'py (kg·m/s)',
      'kinetic energy (J)',
    ])
    expect(rows).toHaveLength(setup.balls.length + 1)
    let energy = 0
    setup.balls.forEach((b, k) => {
      const row = rows[k + 1]!.map(Number)
      expect(row.slice(0, 6)).toEqual([1.25, k + 1, b.m, b.p.x, b.p.y, b.v.x])
      expect(row[6]).toBe(b.v.y)
      expect(row[8]).toBe(b.m * b.v.x)
      expect(row[9]).toBe(b.m * b.v.y)
      energy += row[10]!
    })
    expect(Math.abs(energy / r.energy - 1)).toBeLessThan(1e-12)
  })

  it('leaves a fixed ball’s mass and momentum empty; tiny values in plain decimal', () => {
    const state = Float64Array.from([1, 2, 0, 0, 3e-9, 4, -1e-8, 0])
    const rows = linesOf(ballTableCsv(state, Float64Array.from([Number.POSITIVE_INFINITY, 2]), 0))
    expect(rows[1]).toEqual(['0', '1', '', '1', '2', '0', '0', '0', '', '', '0'])
    expect(rows[2]).toEqual([
      '0',
      '2',
      '2',
      '0.000000003',
      '4',
      '-0.00000001',
      '0',
      '0.00000001',
      '-0.00000002',
      '0',
      // ½·2·(10⁻⁸)² is 1.0000000000000001e-16 in doubles, every digit kept
      '0.00000000000000010000000000000001',
    ])
  })
})

describe('the time series’ CSV', () => {
  it('has a row at the start, two at each change (just before, just after), one after a jump and at the end; the stepped columns only when compared', () => {
    const s = emptySeries()
    s.time.push(0, 0.25, 0.5)
    s.gap.push(false, false, true)
    s.energy.push(2, 2, 1.5)
    s.px.push(1, -1, -1)
    s.py.push(-1e-7, -1e-7, 0)
    s.frames.push(0, 0.3, Number.NaN, 0.5, 0.75)
    expect(linesOf(seriesCsv(s))).toEqual([
      SERIES_HEADER,
      ['0', 'start', '2', '1', '-0.0000001'],
      ['0.25', 'just before', '2', '1', '-0.0000001'],
      ['0.25', 'just after', '2', '-1', '-0.0000001'],
      ['0.5', 'after a jump', '1.5', '-1', '0'],
      ['0.75', 'end', '1.5', '-1', '0'],
    ])
    // The frame-stepped engine, sampled at two frames: its change is a pair of rows of its own.
    s.stepped.time.push(0.3, 0.75)
    s.stepped.energy.push(2, 2.5)
    s.stepped.px.push(1, 1)
    s.stepped.py.push(0, 0)
    s.stepped.tunnelled.push(0, 4)
    s.stepped.overlapping.push(0, 2)
    const rows = linesOf(seriesCsv(s))
    expect(rows[0]).toEqual([...SERIES_HEADER, ...STEPPED_HEADER])
    expect(rows[1]).toEqual(['0', 'start', '2', '1', '-0.0000001', '', '', '', '', ''])
    expect(rows.at(-2)).toEqual(['0.75', 'just before', '1.5', '-1', '0', '2', '1', '0', '0', '0'])
    expect(rows.at(-1)).toEqual(['0.75', 'just after', '1.5', '-1', '0', '2.5', '1', '0', '4', '2'])
    expect(SERIES_HEADER).toEqual([
      't (s)',
      'at',
      'kinetic energy (J)',
      'total px (kg·m/s)',
      'total py (kg·m/s)',
    ])
  })
})

describe('the time series’ CSV with the chosen balls', () => {
  it('adds each chosen ball’s velocity, speed and momentum with units, empty before it was kept or for a fixed ball’s momentum', () => {
    const s = emptySeries()
    s.time.push(0)
    s.gap.push(false)
    for (const a of [s.energy, s.px, s.py]) a.push(1)
    s.frames.push(0, 0.5)
    s.balls.set(0, { time: [0, 0.5], gap: [false, false], vx: [3, -1], vy: [4, 0] })
    s.balls.set(2, { time: [0.5], gap: [false], vx: [2], vy: [0] })
    const masses = new Float64Array([2, 1, Number.POSITIVE_INFINITY])
    expect(linesOf(seriesCsv(s, [0, 2], masses))).toEqual([
      [
        ...SERIES_HEADER,
        'ball 1 vx (m/s)',
        'ball 1 vy (m/s)',
        'ball 1 speed (m/s)',
        'ball 1 px (kg·m/s)',
        'ball 1 py (kg·m/s)',
        'ball 3 vx (m/s)',
        'ball 3 vy (m/s)',
        'ball 3 speed (m/s)',
        'ball 3 px (kg·m/s)',
        'ball 3 py (kg·m/s)',
      ],
      ['0', 'start', '1', '1', '1', '3', '4', '5', '6', '8', '', '', '', '', ''],
      ['0.5', 'just before', '1', '1', '1', '3', '4', '5', '6', '8', '', '', '', '', ''],
      ['0.5', 'just after', '1', '1', '1', '-1', '0', '1', '-2', '0', '2', '0', '2', '', ''],
    ])
  })
})
