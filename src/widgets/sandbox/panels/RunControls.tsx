// The run's controls: the scene, play and pause, a step to the next contact, the speed; and the
// timeline under the table, which also goes back to t = 0 (the frame's Reset is the one reset).
// Both are memoised with handlers made once: a drag re-renders the widget on every move and
// changes none of what they show.
import { memo } from 'react'
import { formatNumber, useMaskedWriter } from '../../../kit'
import { SCENES, SCENE_NAMES, type SceneId } from '../meta'

const SPEEDS = [1, 0.5, 0.25, 0.1] as const

interface Props {
  scene: SceneId
  playing: boolean
  speed: number
  onScene: (id: SceneId) => void
  onPlay: () => void
  onStep: () => void
  onSpeed: (speed: number) => void
}

export const RunControls = memo(function RunControls({
  scene,
  playing,
  speed,
  onScene,
  onPlay,
  onStep,
  onSpeed,
}: Props) {
  return (
    <div className="sandbox-controls">
      <label>
        Scene
        <select value={scene} onChange={(ev) => onScene(ev.target.value as SceneId)}>
          {SCENES.map((id) => (
            <option key={id} value={id}>
              {SCENE_NAMES[id]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="rk-button" onClick={onPlay}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" className="rk-button" onClick={onStep}>
        Step to next contact
      </button>
      <label>
        Speed
        <select value={speed} onChange={(ev) => onSpeed(Number(ev.target.value))}>
          {SPEEDS.map((v) => (
            <option key={v} value={v}>
              {v === 1 ? 'real time' : `${v}× (slow motion)`}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
})

const seconds = (t: number) => formatNumber(t, 3) ?? '?'

/** The timeline's step in seconds: it moves by time, each position showing the recorded frame nearest it. */
const TIMELINE_STEP = 0.001

export const Timeline = memo(function Timeline({
  time,
  end,
  onSeek,
}: {
  time: number
  /** the time at the end of the record */
  end: number
  onSeek: (time: number) => void
}) {
  // The times spoken: "?" while an exercise asks when a contact happens (c10-last-ball).
  const when = useMaskedWriter('time', seconds)
  return (
    <div className="sandbox-timeline">
      <label htmlFor="sandbox-timeline">Timeline</label>
      <input
        id="sandbox-timeline"
        type="range"
        min={0}
        max={end}
        step={TIMELINE_STEP}
        value={time}
        aria-valuetext={`t = ${when(time)} s of ${when(end)} s recorded`}
        onChange={(ev) => {
          // The input snaps the time shown to its step: a change event read back from that (the
          // browser's, after the scrub's input event) is where the run already stands.
          const to = Number(ev.target.value)
          if (Math.abs(to - time) >= TIMELINE_STEP) onSeek(to)
        }}
      />
    </div>
  )
})
