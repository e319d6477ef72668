// Widget state <-> URL hash text (docs/design.md, "URLs"): `A=0,0&dA=4,0&rA=1&on=1`.
// Parsing is total: any string gives a valid state plus the list of every field the figure does
// not show as the link wrote it, so a hostile link can never crash a widget or reach the DOM as
// markup, and a reader is never shown one figure under a link that says another.
import { roundToStep } from '../core/round'
import type { FieldSpec, Schema, StateOf } from './contract'

/** Why one field of an incoming hash was not taken as written. */
export interface HashIssue {
  field: string
  /** the text as received, shortened so a huge value cannot flood the notice; null: not in the link */
  raw: string | null
  /** what the figure shows instead, as hash text; null when the field was ignored */
  shown: string | null
  reason:
    | 'unknown field'
    | 'repeated'
    | 'not a number'
    | 'not an option'
    | 'not 1 or 0'
    | 'malformed'
    | 'clamped to bounds'
    | 'rounded'
    /** changed by the widget's own rules (its `constrain`), beyond the schema */
    | 'constrained'
  /** for 'constrained': what the widget's rule did, when it says (WidgetMeta.rule) */
  why?: string
}

export interface ParsedState<S extends Schema> {
  state: StateOf<S>
  issues: HashIssue[]
}

// Plain decimal numbers only: no Infinity, NaN, hex, or whitespace tricks that Number() accepts.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const RAW_LIMIT = 40
// How a field that allows Infinity may write it; `inf` is what links are written with.
const INFINITE = ['inf', '∞']

const shorten = (s: string) => (s.length > RAW_LIMIT ? `${s.slice(0, RAW_LIMIT)}…` : s)

function parseNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/**
 * A number field's text (from a link or typed by the reader) as a number, before clamping: plain
 * decimals, and `inf` or `∞` where the field allows Infinity; null for anything else.
 */
