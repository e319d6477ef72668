// Exact rational arithmetic on BigInt, the reference the float core is checked against.
// Every finite double is a rational, so `Q.of(x)` is exact and nothing here ever rounds.

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a
  b = b < 0n ? -b : b
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

export class Q {
  /** Always in lowest terms with den > 0. */
  readonly num: bigint
  readonly den: bigint

  private constructor(num: bigint, den: bigint) {
    if (den === 0n) throw new RangeError('zero denominator')
    if (den < 0n) [num, den] = [-num, -den]
    const g = gcd(num, den)
    this.num = g > 1n ? num / g : num
    this.den = g > 1n ? den / g : den
  }

  static ratio(num: bigint | number, den: bigint | number = 1n): Q {
    return new Q(BigInt(num), BigInt(den))
  }

  /** The exact value of a finite double: its mantissa times a power of two. */
  static of(x: number): Q {
    if (!Number.isFinite(x)) throw new RangeError(`not finite: ${x}`)
    let den = 1n
    // Doubling is exact, and every finite double becomes an integer after at most 1074 of them.
    while (!Number.isInteger(x)) {
      x *= 2
      den *= 2n
    }
    return new Q(BigInt(x), den)
  }

  add(o: Q): Q {
    return new Q(this.num * o.den + o.num * this.den, this.den * o.den)
  }
  sub(o: Q): Q {
    return new Q(this.num * o.den - o.num * this.den, this.den * o.den)
  }
  mul(o: Q): Q {
    return new Q(this.num * o.num, this.den * o.den)
  }
  div(o: Q): Q {
    return new Q(this.num * o.den, this.den * o.num)
  }
  neg(): Q {
    return new Q(-this.num, this.den)
  }
  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0
  }
  cmp(o: Q): -1 | 0 | 1 {
    return this.sub(o).sign()
  }
  equals(o: Q): boolean {
    return this.num === o.num && this.den === o.den
  }
  /** The nearest double (for results in the subnormal range, within one unit in the last place). */
  toNumber(): number {
    const neg = this.num < 0n
    const n = neg ? -this.num : this.num
    // Shift so the integer quotient carries 64 significant bits, then scale back.
    const shift = BigInt(n.toString(2).length - this.den.toString(2).length - 64)
    const [top, bottom] = shift >= 0n ? [n, this.den << shift] : [n << -shift, this.den]
    // A remainder sets the lowest bit (a "sticky" bit), far below where Number() rounds, so
    // the rounding to 53 bits is decided correctly even though the quotient was truncated.
    const q = (top / bottom) | (top % bottom === 0n ? 0n : 1n)
    // In two halves, because 2^shift alone can underflow to 0 (or overflow) for subnormals.
    const half = Number(shift) >> 1
    const x = Number(q) * 2 ** half * 2 ** (Number(shift) - half)
    return neg ? -x : x
  }
  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`
  }
}
