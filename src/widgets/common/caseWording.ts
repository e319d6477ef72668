// How the book words the core's six contact cases (ContactCase), in one place: the legend and the
// derivation of chapter 3, and the read-outs of chapters 1 and 2 that print the swept test's case.
import type { ContactCase, SweptResult } from '../../core'

export interface CaseInfo {
  id: ContactCase
  name: string
  /** The test that picks this case, in the order the core checks them. */
  rule: string
  /** One line for the legend. */
  meaning: string
  /**
   * Why there is no contact time, in the quadratic's terms (chapter 3): shown after "No first
   * contact: " where a hit shows "First contact t = …" (no "none" where a number belongs).
   */
  noContact: string
  /** The same in plain words, for figures that come before the quadratic (chapters 1 and 2). */
  noContactPlain: string
}

// The six cases of chapter 3, in the order sweptCircles checks them: the first whose rule holds wins.
export const contactCases: readonly CaseInfo[] = [
  {
    id: 'overlapping',
    name: 'Overlapping',
    rule: 'c < 0',
    meaning: 'They overlap already at t = 0: one root lies before the frame, one after its start.',
    noContact: 'already overlapping at t = 0',
    noContactPlain: 'overlapping from the start',
  },
  {
    id: 'same-motion',
    name: 'Same motion',
    rule: 'a = 0',
    meaning: 'Equal displacements: the gap between them never changes, so they never meet.',
    noContact: 'a = 0, same motion',
    noContactPlain: 'they move alike, so the gap between them never changes',
  },
  {
    id: 'miss',
    name: 'Miss',
    rule: 'b² − 4ac < 0',
    meaning: 'No real roots: along their whole lines the centres never come within rA + rB.',
    noContact: 'no real roots',
    noContactPlain: 'their paths never bring them within rA + rB',
  },
  {
    id: 'receding',
    name: 'Receding',
    rule: 't₂ ≤ 0',
    meaning: 'Both roots at or before the start: they touched in the past and are moving apart.',
    noContact: 't₂ ≤ 0, moving apart',
    noContactPlain: 'they are moving apart',
  },
  {
    id: 'after-frame',
    name: 'After the frame',
    rule: 't₁ > 1',
    meaning: 'They will touch, but only after this frame is over: next frame’s problem.',
    noContact: 't₁ > 1, after this frame',
    noContactPlain: 'not until after this frame',
  },
  {
    id: 'hit',
    name: 'Hit',
    rule: '0 ≤ t₁ ≤ 1',
    meaning: 'They first touch at t = t₁, inside this frame: the only case that needs a response.',
    noContact: '',
    noContactPlain: '',
  },
]

export const caseInfo = Object.fromEntries(contactCases.map((c) => [c.id, c])) as Record<
  ContactCase,
  CaseInfo
>

/** What to print instead of a root of the quadratic that does not exist. */
export function noRootReason(result: SweptResult): string {
  return result.a === 0 ? 'a = 0: same motion' : 'no real roots'
}
