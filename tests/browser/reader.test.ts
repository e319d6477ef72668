// The book around the chapters (issue 13, Teaching and Reading): presentation steps, contents with
// sections and progress, deep links, search, and the offline copy (the CSP: census-chapters.test.ts).
// Everything is found from the sources and the build (chapters/, dist/), never listed by hand.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { plainHeading, readChapters, sectionTitles } from './chapters'
import { axeViolations, dist, startSite, watchErrors } from './harness'

const site = startSite()
const chapters = readChapters()

const settle = async (page: Page) => {
  await page.locator('main h1').first().waitFor({ state: 'attached' })
  await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
}

describe('the book around the chapters', () => {
  it('presents a section step by step beside its figure, highlighting what the step speaks of', async () => {
    // A chapter whose prose quotes a figure's live numbers: some step will speak of a quantity.
    const chapter = chapters.find((c) => c.lives.length > 0)!
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 720 } })
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html?c=${chapter.slug}`)
    await settle(page)
    await page.getByRole('button', { name: 'Present' }).click()
    const current = page.locator('[data-step="current"]')
    const figure = page.locator('[data-present-figure]')
    // Forward with → until a step's quantity lights up in the figure beside it: the number, and
    // the shape drawing it.
    const shapes = page.locator('[data-present-figure] svg [data-highlight]')
    for (let i = 0; i < 80 && (await shapes.count()) === 0; i++) await page.keyboard.press('ArrowRight')
    expect(await shapes.count()).toBeGreaterThan(0)
    expect(await page.locator('[data-present-figure] output[data-highlight]').count()).toBeGreaterThan(0)
    const [fig, step] = [await figure.boundingBox(), await current.boundingBox()]
    expect(fig!.x + fig!.width).toBeLessThanOrEqual(step!.x)
    expect(fig!.width).toBeGreaterThan(500)
    expect(step!.x + step!.width).toBeLessThanOrEqual(1280)
    expect(await page.locator('[data-step="future"]:visible').count()).toBe(0)
    // The URL keeps the place: a reload opens the same step.
    const where = new URL(page.url()).searchParams
    const text = await current.textContent()
    await page.reload()
    await settle(page)
    expect(await current.textContent()).toBe(text)
    const at = Number(where.get('step') ?? 0)
    // Back and forth: ← and PageUp back, PageDown and Space forward (a clicker sends Page keys).
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL(
      (u) =>
        Number(u.searchParams.get('step') ?? 0) !== at ||
        u.searchParams.get('present') !== where.get('present'),
    )
    expect(await current.textContent()).not.toBe(text)
    await page.keyboard.press('PageDown')
    expect(await current.textContent()).toBe(text)
    await page.keyboard.press('PageUp')
    await page.keyboard.press(' ')
    expect(await current.textContent()).toBe(text)
    // Jump to another section from the menu, and back to where the class was: the browser's Back
    // and Forward move between the two, and so does the menu's way back.
    const menu = page.getByRole('combobox', { name: 'Section', exact: true })
    const options = await menu.locator('option').count()
    expect(options).toBe(chapter.sections.length)
    const lastHeading = page.locator('.book-section:not([data-off]) h2')
    const inLast = (u: URL) => u.searchParams.get('present') === String(options - 1)
    const atStart = (u: URL) => u.searchParams.get('present') === where.get('present')
    await menu.selectOption(String(options - 1))
    await page.waitForURL(inLast)
    expect(await lastHeading.textContent()).toBe(chapter.sections.at(-1)!.title)
    // The header is one line on a 1280×720 projector, even with the way back in it: its first
    // and last controls side by side.
    const [first, last] = [
      await page.getByRole('button', { name: '← Back' }).boundingBox(),
      await page.getByRole('button', { name: 'Exit presentation' }).boundingBox(),
    ]
    expect(Math.abs(first!.y - last!.y)).toBeLessThan(4)
    await page.goBack()
    await page.waitForURL(atStart)
    expect(await current.textContent()).toBe(text)
    await page.goForward()
    await page.waitForURL(inLast)
    await page.getByRole('button', { name: /^Back to/ }).click()
    await page.waitForURL(atStart)
    expect(await current.textContent()).toBe(text)
    // A link to a section (here, typed) presents that section; Back returns.
    const id = await page.locator('.book-section').last().locator('h2').getAttribute('id')
    await page.evaluate((hash) => {
      window.location.hash = hash
    }, id!)
    await page.waitForURL(inLast)
    expect(await lastHeading.textContent()).toBe(chapter.sections.at(-1)!.title)
    await page.goBack()
    await page.waitForURL(atStart)
    expect(await current.textContent()).toBe(text)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists each chapter’s sections and the exercises done, and links deep into a chapter', async () => {
    // A chapter with TeX in a heading if there is one: the contents show it as plain text.
    const listed = chapters.filter((c) => c.exercises.length > 1 && c.sections.length > 2)
    const target = listed.find((c) => sectionTitles(c).some((t) => !plainHeading(c, t))) ?? listed[0]!
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html?c=${chapters[0]!.slug}`)
    await settle(page)
    await page.evaluate((id) => localStorage.setItem('ricochet-exercises', `${id}:d`), target.exercises[0])
    await page.reload()
    await settle(page)
    await page.getByRole('button', { name: 'Contents' }).click()
    const row = page.locator('.book-contents-row', { has: page.locator(`a[href="?c=${target.slug}"]`) })
    expect(await row.locator('.book-progress').textContent()).toBe(
      `1/${target.exercises.length} exercises done`,
    )
    await row.getByRole('button', { name: /^Sections of chapter/ }).click()
    const sections = page.locator(`#book-sections-${target.slug} a`)
    expect(await sections.allTextContents()).toEqual(sectionTitles(target))
    // The last section's link opens the chapter there, its heading in view.
    await sections.last().click()
    await page.waitForURL(/#/)
    const id = new URL(page.url()).hash.slice(1)
    await settle(page)
    const heading = page.locator(`h2[id="${id}"]`)
    await page.waitForFunction((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect()
      return r !== undefined && r.top >= 0 && r.top < window.innerHeight
    }, `h2[id="${id}"]`)
    expect(await heading.textContent()).toBe(sectionTitles(target).at(-1))
    // Every section and figure has a link to itself, shown when it has the focus.
    const anchor = page.locator('.book-anchor').first()
    await anchor.focus()
    expect(await anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('1')
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.book-anchor')]
        .map((a) => a.getAttribute('href')!.slice(1))
        .filter((id) => document.getElementById(id) === null),
    )
    expect(broken).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The chapter itself is checked by the census (census-chapters.test.ts); here the contents and the links.
    expect(await axeViolations(page, '.book-contents')).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('finds a section by its words, by keyboard', async () => {
    const last = chapters.at(-1)!
    const heading = sectionTitles(last).find((t) => plainHeading(last, t))!
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html`)
    await settle(page)
    const box = page.getByRole('searchbox', { name: 'Search the book' })
    await box.fill(heading)
    const hit = page.locator('.book-search-hit').first()
    await hit.waitFor()
    expect(await hit.locator('.book-search-title').textContent()).toBe(heading)
    expect(await page.getByRole('status').filter({ hasText: /found/ }).count()).toBe(1)
    await box.press('ArrowDown')
    expect(await hit.evaluate((a) => a === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`c=${last.slug}#`))
    await settle(page)
    expect(await page.locator(`h2[id="${new URL(page.url()).hash.slice(1)}"]`).textContent()).toBe(heading)
    await page.getByRole('searchbox').fill('zzzqqq')
    await page.getByText('Nothing found.').waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('works offline after the first visit and says so, and can be installed', async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'allow' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html`)
    await page.getByText('Available offline').waitFor()
    // The web app manifest, as Chromium reads it: no error, nothing keeping the book from being
    // installed, opening at the site's root in its own window, the bars in the theme's colours.
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const declared = JSON.parse(manifest.data!)
    expect(new URL(declared.start_url, manifest.url).href).toBe(`${site.base}/`)
    expect(declared.display).toBe('standalone')
    // (A test's browser context is incognito, where Chromium installs nothing whatever the site.)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
    const colours = await page.evaluate(() =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('media')),
    )
    expect(colours).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'])
    const icons = await page.evaluate(
      (srcs: string[]) =>
        Promise.all(
          srcs.map((src) =>
            fetch(new URL(src, document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).then(
              (r) => `${r.status} ${r.headers.get('content-type')}`,
            ),
          ),
        ),
      declared.icons.map((i: { src: string }) => i.src),
    )
    expect(new Set(icons)).toEqual(new Set(['200 image/svg+xml', '200 image/png']))
    await context.setOffline(true)
    const other = chapters.at(-1)!
    await page.goto(`${site.base}/index.html?c=${other.slug}`)
    await settle(page)
    expect(await page.locator('main h1').first().isVisible()).toBe(true)
    expect(await page.locator('.rk-widget').count()).toBe(other.figures.length)
    await context.setOffline(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers a new version when one is deployed, and reloads into it on request', async () => {
    // A copy of the site whose service worker then changes, as after a deploy.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ricochet-update-'))
    fs.cpSync(dist, root, { recursive: true })
    const server = http.createServer((req, res) => {
      const file = path.join(root, new URL(req.url ?? '/', 'http://x').pathname)
      if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end()
        return
      }
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : undefined
      res.writeHead(200, type ? { 'content-type': type } : {})
      fs.createReadStream(file).pipe(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const context = await site.browser.newContext({ serviceWorkers: 'allow' })
    try {
      const page = await context.newPage()
      const errors = watchErrors(page)
      await page.goto(`${base}/index.html`)
      await page.getByText('Available offline').waitFor()
      fs.appendFileSync(path.join(root, 'sw.js'), '\n// the next version\n')
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
      await page.getByText('A new version is available.').waitFor()
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()])
      await page.getByText('Available offline').waitFor()
      expect(await page.getByText('A new version is available.').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
