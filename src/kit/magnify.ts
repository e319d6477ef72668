// What a magnifier needs: a power of ten that brings something smaller than a pixel up to a size
// the reader can see. A power of ten, so "×1000" is a factor the reader takes in at a glance.

/**
 * The largest power of ten M ≥ 1 with `small`·M ≤ `room`: 1 when `small` already fills the room
 * or is 0 (nothing to magnify: a coincidence is shown as one).
 */
export function magnification(small: number, room: number): number {
  if (!(small >= 0) || !Number.isFinite(small))
    throw new RangeError('magnification: small must be finite and ≥ 0')
  if (!(room > 0) || !Number.isFinite(room))
    throw new RangeError('magnification: room must be finite and > 0')
  if (small === 0 || small >= room) return 1
  const m = 10 ** Math.floor(Math.log10(room / small))
  // log10 rounds: a power one too high would overshoot the room.
  return small * m > room ? m / 10 : m
}
