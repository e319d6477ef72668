// Where each ball lives in the engine's arrays. Balls are stored in the order of their cells,
// tile by tile (TILE × TILE cells), so the balls of a 3×3 block of cells sit in a few neighbouring
// cache lines rather than wherever the caller's numbering put them. With a hundred thousand balls
// that, more than anything else, decides the cost of an event. The numbering callers see (and
// the order of simultaneous events, which follows it) is unchanged: `ids` maps a slot to its ball.

const TILE = 8

/**
 * Balls (by their number) in storage order: by tile of cells, then by cell within the tile,
 * then by number. cx, cy: each ball's cell; nx: cells per row.
 */
export function storageOrder(cx: Int32Array, cy: Int32Array, nx: number): Int32Array {
  const n = cx.length
  const tilesPerRow = Math.ceil(nx / TILE)
  const key = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const x = cx[i]!
    const y = cy[i]!
    const tile = Math.floor(y / TILE) * tilesPerRow + Math.floor(x / TILE)
    key[i] = tile * TILE * TILE + (y % TILE) * TILE + (x % TILE)
  }
  const ids = new Int32Array(n)
  for (let i = 0; i < n; i++) ids[i] = i
  return ids.sort((a, b) => key[a]! - key[b]! || a - b)
}

/** The inverse permutation: slots[ids[s]] = s. */
export function invert(ids: Int32Array): Int32Array {
  const slots = new Int32Array(ids.length)
  for (let s = 0; s < ids.length; s++) slots[ids[s]!] = s
  return slots
}

type Indexed = Float64Array | Int32Array | Uint32Array

/** An array indexed by slot, re-indexed by ball number. */
export function byNumber<T extends Indexed>(a: T, ids: Int32Array): T {
  const out = a.slice() as T
  for (let s = 0; s < ids.length; s++) out[ids[s]!] = a[s]!
  return out
}

/** An array indexed by ball number, re-indexed by slot. */
export function bySlot<T extends Indexed>(a: T, ids: Int32Array): T {
  const out = a.slice() as T
  for (let s = 0; s < ids.length; s++) out[s] = a[ids[s]!]!
  return out
}

/** Links (ball indices, −1 for none) translated through `map`. */
export function relink(a: Int32Array, map: Int32Array): Int32Array {
  return a.map((v) => (v >= 0 ? map[v]! : v))
}
