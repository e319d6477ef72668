// What the census (census.test.ts, census-chapters.test.ts) checks on a page as loaded, each check a function that lists
// what is wrong (an empty list passes), so one load reports every problem it has at once.
import type { BrowserContext, Page } from 'playwright-core'
import { texNames } from '../../src/book/presentSteps'

/** Console errors, uncaught exceptions and Content-Security-Policy violations of one tab. */
export interface Watched {
  errors: string[]
  /** every path the tab requested, without the leading "/" */
  requested: string[]
  /** the violations the page has reported so far */
  violations: () => Promise<string[]>
}

/** Makes every page of `context` collect its CSP violations (read with Watched.violations). */
export async function collectViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    )
  })
}

export function watch(page: Page): Watched {
  const errors: string[] = []
  const requested: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => requested.push(new URL(r.url()).pathname.slice(1)))
  page.on('dialog', (d) => {
    errors.push(`a dialog opened: ${d.message()}`)
    void d.dismiss()
  })
  return {
    errors,
    requested,
    violations: () =>
      page.evaluate(() => [...((window as unknown as { cspViolations?: string[] }).cspViolations ?? [])]),
  }
}

/** Waits until every figure and every formula on the page has loaded and been laid out. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1, .rk-widget .rk-handle') !== null &&
      document.querySelectorAll('.book-loading, .rk-tex:not([data-laid-out])').length === 0 &&
      document.fonts.status === 'loaded',
  )
}

/** Content wider than the window (`width`, the window asked for): the reader would scroll sideways. */
export async function sidewaysScroll(page: Page, width: number): Promise<string[]> {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
  return scroll > width ? [`the page is ${scroll} px wide in a ${width} px window`] : []
}

/**
 * Formulas: none with a KaTeX error or without its MathML (a screen reader would get loose glyphs),
 * and the prose's formulas styled by KaTeX's CSS (each piece unbreakable, so a symbol never parts
 * from its subscript), no display formula hiding its end behind a scroll.
 */
export function formulaProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = [...document.querySelectorAll('.katex-error')].map(
      (e) => `KaTeX error: ${e.getAttribute('title') ?? ''}: ${e.textContent}`,
    )
    const annotation = (el: Element) => el.querySelector('annotation')?.textContent ?? el.textContent
    for (const k of document.querySelectorAll('.katex:not(:has(math))'))
      problems.push(`formula without MathML: ${annotation(k)}`)
    for (const html of document.querySelectorAll('.book-section .katex-html')) {
      const tex = html.parentElement?.querySelector('annotation')?.textContent
      const breakable = [...html.children].some(
        (piece) => !piece.matches('.katex-newline') && getComputedStyle(piece).whiteSpace !== 'nowrap',
      )
      if (breakable) problems.push(`formula breakable inside: ${tex}`)
      const display = html.closest('.katex-display')
      if (display !== null && display.scrollWidth > display.clientWidth + 1)
        problems.push(`display formula cut: ${tex}`)
    }
    return problems
  })
}

const TEX = /\\[a-zA-Z]+/

/**
 * What assistive technology is told that leaks TeX source or "undefined": lines of Playwright's
 * ARIA snapshot and names in Chromium's own accessibility tree.
 */
export async function accessibilityLeaks(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot()
  const bad = snapshot.split('\n').filter((line) => TEX.test(line) || /undefined/.test(line))
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
  }
  await cdp.detach()
  for (const n of nodes) {
    const name = String(n.name?.value ?? '')
    if (!n.ignored && (TEX.test(name) || /undefined/.test(name)))
      bad.push(`${n.role?.value} "${name}" (Chromium)`)
  }
  return bad
}

/** Each live formula's slots as the ear gets them (MathML <mn>) and as the eye does (the HTML box). */
export function slotTexts(page: Page): Promise<{ spoken: string | null; shown: string | null }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.rk-tex')].flatMap((tex) =>
      [...tex.querySelectorAll('mn[data-slot]')].map((mn) => ({
        spoken: mn.textContent,
        shown:
          tex.querySelector(`.katex-html [data-slot="${mn.getAttribute('data-slot')}"]`)?.textContent ?? null,
      })),
    ),
  )
}

/** The spoken text of every <math> of a live formula. */
export const spokenFormulas = (page: Page): Promise<(string | null)[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.rk-tex math')].map(
      (m) => m.querySelector('semantics > :first-child')?.textContent ?? null,
    ),
  )

/** Handles whose touch target is under 44 CSS px (WCAG 2.5.5), checked on a phone. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('.rk-handle').evaluateAll((handles) =>
    handles.flatMap((h) => {
      const hit = h.querySelector('.rk-handle-hit')?.getBoundingClientRect()
      const size = hit ? Math.min(hit.width, hit.height) : 0
      return size < 43.5 ? [`${h.getAttribute('aria-label')}: a ${size.toFixed(1)} px target`] : []
    }),
  )
}

/** Smallest drawn diameter (px) of a ball (solid or outline) at the default state on a phone... */
const PHONE_MIN_BALL_PX = 40
/** ...unless the content already fills this much of the stage's width (a fast ball's long path). */
const PHONE_FILLED = 0.6

