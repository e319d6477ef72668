// The argument shapes of every function src/core/index.ts exports but createWorld (sim.test.ts
// tests it on its own), grouped by subject; one subject file in this folder runs each group.
import { body, box, circle, type Entry, label, len, num, VEC_HELPER, vec, vec3, v2 } from './contract'

/** The plain vector arithmetic. */
export const VECTORS: Record<string, Entry> = {
  // vec2.ts
  vec2: { params: [num('x', 1), num('y', 2)], unchecked: VEC_HELPER },
  add: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  sub: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  scale: { params: [vec('a', 1, 2), num('k', 3)], unchecked: VEC_HELPER },
  neg: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  dot: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  cross: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  lengthSq: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  length: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  distance: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  lerp: { params: [vec('a', 1, 2), vec('b', 3, 4), num('t', 0.5)], unchecked: VEC_HELPER },
  perp: { params: [vec('a', 1, 2)], unchecked: VEC_HELPER },
  equals: { params: [vec('a', 1, 2), vec('b', 3, 4)], unchecked: VEC_HELPER },
  normalize: { params: [vec('a', 1, 2), label('name', 'a')], unchecked: VEC_HELPER },
  project: { params: [vec('a', 1, 2), vec('onto', 3, 4)], unchecked: VEC_HELPER },
  // vec3.ts
  vec3: { params: [num('x', 1), num('y', 2), num('z', 3)], unchecked: VEC_HELPER },
  add3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  sub3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  scale3: { params: [vec3('a', 1, 2, 3), num('k', 2)], unchecked: VEC_HELPER },
  dot3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  cross3: { params: [vec3('a', 1, 2, 3), vec3('b', 4, 5, 6)], unchecked: VEC_HELPER },
  lengthSq3: { params: [vec3('a', 1, 2, 3)], unchecked: VEC_HELPER },
  length3: { params: [vec3('a', 1, 2, 3)], unchecked: VEC_HELPER },
  normalize3: { params: [vec3('a', 1, 2, 3), label('name', 'a')], unchecked: VEC_HELPER },
}

/** Chapter 1: the overlap test, and sub-steps against the chord. */
export const OVERLAP: Record<string, Entry> = {
  // overlap.ts
  circlesOverlap: {
    params: [
      vec('pA', 0, 0),
      len('rA', 1),
      vec('pB', 3, 4),
      len('rB', 1),
      // 'number', not 'nonNegative': that shape has no optional form; a negative one throws naming it.
      { ...num('tolerance', 0.001), optional: true },
    ],
  },
  // substeps.ts
  pathOffset: { params: [vec('p', -5, 0), vec('d', 10, 0), vec('q', 0.85, 0.9)] },
  chordLength: { params: [len('R', 1.2), len('h', 0.9)] },
  sureSubsteps: { params: [len('travel', 10), len('chord', 1.6)] },
  firstSampleInside: { params: [num('t1', 0.54), num('t2', 0.63), num('n', 5)] },
  firstCatchingSubsteps: { params: [num('t1', 0.54), num('t2', 0.63), num('limit', 100)] },
}

/** Chapters 2–3: boxes, the quadratic, time of impact. */
export const TIME_OF_IMPACT: Record<string, Entry> = {
  // quadratic.ts
  quadraticRoots: {
    params: [num('a', 1), num('b', -3), num('c', 2), { ...num('discriminant', 1), optional: true }],
  },
  quadraticRootsTextbook: { params: [num('a', 1), num('b', -3), num('c', 2)] },
  // toi.ts
  checkMovingCircle: { params: [circle('c', 0, 4), label('name', 'c')] },
  centerAt: { params: [circle('circle', 0, 4), num('t', 0.5)] },
  separationAt: { params: [circle('A', 0, 4), circle('B', 5, 0), num('t', 0.5)] },
  sweptCircles: { params: [circle('A', 0, 4), circle('B', 5, 0)] },
  contactPoint: { params: [vec('pA', 0, 0), len('rA', 1), vec('pB', 2, 0), len('rB', 1)] },
  // broadphase.ts
  sweptBox: { params: [circle('circle', 0, 4)] },
  checkBox: { params: [box('box'), label('name', 'box')] },
  boxesOverlap: { params: [box('a'), box('b')] },
  boxesIntersect: { params: [box('a'), box('b')] },
}

