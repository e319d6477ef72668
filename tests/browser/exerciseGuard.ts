// The issue-24 "done" rule, checked on a chapter page already loaded by teaching.test.ts: while a
// typed exercise is open, neither the page's visible text nor its accessibility tree holds the
// number it would accept; and a construction exercise ("make the figure graze") never passes on a
// state the reader did not make: the opening state, a prose link's, a preset button's.
import type { Page } from 'playwright-core'
import { exerciseChecks } from '../../src/book/exercises'
import { type Check, type NumberCheck, type Outputs, close } from '../../src/book/exercises/types'

/** The exercises on the page, by id, with their checks. */
export async function exercisesOn(page: Page): Promise<[string, Check][]> {
  const ids = await page.$$eval('fieldset[data-exercise]', (all) =>
    all.map((f) => f.getAttribute('data-exercise')!),
  )
  return ids.filter((id) => Object.hasOwn(exerciseChecks, id)).map((id) => [id, exerciseChecks[id]!])
}

/** The figure's outputs a check reads, from the raw values the page's <output>s carry. */
function outputsOf(page: Page, check: Check): Promise<Outputs> {
  return page.evaluate(
    ({ widget, reads }) => {
      const value = (q: string) => {
        const out = document.querySelector(
          `[data-widget="${widget}"] output[data-quantity="${q}"], output[data-bound-to="${widget}"][data-quantity="${q}"]`,
        )
        if (!out) return undefined
        const raw = out.getAttribute('data-value') ?? ''
        if (raw === '') return null
        return Number.isNaN(Number(raw)) ? raw : Number(raw)
      }
      return Object.fromEntries(reads.map((q) => [q, value(q)]))
    },
    { widget: check.widget, reads: [...check.reads] },
  )
}

/**
 * Everything a reader of the chapter can read or hear: its visible text, the stages' drawn text and
 * its accessibility tree (the contents list and the links' addresses left out: page counts and
 * chapter numbers are not the figure's).
 */
async function readable(page: Page): Promise<string> {
  const chapter = page.locator('main#chapter')
  const visible = await chapter.evaluate((main) =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text only, not closed panels'
      (main as HTMLElement).innerText,
      // The axes' tick labels are a scale, not the figure's numbers.
      ...[...main.querySelectorAll('svg text:not(.rk-axes text)')]
        .filter((t) => t.getClientRects().length > 0)
        .map((t) => t.textContent ?? ''),
    ].join('\n'),
  )
  const tree = (await chapter.ariaSnapshot())
    .split('\n')
    .filter((line) => !/^\s*- \/url:/.test(line))
    .join('\n')
  return `${visible}\n${tree}`
}

const significant = (token: string) => token.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length

/**
 * What the exercise's own figure shows and says: its visible text, its drawn texts (not the axes'),
 * its accessibility tree, and the prose numbers bound to it. Here a number of one significant
 * digit reads as the figure's (acceptedIn's `fewest` 1); elsewhere on the page "2" or "0.5" is as
 * likely a count or a step of the prose.
 */
async function figureReadable(page: Page, widget: string): Promise<string> {
  const figure = page.locator(`main#chapter [data-widget="${widget}"]`)
  const visible = await page.evaluate((w) => {
    // Its shown texts, drawn ones too, but not the axes' tick labels: a scale, not the figure's numbers.
    const shown = (root: Element) => {
      const texts: string[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (
          parent &&
          !parent.closest('.rk-axes') &&
          parent.getClientRects().length > 0 &&
          getComputedStyle(parent).visibility !== 'hidden'
        )
          texts.push(node.textContent ?? '')
      }
      return texts.join(' ')
    }
    return [
      ...document.querySelectorAll(`main#chapter [data-widget="${w}"]`),
      ...document.querySelectorAll(`main#chapter output[data-bound-to="${w}"]`),
    ]
      .map(shown)
      .join('\n')
  }, widget)
  const tree = (await figure.count()) > 0 ? await figure.ariaSnapshot() : ''
  return `${visible}\n${tree}`
}

/**
 * The numbers in `text` that give the answer away, as [number, where]: ones the check would accept
 * that read as the answer at the exercise's precision ("0.919" or "0.9190" for 0.919), or as the
 * answer rounded to fewer digits, at least `fewest` of them significant ("172" for 172.000, "0.92"
 * for 0.919; with `fewest` 1 also "0.5" for 0.500). A number inside a word or an address ("c=06"),
 * the mantissa of "6.7 × 10⁻⁷", the base of "10⁻ᵏ" and either part of "1e-6" are not read as one.
 */
