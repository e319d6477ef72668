// The sandbox's scenes as pure functions: the same id always gives the same balls, bit for bit
// (the gases draw from a seeded generator), so a link or a test names a scene by its id alone.
// Every scene leaves the spot BALL1_AT free for ball 1, which the reader moves and aims.
import type { Ball, Vec2 } from '../../../core'
import { seeded } from '../../common/seeded'
import { BALL1_AT, SCENE_E, type SceneId } from '../meta'

export interface Scene {
  /** every ball but ball 1 */
  balls: Ball[]
  walls: [Vec2, Vec2][]
  /** the table: the reflecting border when it is on, and the view */
  box: { min: Vec2; max: Vec2 }
  /** ball 1's radius and mass */
  r1: number
  m1: number
  /** the scene's restitution (SCENE_E) */
  e: number
  /** seconds of motion a velocity arrow shows (longer on large tables, so arrows stay visible) */
  arrowTime: number
}

export { seeded }

const ball = (x: number, y: number, r: number, vx = 0, vy = 0, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})

/** Fifteen balls racked in a triangle, apex towards ball 1, a hair apart so rounding cannot make them overlap. */
function poolBreak(): Omit<Scene, 'e'> {
  const r = 0.6
  const gap = 2 * r * 1.0001
  const balls: Ball[] = []
  for (let row = 0; row < 5; row++)
    for (let k = 0; k <= row; k++)
      balls.push(ball(14 + row * gap * (Math.sqrt(3) / 2), BALL1_AT.y + (k - row / 2) * gap, r))
  return {
    balls,
    walls: [],
    box: { min: { x: 0, y: 0 }, max: { x: 20, y: 10 } },
    r1: r,
    m1: 1,
    arrowTime: 1,
  }
}

/** Five balls touching exactly (centres 2r apart, integers), ball 1 coming in along their line. */
function cradle(): Omit<Scene, 'e'> {
  const r = 1
  const balls = [10, 12, 14, 16, 18].map((x) => ball(x, BALL1_AT.y, r))
  return {
    balls,
    walls: [],
    box: { min: { x: 0, y: 0 }, max: { x: 24, y: 10 } },
    r1: r,
    m1: 1,
    arrowTime: 1,
  }
}

/**
 * n balls of radius ½ at about 10 % area fraction: one per cell of a lattice (cells picked at
 * random, each ball jittered inside its cell, so none overlap), velocities uniform in [−2, 2]².
 * The cells around ball 1 are left empty.
 */
function gas(n: number, width: number, height: number, seed: number): Omit<Scene, 'e'> {
  const r = 0.5
  const cell = 2.5
  const cols = Math.floor(width / cell)
  const rows = Math.floor(height / cell)
  const free = (cell - 2 * r) / 2 - 0.01
  const random = seeded(seed)
  // A ball reaches at most a cell from its cell's centre: the cells that near ball 1 stay empty.
  const nearBall1 = (i: number) =>
    Math.abs(((i % cols) + 0.5) * cell - BALL1_AT.x) < cell &&
    Math.abs((Math.floor(i / cols) + 0.5) * cell - BALL1_AT.y) < cell
  const cells = Array.from({ length: cols * rows }, (_, i) => i).filter((i) => !nearBall1(i))
  // The first n cells of a Fisher–Yates shuffle.
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (cells.length - i))
    ;[cells[i], cells[j]] = [cells[j]!, cells[i]!]
  }
  const balls = cells.slice(0, n).map((c) => {
    const x = (c % cols) * cell + cell / 2 + (2 * random() - 1) * free
    const y = Math.floor(c / cols) * cell + cell / 2 + (2 * random() - 1) * free
    return ball(x, y, r, 4 * random() - 2, 4 * random() - 2)
  })
  return {
    balls,
    walls: [],
    box: { min: { x: 0, y: 0 }, max: { x: cols * cell, y: rows * cell } },
    r1: r,
    m1: 1,
    arrowTime: width / 40,
  }
}

/** A regular pentagon of walls around ball 1: no side is parallel to its first path, so it never retraces it. */
function polygon(): Omit<Scene, 'e'> {
  const c = { x: BALL1_AT.x + 2, y: BALL1_AT.y }
  const R = 8
  const corners = Array.from({ length: 5 }, (_, k) => {
    const a = Math.PI / 2 + (2 * Math.PI * k) / 5
    return { x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) }
  })
  const walls = corners.map((p, k): [Vec2, Vec2] => [p, corners[(k + 1) % 5]!])
  return {
    balls: [],
    walls,
    box: { min: { x: c.x - 9, y: c.y - 9 }, max: { x: c.x + 9, y: c.y + 9 } },
    r1: 1,
    m1: 1,
    arrowTime: 1,
  }
}

/** Twelve touching balls stacked against the right wall, three columns of four: e < 1 makes it collapse. */
function stack(): Omit<Scene, 'e'> {
  const r = 1
  const balls: Ball[] = []
  for (let col = 0; col < 3; col++)
    for (let row = 0; row < 4; row++) balls.push(ball(23 - 2 * col, 2 + 2 * row, r))
  return {
    balls,
    walls: [],
    box: { min: { x: 0, y: 0 }, max: { x: 24, y: 10 } },
    r1: r,
    m1: 1,
    arrowTime: 1,
  }
}

