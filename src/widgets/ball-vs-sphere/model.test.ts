import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Vec3, ballHitsSphere, cross3, dot3, length3, sub3 } from '../../core'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import {
  PRESETS,
  type SphereState,
  camera,
  clampState,
  discOnScreen,
  errata,
  inset,
  moveInDepth,
  moveInPlane,
  orbit,
  project,
  scene,
  solve,
  unproject,
} from './model'

const defaults = defaultState(schema)
const at = (patch: Partial<SphereState>) => clampState({ ...defaults, ...patch })
const coord = fc.double({ min: -6, max: 6, noNaN: true })
const point = fc.record({ x: coord, y: coord, z: coord })
const angles = fc.record({
  yaw: fc.integer({ min: -180, max: 180 }),
  pitch: fc.integer({ min: -85, max: 85 }),
})
const near = (a: Vec3, b: Vec3, digits = 9) => {
  expect(a.x).toBeCloseTo(b.x, digits)
  expect(a.y).toBeCloseTo(b.y, digits)
  expect(a.z).toBeCloseTo(b.z, digits)
}

describe('ball-vs-sphere: the steps of the solution', () => {
  it('opens on source 001’s example, with the exact numbers of the chapter’s worked example', () => {
    const sol = solve(defaults)
    const r3 = Math.sqrt(3)
    expect(sol.reason).toBe('hit')
    expect(sol.R).toBe(4)
    expect(sol.sStar).toBeCloseTo(8 / r3, 14)
    expect(sol.h ** 2).toBeCloseTo(32 / 3, 13)
    expect(sol.roots![0]).toBeCloseTo(4 / r3, 13)
    expect(sol.roots![1]).toBeCloseTo(12 / r3, 13)
    expect(sol.hit!.distance).toBeCloseTo(4 / r3, 14)
    expect(sol.hit!.frames).toBeCloseTo(4 / r3 / 3, 14)
    near(sol.hit!.center, { x: 4 / 3, y: 4 / 3, z: 4 / 3 }, 14)
    near(sol.hit!.contact, { x: 2, y: 2, z: 1 }, 14)
    near(sol.normal!, { x: 2 / 3, y: 2 / 3, z: -1 / 3 }, 14)
    expect(sol.hit!.ricochetAngle).toBeCloseTo(Math.asin(1 / r3), 14)
    near(sol.hit!.velocity, { x: -1 / r3, y: -1 / r3, z: 5 / r3 }, 14)
  })

  it('names every miss by its reason', () => {
    expect(solve(at({ start: { x: 3, y: 3, z: 0 } })).reason).toBe('starts-inside')
    expect(solve(at({ toward: { x: -1, y: -1, z: 0 } })).reason).toBe('moving-away')
    expect(solve(at({ toward: { x: 4, y: 0, z: 4 } })).reason).toBe('misses')
    const away = solve(at({ toward: { x: -1, y: -1, z: 0 } }))
    expect(away.hit).toBeNull()
    expect(away.sStar).toBeLessThan(0)
  })

  it('agrees with the core, and splits the velocity into parts that add up and bounce to the core’s', () => {
    fc.assert(
      fc.property(
        point,
        point,
        point,
        fc.double({ min: 0.2, max: 2, noNaN: true }),
        (start, toward, center, br) => {
          const s = at({ start, toward, center, br })
          const sol = solve(s)
          const core = ballHitsSphere(s.start, s.toward, s.br, s.speed, s.center, s.sr)
          expect(sol.result).toEqual(core)
          expect(sol.reason).toBe(core.hit ? 'hit' : core.reason)
          // h and s* describe the same closest point: |Δp|² = s*² + h²
          expect(sol.sStar ** 2 + sol.h ** 2).toBeCloseTo(dot3(sol.dp, sol.dp), 8)
          if (!sol.hit) return
          expect(sol.roots![0]).toBeCloseTo(sol.hit.distance, 8)
          const { vNormal, vParallel } = sol
          near(
            { x: vNormal!.x + vParallel!.x, y: vNormal!.y + vParallel!.y, z: vNormal!.z + vParallel!.z },
            sol.velocity,
          )
          expect(dot3(vParallel!, sol.normal!)).toBeCloseTo(0, 9)
          near(sub3(vParallel!, vNormal!), sol.hit.velocity, 8)
          expect(length3(vNormal!)).toBeCloseTo(s.speed * Math.sin(sol.hit.ricochetAngle), 9)
        },
      ),
    )
  })

  it('keeps the target off the start, so there is always a direction', () => {
    const s = at({ start: { x: 1, y: 2, z: 3 }, toward: { x: 1, y: 2, z: 3 } })
    expect(s.toward).toEqual({ x: 1.001, y: 2, z: 3 })
    expect(at({ start: { x: 6, y: 0, z: 0 }, toward: { x: 6, y: 0, z: 0 } }).toward.x).toBe(5.999)
    expect(
      clampState({ ...defaults, br: Number.NaN, start: { x: Number.POSITIVE_INFINITY, y: 0, z: 0 } }),
    ).toEqual(defaults)
  })
})

