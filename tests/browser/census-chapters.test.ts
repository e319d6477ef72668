// The census's chapters (the figures, and what the census is: census.test.ts), and the build the
// census serves.
// A chapter: two loads.
//   1. light, 1280 px: the static checks; its title and its pager; every live number caught its
//      figure's value and follows it as the figure moves; presentation can light each figure's shapes;
//      Copy link on its first figure; then, the figures back at their defaults, the prose in every
//      state of its figures and no exercise's answer shown (teaching.ts, exerciseGuard.ts).
//   2. dark, 375 px, from that link: the figure shows the copied state, scrolled into view; the
//      static checks.
// The build: its Content-Security-Policy, and every figure placed in a chapter.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DARK_PHONE, LIGHT, NONE, figure, newContext, open, scopeOf, staticProblems } from './census'
import { readChapters } from './chapters'
import { bookFit } from './bookFit'
import { dist, readWidgets, startSite } from './harness'
import { WAITING, drawsProblems, proseNumbers, unfitProseNumbers } from './pageChecks'
import { OPENING_ANSWERS, teachingProblems } from './teaching'

const site = startSite()
const widgets = readWidgets()
const chapters = readChapters()

describe('the build', () => {
  it('keeps its Content-Security-Policy on every page: no inline script', () => {
    for (const html of ['index.html', 'embed.html']) {
      const text = fs.readFileSync(path.join(dist, html), 'utf8')
      expect(text).toContain('http-equiv="Content-Security-Policy"')
      expect(text.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    }
  })

  it('places every figure in a chapter, and lists every figure a chapter places', () => {
    expect(widgets.filter((w) => w.page === null).map((w) => w.id)).toEqual([])
    const placed = new Set(chapters.flatMap((c) => c.figures))
    expect(widgets.map((w) => w.id).filter((id) => !placed.has(id))).toEqual([])
    expect([...placed].filter((id) => !widgets.some((w) => w.id === id))).toEqual([])
  })
})

describe.concurrent('every chapter', () => {
  chapters.forEach((c, i) => {
    it(`${c.slug}: light at 1280 px; dark at 375 px from a figure's copied link`, async ({ expect }) => {
      const url = `index.html?c=${c.slug}`

      // 1. Light, 1280 px.
      const light = await newContext(site, LIGHT)
      const { page, watched } = await open(site, light, url)
      // Every prose number catches the value its figure publishes.
      await expect
        .poll(async () => {
          const numbers = await proseNumbers(page)
          if (c.lives.length > 0 && numbers.length === 0)
            return ['none of the chapter’s <Live> numbers rendered']
          return numbers.filter((n) => n.text === WAITING).map((n) => `${n.w}/${n.q} still ${WAITING}`)
        })
        .toEqual([])
      const loaded = await staticProblems(page, watched, 1280)
      expect.soft(loaded, 'as loaded, light, 1280 px').toEqual(NONE(loaded))
      // Each figure fits the screen in the book too, wider than the prose (not only in its embed).
      await bookFit(page, expect)
      expect.soft(await unfitProseNumbers(page), 'live numbers').toEqual([])
      expect.soft(await drawsProblems(page, c.formulas), 'shapes name what they draw').toEqual([])
      expect.soft(await page.locator('main h1').first().textContent()).toBe(c.title)
      if (c.formulas.length > 0) expect.soft(await page.locator('main .katex').count()).toBeGreaterThan(0)
      const pager = await page.evaluate(() => ({
        prev: document.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null,
        next: document.querySelector('a[rel="next"]')?.getAttribute('href') ?? null,
      }))
      expect.soft(pager, 'the pager').toEqual({
        prev: i > 0 ? `?c=${chapters[i - 1]!.slug}` : null,
        next: i < chapters.length - 1 ? `?c=${chapters[i + 1]!.slug}` : null,
      })
      // Each figure's prose numbers follow it as it moves.
      for (const id of new Set(c.figures)) {
        const fig = figure(page, id)
        const prose = async () => {
          const shown = await fig.outputs()
          const live = await page.evaluate(
            (w) =>
              [...document.querySelectorAll(`output[data-bound-to="${w}"]`)].map((o) => ({
                q: o.getAttribute('data-quantity')!,
                value: o.getAttribute('data-value')!,
                text: o.textContent!,
              })),
            id,
          )
          return live
            .filter((l) => l.text === WAITING || (l.q in shown && l.value !== shown[l.q]))
            .map((l) => `<Live w="${id}" q="${l.q}"> shows ${l.text} [${l.value}], the figure ${shown[l.q]}`)
        }
        expect.soft(await prose(), `${id}'s numbers as loaded`).toEqual([])
        if ((await fig.handles().count()) === 0) continue
        await fig.handles().first().focus()
        await page.keyboard.press('Shift+ArrowRight')
        await page.keyboard.press('Shift+ArrowUp')
        expect.soft(await prose(), `${id}'s numbers after a move`).toEqual([])
        await fig.reset()
      }
      // Copy link on the first figure, moved.
      const first = c.figures[0]
      let link: string | null = null
      let moved: Record<string, string> = {}
      if (first !== undefined) {
        const fig = figure(page, first)
        moved = await fig.moveFirstHandle(await fig.outputs())
        link = await fig.copyLink()
        expect.soft(link).toContain(`#${first}:`)
        await fig.reset()
      }
      const taught = await teachingProblems(page, c.slug)
      expect
        .soft(taught.answerable, 'the typed exercises the guard can answer as the chapter opens')
        .toEqual(OPENING_ANSWERS[c.slug] ?? [])
      expect.soft(taught.problems, 'the prose in every state; no answer shown while asked').toEqual([])
      expect.soft(watched.errors, 'console, light').toEqual([])
      expect.soft(await watched.violations(), 'CSP, light').toEqual([])
      await light.close()

      // 2. Dark, 375 px, from the copied link (or the chapter's address, if it has no figure).
      const dark = await newContext(site, DARK_PHONE)
      const phone = await open(site, dark, link === null ? url : link.slice(site.base.length + 1))
      if (first !== undefined) {
        const scope = scopeOf(first)
        expect
          .soft(await figure(phone.page, first).outputs(), 'the copied link shows what was copied')
          .toEqual(moved)
        expect.soft(await phone.page.locator(`${scope} .rk-notice`).count()).toBe(0)
        await phone.page.waitForFunction((sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect()
          return r.top < window.innerHeight && r.bottom > 0
        }, scope)
      }
      const small = await staticProblems(phone.page, phone.watched, 375)
      expect.soft(small, 'as loaded, dark, 375 px').toEqual(NONE(small))
      await dark.close()
    }, 180_000)
  })
})
