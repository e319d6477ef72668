import type { WidgetMeta } from '../../kit/contract'
import { grazeSchema, grazeWorld } from '../common/grazeSchema'

export const world = grazeWorld
export const schema = grazeSchema

export const meta: WidgetMeta<typeof schema> = {
  id: 'stable-roots',
  title: 'Textbook formula against stable form',
  chapter: 3,
  description:
    'The same contact time computed two ways, to every digit a double holds: where rounding decides between a hit and a miss.',
  schema,
}
