// Every chapter at 1280×800 and at a wide 1600×900 screen: each figure fits the window (bookFit.ts).
// The census's chapter load at 1280 px can run bookFit instead; this file is the check alone.
import { describe, it } from 'vitest'
import { bookFit } from './bookFit'
import { newContext, open } from './census'
import { readChapters } from './chapters'
import { startSite } from './harness'

const site = startSite()
const chapters = readChapters()
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
]

describe.concurrent('every chapter’s figures fit the screen', () => {
  for (const c of chapters)
    for (const viewport of SCREENS)
      it(`${c.slug} at ${viewport.width}×${viewport.height}`, async ({ expect }) => {
        const context = await newContext(site, { colorScheme: 'light', viewport })
        const { page } = await open(site, context, `index.html?c=${c.slug}`)
        expect((await bookFit(page, expect)).length).toBe(new Set(c.figures).size)
        await context.close()
      })
})