/** Chapters 4–7: angles, exchange and bounce, reflection. */
export const RESPONSE: Record<string, Entry> = {
  // angle.ts
  lawOfCosinesAngle: { params: [len('a', 3), len('b', 4), len('c', 5)] },
  collisionTriangle: { params: [vec('p1', 0, 0), vec('v', 2, 1), vec('p2', 3, 0)] },
  collisionAngle: { params: [vec('v', 1, 0), vec('n', 1, 1)] },
  normalSpeed: { params: [vec('v', 1, 0), vec('n', 1, 1)] },
  // response.ts
  exchange1D: {
    params: [
      num('u1', 5),
      num('u2', -1),
      { name: 'm1', shape: 'mass', example: 1 },
      { name: 'm2', shape: 'mass', example: 3 },
      { name: 'e', shape: 'unit', example: 0.5 },
    ],
  },
  resolveCircles: {
    params: [
      body('A', 'body', 0, 1),
      body('B', 'body', 2, -1),
      { name: 'e', shape: 'unit', optional: true, example: 0.5 },
    ],
  },
  impulseFromSource002: { params: [body('A', 'finiteBody', 0, 1), body('B', 'finiteBody', 2, -1)] },
  normalTangent: { params: [vec('v', 3, 1), vec('n', 1, 1)] },
  // momentum.ts
  motion1D: { params: [num('v', 2), { name: 'm', shape: 'mass', example: 3 }] },
  totals1D: {
    params: [
      num('v1', 5),
      num('v2', -1),
      { name: 'm1', shape: 'mass', example: 1 },
      { name: 'm2', shape: 'mass', example: 3 },
    ],
  },
  centreOfMass1D: {
    params: [
      num('x1', -1),
      num('x2', 2),
      { name: 'm1', shape: 'mass', example: 1 },
      { name: 'm2', shape: 'mass', example: 3 },
    ],
  },
  impulse1D: {
    params: [
      num('u1', 5),
      num('u2', -1),
      { name: 'm1', shape: 'mass', example: 1 },
      { name: 'm2', shape: 'mass', example: 3 },
      { name: 'e', shape: 'unit', example: 0.5 },
    ],
  },
  // reflect.ts
  reflectParts: { params: [vec('I', 4, -2), vec('n', 0, 1)] },
  reflect: { params: [vec('I', 4, -2), vec('n', 0, 1)] },
  axisBounce: { params: [vec('p', 1, 1), vec('v', -1, 0), len('r', 1), box('box')] },
}

/** Chapter 8: walls as segments. */
export const SEGMENTS: Record<string, Entry> = {
  // segment.ts
  segmentNormal: { params: [vec('p1', 0, 0), vec('p2', 4, 1)] },
  segmentIntersection: { params: [vec('p0', 4, 7), vec('p1', 16, 3), vec('p2', 1, 1), vec('p3', 17, 10)] },
  segmentCrossing: { params: [vec('p0', 4, 7), vec('p1', 16, 3), vec('p2', 1, 1), vec('p3', 17, 10)] },
  shadowWalls: { params: [vec('w0', 0, 0), vec('w1', 4, 0), len('r', 1)] },
  sweptCircleSegment: {
    params: [
      { name: 'c', shape: 'circle', example: { p: v2(2, 3), d: v2(0, -4), r: 1 } },
      vec('w0', 0, 0),
      vec('w1', 4, 0),
    ],
  },
}

/** Chapters 7–8: how far a point is from a wall; rounding to a step (links, snapping). */
export const CLOSEST: Record<string, Entry> = {
  // closest.ts
  closestOnSegment: { params: [vec('p', 2, 3), vec('a', 0, 0), vec('b', 4, 0)] },
  distanceToSegment: { params: [vec('p', 2, 3), vec('a', 0, 0), vec('b', 4, 0)] },
  // round.ts
  roundToStep: { params: [num('x', 0.37), { name: 'step', shape: 'mass', example: 0.25 }] },
}

/** Chapter 9: a ball meets a sphere. */
export const SPHERE: Record<string, Entry> = {
  // sphere.ts
  ballHitsSphere: {
    params: [
      vec3('start', 0, 0, 0),
      vec3('toward', 1, 0, 0),
      len('ballRadius', 1),
      num('speed', 2),
      vec3('sphereCenter', 10, 0, 0),
      len('sphereRadius', 1),
    ],
  },
}

export const CORE_SHAPES: Record<string, Entry> = {
  ...VECTORS,
  ...OVERLAP,
  ...TIME_OF_IMPACT,
  ...RESPONSE,
  ...SEGMENTS,
  ...CLOSEST,
  ...SPHERE,
}
