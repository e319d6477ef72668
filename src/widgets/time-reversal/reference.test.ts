import { describe, expect, it } from 'vitest'
import { published, T_STAR } from './reference'

describe('the published λ the figure sets beside its own', () => {
  it('Dinius’s time unit σ√(m/kT) is two of the chapter’s r√(m/kT), so his λ₁ is halved', () => {
    expect(T_STAR).toBe(2)
    // the points of his Figure 4.2 for 400 and 2,500 disks, per t*: 3.666, 3.726 (η = 0.3927) and 4.443, 4.528 (η = 0.4712)
    expect(published('0.3927')).toEqual([
      { disks: 400, lambda: 1.833 },
      { disks: 2500, lambda: 1.863 },
    ])
    expect(published('0.4712').map((p) => p.lambda)).toEqual([2.2215, 2.264])
  })

  it('none at the figure’s own density', () => {
    expect(published('0.25')).toEqual([])
  })
})
