// The book around its chapters: the introduction as it opens, the contents, the pager, the themes,
// presenting and printing. Each chapter's own checks (axe light and dark, phone width, formulas,
// console) are the census's (census-chapters.test.ts).
import { describe, expect, it } from 'vitest'
import { readChapters } from './chapters'
import { axeViolations, readWidgets, startSite, watchErrors } from './harness'
import type { Page } from 'playwright-core'

const site = startSite()

/** The chapters as the sources declare them, in reading order. */
const chapters = readChapters()

const chapterUrl = (slug: string) => `${site.base}/index.html?c=${slug}`

/** Waits until every widget placed in the chapter has loaded. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
}

describe('the book', () => {
  it('opens on the introduction with its formula typeset by KaTeX at build time', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html`)
    await page.getByRole('heading', { level: 1, name: 'How balls find each other' }).waitFor()
    expect(await page.locator('.katex-display').count()).toBeGreaterThan(0)
    expect(await page.locator('.katex-display math annotation').first().textContent()).toContain('r_A + r_B')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('says so when an embed names no widget it knows', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/embed.html?w=%3Cscript%3Ealert(1)%3C/script%3E`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('<script>alert(1)</script>')
    expect(await page.locator('script:not([type="module"])').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists every chapter in the contents and marks the current one', async () => {
    const page = await site.browser.newPage()
    await page.goto(chapterUrl(chapters.at(-1)!.slug))
    const links = page.getByRole('navigation', { name: 'Chapters' }).locator('.book-chapter-link')
    expect(await links.allTextContents()).toEqual(chapters.map((c) => `${c.number}. ${c.title}`))
    expect(await page.locator('[aria-current="page"]').textContent()).toContain(chapters.at(-1)!.title)
    await page.close()
  })

  it('goes to the next chapter with its link, and back with the previous one', async () => {
    // Every chapter's pager links are the census's; here, that following them works.
    const page = await site.browser.newPage()
    await page.goto(`${site.base}/index.html`)
    await page.locator('main h1').first().waitFor()
    for (const [rel, to] of [
      ['next', chapters[1]!],
      ['prev', chapters[0]!],
    ] as const) {
      // The wait is set before the click and ends when the new document commits, not at its `load`
      // (which waits for every figure's chunks, and once passed 30 s in CI); the heading is then awaited.
      await Promise.all([
        page.waitForURL((u) => u.search === `?c=${to.slug}`, { waitUntil: 'commit' }),
        page.locator(`a[rel="${rel}"]`).click(),
      ])
      await page.getByRole('heading', { level: 1, name: to.title }).waitFor()
    }
    await page.close()
  })

  it('switches to the dark theme from the toggle and keeps it after a reload', async () => {
    const context = await site.browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    await page.goto(`${site.base}/index.html`)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe('rgb(255, 255, 255)')
    await page.getByLabel('Theme').selectOption('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await background()).toBe('rgb(21, 23, 26)')
    await page.reload()
    await page.locator('main h1').waitFor()
    expect(await background()).toBe('rgb(21, 23, 26)')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Theme').selectOption('contrast')
    expect(await background()).toBe('rgb(0, 0, 0)')
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('presents one section at a time in large, high-contrast type', async () => {
    const withWidgets = chapters.find((c) => c.figures.length > 0 && c.sections.length > 1)
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(chapterUrl((withWidgets ?? chapters[0]!).slug))
    await settle(page)
    const fontSize = () =>
      page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
    const normal = await fontSize()
    const sections = await page.locator('.book-section').count()
    const headings =
      (await page.locator('main h2').count()) - (await page.locator('main .rk-widget h2').count())
    expect(sections).toBe(headings + 1)
    await page.getByRole('button', { name: 'Present' }).click()
    expect(await fontSize()).toBeGreaterThan(normal * 1.15)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast')
    expect(await page.locator('.book-section:visible').count()).toBe(1)
    expect(await page.getByRole('navigation', { name: 'Chapters' }).isVisible()).toBe(false)
    expect(page.url()).toContain('present=0')
    // The theme control shows the theme in force, not the saved one.
    expect(await page.getByLabel('Theme while presenting').inputValue()).toBe('contrast')
    expect(await axeViolations(page)).toEqual([])
    // Stepping through the sections: tests/browser/reader.test.ts.
    // A presenter may pick another theme for the room; the reader's saved choice comes back after.
    await page.getByLabel('Theme while presenting').selectOption('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.getByRole('button', { name: 'Exit presentation' }).click()
    expect(await page.locator('.book-section:visible').count()).toBe(sections)
    expect(await fontSize()).toBe(normal)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined()
    expect(await page.getByLabel('Theme', { exact: true }).inputValue()).toBe('auto')
    expect(errors).toEqual([])
    await page.close()
  })

  it('prints the chapter and its figures without the controls, in light colours, figures unbroken', async () => {
    const w = readWidgets().find((x) => x.page !== null)!
    // Printed in the middle of a presentation (high contrast, one step shown): everything prints.
    const context = await site.browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/${w.page}&present=1`)
    await page.locator(`[data-widget="${w.id}"] .rk-handle`).first().waitFor({ state: 'attached' })
    await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast')
    await page.emulateMedia({ media: 'print' })
    const visible = (sel: string) => page.locator(sel).first().isVisible()
    expect(await visible('.book-contents')).toBe(false)
    expect(await visible('.book-header')).toBe(false)
    expect(await visible(`[data-widget="${w.id}"] .rk-toolbar`)).toBe(false)
    expect(await visible(`[data-widget="${w.id}"] .rk-stage svg`)).toBe(true)
    expect(await visible('main h1')).toBe(true)
    const printed = await page.evaluate((id) => {
      const widget = document.querySelector(`[data-widget="${id}"]`)!
      const shown = (el: Element) => el.getClientRects().length > 0
      return {
        background: getComputedStyle(document.body).backgroundColor,
        colour: getComputedStyle(document.body).color,
        hiddenParagraphs: [...document.querySelectorAll('.book-section > p')].filter((p) => !shown(p)).length,
        controls: [
          ...document.querySelectorAll(
            'main :is(button, input:not(.book-exercise-answer input), select, .rk-scrubber)',
          ),
        ].filter(shown).length,
        outputs: [...widget.querySelectorAll('output')].filter((o) => shown(o) && o.textContent !== '')
          .length,
        unbroken: getComputedStyle(widget.closest('.book-widget')!).breakInside,
        drawingUnbroken: getComputedStyle(widget.querySelector('.rk-stage svg')!).breakInside,
        katex: document.querySelectorAll('.katex-display .katex-html').length,
      }
    }, w.id)
    expect(printed).toMatchObject({
      background: 'rgb(255, 255, 255)',
      hiddenParagraphs: 0,
      controls: 0,
      unbroken: 'avoid',
      drawingUnbroken: 'avoid',
    })
    expect(printed.colour).not.toBe('rgb(255, 255, 255)')
    expect(printed.outputs).toBeGreaterThan(0)
    const pdf = await page.pdf({ format: 'A4' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(errors).toEqual([])
    await context.close()
  })
})
