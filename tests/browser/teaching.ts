// The book's prose stays true and readable in every state of its figures (issue 24), checked on a
// chapter page the census has loaded (census-chapters.test.ts): each of its figures is walked
// through its opening state, the states its prose links set, and random states (set through the
// URL hash, as a pasted link would). In every state each paragraph bound to the figure is read as
// the reader sees it, and none may hold a "none" or "undefined" where a number belongs, a case id
// instead of words, a raw double, or an ASCII minus. Then every prose link that sets a figure is
// followed: the figure must end up in view, marked, with a way back to the sentence (the "Back to
// the text" button, and the browser's Back). On the same page the issue's "done" rule is checked
// (exerciseGuard.ts): in the opening state, after each prose link, after each preset button and
// after the reader's own move, no open typed exercise's answer is on the page or in its
// accessibility tree, and no construction exercise passes.
import type { Page } from 'playwright-core'
import type { Check } from '../../src/book/exercises/types'
import type { Schema } from '../../src/kit/contract'
import { defaultState, mergeState, serializeState } from '../../src/kit/hashState'
import { caseIds } from '../../src/kit/words'
import { answerable, exercisesOn, guardExercises, guardOwnMoves } from './exerciseGuard'

/** The typed exercises of each chapter whose answer the opening figure has (the others ask for a move first). */
export const OPENING_ANSWERS: Record<string, string[]> = {
  '01-two-balls-one-frame': ['c1-distance-squared', 'c1-chord'],
  '02-gross-detection': ['c2-box-width'],
  '03-when-do-they-touch': ['c3-closest'],
  '07-walls-and-reflection': ['c7-end-time'],
  '11-the-numbers-underneath': ['c11-predict-loss'],
}
const RANDOM_STATES = 12

// A small seeded generator, so a failure names a state that comes back on the next run.
function generator(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomState(schema: Schema, random: () => number): string {
  const between = (lo: number, hi: number) => lo + (hi - lo) * random()
  const patch: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.kind === 'vec2')
      patch[key] = { x: between(spec.min.x, spec.max.x), y: between(spec.min.y, spec.max.y) }
    else if (spec.kind === 'vec3')
      patch[key] = {
        x: between(spec.min.x, spec.max.x),
        y: between(spec.min.y, spec.max.y),
        z: between(spec.min.z, spec.max.z),
      }
    else if (spec.kind === 'number')
      patch[key] = spec.infinite && random() < 0.1 ? Infinity : between(spec.min, spec.max)
    else if (spec.kind === 'choice') patch[key] = spec.options[Math.floor(random() * spec.options.length)]
    else if (spec.kind === 'boolean') patch[key] = random() < 0.5
  }
  return serializeState(schema, mergeState(schema, defaultState(schema), patch as never))
}

async function schemaOf(id: string): Promise<Schema> {
  const mod = (await import(`../../src/widgets/${id}/meta.ts`)) as { meta: { schema: Schema } }
  return mod.meta.schema
}

/**
 * In the page: reads every paragraph bound to the widget in the state it shows (`here` names it),
 * then sets each of `states` in turn and reads them again; returns what is wrong.
 */
