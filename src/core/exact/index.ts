// The exact side of the core (Chapter 11), as the widgets, tests and benchmarks outside src/core
// use it (they import it from here, never a file of it): BigInt integers from doubles (dyadic.ts), the exact case polynomials of sweptCircles
// (swept.ts), the filtered and exact predicates of segments (orient.ts, crossing.ts) and of a ball
// starting on a wall (wall.ts). Inside src/core each file imports the one it needs.
export { filteredCrossingCase } from './crossing'
export { commonIntegers, ratioToDouble, signOf } from './dyadic'
export { crossSign, orientation } from './orient'
export { ExactSwept } from './swept'
export { type WallStart, wallStart } from './wall'