export function readNumber(spec: Extract<FieldSpec, { kind: 'number' }>, text: string): number | null {
  if (spec.infinite && INFINITE.includes(text)) return Infinity
  return parseNumber(text)
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

type VectorSpec = Extract<FieldSpec, { kind: 'vec2' | 'vec3' }>
type Vector = Record<string, number>
/** The coordinates of a vector field, in the order its link writes them. */
const axesOf = (spec: VectorSpec): readonly string[] => (spec.kind === 'vec2' ? ['x', 'y'] : ['x', 'y', 'z'])
const vectorOf = (value: unknown) => value as Vector
const minOf = (spec: VectorSpec) => vectorOf(spec.min)
const maxOf = (spec: VectorSpec) => vectorOf(spec.max)

/** The powers of ten a precision may be: 10^±307 and everything between are normal doubles. */
const PRECISION_EXPONENT = 307

/**
 * The resolution a field is stored at: its `step` when it has one, else four decimal digits below
 * the size of its range (range 20 -> 0.001). Quantizing keeps links short and makes a state read
 * back from its own link identical to the one written. A field of one value (min = max) has no
 * range: four digits below the size of that value (below 1 for 0). Always a positive double,
 * between 10^-307 and 10^307 for the widest and narrowest ranges.
 */
export function fieldPrecision(lo: number, hi: number, step?: number): number {
  if (step !== undefined && step > 0) return step
  const span = Math.abs(hi - lo) || Math.abs(lo) || 1
  const e = Math.min(PRECISION_EXPONENT, Math.max(-PRECISION_EXPONENT, Math.floor(Math.log10(span)) - 4))
  // 1 / 10^k is the double nearest 10^-k; 10 ** -k is not always (10 ** -4 = 0.00009999…).
  return e < 0 ? 1 / 10 ** -e : 10 ** e
}

/** x rounded to a multiple of `precision` and clamped to [lo, hi]; -0 becomes 0. */
export function quantize(x: number, lo: number, hi: number, precision: number): number {
  return clamp(roundToStep(clamp(x, lo, hi), precision), lo, hi) + 0
}

type FieldResult = { value: unknown; reason?: HashIssue['reason'] }
type Kind = FieldSpec['kind']
type SpecOf<K extends Kind> = Extract<FieldSpec, { kind: K }>

/**
 * How one kind of field is read from and written to a link. A new kind of field is one entry in
 * CODECS: every function below goes through it.
 */
export interface FieldCodec<F extends FieldSpec> {
  /** the link's text as a value inside the schema, and why it is not the text as written */
  parse(spec: F, text: string): FieldResult
  /** the value as link text */
  format(spec: F, value: unknown): string
  /** whether a value handed in by a model is of the field's type (finite numbers only) */
  fits(spec: F, value: unknown): boolean
  /** a value that fits, brought inside the field's bounds at the field's precision */
  normalize(spec: F, value: unknown): unknown
}

function hashNumber(x: number): string {
  return x === Infinity ? 'inf' : String(x + 0)
}

const vectorCodec: FieldCodec<VectorSpec> = {
  parse(spec, text) {
    const axes = axesOf(spec)
    const parts = text.split(',')
    const numbers = parts.length === axes.length ? parts.map(parseNumber) : [null]
    if (numbers.some((n) => n === null)) return { value: spec.default, reason: 'not a number' }
    const given = Object.fromEntries(axes.map((a, i) => [a, numbers[i]!]))
    const value = vectorOf(vectorCodec.normalize(spec, given))
    const [lo, hi] = [minOf(spec), maxOf(spec)]
    if (axes.some((a) => given[a]! < lo[a]! || given[a]! > hi[a]!))
      return { value, reason: 'clamped to bounds' }
    return axes.every((a) => value[a] === given[a]) ? { value } : { value, reason: 'rounded' }
  },
  format(spec, value) {
    const v = vectorOf(value)
    return axesOf(spec)
      .map((a) => hashNumber(v[a]!))
      .join(',')
  },
  fits(spec, value) {
    const v = value as Vector | null
    return typeof v === 'object' && v !== null && axesOf(spec).every((a) => Number.isFinite(v[a]))
  },
  normalize(spec, value) {
    const [v, lo, hi] = [vectorOf(value), minOf(spec), maxOf(spec)]
    return Object.fromEntries(
      axesOf(spec).map((a) => [a, quantize(v[a]!, lo[a]!, hi[a]!, fieldPrecision(lo[a]!, hi[a]!))]),
    )
  },
}

const numberCodec: FieldCodec<SpecOf<'number'>> = {
  parse(spec, text) {
    const n = readNumber(spec, text)
    if (n === null) return { value: spec.default, reason: 'not a number' }
    const value = numberCodec.normalize(spec, n) as number
    if (n !== value && (n < spec.min || n > spec.max)) return { value, reason: 'clamped to bounds' }
    return value === n ? { value } : { value, reason: 'rounded' }
  },
  format: (_, value) => hashNumber(value as number),
  fits: (spec, value) =>
    typeof value === 'number' && (Number.isFinite(value) || (value === Infinity && !!spec.infinite)),
  normalize(spec, value) {
    if (value === Infinity && spec.infinite) return value
    return quantize(value as number, spec.min, spec.max, fieldPrecision(spec.min, spec.max, spec.step))
  },
}

const choiceCodec: FieldCodec<SpecOf<'choice'>> = {
  parse: (spec, text) =>
    spec.options.includes(text) ? { value: text } : { value: spec.default, reason: 'not an option' },
  format: (_, value) => encodeURIComponent(value as string),
  fits: (spec, value) => typeof value === 'string' && spec.options.includes(value),
  normalize: (_, value) => value,
}

const booleanCodec: FieldCodec<SpecOf<'boolean'>> = {
  parse: (spec, text) =>
    text === '1' || text === '0' ? { value: text === '1' } : { value: spec.default, reason: 'not 1 or 0' },
  format: (_, value) => (value ? '1' : '0'),
  fits: (_, value) => typeof value === 'boolean',
  normalize: (_, value) => value,
}

const textFits = (spec: SpecOf<'text'>, text: string) =>
  text.length <= spec.maxLength && spec.pattern.test(text)

// Characters a hash may hold as they are (RFC 3986 fragment), but for the ones the link's own
// syntax uses (& = + %): a compact format stays readable instead of turning into %2C%3B.
const PLAIN = /^[A-Za-z0-9._~!*'()@,;:/?$-]*$/

const textCodec: FieldCodec<SpecOf<'text'>> = {
  parse: (spec, text) =>
    textFits(spec, text) ? { value: text } : { value: spec.default, reason: 'malformed' },
  format: (_, value) =>
    PLAIN.test(value as string) ? (value as string) : encodeURIComponent(value as string),
  fits: (spec, value) => typeof value === 'string' && textFits(spec, value),
  normalize: (_, value) => value,
}

/** The one codec of each kind of field. */
export const CODECS: { readonly [K in Kind]: FieldCodec<SpecOf<K>> } = {
  vec2: vectorCodec,
  vec3: vectorCodec,
  number: numberCodec,
  choice: choiceCodec,
  boolean: booleanCodec,
  text: textCodec,
}

/** The codec of the field's kind. */
export const codecOf = <F extends FieldSpec>(spec: F) => CODECS[spec.kind] as unknown as FieldCodec<F>

/** Brings any value of the right type inside the field's bounds at the field's precision. */
export const normalizeValue = (spec: FieldSpec, value: unknown): unknown =>
  codecOf(spec).normalize(spec, value)
const formatField = (spec: FieldSpec, value: unknown): string => codecOf(spec).format(spec, value)

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** The schema's defaults, as a fresh state. */
export function defaultState<S extends Schema>(schema: S): StateOf<S> {
  const state: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(schema)) state[key] = spec.default
  return state as StateOf<S>
}

/**
 * Reads `A=0,0&rA=1` (a leading `#` is allowed). Fields that are missing keep their defaults
 * silently; fields that are malformed fall back to their defaults, numbers outside the schema's
 * bounds are clamped to them and numbers between its steps rounded; all of these are reported in
 * `issues` (with what is shown instead), as are unknown and repeated fields.
 */
export function parseState<S extends Schema>(schema: S, text: string): ParsedState<S> {
  return readState(schema, text).parsed
}

/** A widget's own rule on top of its schema (min gap, arrows inside the world…): any state -> one it can show. */
export type Constrain<S extends Schema> = (state: StateOf<S>) => StateOf<S>

/**
 * What the rule did, for the notice: one text for every field, or words for one field of the
 * state as read from the link (before the rule), e.g. why a text field could not be read.
 */
export type RuleWords<S extends Schema> = string | ((field: keyof S & string, read: StateOf<S>) => string)

/**
 * What a link shows: parsed as parseState does, then passed through the widget's `constrain`
 * (and brought back into the schema). Every field that `constrain` changed is reported as
 * 'constrained', and every issue says what the figure shows (`shown`), so the notice can name
 * each change and the link can be rewritten to match.
 */
export function readLink<S extends Schema>(
  schema: S,
  text: string,
  constrain?: Constrain<S>,
  rule?: RuleWords<S>,
  defaultsFor?: (read: StateOf<S>) => Partial<StateOf<S>>,
): ParsedState<S> {
  const { parsed, given } = readState(schema, text, defaultsFor)
  if (!constrain) return parsed
  const whyOf = (key: string) => {
    const why = typeof rule === 'function' ? rule(key as keyof S & string, parsed.state) : rule
    return why ? { why } : {}
  }
  const state = mergeState(schema, parsed.state, constrain(parsed.state))
  const after = state as Record<string, unknown>
  const changed = (key: string) =>
    formatField(schema[key]!, after[key]) !==
    formatField(schema[key]!, (parsed.state as Record<string, unknown>)[key])
  // A number clamped or rounded and then moved again by the widget's rule ends where the rule put it.
  const issues = parsed.issues.map((i): HashIssue => {
    if (i.shown === null || !changed(i.field)) return i
    const reason = READABLE.has(i.reason) ? 'constrained' : i.reason
    return { ...i, shown: formatField(schema[i.field]!, after[i.field]), reason, ...whyOf(i.field) }
  })
  for (const key of Object.keys(schema))
    if (changed(key) && !issues.some((i) => i.field === key && i.shown !== null))
      issues.push({
        field: key,
        raw: given.get(key) ?? null,
        shown: formatField(schema[key]!, after[key]),
        reason: 'constrained',
        ...whyOf(key),
      })
  return { state, issues }
}

function readState<S extends Schema>(
  schema: S,
  text: string,
  defaultsFor?: (read: StateOf<S>) => Partial<StateOf<S>>,
): { parsed: ParsedState<S>; given: Map<string, string> } {
  const state = defaultState(schema) as Record<string, unknown>
  const issues: HashIssue[] = []
  const given = new Map<string, string>()
  const body = text.startsWith('#') ? text.slice(1) : text
  for (const pair of body.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq))
    const raw = eq < 0 ? '' : safeDecode(pair.slice(eq + 1))
    const spec = Object.hasOwn(schema, key) ? schema[key] : undefined
    if (!spec) {
      issues.push({ field: shorten(key), raw: shorten(raw), shown: null, reason: 'unknown field' })
      continue
    }
    if (given.has(key)) {
      issues.push({ field: key, raw: shorten(raw), shown: null, reason: 'repeated' })
      continue
    }
    given.set(key, shorten(raw))
    const { value, reason } = codecOf(spec).parse(spec, raw)
    state[key] = value
    if (reason) issues.push({ field: key, raw: shorten(raw), shown: formatField(spec, value), reason })
  }
  if (!defaultsFor) return { parsed: { state: state as StateOf<S>, issues }, given }
  const left = Object.entries(defaultsFor(state as StateOf<S>)).filter(([key]) => !given.has(key))
  const filled = mergeState(schema, state as StateOf<S>, Object.fromEntries(left) as Partial<StateOf<S>>)
  return { parsed: { state: filled, issues }, given }
}