/** Each stage's balls' drawn diameters, and how far (px) a named ball reaches outside its stage. */
export function ballsInStages(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.rk-stage svg')].map((svg) => {
      const frame = svg.getBoundingClientRect()
      const solid = [...svg.querySelectorAll('.rk-ball:not(.rk-ghost)')]
      // Outlines count too: a figure about a circle of radius R may draw only its outline.
      const balls = [...svg.querySelectorAll('.rk-ball circle')].map((c) => c.getBoundingClientRect())
      // The named balls are the ones the reader places; a figure may run unnamed copies along
      // their paths beyond the frame (chapter 3's time slider goes from t = −1 to 2).
      const placed = solid
        .filter((g) => g.querySelector('text'))
        .map((g) => g.querySelector('circle')!.getBoundingClientRect())
      const outside = Math.max(
        0,
        ...placed.map((b) =>
          Math.max(frame.left - b.left, b.right - frame.right, frame.top - b.top, b.bottom - frame.bottom),
        ),
      )
      const left = Math.min(...balls.map((b) => b.left))
      const right = Math.max(...balls.map((b) => b.right))
      return { diameters: balls.map((b) => b.width), filled: (right - left) / frame.width, outside }
    }),
  )
}

/** How far (px) the farthest named ball reaches outside its stage; 1 px is allowed. */
export async function ballsOutside(page: Page): Promise<number> {
  return Math.max(0, ...(await ballsInStages(page)).map((s) => s.outside))
}

/**
 * On a phone at the default state: balls 40 px across or zoomed to fill the stage, and a figure
 * draws balls unless it is about something else (`drawsBalls` false: two segments crossing).
 */
export async function phoneBallProblems(page: Page, drawsBalls: boolean): Promise<string[]> {
  const stages = await ballsInStages(page)
  const problems = stages
    .filter((s) => s.diameters.length > 0)
    .filter((s) => Math.min(...s.diameters) < PHONE_MIN_BALL_PX && s.filled < PHONE_FILLED)
    .map(
      (s) =>
        `balls ${Math.min(...s.diameters).toFixed(1)} px across fill only ${(s.filled * 100).toFixed(0)} % of the stage`,
    )
  if (stages.some((s) => s.diameters.length > 0) !== drawsBalls)
    problems.push(drawsBalls ? 'no ball is drawn' : 'balls are drawn in a figure listed as drawing none')
  return problems
}

/** What a prose number (<Live>, see src/book/Live.tsx) shows before its figure has published. */
export const WAITING = 'waiting for the figure'

interface ProseNumber {
  w: string | null
  q: string | null
  text: string
  value: string | null
}
export const proseNumbers = (page: Page): Promise<ProseNumber[]> =>
  page.locator('main output[data-bound-to]').evaluateAll((outputs) =>
    outputs.map((o) => ({
      w: o.getAttribute('data-bound-to'),
      q: o.getAttribute('data-quantity'),
      text: (o.textContent ?? '').trim(),
      value: o.getAttribute('data-value'),
    })),
  )

/** Prose numbers not fit to show. A word in place of a number is fine (a case name, a reason). */
export async function unfitProseNumbers(page: Page): Promise<string[]> {
  const why = ({ text, value }: ProseNumber): string | null => {
    if (text === '' || text === WAITING) return `shows "${text}"`
    if (/NaN|Infinity|∞|undefined/.test(text)) return `shows "${text}"`
    if (value !== null && value !== '' && /^[-+\d.e]+$/i.test(value) && !Number.isFinite(Number(value)))
      return `has data-value "${value}"`
    if (value !== null && /NaN|Infinity/.test(value)) return `has data-value "${value}"`
    return null
  }
  return (await proseNumbers(page))
    .map((n) => ({ n, why: why(n) }))
    .filter(({ why }) => why !== null)
    .map(({ n, why }) => `<Live w="${n.w}" q="${n.q}"> ${why}`)
}

/**
 * Presentation mode lights a shape when a step names what it draws (src/kit/draws.ts): each
 * figure's shapes name their quantities with its outputs' names or the chapter's formulas' TeX
 * names (`formulas`: the chapter source's, a hidden solution's too).
 */
export async function drawsProblems(page: Page, formulas: readonly string[]): Promise<string[]> {
  const figures = await page.locator('main .book-widget').evaluateAll((ws) =>
    ws.map((w) => ({
      id: w.querySelector('[data-widget]')?.getAttribute('data-widget'),
      stage: w.querySelector('.rk-stage') !== null,
      outputs: [...w.querySelectorAll('output[data-quantity]')].map((o) => o.getAttribute('data-quantity')!),
      draws: [...w.querySelectorAll('[data-draws]')].flatMap((e) =>
        e.getAttribute('data-draws')!.split(/\s+/),
      ),
    })),
  )
  const figureTex = (await page.locator('main .book-widget annotation').allTextContents()).flatMap((t) => [
    ...texNames(t),
  ])
  const tex = new Set([...formulas.flatMap((f) => [...texNames(f)]), ...figureTex])
  return figures
    .filter((f) => f.stage)
    .flatMap((f) => {
      const named = (q: string) => f.outputs.includes(q) || tex.has(q)
      const problems = f.draws
        .filter((q) => !named(q))
        .map((q) => `${f.id}: a shape draws "${q}", named nowhere`)
      if (!f.draws.some(named)) problems.push(`${f.id}: no shape draws a named quantity`)
      return problems
    })
}
