import { describe, expect, it } from 'vitest'
import { findWidget, widgetIds } from './registry'

describe('registry', () => {
  it('lists each widget folder and never the shared code', () => {
    expect(widgetIds).toContain('time-of-impact')
    expect(widgetIds).not.toContain('common')
    expect(findWidget('common')).toBeUndefined()
    expect(findWidget('constructor')).toBeUndefined()
  })

  it('loads the meta of the widget named, whose id is its folder', async () => {
    for (const id of widgetIds) expect((await findWidget(id)!.meta()).id).toBe(id)
  })
})
