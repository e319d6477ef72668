// Figures fit the screen in the book, not only alone in their embed pages (figureLooks.ts): in a
// chapter at 1280×800 every figure, controls included, is at most as tall as the window, and the
// page never scrolls sideways. Run on a chapter page already loaded at its width (the census's
// light 1280 px load), so it costs no load of its own.
import type { Page } from 'playwright-core'
import { expect as globalExpect } from 'vitest'
import { HEIGHT_OWNED_ELSEWHERE } from './figureLooks'

/** A figure as the book shows it: its id, its box in CSS pixels, and how far below its top its
 * stage (its first `.rk-interactive`, the thing a reader acts on) ends, or null without one. */
export interface BookFigure {
  id: string
  width: number
  height: number
  stageBottom: number | null
}

/**
 * Each figure of the chapter on `page` (its widgets all rendered), with its size; asserts (softly,
 * on the caller's `expect` inside a concurrent test) that each is at most the window's height,
 * and that the page is no wider than its window. A figure let off the height (the sandbox, whose
 * panels run below it) must still show its whole stage when its top is at the window's top.
 */
export async function bookFit(page: Page, expect = globalExpect): Promise<BookFigure[]> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.book-widget').length ===
      document.querySelectorAll('.book-widget [data-widget]').length,
  )
  const { figures, view, scrollWidth } = await page.evaluate(() => ({
    figures: [...document.querySelectorAll<HTMLElement>('.book-widget [data-widget]')].map((el) => {
      const box = el.getBoundingClientRect()
      const stage = el.querySelector('.rk-interactive')?.getBoundingClientRect()
      return {
        id: el.dataset.widget!,
        width: Math.round(box.width),
        height: Math.round(box.height),
        stageBottom: stage ? Math.round(stage.bottom - box.top) : null,
      }
    }),
    view: { width: document.documentElement.clientWidth, height: window.innerHeight },
    scrollWidth: document.documentElement.scrollWidth,
  }))
  const tall = figures.flatMap((f) => {
    if (!HEIGHT_OWNED_ELSEWHERE.has(f.id))
      return f.height > view.height ? [`${f.id} is ${f.height} px tall in a ${view.height} px window`] : []
    if (f.stageBottom === null) return [`${f.id} has no stage (.rk-interactive) to keep in the window`]
    return f.stageBottom > view.height
      ? [`${f.id}'s stage ends ${f.stageBottom} px below its top in a ${view.height} px window`]
      : []
  })
  expect.soft(tall, 'figures taller than the window').toEqual([])
  expect.soft(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(view.width)
  return figures
}
