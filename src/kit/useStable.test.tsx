// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useStable } from './useStable'

afterEach(cleanup)

const seen: { onPick: (k: number) => void }[] = []
const calls: string[] = []

function Probe({ name }: { name: string }) {
  seen.push(useStable({ onPick: (k: number) => calls.push(`${name} ${k}`) }))
  return null
}

describe('useStable', () => {
  it('keeps each handler’s identity across renders and calls the latest one given', () => {
    const { rerender } = render(<Probe name="first" />)
    rerender(<Probe name="second" />)
    expect(seen).toHaveLength(2)
    expect(seen[1]!.onPick).toBe(seen[0]!.onPick)
    seen[0]!.onPick(3)
    expect(calls).toEqual(['second 3'])
  })
})
