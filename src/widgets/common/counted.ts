// A count as chapter 12's figures write it: the number through the book's formatter and its noun
// in the singular after exactly 1 ("1 contact", "2 contacts"); whole sentences use the kit's formatCount.
import { formatNumber, nounAfter } from '../../kit/format'

/** " contacts" after n, " contact" after 1: an output's unit. */
export const nounFor = (n: number, one: string): string => ` ${nounAfter(formatNumber(n, 0), one)}`