describe('ball-vs-sphere: the camera', () => {
  it('is a right-handed orthonormal frame looking from (yaw, pitch)', () => {
    const c = camera(0, 0)
    expect(c.right).toEqual({ x: -0, y: 1, z: 0 })
    expect(c.up).toEqual({ x: -0, y: -0, z: 1 })
    expect(c.out).toEqual({ x: 1, y: 0, z: 0 })
    fc.assert(
      fc.property(angles, ({ yaw, pitch }) => {
        const { right, up, out } = camera(yaw, pitch)
        for (const v of [right, up, out]) expect(length3(v)).toBeCloseTo(1, 14)
        expect(dot3(right, up)).toBeCloseTo(0, 14)
        near(cross3(right, up), out, 14)
      }),
    )
  })

  it('projects and unprojects back to the same point', () => {
    fc.assert(
      fc.property(angles, point, ({ yaw, pitch }, p) => {
        const cam = camera(yaw, pitch)
        const q = project(cam, p)
        near(unproject(cam, q, q.depth), p, 12)
      }),
    )
  })

  it('wraps yaw around and clamps pitch short of the poles', () => {
    expect(orbit(defaults, 60, 0).yaw).toBe(-170)
    expect(orbit({ ...defaults, yaw: -175 }, -10, 0).yaw).toBe(175)
    expect(clampState({ ...defaults, ...orbit(defaults, 0, 200) }).pitch).toBe(85)
  })

  it('draws a disc facing the camera round, and one edge-on as a line', () => {
    const cam = camera(30, 10)
    const facing = discOnScreen(cam, { x: 0, y: 0, z: 0 }, cam.out, 2)
    expect([facing.rx, facing.ry]).toEqual([2, 2])
    const edgeOn = discOnScreen(cam, { x: 0, y: 0, z: 0 }, cam.up, 2)
    expect(edgeOn.rx).toBe(2)
    expect(edgeOn.ry).toBeCloseTo(0, 14)
    // its long axis lies across the projected normal: horizontal for a normal pointing up the screen
    expect(edgeOn.angle).toBeCloseTo(180, 12)
  })
})

