import { describe, expect, it } from 'vitest'
import { hashTarget } from './hashTarget'

describe('hashTarget', () => {
  it('decodes the id a hash names', () => {
    expect(hashTarget('#elastic-collisions')).toBe('elastic-collisions')
    expect(hashTarget('#caf%C3%A9')).toBe('café')
    expect(hashTarget('widget-sandbox')).toBe('widget-sandbox')
  })

  it.each(['#%', '#%E0', '#%zz', '#a%', '#%E0%A4%A'])(
    'ignores %s, which is not valid percent-encoding',
    (hash) => {
      expect(hashTarget(hash)).toBeNull()
    },
  )

  it("names nothing for an empty hash or a figure's state", () => {
    expect(hashTarget('')).toBeNull()
    expect(hashTarget('#')).toBeNull()
    expect(hashTarget('#sandbox:scene=pool')).toBeNull()
  })
})