export function acceptedIn(
  text: string,
  check: NumberCheck,
  expected: number,
  fewest = 2,
): [string, string][] {
  const plain = text.replace(/\u2212/g, '-').replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
  const atPrecision = expected.toFixed(check.digits)
  const found = new Map<string, string>()
  for (const match of plain.matchAll(
    /(?<![\w/=.]|\de[-+])-?\d+(?:\.\d+)?(?!\d|\.\d|e[-+]?\d|\s*×\s*10|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹ᵏ])/g,
  )) {
    const token = match[0]
    const x = Number(token)
    if (found.has(token) || !close(x, expected, check.tolerance)) continue
    const decimals = token.split('.')[1]?.length ?? 0
    const gives =
      decimals >= check.digits
        ? x.toFixed(check.digits) === atPrecision
        : Number(expected.toFixed(decimals)) === x && significant(token) >= fewest
    if (gives) {
      const around = plain.slice(Math.max(0, match.index - 40), match.index + token.length + 20)
      found.set(token, `${token} in “${around.replace(/\s+/g, ' ').trim()}”`)
    }
  }
  return [...found]
}

/**
 * Numbers an exercise's question gives, which its answer equals by design: c11-predict-loss asks
 * for the chapter's estimate "about k digits" at the k the figure shows (in its text "R 6.0", its
 * slider's value "6").
 */
const GIVEN: Readonly<Record<string, RegExp>> = {
  'c11-predict-loss': /gap = 10⁻ᵏ times R\W{1,6}\d/,
}

/** The typed exercises among `exercises` whose answer is on the page now, reached by `how`. */
async function answersShown(page: Page, typed: [string, NumberCheck][], how: string): Promise<string[]> {
  if (typed.length === 0) return []
  const problems: string[] = []
  const text = await readable(page)
  for (const [id, check] of typed) {
    const expected = check.expected(await outputsOf(page, check))
    if (expected === null) continue
    const found = new Map([
      ...acceptedIn(await figureReadable(page, check.widget), check, expected, 1),
      ...acceptedIn(text, check, expected),
    ])
    const leaks = [...found.values()].filter((leak) => !GIVEN[id]?.test(leak))
    if (leaks.length > 0)
      problems.push(`${id} (answer ${expected}) is on the page after ${how}: ${leaks.join('; ')}`)
  }
  return problems
}

/**
 * Checks the rule for the exercises on `widget` (all of them when null) in the state the page
 * shows, reached by `how` (not the reader's own move); returns what breaks it.
 */
export async function guardExercises(
  page: Page,
  exercises: [string, Check][],
  widget: string | null,
  how: string,
): Promise<string[]> {
  const mine = exercises.filter(([, c]) => widget === null || c.widget === widget)
  // Typed answers: only those the exercise would accept in this state (one that waits for the
  // reader's own move accepts nothing here, so the text may work its opening state out).
  const typed = mine.filter((e): e is [string, NumberCheck] => e[1].kind === 'number' && !e[1].moveFirst)
  const problems = await answersShown(page, typed, how)
  for (const [id] of mine.filter(([, c]) => c.kind === 'move')) {
    const box = page.locator(`fieldset[data-exercise="${id}"]`)
    await box.getByRole('button', { name: 'Check the figure' }).click()
    const said = (await box.locator('.book-exercise-feedback').textContent()) ?? ''
    if (!said.startsWith('Not yet')) problems.push(`${id} passes after ${how}: “${said}”`)
  }
  return problems
}

/**
 * The typed exercises that wait for the reader's own move: one key press on the figure's first
 * handle makes it, and then the answer must not be on the page either.
 */
export async function guardOwnMoves(page: Page, exercises: [string, Check][]): Promise<string[]> {
  const problems: string[] = []
  for (const [id, check] of exercises) {
    if (check.kind !== 'number' || !check.moveFirst) continue
    // The move from the figure as it stands, or else from each of its presets in turn, until the
    // question has an answer (c8-outside-s asks for lines that cross beyond an end).
    const presets = page.locator(`[data-widget="${check.widget}"] button[data-preset]`)
    const handles = page.locator(`[data-widget="${check.widget}"] .rk-handle`)
    let answered = false
    for (let i = -1; i < (await presets.count()) && !answered; i++) {
      if (i >= 0) await presets.nth(i).click()
      // Each handle in turn, by a step across and three small ones up: a figure off the round
      // numbers the page prints (c7-reflect wants the wall turned, its second handle).
      for (let h = 0; h < Math.min(3, await handles.count()) && !answered; h++) {
        await handles.nth(h).focus()
        for (const key of ['Shift+ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp'])
          await page.keyboard.press(key)
        answered = check.expected(await outputsOf(page, check)) !== null
      }
    }
    if (!answered) problems.push(`${id}: no answer after a move of the reader’s own, so nothing was checked`)
    problems.push(...(await answersShown(page, [[id, check]], 'a move of the reader’s own')))
  }
  return problems
}

/** The answers the guard could work out in the opening state, for a test to see it checked something. */
export async function answerable(page: Page, exercises: [string, Check][]): Promise<string[]> {
  const ids: string[] = []
  for (const [id, check] of exercises)
    if (check.kind === 'number' && !check.moveFirst && check.expected(await outputsOf(page, check)) !== null)
      ids.push(id)
  return ids
}