/** Writes every field in schema order, so a link always states the whole figure. */
export function serializeState<S extends Schema>(schema: S, state: StateOf<S>): string {
  return Object.entries(schema)
    .map(
      ([key, spec]) =>
        `${encodeURIComponent(key)}=${formatField(spec, (state as Record<string, unknown>)[key])}`,
    )
    .join('&')
}

const WHY: Record<HashIssue['reason'], string> = {
  'unknown field': 'not a field of this figure, ignored',
  repeated: 'given again, ignored',
  'not a number': 'not a number, so the default',
  'not an option': 'not one of the choices, so the default',
  'not 1 or 0': 'not 1 or 0, so the default',
  malformed: 'not in this field’s format, so the default',
  'clamped to bounds': 'clamped to the allowed range',
  rounded: 'rounded to the figure’s precision',
  constrained: 'kept inside the world',
}

// Values the parser understood are shown as written; anything else is quoted so that an empty or
// odd text is visible as such.
const READABLE = new Set<HashIssue['reason']>(['clamped to bounds', 'rounded', 'constrained'])

/**
 * One line of the notice: "dB: 1,0 → 0,0 (kept inside the world)", "xyz: not a field of this
 * figure, ignored". Plain text: the caller renders it as text, never as markup.
 */
export function describeIssue(i: HashIssue): string {
  const why = (i.reason === 'constrained' && i.why) || WHY[i.reason]
  if (i.reason === 'repeated') return `${i.field}: “${i.raw}” ${why}`
  if (i.shown === null) return `${i.field}: ${why}`
  const said = i.raw === null ? 'not in the link' : READABLE.has(i.reason) ? i.raw : `“${i.raw}”`
  return `${i.field}: ${said} → ${i.shown === '' ? 'empty' : i.shown} (${why})`
}

/** The whole notice as one line. */
export function describeIssues(issues: readonly HashIssue[]): string {
  return issues.map(describeIssue).join('; ')
}

/** Equal field values: the same primitive, or points with the same coordinates. */
function sameField(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  )
}

/**
 * The state with `patch` applied, every patched field brought inside the schema's bounds at its
 * precision. A patched value of the wrong type or a non-finite number keeps the old value, so a
 * model bug can never put NaN into a link. Unknown keys are ignored. A point that comes out equal
 * to the old one, or to the one patched in, is that very object: a drag that moves one point
 * leaves the others' objects unchanged, so the parts drawn from them (React.memo) skip the move.
 */
export function mergeState<S extends Schema>(
  schema: S,
  state: StateOf<S>,
  patch: Partial<StateOf<S>>,
): StateOf<S> {
  const next: Record<string, unknown> = { ...state }
  for (const [key, value] of Object.entries(patch)) {
    const spec = Object.hasOwn(schema, key) ? schema[key] : undefined
    if (!spec || !codecOf(spec).fits(spec, value)) continue
    const normal = normalizeValue(spec, value)
    next[key] = sameField(normal, state[key]) ? state[key] : sameField(normal, value) ? value : normal
  }
  return next as StateOf<S>
}
