// Exercises of chapter 11 (chapters/11-the-numbers-underneath.mdx), on the figures cancellation
// and discriminant-forms.
import { type Check, amount, num } from './types'

/** How near 8 lost digits counts as half of a double's 16. */
const HALF_SLACK = 0.5

export const chapter11 = {
  'c11-predict-loss': {
    kind: 'number',
    widget: 'cancellation',
    reads: ['k', 'digitsLost'],
    // The chapter teaches an estimate, "about k digits, at most": that is the prediction checked.
    // The figure's own count can be lower (lucky roundings; past k ≈ 8 its start has so few bits
    // that little rounds at all), and the solution shows it beside the estimate.
    expected: (o) => (num(o.digitsLost) === null ? null : num(o.k)),
    // The digits lost are −log₁₀ of the textbook root's relative error: both give the count away.
    hides: ['digitsLost', 'relErrTextbook'],
    tolerance: 0.15,
    label: 'digits lost ≈',
    digits: 1,
    none: 'B does not come toward A or pass it in the figure as it stands: aim its arrow at A',
  },
  'c11-half-digits': {
    kind: 'move',
    widget: 'cancellation',
    reads: ['digitsLost'],
    goal: (o) => {
      const lost = num(o.digitsLost)
      return lost !== null && Math.abs(lost - 8) <= HALF_SLACK
    },
    missing: (o) => {
      const lost = num(o.digitsLost)
      if (lost === null) return 'the textbook root has no digits to lose here: aim B’s arrow at A'
      return `the textbook root has lost ${amount(lost, 1)} digits, ${lost < 8 ? 'fewer' : 'more'} than about 8: ${lost < 8 ? 'raise' : 'lower'} k, or turn the arrow a little`
    },
  },
  'c11-bound-ratio': {
    kind: 'number',
    widget: 'discriminant-forms',
    reads: ['spread'],
    expected: (o) => num(o.spread),
    // The opening ratio, 4.28, lies within 5 % of numbers the page prints for other reasons (4.35).
    moveFirst: 'drag B or its arrow first, to a pair of your own',
    // The figure prints |Δp|/R itself ("the centres start … times R apart"): that is the answer.
    hides: ['spread'],
    tolerance: 0.05,
    label: 'ratio of the bounds =',
    digits: 1,
  },
} satisfies Record<string, Check>
