// The sandbox file check against the hostile files of issue 22: each was accepted and then ran
// into NaN, froze the run, or was silently replaced by the scene's own balls.
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { fromFile, MAX_FILE_BYTES } from './fileCheck'
import { schema } from '../meta'
import { toFile } from '../model'
import { setupOf } from './link'

const cradle = JSON.parse(toFile('cradle', setupOf({ ...defaultState(schema), scene: 'cradle' })))
/** The cradle's file with `edit` applied to a copy. */
const fileWith = (edit: (f: typeof cradle) => void) => {
  const f = structuredClone(cradle)
  edit(f)
  return JSON.stringify(f)
}
const errorOf = (text: string) => {
  const read = fromFile(text)
  return 'error' in read ? read.error : null
}

describe('the sandbox file check', () => {
  it('accepts the files the sandbox writes', () => {
    expect(errorOf(JSON.stringify(cradle))).toBeNull()
  })

  it.each<[string, (f: typeof cradle) => void, string]>([
    [
      'a box of ±1e308',
      (f) => {
        f.setup.box = { min: { x: -1e308, y: -1e308 }, max: { x: 1e308, y: 1e308 } }
      },
      'setup.box.min.x is -1e+308; it must be -400 to 400.',
    ],
    [
      'a speed of 1e300',
      (f) => {
        f.setup.balls[1].v.x = 1e300
      },
      'setup.balls[1].v.x is 1e+300; it must be -12 to 12.',
    ],
    [
      'a mass of 2000, beyond what a link takes',
      (f) => {
        f.setup.balls[1].m = 2000
      },
      'setup.balls[1].m is 2000; it must be 0.01 to 1000, or inf (a fixed ball).',
    ],
    [
      'a mass of 1e-320',
      (f) => {
        f.setup.balls[0].m = 1e-320
      },
      'setup.balls[0].m is 1e-320; it must be 0.01 to 1000, or inf (a fixed ball).',
    ],
    [
      'a radius given as text',
      (f) => {
        f.setup.balls[2].r = '5'
      },
      'setup.balls[2].r must be a number, got the text "5".',
    ],
    [
      'a mass given as text',
      (f) => {
        f.setup.balls[2].m = '1'
      },
      'setup.balls[2].m must be a number (or "inf"), got the text "1".',
    ],
    [
      'a restitution given as text',
      (f) => {
        f.setup.restitution = '0.5'
      },
      'setup.restitution must be a number, got the text "0.5".',
    ],
    [
      'a restitution above 1',
      (f) => {
        f.setup.restitution = 1.5
      },
      'setup.restitution is 1.5; it must be 0 to 1.',
    ],
    [
      'an infinite position',
      (f) => {
        f.setup.balls[1].p.y = 'inf'
      },
      'setup.balls[1].p.y must be a number, got Infinity.',
    ],
    [
      'a wall end missing',
      (f) => {
        f.setup.walls = [[{ x: 1, y: 1 }]]
      },
      'setup.walls[0] must be a pair of points, got [{"x":1,"y":1}].',
    ],
    [
      'a wall end at 1e300',
      (f) => {
        f.setup.walls = [
          [
            { x: 1, y: 1 },
            { x: 1e300, y: 1 },
          ],
        ]
      },
      'The engine refuses this set-up: walls[0][1].x must be within ±1e+75, got 1e+300.',
    ],
    [
      'a ball off the table',
      (f) => {
        f.setup.balls[1].p.x = -50
      },
      'ball 2 (setup.balls[1]) would not be inside the table.',
    ],
  ])('refuses %s, naming the field, the value and the range', (_, edit, message) => {
    expect(errorOf(fileWith(edit))).toBe(message)
  })

  it('refuses a file larger than the limit, before reading it', () => {
    const padded = JSON.stringify(cradle).replace('{', `{"pad":"${' '.repeat(MAX_FILE_BYTES)}",`)
    expect(errorOf(padded)).toMatch(/^This file is 4\.0 MB; the sandbox reads set-up files up to 4 MB\.$/)
  })
})
