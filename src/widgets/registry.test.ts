import { describe, expect, it } from 'vitest'
import { findWidget, widgets } from './registry'

describe('registry', () => {
  it('lists each widget folder and never the shared code', () => {
    expect(Object.keys(widgets)).toContain('time-of-impact')
    expect(Object.keys(widgets)).not.toContain('common')
    expect(findWidget('common')).toBeUndefined()
  })
})
