import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { LINK_T_MAX, LINK_T_STEP } from './engine/linkTime'
import { STEP_RATES } from './engine/stepChoices'

export const SCENES = [
  'pool-break',
  'cradle',
  'gas-1000',
  'gas-10000',
  'polygon',
  'stack',
  'tunnel',
  'pack',
  'track',
  'glancing',
] as const
export type SceneId = (typeof SCENES)[number]

/** The scenes' names for the reader (the menu, the read-outs, the exercises' words). */
export const SCENE_NAMES: Record<SceneId, string> = {
  'pool-break': 'Pool break',
  cradle: 'Newton’s cradle',
  'gas-1000': 'Gas of 1,000 balls',
  'gas-10000': 'Gas of 10,000 balls',
  polygon: 'A ball in a pentagon',
  stack: 'A stack against a wall',
  tunnel: 'Fast balls at a thin wall and a row',
  pack: 'A dense pack',
  track: 'Two balls on a track',
  glancing: 'Two balls meeting off-centre',
}

/** Each scene's own restitution: elastic but for the stack, whose collapse needs e < 1. */
export const SCENE_E: Record<SceneId, number> = {
  'pool-break': 1,
  cradle: 1,
  'gas-1000': 1,
  'gas-10000': 1,
  polygon: 1,
  stack: 0.3,
  tunnel: 1,
  pack: 1,
  track: 1,
  glancing: 1,
}

/** The scenes made to show where frame stepping fails: they open with the comparison on. */
export const COMPARE_PRESETS: readonly SceneId[] = ['tunnel', 'pack']

/** Where ball 1 starts in every scene, and how it moves: each scene leaves this spot free. */
export const BALL1_AT = { x: 4, y: 5 } as const
export const BALL1_V = { x: 4, y: 0 } as const

/** Longest `set` a link holds (link.ts): about 50 balls; a larger set-up is kept in a JSON file. */
export const SET_LIMIT = 1500

export const schema = {
  scene: { kind: 'choice', label: 'Scene', default: 'pool-break', options: SCENES },
  play: { kind: 'boolean', label: 'Running', default: false },
  /** where the timeline stands (written when the run stops; a link opens the scene at that time) */
  t: {
    kind: 'number',
    label: 'Time on the timeline',
    default: 0,
    min: 0,
    max: LINK_T_MAX,
    step: LINK_T_STEP,
  },
  /**
   * how many of the contacts at t (those whose times round to t) are done, taken one at a time in
   * the order "Step to next contact" takes them: a link copied between two of the cradle's
   * simultaneous contacts opens between the same two. 0: the run stands at t with every contact
   * due by then done (it was played or scrubbed there, not stepped).
   */
  k: { kind: 'number', label: 'Contacts done at that time', default: 0, min: 0, max: 1000, step: 1 },
  e: { kind: 'number', label: 'Restitution e', default: 1, min: 0, max: 1, step: 0.01 },
  /** sticky contacts: two balls that touch join into one rigid body (small set-ups only: setup/stick.ts) */
  stick: { kind: 'boolean', label: 'Sticky contacts', default: false },
  border: { kind: 'boolean', label: 'Reflecting border', default: true },
  p1: {
    kind: 'vec2',
    label: 'Ball 1 at the start',
    default: BALL1_AT,
    min: { x: -400, y: -400 },
    max: { x: 400, y: 400 },
  },
  v1: {
    kind: 'vec2',
    label: 'Velocity of ball 1',
    default: BALL1_V,
    min: { x: -12, y: -12 },
    max: { x: 12, y: 12 },
  },
  /** the frame-stepped engine beside the exact one, at this many steps per second ('off': not shown) */
  compare: {
    kind: 'choice',
    label: 'Compare with frame stepping',
    default: 'off',
    options: ['off', ...STEP_RATES] as const,
  },
  set: {
    kind: 'text',
    label: 'Edited balls and walls',
    default: '',
    pattern: /^[0-9.,;/einf-]*$/,
    maxLength: SET_LIMIT,
  },
} satisfies Schema

export type SandboxState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'sandbox',
  title: 'Many balls on the exact engine',
  chapter: 10,
  description:
    'A sandbox of many balls on the event-driven engine: pool break, Newton’s cradle, gases of 1,000 and 10,000 balls, a polygon, a stack, two scenes where frame stepping fails, two balls on a track and two meeting off-centre in the plane; sticky contacts; play, step one contact at a time, scrub.',
  schema,
  // A link naming only the scene runs at the scene's restitution, and a comparison preset with
  // the comparison on, as the menu gives them.
  defaultsFor: (read) => ({
    e: SCENE_E[read.scene],
    ...(COMPARE_PRESETS.includes(read.scene) && { compare: '60' as const }),
  }),
  rule: 'ball 1 must start inside the table, clear of every other ball and wall; edited balls and walls that do not read or do not fit the table give way to the scene’s own',
}
