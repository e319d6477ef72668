// Details of single figures that the census and the looks suite do not see: magnifiers that make
// an idea below a pixel visible, handles far enough apart to grab, numbers that wrap only between
// digit groups, labels off the lines they name, and chapter 11's engine table within its column.
// One page load per figure and width.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sharedInSuite, startSite, watchErrors } from './harness'

const site = startSite()

async function openEmbed(id: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 800 }, hasTouch: width < 600 })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=${id}`)
  await page.locator(`[data-widget="${id}"] svg`).first().waitFor()
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(200)
  return { page, errors }
}

/** The magnifier's caption, and how far its drawn lines spread across and along it, in px. */
function magnifierOf(page: Page, id: string) {
  return page.locator(`[data-widget="${id}"] .rk-magnifier`).evaluate((fig) => {
    const boxes = [...fig.querySelectorAll('svg path, svg line, svg polygon')].map((p) =>
      p.getBoundingClientRect(),
    )
    const spread = (lo: (b: DOMRect) => number, hi: (b: DOMRect) => number) =>
      Math.max(...boxes.map(hi)) - Math.min(...boxes.map(lo))
    return {
      caption: fig.querySelector('figcaption')?.textContent ?? '',
      across: spread(
        (b) => b.top,
        (b) => b.bottom,
      ),
      along: spread(
        (b) => b.left,
        (b) => b.right,
      ),
    }
  })
}

describe.each([
  // the angle at A opens across the strip: its two rays' ends lie well apart
  { id: 'flat-triangle', factor: '×100', measure: 'across', atLeast: 25 },
  // the gap between the two surfaces, 2 × 10⁻⁶ of a unit, is drawn a few dozen pixels wide
  { id: 'cancellation', factor: '×10⁵', measure: 'along', atLeast: 15 },
  // the table's direction against the exact one, 0.4° apart at the opening
  { id: 'fixed-point', factor: '×10', measure: 'across', atLeast: 25 },
] as const)('$id', ({ id, factor, measure, atLeast }) => {
  it(`magnifies what the stage cannot show (${factor}, at least ${atLeast} px)`, async () => {
    const { page, errors } = await openEmbed(id, 1280)
    const m = await magnifierOf(page, id)
    expect(m.caption).toContain(factor)
    expect(m[measure]).toBeGreaterThanOrEqual(atLeast)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('normal-tangent', () => {
  it('opens with every handle apart and A’s velocity head outside ball B', async () => {
    const { page, errors } = await openEmbed('normal-tangent', 1280)
    const scope = page.locator('[data-widget="normal-tangent"]')
    const centre = async (name: RegExp) => {
      const box = (await scope.getByRole('button', { name }).boundingBox())!
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    const headA = await centre(/^Velocity of A before/)
    const headB = await centre(/^Velocity of B before/)
    const ballB = await centre(/^Ball B’s centre/)
    const apart = (p: { x: number; y: number }, q: { x: number; y: number }) =>
      Math.hypot(p.x - q.x, p.y - q.y)
    // a fingertip's width (44 px) between any two handles
    for (const [p, q] of [
      [headA, headB],
      [headA, ballB],
      [headB, ballB],
    ] as const)
      expect(apart(p, q)).toBeGreaterThanOrEqual(44)
    const radiusB = await scope
      .locator('.rk-ball')
      .nth(1)
      .evaluate((g) => g.querySelector('circle')!.getBoundingClientRect().width / 2)
    expect(apart(headA, ballB)).toBeGreaterThan(radiusB)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each([1280, 375])('segment-intersection at %i px', (width) => {
  it('keeps the crossing’s name off both segments', async () => {
    const { page, errors } = await openEmbed('segment-intersection', width)
    // The pixels of each segment (a straight path "M x,y L x,y") inside the name's box.
    const crossed = await page
      .locator('[data-widget="segment-intersection"] svg')
      .first()
      .evaluate((svg) => {
        const name = [...svg.querySelectorAll('text')].find((t) => t.textContent?.startsWith('t = '))!
        const b = name.getBBox()
        const inside = (x: number, y: number) =>
          x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height
        const hits: string[] = []
        for (const path of svg.querySelectorAll('path.rk-polyline')) {
          const n = (path.getAttribute('d') ?? '').match(/-?[\d.]+/g)?.map(Number) ?? []
          if (n.length !== 4) continue
          const [x0, y0, x1, y1] = n as [number, number, number, number]
          // sampled every half pixel along the segment
          const steps = Math.ceil(2 * Math.hypot(x1 - x0, y1 - y0))
          for (let i = 0; i <= steps; i++)
            if (inside(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps)) {
              hits.push(path.getAttribute('d')!)
              break
            }
        }
        return hits
      })
    expect(crossed).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('long numbers', () => {
  it('wrap only between digit groups on a phone', async () => {
    const { page, errors } = await openEmbed('cancellation', 375)
    // Each piece between two <wbr>s is one text node: it must sit on one line.
    const broken = await page.locator('[data-widget="cancellation"]').evaluate((root) => {
      const found: string[] = []
      let wrapped = 0
      for (const out of root.querySelectorAll('output')) {
        const lines = new Set([...out.getClientRects()].map((r) => Math.round(r.top)))
        if (lines.size > 1) wrapped++
        for (const node of out.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (tops.size > 1) found.push(node.textContent ?? '')
        }
      }
      return { found, wrapped }
    })
    // the page does wrap some numbers at 375 px, and none of them inside a group
    expect(broken.wrapped).toBeGreaterThan(0)
    expect(broken.found).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('chapter 11', () => {
  const opened = sharedInSuite(
    async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
      await page.goto(`${site.base}/index.html?c=11-the-numbers-underneath`)
      await page.locator('.engine-table').first().waitFor()
      await page.evaluate(() => document.fonts.ready)
      return page
    },
    (page) => page.close(),
  )
  it('fits the engine table in its column at 1280 px', async () => {
    const page = await opened()
    const fit = await page
      .locator('.engine-table .engine-scroll')
      .first()
      .evaluate((s) => ({ inner: s.scrollWidth, outer: s.clientWidth }))
    expect(fit.inner).toBeLessThanOrEqual(fit.outer)
  })
})
