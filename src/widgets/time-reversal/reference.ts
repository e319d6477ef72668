// The published values the time-reversal figure sets its λ beside, and how their units become the
// chapter's. Dinius (2014, The University of Arizona, PhD dissertation "Dynamical properties of a
// generalized collision rule for multi-particle systems", Figure 4.2) computed the largest Lyapunov
// exponent λ₁ of hard disks with the tangent dynamics of Dellago, Posch & Hoover, in a periodic box
// of aspect ratio √3/2, at packing fractions 0.3927 and 0.4712 (Dellago, Posch & Hoover's number
// densities nσ² = 0.5 and 0.6), for 9 to 2,500 disks, each run 1,000 time units ("converged to
// better than 1 %"). The values below are the plotted points, read from the figure's vector data
// in the dissertation's PDF (page 83), in his time unit t* = σ√(m/(K/N)), K/N = kT in two dimensions.
import { DISK_M, DISK_R, KT } from '../common/hardDiskGas'
import type { Density } from './meta'

/** Dinius's time unit σ√(m/kT), in the chapter's r√(m/kT): 2, so his λ is twice the chapter's. */
export const T_STAR = 2 * DISK_R * Math.sqrt(DISK_M / KT)

export interface PublishedLambda {
  disks: number
  /** λ₁ in the chapter's unit, per r√(m/kT) */
  lambda: number
}

/** λ₁ per t* as plotted, for 400 and 2,500 disks (the sizes either side of the figure's 1,020). */
const PLOTTED: Partial<Record<Density, [number, number][]>> = {
  '0.3927': [
    [400, 3.666],
    [2500, 3.726],
  ],
  '0.4712': [
    [400, 4.443],
    [2500, 4.528],
  ],
}

/** The published λ₁ at a density of the figure's, in the chapter's unit; empty where there is none. */
export function published(density: Density): PublishedLambda[] {
  return (PLOTTED[density] ?? []).map(([disks, perTStar]) => ({ disks, lambda: perTStar / T_STAR }))
}
