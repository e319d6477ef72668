// A reader's progress on a chapter's exercises, kept in the URL beside the figure's state. The
// book's hash belongs to the figures (`#<widget-id>:<state>`), so exercises use the query instead:
//
//   ?c=03-when-do-they-touch&ex=t1:h2ds:0.919,after-frame:d
//
// one entry per exercise touched, `<id>:<flags>[:<typed answer>]`, comma-separated, where the flags
// are `h<n>` (n hints shown), `d` (answered correctly), `s` (worked solution shown). ':' and ','
// are legal in a query, so links stay readable. Anything that does not parse is dropped: nothing
// from the URL is rendered as markup, and a typed answer only ever fills a text field.
//
// The reader's own record of the whole book is kept in localStorage (STORAGE_KEY) in the same
// format, so the contents can show each chapter's progress and a chapter opened without `ex`
// continues where the reader left it. The two relate by one rule: for an exercise the URL names,
// the URL wins (a shared link shows what it says); for one it does not, the record fills in; and
// every change the reader makes is written to both.

export interface ExerciseProgress {
  /** hints revealed so far */
  hints: number
  /** answered correctly (by a typed number or by moving the figure) */
  done: boolean
  /** the worked solution is shown */
  solution: boolean
  /** the last answer the reader checked, as typed */
  answer: string
}

export const PARAM = 'ex'
export const blankProgress: ExerciseProgress = { hints: 0, done: false, solution: false, answer: '' }

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/
const FLAGS = /^(?:h([1-9]))?(d?)(s?)$/
// A typed number: digits, one decimal point or comma, a sign, an exponent, or a fraction of two
// such numbers (1/9, 5/4, −3/2.5). Nothing else survives.
const DECIMAL = '[0-9]{0,12}(?:[.,][0-9]{0,12})?(?:e[-+]?[0-9]{1,3})?'
const ANSWER = new RegExp(`^[-+\u2212]?${DECIMAL}(?:/${DECIMAL})?$`)

export const STORAGE_KEY = 'ricochet-exercises'
// A link carries one chapter's exercises; the record the whole book's.
const URL_LIMIT = 64
const STORED_LIMIT = 1000

export function parseProgress(search: string): Map<string, ExerciseProgress> {
  return parseEntries(new URLSearchParams(search).get(PARAM) ?? '', URL_LIMIT)
}

function parseEntries(text: string, limit: number): Map<string, ExerciseProgress> {
  const out = new Map<string, ExerciseProgress>()
  if (!text) return out
  for (const entry of text.split(',').slice(0, limit)) {
    const [id = '', flags = '', answer = '', ...rest] = entry.split(':')
    const f = FLAGS.exec(flags)
    if (!ID.test(id) || !f || rest.length > 0 || !ANSWER.test(answer) || out.has(id)) continue
    out.set(id, { hints: Number(f[1] ?? 0), done: f[2] === 'd', solution: f[3] === 's', answer })
  }
  return out
}

function entryText(id: string, p: ExerciseProgress): string | null {
  const flags = `${p.hints > 0 ? `h${Math.min(9, p.hints)}` : ''}${p.done ? 'd' : ''}${p.solution ? 's' : ''}`
  const answer = ANSWER.test(p.answer) ? p.answer : ''
  if (!flags && !answer) return null
  return answer ? `${id}:${flags}:${answer}` : `${id}:${flags}`
}

function entriesOf(progress: ReadonlyMap<string, ExerciseProgress>): string[] {
  return [...progress].flatMap(([id, p]) => {
    const text = ID.test(id) ? entryText(id, p) : null
    return text === null ? [] : [text]
  })
}

/** `search` with the `ex` parameter rewritten for `progress` (or removed when there is none). */
export function withProgress(search: string, progress: ReadonlyMap<string, ExerciseProgress>): string {
  const entries = entriesOf(progress)
  const others = (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== PARAM)
  if (entries.length > 0) others.push(`${PARAM}=${entries.join(',')}`)
  return others.length > 0 ? `?${others.join('&')}` : ''
}

// Thousands grouped as the book prints counts ("20,000", "1,020.5"): its commas are not decimal.
const GROUPED = /^([-+\u2212]?)([1-9][0-9]{0,2}(?:,[0-9]{3})+(?:\.[0-9]*)?)$/

/**
 * A typed answer as a number: accepts a decimal comma, thousands grouped as the book writes them
 * ("20,000" is twenty thousand, "1,5" one and a half), the true minus sign and a fraction ("1/9",
 * "−5/4"); null if it is not one (or divides by zero).
 */
export function readAnswer(text: string): number | null {
  const t = text
    .replace(/\s+/g, '')
    .split('/')
    .map((part) => (GROUPED.test(part) ? part.replace(/,/g, '') : part.replace(/,/g, '.')))
    .join('/')
    .replace('\u2212', '-')
  if (t === '' || !ANSWER.test(t)) return null
  const [top = '', bottom] = t.split('/')
  const x = bottom === undefined ? Number(top) : Number(top) / Number(bottom)
  return top !== '' && bottom !== '' && Number.isFinite(x) ? x : null
}

/** The reader's record of every exercise in the book; empty where storage is off or holds junk. */
export function storedProgress(): Map<string, ExerciseProgress> {
  try {
    return parseEntries(localStorage.getItem(STORAGE_KEY) ?? '', STORED_LIMIT)
  } catch {
    return new Map()
  }
}

/** Records one exercise's progress; tells the page (the contents) with a `ricochet-progress` event. */
export function storeProgress(id: string, p: ExerciseProgress): void {
  const all = storedProgress()
  all.set(id, p)
  try {
    localStorage.setItem(STORAGE_KEY, entriesOf(all).join(','))
  } catch {
    // Storage can be off (private windows): progress then lives in the URL alone.
  }
  window.dispatchEvent(new Event('ricochet-progress'))
}
