// The run's numbers in words (the chapter's prose and presentation read them by their names, `q`),
// in SI units to the sandbox's one precision (si.ts; the prose asks for more digits where it needs
// them): the totals (time, contacts, energy, momentum) always in view beside the table, ball 1 now
// and at the start in the read-outs' tab.
import { Output } from '../../../kit'
import type { FrameReport } from '../engine/session'
import { SCENE_NAMES, type SceneId } from '../meta'
import type { Ball } from '../../../core'
import { si } from './si'

export function Totals({ report }: { report: FrameReport }) {
  return (
    <div className="sandbox-readout sandbox-totals">
      <p>
        Time t = <Output q="time" value={report.time} unit=" s" />
      </p>
      <p>
        Contacts so far: <Output q="events" value={report.events} digits={0} />
      </p>
      <p>
        Kinetic energy: <Output q="energy" value={report.energy} unit=" J" />
      </p>
      <p>
        Total momentum:{' '}
        <span className="sandbox-pair">
          (<Output q="momentum-x" value={report.momentum.x} label="Total momentum, x" />,{' '}
          <Output q="momentum-y" value={report.momentum.y} label="Total momentum, y" />) kg·m/s
        </span>
      </p>
    </div>
  )
}

interface Props {
  report: FrameReport
  scene: SceneId
  /** ball 1 as the set-up starts it */
  start: Ball
  startEnergy: number
}

export function Readout({ report, scene, start, startEnergy }: Props) {
  const { state } = report
  const ball1 = { x: state[0]!, y: state[1]! }
  const ball1V = { x: state[2]!, y: state[3]! }
  return (
    <div className="sandbox-readout">
      <p className="sandbox-readout-start">
        Ball 1 at (<Output q="ball-x" value={ball1.x} label="Ball 1, x" />,{' '}
        <Output q="ball-y" value={ball1.y} label="Ball 1, y" />) m, velocity (
        <Output q="ball-vx" value={ball1V.x} label="Ball 1 velocity, x" />,{' '}
        <Output q="ball-vy" value={ball1V.y} label="Ball 1 velocity, y" />) m/s, mass {si(start.m, 'kg')},
        radius {si(start.r, 'm')}
      </p>
      <p className="sandbox-readout-start">
        Scene: <Output q="scene" value={SCENE_NAMES[scene]} />; at the start ball 1 is at (
        <Output q="start-x" value={start.p.x} label="Ball 1 at the start, x" />,{' '}
        <Output q="start-y" value={start.p.y} label="Ball 1 at the start, y" />) m moving at (
        <Output q="start-vx" value={start.v.x} label="Ball 1 at the start, velocity x" />,{' '}
        <Output q="start-vy" value={start.v.y} label="Ball 1 at the start, velocity y" />) m/s and the kinetic
        energy is <Output q="energy-start" value={startEnergy} unit=" J" />
      </p>
    </div>
  )
}
