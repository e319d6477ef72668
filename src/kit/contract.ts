// The widget contract shared by every widget, the kit, the book and the embeds
// (DESIGN.md, "The widget contract"). Types only: the kit implements them.
import type { Vec2 } from '../core/vec2'
import type { Vec3 } from '../core/vec3'

/** One field of a widget's state, as it appears in the URL hash (`A=0,0&rA=1`). */
export type FieldSpec =
  | { kind: 'vec2'; label: string; default: Vec2; min: Vec2; max: Vec2 }
  /** a point in space (chapter 9), written `x,y,z` */
  | { kind: 'vec3'; label: string; default: Vec3; min: Vec3; max: Vec3 }
  | {
      kind: 'number'
      label: string
      default: number
      min: number
      max: number
      step?: number
      /** Infinity is a value too (an infinitely heavy ball), written `inf` in the link */
      infinite?: boolean
    }
  | { kind: 'choice'; label: string; default: string; options: readonly string[] }
  | { kind: 'boolean'; label: string; default: boolean }
  /**
   * a short text in the widget's own compact format (the sandbox's custom balls and walls):
   * anything longer than `maxLength` or outside `pattern` falls back to the default; the widget's
   * rule checks what the text says
   */
  | { kind: 'text'; label: string; default: string; pattern: RegExp; maxLength: number }

export type Schema = Record<string, FieldSpec>

type ValueOf<F extends FieldSpec> = F extends { kind: 'vec2' }
  ? Vec2
  : F extends { kind: 'vec3' }
    ? Vec3
    : F extends { kind: 'number' }
      ? number
      : F extends { kind: 'choice' }
        ? F['options'][number]
        : F extends { kind: 'text' }
          ? string
          : boolean

/** The whole input of a widget: one value per schema field. */
export type StateOf<S extends Schema> = { [K in keyof S]: ValueOf<S[K]> }

export interface WidgetMeta<S extends Schema = Schema> {
  /** kebab-case, shared by chapters, embeds and widgets.json */
  id: string
  title: string
  chapter: number
  /** one line, shown in widgets.json and as the embed's description */
  description: string
  schema: S
  /**
   * what the widget's rule (its `constrain`) does, for the notice; default "kept inside the world".
   * A view may give words per field instead (useWidgetState's `rule`).
   */
  rule?: string
  /**
   * Defaults that depend on fields a link does name (a scene's own restitution): a field the link
   * leaves out takes the value given here for the state read, silently, instead of its schema
   * default.
   */
  defaultsFor?(read: StateOf<S>): Partial<StateOf<S>>
}