function walk(
  page: Page,
  widget: string,
  states: string[],
  ids: readonly string[],
  here = 'its opening state',
): Promise<string[]> {
  return page.evaluate(
    async ({ widget, states, ids, here }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      const idWords = new RegExp(`(^|[^\\w-])(${ids.join('|')})(?![\\w-])`)
      // What the reader reads: the paragraph's text without its maths and code, and without
      // numbers shown with every digit on purpose.
      const readable = (el: Element) => {
        const copy = el.cloneNode(true) as Element
        for (const skip of copy.querySelectorAll('.katex, code, pre, [data-all-digits]')) skip.remove()
        return copy.textContent ?? ''
      }
      // One line per kind of fault and quantity, with the first state that shows it.
      const problems = new Map<string, string>()
      const add = (kind: string, q: string | null, detail: string) => {
        const key = `${kind} (${widget} ${q})`
        if (!problems.has(key)) problems.set(key, `${key}: ${detail}`)
      }
      for (const state of ['', ...states]) {
        if (state) {
          window.location.hash = `#${widget}:${state}`
          await frame()
        }
        const where = state || here
        for (const out of document.querySelectorAll(`.book-sections output[data-bound-to="${widget}"]`)) {
          const block = out.closest('p, li, td, .book-exercise-feedback') ?? out.parentElement!
          const text = readable(block).replace(/\s+/g, ' ').trim()
          const shown = out.textContent ?? ''
          if (/^(none|undefined|NaN)$|Infinity|NaN/.test(shown))
            add(`shows “${shown}”`, out.getAttribute('data-quantity'), `at ${where}: ${text}`)
          // A reason ("no real roots") where the sentence has just written "x =" or "λ ≈" reads as nonsense.
          if (out.classList.contains('rk-no-value')) {
            const before = document.createRange()
            before.setStart(block, 0)
            before.setEndBefore(out)
            if (/[=≈]\s*$/.test(before.toString()))
              add(
                'a reason where a number is wanted',
                out.getAttribute('data-quantity'),
                `“= ${shown}” at ${where}: ${text}`,
              )
          }
          const id = idWords.exec(text)
          if (id) add(`case id “${id[2]}”`, out.getAttribute('data-quantity'), `at ${where}: ${text}`)
          const raw = /\d*\.\d{7,}|\d{8,}/.exec(text)
          if (raw) add(`raw double ${raw[0]}`, out.getAttribute('data-quantity'), `at ${where}: ${text}`)
          const minus = /(^|[^\w)\]])-\d/.exec(text)
          if (minus) add('ASCII minus', out.getAttribute('data-quantity'), `at ${where}: ${text}`)
        }
      }
      return [...problems.values()]
    },
    { widget, states, ids, here },
  )
}

/**
 * How many of the page's animation frames a prose link may take to bring its figure, and Back to
 * return to the sentence (bringFigure needs two).
 */
const FRAMES = 60

/** A figure whose top is `top` px from the top of a window `height` px tall is in view. */
const inView = (top: number, height: number) => top >= -1 && top < height - 40

/** Follows each prose link that sets a figure; returns what went wrong, the exercises' rule included. */
async function followLinks(page: Page, exercises: [string, Check][]): Promise<string[]> {
  const problems: string[] = []
  const links = page.locator('.book-sections a[href^="#"][href*=":"]:not(.rk-widget a)')
  const count = await links.count()
  for (let i = 0; i < count; i++) {
    const link = links.nth(i)
    const href = (await link.getAttribute('href'))!
    const widget = decodeURIComponent(href.slice(1, href.indexOf(':')))
    await link.evaluate((a) => a.scrollIntoView({ block: 'center' }))
    const figure = `[id="widget-${widget}"]`
    // The mark lasts a moment (figureLinks.ts, MARK_MS): an observer sees it set, where a poll
    // started late on a loaded machine could miss it. Where the figure stood is read at that
    // moment too (bringFigure scrolls it in the same frame as it marks it), so a later scroll of a
    // loaded page (a Back's or an earlier link's render catching up) cannot fail the check.
    await page.evaluate((selector) => {
      const el = document.querySelector(selector)
      const seen = window as unknown as { figureMarked?: number | null }
      seen.figureMarked = null
      if (!el) return
      new MutationObserver((_, observer) => {
        if (!el.hasAttribute('data-just-set')) return
        seen.figureMarked = el.getBoundingClientRect().top
        observer.disconnect()
      }).observe(el, { attributes: true, attributeFilter: ['data-just-set'] })
    }, figure)
    await link.click()
    // Waited for in the page's frames, not in seconds: a loaded machine draws its frames later, but
    // bringFigure marks the figure in the second frame after the click all the same.
    const top = await page.evaluate(async (frames) => {
      const seen = window as unknown as { figureMarked?: number | null }
      for (let f = 0; f < frames && seen.figureMarked == null; f++)
        await new Promise((r) => requestAnimationFrame(r))
      return seen.figureMarked ?? null
    }, FRAMES)
    if (top === null) {
      problems.push(`${href}: the figure is not marked within ${FRAMES} frames of the click`)
      continue
    }
    const height = await page.evaluate(() => window.innerHeight)
    if (!inView(top, height)) {
      problems.push(`${href}: the figure is marked ${Math.round(top)} px from the top, out of view`)
      continue
    }
    // The exercises in the state the link set: for the first link after its way back, the "Back to
    // the text" button (which keeps the state), for the others before the browser's Back.
    const guard = () => guardExercises(page, exercises, widget, `the link ${href}`)
    if (i > 0) problems.push(...(await guard()))
    if (i === 0) await page.getByRole('button', { name: 'Back to the text' }).click()
    else await page.goBack()
    const atSentence = await link.evaluate(async (a, frames) => {
      const there = () => {
        const box = a.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      }
      for (let f = 0; f < frames && !there(); f++) await new Promise((r) => requestAnimationFrame(r))
      return there()
    }, FRAMES)
    if (!atSentence)
      problems.push(`${href}: ${i === 0 ? '“Back to the text”' : 'Back'} does not return to the sentence`)
    if (i === 0) problems.push(...(await guard()))
  }
  return problems
}

