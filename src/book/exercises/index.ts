// Every exercise of the book by id: an <Exercise id="..."> in a chapter names one of these.
import { chapter1 } from './chapter1'
import { chapter2 } from './chapter2'
import { chapter3 } from './chapter3'
import { chapter4 } from './chapter4'
import { chapter5 } from './chapter5'
import { chapter6 } from './chapter6'
import { chapter7 } from './chapter7'
import { chapter9 } from './chapter9'
import { chapter8 } from './chapter8'
import { chapter10 } from './chapter10'
import { chapter11 } from './chapter11'
import { chapter12 } from './chapter12'
import type { Check } from './types'

export const exerciseChecks: Readonly<Record<string, Check>> = {
  ...chapter1,
  ...chapter2,
  ...chapter3,
  ...chapter4,
  ...chapter5,
  ...chapter6,
  ...chapter7,
  ...chapter9,
  ...chapter8,
  ...chapter10,
  ...chapter11,
  ...chapter12,
}
