// The run's controls: the scene, play and pause, a step to the next contact, the speed, restart
// and the scene's defaults; and the timeline under the table. Both are memoised with handlers
// made once: a drag re-renders the widget on every move and changes none of what they show.
import { memo } from 'react'
import { formatNumber } from '../../../kit'
import { SCENES, type SceneId } from '../meta'

export const SCENE_NAMES: Record<SceneId, string> = {
  'pool-break': 'Pool break',
  cradle: 'Newton’s cradle',
  'gas-1000': 'Gas of 1,000 balls',
  'gas-10000': 'Gas of 10,000 balls',
  polygon: 'A ball in a pentagon',
  stack: 'A stack against a wall',
}

const SPEEDS = [1, 0.5, 0.25, 0.1] as const

interface Props {
  scene: SceneId
  playing: boolean
  speed: number
  onScene: (id: SceneId) => void
  onPlay: () => void
  onStep: () => void
  onSpeed: (speed: number) => void
  onRestart: () => void
  onDefaults: () => void
}

export const RunControls = memo(function RunControls({
  scene,
  playing,
  speed,
  onScene,
  onPlay,
  onStep,
  onSpeed,
  onRestart,
  onDefaults,
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
      <button type="button" className="rk-button" onClick={onRestart}>
        Restart
      </button>
      <button type="button" className="rk-button" onClick={onDefaults}>
        Scene defaults
      </button>
    </div>
  )
})

export const Timeline = memo(function Timeline({
  frame,
  frames,
  time,
  onSeek,
}: {
  frame: number
  frames: number
  time: number
  onSeek: (frame: number) => void
}) {
  return (
    <div className="sandbox-timeline">
      <label htmlFor="sandbox-timeline">Timeline</label>
      <input
        id="sandbox-timeline"
        type="range"
        min={0}
        max={frames}
        step={1}
        value={frame}
        aria-valuetext={`t = ${formatNumber(time, 3)} s, frame ${frame} of ${frames}`}
        onChange={(ev) => onSeek(Number(ev.target.value))}
      />
    </div>
  )
})