describe('ball-vs-sphere: the picture', () => {
  it('sorts the scene far to near, the path cut at the sphere centre’s depth', () => {
    fc.assert(
      fc.property(angles, ({ yaw, pitch }) => {
        const s = at({ yaw, pitch })
        const items = scene(s, solve(s))
        for (let i = 1; i < items.length; i++)
          expect(items[i]!.depth).toBeGreaterThanOrEqual(items[i - 1]!.depth)
        const sphere = items.findIndex((i) => i.kind === 'sphere')
        const sphereDepth = items[sphere]!.depth
        for (const [i, item] of items.entries())
          if (item.kind === 'path' && item.part === 'before') {
            // every piece lies wholly on one side of the sphere centre's depth, and is drawn on that side of it
            const side = Math.sign(item.depth - sphereDepth)
            for (const end of [item.from, item.to])
              expect((end.depth - sphereDepth) * side).toBeGreaterThanOrEqual(-1e-9)
            expect(Math.sign(i - sphere)).toBe(side)
          }
      }),
    )
  })

  it('puts the hit ball and a tangent disc in the scene only when there is a hit', () => {
    const kinds = (s: SphereState) => scene(s, solve(s)).map((i) => i.kind)
    expect(kinds(defaults).filter((k) => k === 'tangent')).toHaveLength(1)
    expect(kinds(at({ toward: { x: 4, y: 0, z: 4 } }))).not.toContain('tangent')
    const point = scene(at({ view: 'point' }), solve(defaults))
    expect(point.find((i) => i.kind === 'sphere')).toMatchObject({ r: 4 })
    expect(point.find((i) => i.kind === 'ball')).toMatchObject({ r: 0 })
  })

  it('moves a dragged point in the plane facing the camera, and a Shift-dragged one along the line of sight', () => {
    // Points within 3 of the origin moved by at most 2 on screen stay inside the cube, unclamped.
    const inner = fc.double({ min: -3, max: 3, noNaN: true })
    const step = fc.double({ min: -2, max: 2, noNaN: true })
    fc.assert(
      fc.property(
        angles,
        fc.record({ x: inner, y: inner, z: inner }),
        step,
        step,
        ({ yaw, pitch }, c, dx, dy) => {
          const s = at({ yaw, pitch, center: c })
          const cam = camera(yaw, pitch)
          const from = project(cam, s.center)
          const moved = moveInPlane(s, 'center', { x: from.x + dx, y: from.y + dy })
          const to = project(cam, moved.center)
          // on the facing plane, to the stored precision (a thousandth per coordinate)
          expect(Math.abs(to.depth - from.depth)).toBeLessThan(2e-3)
          expect(Math.abs(to.x - from.x - dx)).toBeLessThan(2e-3)
          expect(Math.abs(to.y - from.y - dy)).toBeLessThan(2e-3)
          const deeper = project(cam, moveInDepth(s, 'center', s.center, dy).center)
          expect(Math.abs(deeper.depth - from.depth - dy)).toBeLessThan(2e-3)
          expect(Math.abs(deeper.x - from.x)).toBeLessThan(2e-3)
        },
      ),
    )
  })

  it('lays the inset out with the centre at (s*, h) and the roots R from it', () => {
    const sol = solve(defaults)
    const v = inset(sol, defaults.speed)
    expect(v.center).toEqual({ x: sol.sStar, y: sol.h })
    // the bounce in the plane has the speed and the core's ricochet angle to the tangent line
    const b = { x: v.bounce!.x - v.entry!.x, y: v.bounce!.y - v.entry!.y }
    expect(Math.hypot(b.x, b.y)).toBeCloseTo(3, 12)
    const t = { x: v.tangent![0].x - v.entry!.x, y: v.tangent![0].y - v.entry!.y }
    expect(t.x).toBeLessThan(0)
    const toStart = Math.acos(-t.x / Math.hypot(t.x, t.y))
    expect(toStart).toBeCloseTo(sol.hit!.ricochetAngle, 12)
    for (const p of [v.entry!, v.exit!])
      expect(Math.hypot(p.x - v.center.x, p.y - v.center.y)).toBeCloseTo(4, 12)
    expect(v.y[0]).toBeLessThan(v.bounce!.y)
    expect(v.x[0]).toBeLessThan(0)
    expect(v.x[1]).toBeGreaterThan(sol.sStar + 4)
    // Exactly 2:1 (the figure's height has no pixel to spare), up to the centre and not the
    // circle's far arc: the start and the entry ℓ₁ stand over 40 px apart on the laptop's 320 px inset.
    expect(v.x[1] - v.x[0]).toBe(2 * (v.y[1] - v.y[0]))
    expect(v.y[1]).toBeGreaterThan(sol.h)
    expect(v.y[1]).toBeLessThan(sol.h + 4)
    expect((v.entry!.x / (v.x[1] - v.x[0])) * 320).toBeGreaterThan(40)
    expect(inset(solve(at({ toward: { x: 4, y: 0, z: 4 } })), 3)).toMatchObject({
      entry: null,
      tangent: null,
      bounce: null,
    })
  })
})

