// <Exercise id="c3-after-frame"> in a chapter: a "predict, then check" task on a figure of the same
// page, answered by moving the figure or by typing a number. The check itself is a pure function
// (exercises/, keyed by the id) of the figure's live outputs; hints come one at a time, and a
// worked solution on request. Progress lives in the URL's query and in the reader's record in
// localStorage (exerciseProgress.ts says how the two relate).
import {
  Children,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { formatNumber } from '../kit/format'
import { readLive } from '../kit/liveStore'
import { hiddenQuantities, hideForPrediction } from '../kit/predict'
import { stateOrigin } from '../kit/stateOrigin'
import {
  type ExerciseProgress,
  blankProgress,
  parseProgress,
  readAnswer,
  storeProgress,
  storedProgress,
  withProgress,
} from './exerciseProgress'
import { exerciseChecks } from './exercises'
import './Exercise.css'
import { slipFor } from './exercises/slips'
import { type Check, type Outputs, close } from './exercises/types'

/** One hint, revealed after the ones before it. */
export function Hint({ children }: { children: ReactNode }) {
  return <>{children}</>
}

/** The worked solution, revealed on request; may hold <Live> numbers. */
export function Solution({ children }: { children: ReactNode }) {
  return <>{children}</>
}

// The page's progress: read from the URL once, the reader's record filling in the exercises the
// URL does not name; written back to both (the URL by replaceState, keeping the hash the figures
// own) whenever the reader reveals a hint, checks an answer or opens a solution.
let progress: Map<string, ExerciseProgress> | null = null
function progressOf(id: string): ExerciseProgress {
  progress ??= parseProgress(window.location.search)
  const stored = progress.has(id) ? undefined : storedProgress().get(id)
  if (stored) progress.set(id, stored)
  return progress.get(id) ?? blankProgress
}
function saveProgress(id: string, p: ExerciseProgress) {
  progress ??= parseProgress(window.location.search)
  progress.set(id, p)
  storeProgress(id, p)
  const { pathname, search, hash } = window.location
  const next = withProgress(search, progress)
  if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`)
}
/** Forget the progress read from the URL (tests load several pages in one document). */
export function resetExerciseProgress() {
  progress = null
}

/** The figure's outputs `check` reads, as they are now (read when the reader asks, not on every move). */
function outputsNow(check: Check): Outputs {
  return Object.fromEntries(check.reads.map((q) => [q, readLive(check.widget, q)?.value]))
}

/** `outputs` without the quantities an open typed exercise hides: feedback must not give them away. */
function shownOnly(check: Check, outputs: Outputs): Outputs {
  const hidden = hiddenQuantities(check.widget)
  return Object.fromEntries(Object.entries(outputs).filter(([q]) => !hidden.has(q)))
}

// What a construction exercise says when the figure shows the goal but the reader did not make it so.
const NOT_YOURS = {
  page: 'the figure shows it because the page or a link set it up: make it happen with a move of your own (drag a handle, or move it with the arrow keys)',
  preset:
    'a button put the figure there: make it happen with a move of your own (drag a handle, or move it with the arrow keys)',
} as const

function judge(check: Check, outputs: Outputs, typed: string): { ok: boolean; message: string } {
  if (check.reads.some((q) => outputs[q] === undefined))
    return { ok: false, message: 'The figure has not loaded yet: try again in a moment.' }
  if (check.kind === 'move') {
    if (!check.goal(outputs))
      return { ok: false, message: `Not yet: ${check.missing(shownOnly(check, outputs))}.` }
    const origin = stateOrigin(check.widget)
    return origin === 'own'
      ? { ok: true, message: 'Yes: the figure now does what was asked.' }
      : { ok: false, message: `Not yet: ${NOT_YOURS[origin]}.` }
  }
  if (check.moveFirst && stateOrigin(check.widget) !== 'own')
    return { ok: false, message: `First make the figure your own: ${check.moveFirst}.` }
  const expected = check.expected(outputs)
  if (expected === null) {
    // "Move it back" only to a reader who moved it away: the opening state or a preset was not theirs.
    const back = stateOrigin(check.widget) === 'own' ? ': move it back' : ''
    return {
      ok: false,
      message: `The figure as it stands has no answer (${(typeof check.none === 'function' ? check.none(outputs) : check.none) ?? 'nothing to compute'})${back}.`,
    }
  }
  const x = readAnswer(typed)
  if (x === null) return { ok: false, message: 'Type a number, such as 0.25, −3 or 5/4.' }
  if (close(x, expected, check.tolerance))
    return {
      ok: true,
      message: `Right: the figure’s model gives ${formatNumber(expected, check.digits)}, now shown in the figure.`,
    }
  const slip = slipFor(check, outputs, x, expected)
  return { ok: false, message: `Not quite. ${slip ?? 'Check your working, or take a hint.'}` }
}

const isOf =
  (type: unknown) =>
  (child: ReactNode): child is ReactElement<{ children: ReactNode }> =>
    isValidElement(child) && child.type === type

export interface ExerciseProps {
  /** the exercise's id: names its check (exercises/) and its entry in the URL */
  id: string
  children: ReactNode
}

export function Exercise({ id, children }: ExerciseProps) {
  const check = Object.hasOwn(exerciseChecks, id) ? exerciseChecks[id] : undefined
  if (!check) {
    return (
      <p role="alert" className="book-missing-widget">
        This exercise (“{id}”) is not available.
      </p>
    )
  }
  return (
    <ExerciseBody id={id} check={check}>
      {children}
    </ExerciseBody>
  )
}

function ExerciseBody({ id, check, children }: ExerciseProps & { check: Check }) {
  const [p, setP] = useState(() => progressOf(id))
  const [typed, setTyped] = useState(p.answer)
  const [feedback, setFeedback] = useState({
    ok: p.done,
    message: p.done ? 'You answered this one already.' : '',
  })
  const inputId = useId()
  // Numbered in page order, so that a reader (or a screen reader's list of groups) can tell the
  // chapter's exercises apart and a teacher can name one.
  const box = useRef<HTMLFieldSetElement>(null)
  const [number, setNumber] = useState<number | null>(null)
  useLayoutEffect(() => {
    const all = [...document.querySelectorAll('fieldset.book-exercise')]
    setNumber(box.current ? all.indexOf(box.current) + 1 : null)
  }, [])
  // A revealed hint takes the focus: the button that showed the last one disappears, and a
  // keyboard or screen-reader user would otherwise be left on nothing.
  const newHint = useRef<HTMLDivElement>(null)
  const [focusHint, setFocusHint] = useState(false)
  useEffect(() => {
    if (!focusHint) return
    newHint.current?.focus()
    setFocusHint(false)
  }, [focusHint])
  const all = Children.toArray(children)
  const hints = all.filter(isOf(Hint))
  const solution = all.find(isOf(Solution))
  const task = all.filter((c) => !isOf(Hint)(c) && !isOf(Solution)(c))

  // Predict, then check: the figure shows what is asked as "?" until the reader has answered it or
  // given up by opening the worked solution (kit/predict.ts).
  const asking = check.kind === 'number' && !p.done && !p.solution
  const hides = check.kind === 'number' ? check.hides : null
  useEffect(() => {
    if (!asking || !hides) return
    return hideForPrediction(check.widget, hides)
  }, [asking, hides, check.widget])

  const update = (patch: Partial<ExerciseProgress>) => {
    const next = { ...p, ...patch }
    setP(next)
    saveProgress(id, next)
  }
  const onCheck = (e?: FormEvent) => {
    e?.preventDefault()
    const verdict = judge(check, outputsNow(check), typed)
    setFeedback(verdict)
    update({ done: p.done || verdict.ok, answer: check.kind === 'number' ? typed.trim() : '' })
  }

  return (
    // A fieldset (a group), not a <section>: several exercises on a page would be landmarks with one name.
    <fieldset ref={box} className="book-exercise" data-exercise={id} data-done={p.done || undefined}>
      <legend className="book-exercise-title">
        <strong>Try it{number ? ` ${number}` : ''}</strong>
        {p.done && <span className="book-exercise-done"> (answered)</span>}
      </legend>
      {task}
      {check.kind === 'number' ? (
        <form className="book-exercise-answer" onSubmit={onCheck}>
          <label htmlFor={inputId}>{check.label}</label>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="rk-button">
            Check
          </button>
        </form>
      ) : (
        <p className="book-exercise-answer">
          <button type="button" className="rk-button" onClick={() => onCheck()}>
            Check the figure
          </button>
        </p>
      )}
      <p role="status" className="book-exercise-feedback" data-ok={feedback.ok || undefined}>
        {feedback.message}
      </p>
      {hints.slice(0, p.hints).map((h, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: hints never reorder
          key={i}
          ref={i === p.hints - 1 ? newHint : undefined}
          tabIndex={-1}
          className="book-exercise-hint"
        >
          <p className="book-exercise-label">Hint {i + 1}</p>
          {h.props.children}
        </div>
      ))}
      <p className="book-exercise-more">
        {p.hints < hints.length && (
          <button
            type="button"
            className="rk-button"
            onClick={() => {
              update({ hints: p.hints + 1 })
              setFocusHint(true)
            }}
          >
            Show hint {p.hints + 1} of {hints.length}
          </button>
        )}
        {solution && (
          <button
            type="button"
            className="rk-button"
            aria-expanded={p.solution}
            onClick={() => update({ solution: !p.solution })}
          >
            {p.solution ? 'Hide the worked solution' : 'Show the worked solution'}
          </button>
        )}
      </p>
      {solution && p.solution && (
        <div className="book-exercise-solution">
          <p className="book-exercise-label">Worked solution</p>
          {solution.props.children}
        </div>
      )}
    </fieldset>
  )
}
