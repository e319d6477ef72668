import { describe, expect, it } from 'vitest'
import type { WidgetMeta } from '../kit/contract'
import { widgetEntries } from './widgetEntries'

const meta = (id: string) => () => Promise.resolve({ id } as WidgetMeta)
const view = () => Promise.resolve({ default: () => null })

describe('widgetEntries', () => {
  it('names each widget by its folder, from the registry’s globs and the embeds’ alike', () => {
    for (const dir of ['.', '../widgets']) {
      const entries = widgetEntries(
        { [`${dir}/time-of-impact/meta.ts`]: meta('time-of-impact') },
        { [`${dir}/time-of-impact/TimeOfImpactWidget.tsx`]: view },
      )
      expect([...entries.keys()]).toEqual(['time-of-impact'])
    }
  })

  it('leaves out a view with no meta yet', () => {
    const entries = widgetEntries(
      { '../widgets/a/meta.ts': meta('a') },
      { '../widgets/a/AWidget.tsx': view, '../widgets/b/BWidget.tsx': view },
    )
    expect([...entries.keys()]).toEqual(['a'])
  })
})