describe('ball-vs-sphere: source 001’s slips, each exposed by its preset', () => {
  const of = (k: keyof typeof PRESETS) => {
    const s = at(PRESETS[k].state)
    const sol = solve(s)
    return { sol, err: errata(s, sol) }
  }

  it('the code’s sx = 0: a hit, at the wrong place', () => {
    const { sol, err } = of('code-sx')
    expect(sol.hit!.distance).toBe(7)
    expect([err.printedHits, err.printedDistance, err.printedWrong]).toEqual([true, 3, true])
  })

  it('the code’s starts-inside test: no hit, where the ball hits after 4', () => {
    const { sol, err } = of('code-inside')
    expect(sol.hit!.distance).toBe(4)
    expect([err.printedHits, err.printedWrong]).toEqual([false, true])
  })

  it('the text’s two distances: both negative where the right ones are 4/√3 and 12/√3; its bounce is not the right one', () => {
    const { err } = of('text-roots')
    expect(err.writtenRoots[1]).toBeLessThan(0)
    expect(err.rightRoots![0]).toBeCloseTo(4 / Math.sqrt(3), 13)
    expect(err.rightRoots![1]).toBeCloseTo(12 / Math.sqrt(3), 13)
    expect(length3(sub3(err.writtenBounce!, err.rightBounce!))).toBeGreaterThan(0.5)
    expect(length3(err.rightBounce!)).toBeCloseTo(1, 14)
  })

  it('the article’s own main(): radii 4 and 4 start the ball inside (√32 < 8), and its code says no hit', () => {
    const { sol, err } = of('source-main')
    expect(sol.reason).toBe('starts-inside')
    expect(sol.dp).toEqual({ x: 4, y: 4, z: 0 })
    expect(sol.R).toBe(8)
    expect(err.printedHits).toBe(false)
  })

  it('the text’s general root rule, contact point and step 19, at the worked example', () => {
    const { sol, err } = of('text-roots')
    const s3 = Math.sqrt(3)
    // (4C ∓ √(4C² + 4G))/2 with C = 8/√3, G = 16: (16 ∓ √112)/√3.
    expect(err.ruleRoots![0]).toBeCloseTo((16 - Math.sqrt(112)) / s3, 13)
    expect(err.ruleRoots![1]).toBeCloseTo((16 + Math.sqrt(112)) / s3, 13)
    // The radius along U = (1, 1, 1)/√3 from (4/3, 4/3, 4/3), where the contact is (2, 2, 1).
    expect(err.writtenContact!.z).toBeCloseTo(4 / 3 + 1 / s3, 13)
    expect(sol.hit!.contact.z).toBeCloseTo(1, 13)
    // V = centre + velocity: (4/3 − 1/√3, 4/3 − 1/√3, 4/3 + 5/√3).
    expect(err.writtenVelocity!.x).toBeCloseTo(4 / 3 - 1 / s3, 13)
    expect(err.writtenVelocity!.z).toBeCloseTo(4 / 3 + 5 / s3, 13)
  })

  it('the text’s slips at the hit have nothing to show without a hit', () => {
    const { err } = of('code-inside')
    const s = at({ toward: { x: -1, y: -1, z: 0 } })
    const miss = errata(s, solve(s))
    expect([miss.writtenContact, miss.writtenVelocity]).toEqual([null, null])
    expect(err.writtenContact).not.toBeNull()
  })

  it('the printed code is right when the sphere’s centre has x = 0 and z = 0', () => {
    const s = at({
      start: { x: 0, y: -5, z: 0 },
      toward: { x: 0, y: 0, z: 0.5 },
      center: { x: 0, y: 2, z: 0 },
    })
    const err = errata(s, solve(s))
    expect(err.printedWrong).toBe(false)
  })
})
