// A count as chapter 12's figures write it: the number through the book's formatter and its noun
// in the singular after exactly 1 ("1 contact", "2 contacts").
import { formatNumber, nounAfter } from '../../kit/format'

/** " contacts" after n, " contact" after 1: an output's unit. */
export const nounFor = (n: number, one: string): string => ` ${nounAfter(formatNumber(n, 0), one)}`

/** "1 contact", "20114 contacts". */
export const counted = (n: number, one: string): string => `${formatNumber(n, 0)}${nounFor(n, one)}`