/**
 * The 1D lab: ball 1 (1 kg, 0.5 m) at 4 m/s along the line y = 5 towards a ball of 3 kg (0.8 m)
 * at rest, on a table only as tall as the larger ball needs; the border's ends are the track's
 * walls. Elastic, they part at −2 and 2 m/s; sticky, they go on together at 1 m/s.
 */
function track(): Omit<Scene, 'e'> {
  return {
    balls: [ball(10, BALL1_AT.y, 0.8, 0, 0, 3)],
    walls: [],
    box: { min: { x: 0, y: BALL1_AT.y - 2 }, max: { x: 20, y: BALL1_AT.y + 2 } },
    r1: 0.5,
    m1: 1,
    arrowTime: 1,
  }
}

/**
 * The 2D lab: ball 1 (1 kg, radius 1) at 4 m/s along y = 5 towards an equal ball at rest whose
 * centre is 1 m above that line, half the contact distance: they meet with the line of centres at
 * 30° to ball 1's path. Elastic, they part at right angles, ball 2 at 4 cos 30° = 2√3 m/s along
 * the line of centres (+30°), ball 1 at 4 sin 30° = 2 m/s across it (−60°); sticky, the pair moves
 * on at 2 m/s, turning at 1 rad/s (counter-clockwise), with 5 J of the 8.
 */
function glancing(): Omit<Scene, 'e'> {
  return {
    balls: [ball(14, BALL1_AT.y + 1, 1)],
    walls: [],
    // Narrower than the other scenes' 24 m, room enough for a second after the contact: the two
    // balls a third larger on a phone.
    box: { min: { x: 0, y: 0 }, max: { x: 18, y: 10 } },
    r1: 1,
    m1: 1,
    arrowTime: 1,
  }
}

/**
 * Frame stepping's first flaw, plainly: forty small balls at 12 m/s across (the fastest a typed
 * velocity allows) in the left half, a thin wall down the middle, and a row of fixed balls a hair
 * apart in the right half. The exact engine keeps every ball on the left; a step of 1/60 s moves a
 * ball 0.2 m, twice the ball's diameter, so about half its crossings jump the wall, and at longer
 * steps the row too.
 */
function tunnel(): Omit<Scene, 'e'> {
  const r = 0.05
  const random = seeded(26)
  const balls: Ball[] = []
  // Five columns of eight, clear of ball 1's spot (4, 5), each ball heading left or right.
  for (let col = 0; col < 5; col++)
    for (let row = 0; row < 8; row++) {
      const x = 1.5 + 2 * col + (col >= 1 ? 0.5 : 0)
      const y = 0.75 + row * 1.2
      const vx = random() < 0.5 ? -12 : 12
      balls.push(ball(x, y, r, vx, Math.round(60 * random() - 30) / 10))
    }
  const gap = 2 * r * 1.0001
  for (let k = 0; r + k * gap <= 10 - r; k++)
    balls.push(ball(18, r + k * gap, r, 0, 0, Number.POSITIVE_INFINITY))
  return {
    balls,
    walls: [
      [
        { x: 12, y: 0 },
        { x: 12, y: 10 },
      ],
    ],
    box: { min: { x: 0, y: 0 }, max: { x: 24, y: 10 } },
    r1: r,
    m1: 1,
    arrowTime: 0.1,
  }
}

/**
 * Frame stepping's second flaw: a pack of 208 balls at three quarters of the table's area, on a
 * triangular lattice a tenth of a diameter apart, at up to 6 m/s each way. A step of 1/60 s brings
 * neighbours into overlap, and pushing one pair apart pushes a ball into the next, so every step
 * ends with pairs overlapping, and the comparison's stepper, which pushes them apart with a
 * velocity (compare.ts), heats the pack: its energy grows many times over within a second.
 */
function pack(): Omit<Scene, 'e'> {
  const r = 0.5
  const spacing = 2.2 * r
  const rowStep = (spacing * Math.sqrt(3)) / 2
  const random = seeded(27)
  const balls: Ball[] = []
  for (let row = 0; r + row * rowStep <= 10 - r; row++) {
    const y = r + row * rowStep
    for (let x = r + (row % 2 ? spacing / 2 : 0); x <= 24 - r; x += spacing)
      if (Math.hypot(x - BALL1_AT.x, y - BALL1_AT.y) >= spacing)
        balls.push(ball(x, y, r, 12 * random() - 6, 12 * random() - 6))
  }
  return {
    balls,
    walls: [],
    box: { min: { x: 0, y: 0 }, max: { x: 24, y: 10 } },
    r1: r,
    m1: 1,
    arrowTime: 0.2,
  }
}

export function scene(id: SceneId): Scene {
  return { ...built(id), e: SCENE_E[id] }
}

function built(id: SceneId): Omit<Scene, 'e'> {
  switch (id) {
    case 'pool-break':
      return poolBreak()
    case 'cradle':
      return cradle()
    case 'gas-1000':
      return gas(1000, 108, 72, 1000)
    case 'gas-10000':
      return gas(10000, 342, 228, 10000)
    case 'polygon':
      return polygon()
    case 'stack':
      return stack()
    case 'tunnel':
      return tunnel()
    case 'pack':
      return pack()
    case 'track':
      return track()
    case 'glancing':
      return glancing()
  }
}

/** Scenes are built once, when first asked for (a gas of 10,000 balls takes a while). */
const cache = new Map<SceneId, Scene>()
export function sceneOf(id: SceneId): Scene {
  let s = cache.get(id)
  if (!s) {
    s = scene(id)
    cache.set(id, s)
  }
  return s
}