/**
 * The teaching checks on chapter `chapter`'s page, open at its opening state (its figures at their
 * defaults): the typed exercises whose answer the guard could work out there, and what is wrong.
 */
export async function teachingProblems(
  page: Page,
  chapter: string,
): Promise<{ answerable: string[]; problems: string[] }> {
  // A prose link scrolls its figure at once under reduced motion, so the checks need no waits.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const widgets = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[data-widget-slot]')].map((e) => e.getAttribute('data-widget-slot')!),
    ),
  ])
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('.book-sections a[href^="#"]')].map((a) =>
      a.getAttribute('href')!.slice(1),
    ),
  )
  const exercises = await exercisesOn(page)
  const problems = await guardExercises(page, exercises, null, 'the page opened')
  const opening = await answerable(page, exercises)
  for (const [i, widget] of widgets.entries()) {
    const schema = await schemaOf(widget)
    const random = generator(1000 * chapter.length + i)
    const linked = links.filter((l) => l.startsWith(`${widget}:`)).map((l) => l.slice(widget.length + 1))
    const states = [...linked, ...Array.from({ length: RANDOM_STATES }, () => randomState(schema, random))]
    problems.push(...(await walk(page, widget, states, caseIds)))
  }
  problems.push(...(await followLinks(page, exercises)))
  // Each preset button of a figure an exercise is about, and the prose bound to it in that state.
  for (const widget of new Set(exercises.map(([, c]) => c.widget))) {
    // A folded panel draws its presets only once open (kit/Fold.tsx): the panels that hold some are
    // opened, as a reader would, and the others folded again.
    await page.locator(`[data-widget="${widget}"]`).evaluate(async (figure) => {
      for (const panel of figure.querySelectorAll('details:not([open])')) {
        ;(panel as HTMLDetailsElement).open = true
        await Promise.resolve()
        if (!panel.querySelector('button[data-preset]')) (panel as HTMLDetailsElement).open = false
      }
    })
    const presets = page.locator(`[data-widget="${widget}"] button[data-preset]`)
    for (let i = 0; i < (await presets.count()); i++) {
      const preset = presets.nth(i)
      const name = (await preset.textContent())?.trim()
      await preset.click()
      const where = `the preset “${name}” of ${widget}`
      problems.push(...(await guardExercises(page, exercises, widget, where)))
      // A preset is a state a drag rarely lands on (parallel lines): the prose must read right there too.
      problems.push(...(await walk(page, widget, [], caseIds, where)))
    }
  }
  problems.push(...(await guardOwnMoves(page, exercises)))
  return { answerable: opening, problems }
}
