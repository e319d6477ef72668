// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

afterEach(cleanup)

type Id = 'a' | 'b' | 'c'

/** Panel c counts how often it was mounted: kept, it mounts once however often it is shown. */
let mounts = 0
function Counted() {
  useState(() => mounts++)
  return <p>panel c</p>
}

function ThreeTabs() {
  const [selected, setSelected] = useState<Id>('a')
  return (
    <Tabs<Id>
      label="Parts"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'A', panel: <p>panel a</p> },
        { id: 'b', label: 'B', panel: <p>panel b</p>, always: true },
        { id: 'c', label: 'C', panel: <Counted /> },
      ]}
    />
  )
}

describe('Tabs', () => {
  it('draws a panel when first shown and keeps it; an `always` panel from the start', () => {
    mounts = 0
    render(<ThreeTabs />)
    expect(screen.queryByText('panel a')).not.toBeNull()
    // Hidden, but drawn: its outputs publish.
    expect(screen.getByText('panel b').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true)
    expect(screen.queryByText('panel c')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'C' }))
    expect(screen.queryByText('panel c')).not.toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'A' }))
    fireEvent.click(screen.getByRole('tab', { name: 'C' }))
    expect(mounts).toBe(1)
    expect(screen.getByText('panel a').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true)
  })

  it('names each panel by its tab and marks the one shown', () => {
    render(<ThreeTabs />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!
      expect(panel.getAttribute('role')).toBe('tabpanel')
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id)
    }
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('C')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }))
    // Any other key is the page's.
    fireEvent.keyDown(tabs[2]!, { key: 'x' })
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('C')
  })
})
