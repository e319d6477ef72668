// Exact arithmetic for the core's predicates (Chapter 11). Every finite double is m·2^e with an
// integer m, so a set of doubles shares one power of two: after multiplying all of them by
// 2^(−e_min) they are BigInt integers, and sums, differences and products of integers never
// round. This is the slow, always-right path the float filters fall back to.

const view = new DataView(new ArrayBuffer(8))

/** The integer mantissa and power of two of a finite double: x = m·2^e exactly. */
function decompose(x: number): { m: bigint; e: number } {
  if (x === 0) return { m: 0n, e: 0 }
  view.setFloat64(0, x)
  const bits = view.getBigUint64(0)
  const field = Number((bits >> 52n) & 0x7ffn)
  const fraction = bits & 0xfffffffffffffn
  const m = field === 0 ? fraction : fraction | 0x10000000000000n
  return { m: x < 0 ? -m : m, e: (field === 0 ? 1 : field) - 1075 }
}

/**
 * The doubles `values` as integers over one common power of two: values[i] = ints[i]·2^exponent.
 * A homogeneous polynomial of degree n in the values is then 2^(n·exponent) times the same
 * polynomial in the integers, which has the same sign.
 */
export function commonIntegers<const T extends readonly number[]>(
  values: T,
): { ints: { -readonly [K in keyof T]: bigint }; exponent: number } {
  const parts = values.map(decompose)
  let exponent = Number.POSITIVE_INFINITY
  for (const p of parts) if (p.m !== 0n && p.e < exponent) exponent = p.e
  if (exponent === Number.POSITIVE_INFINITY) exponent = 0
  // One integer per value, in order: the mapped tuple type says just that.
  const ints = parts.map((p) => (p.m === 0n ? 0n : p.m << BigInt(p.e - exponent)))
  return { ints: ints as { -readonly [K in keyof T]: bigint }, exponent }
}

/** −1, 0 or 1. */
export const signOf = (n: bigint): -1 | 0 | 1 => (n < 0n ? -1 : n > 0n ? 1 : 0)

/**
 * The double nearest n·2^exponent (ties to even; within one unit in the last place when the
 * result is subnormal, ±Infinity beyond the largest double).
 */
export function toDouble(n: bigint, exponent: number): number {
  if (n === 0n) return 0
  const negative = n < 0n
  let m = negative ? -n : n
  const surplus = m.toString(2).length - 64
  if (surplus > 0) {
    // Keep 64 bits and a sticky lowest bit, so Number() still rounds 53 bits correctly.
    const sticky = m & ((1n << BigInt(surplus)) - 1n) ? 1n : 0n
    m = (m >> BigInt(surplus)) | sticky
    exponent += surplus
  }
  // In two halves, because 2^exponent alone can overflow or underflow.
  const half = exponent >> 1
  const x = Number(m) * 2 ** half * 2 ** (exponent - half)
  return negative ? -x : x
}

/** The double nearest n/d for BigInt integers, d ≠ 0 (within one ulp when subnormal). */
export function ratioToDouble(n: bigint, d: bigint): number {
  if (d < 0n) [n, d] = [-n, -d]
  if (n === 0n) return 0
  const negative = n < 0n
  const m = negative ? -n : n
  // Shift so the integer quotient has at least 64 bits; a remainder becomes a sticky bit.
  const shift = Math.max(0, 66 - (m.toString(2).length - d.toString(2).length))
  const top = m << BigInt(shift)
  const q = top / d
  const x = toDouble(q * 2n + (top % d === 0n ? 0n : 1n), -shift - 1)
  return negative ? -x : x
}
