// Figures fit the screen in the book, not only alone in their embed pages (figureLooks.ts): in a
// chapter at 1280×800, and in the same page resized to 1100×800 (the narrowest window with the
// read-outs beside the stage), every figure, controls included, is at most as tall as the window,
// and the page never scrolls sideways. Run on a chapter page already loaded at its width (the
// census's light 1280 px load), so it costs no load of its own.
import type { Page } from 'playwright-core'
import { expect as globalExpect } from 'vitest'
import { NARROW_SCREEN, atWidth } from './figureLooks'

/** A figure as the book shows it: its id and its box in CSS pixels. */
export interface BookFigure {
  id: string
  width: number
  height: number
}

/** What is wrong with the figures' fit in the window as the page is now. */
async function fitProblems(
  page: Page,
): Promise<{ figures: BookFigure[]; tall: string[]; sideways: string[] }> {
  const { figures, view, scrollWidth } = await page.evaluate(() => ({
    figures: [...document.querySelectorAll<HTMLElement>('.book-widget [data-widget]')].map((el) => {
      const box = el.getBoundingClientRect()
      return { id: el.dataset.widget!, width: Math.round(box.width), height: Math.round(box.height) }
    }),
    view: { width: document.documentElement.clientWidth, height: window.innerHeight },
    scrollWidth: document.documentElement.scrollWidth,
  }))
  const where = `a ${view.width}×${view.height} window`
  const tall = figures.flatMap((f) =>
    f.height > view.height ? [`${f.id} is ${f.height} px tall in ${where}`] : [],
  )
  const sideways =
    scrollWidth > view.width ? [`the page scrolls sideways in ${where}: ${scrollWidth} px wide`] : []
  return { figures, tall, sideways }
}

/**
 * Each figure of the chapter on `page` (its widgets all rendered), with its size at the page's
 * width; asserts (softly, on the caller's `expect` inside a concurrent test) that at that width and
 * at 1100 px each is at most the window's height, and that the page is no wider than its window.
 */
export async function bookFit(page: Page, expect = globalExpect): Promise<BookFigure[]> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.book-widget').length ===
      document.querySelectorAll('.book-widget [data-widget]').length,
  )
  const wide = await fitProblems(page)
  const narrow = await atWidth(page, NARROW_SCREEN.width, () => fitProblems(page))
  expect.soft([...wide.tall, ...narrow.tall], 'figures taller than the window').toEqual([])
  expect.soft([...wide.sideways, ...narrow.sideways], 'the page scrolls sideways').toEqual([])
  return wide.figures
}
