// Errors near 10⁻¹⁶ read as 0.00 in fixed decimals: a figure showing them keeps two significant
// digits and lets the output write the power of ten (digits="all" on the rounded value).

/** x to two significant digits; null stays null. */
export const twoSignificant = (x: number | null): number | null =>
  x === null ? null : Number(x.toPrecision(2))
