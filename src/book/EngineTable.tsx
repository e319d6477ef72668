// The table `npm run bench -- sim` wrote on the book's own machine (bench/results/engines.json),
// read by the build: chapter 11 shows these figures without a single one typed by hand.
import results from '../../bench/results/engines.json'
import { formatScientific } from '../kit/format'
import type { EngineRow } from './engineRace/engineRow'

const rows: readonly EngineRow[] = results.rows
export const count = new Intl.NumberFormat('en-GB')
/** 2.92e-13 as 2.9 × 10⁻¹³, with a true minus sign (the book's formatter). */
export function Drift({ x }: { x: number }) {
  return <>{formatScientific(x)}</>
}

/** The columns of both engine tables (this one and EngineRace's); `speed` names the fourth. */
export function EngineHead({ speed }: { speed: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">engine</th>
        <th scope="col">balls</th>
        <th scope="col">contacts per second</th>
        <th scope="col">{speed}</th>
        <th scope="col">energy drift</th>
        <th scope="col">tunnelled</th>
        <th scope="col">overlapping</th>
      </tr>
    </thead>
  )
}

/** One benchmark's figures, every number from the result file. */
export function EngineTable() {
  return (
    <figure className="engine-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take the keyboard's focus */}
      <section className="engine-scroll" tabIndex={0} aria-label="Engines compared">
        <table>
          <EngineHead speed="ms per frame" />
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.engine}-${r.n}`}>
                <th scope="row">{r.engine}</th>
                <td>{count.format(r.n)}</td>
                <td>{r.eventsPerSecond === null ? 'steps, no events' : count.format(r.eventsPerSecond)}</td>
                <td>{r.msPerFrame ?? '—'}</td>
                <td>
                  <Drift x={r.energyDrift} />
                </td>
                <td>{r.tunnelled}</td>
                <td>{r.overlapping}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <figcaption>
        A gas of balls in a box on {results.machine}, {results.date.slice(0, 10)}: CPU milliseconds per 60 Hz
        frame, contacts handled per CPU second, the relative change in kinetic energy, and the balls that
        tunnelled out of the box or overlap another at the end.
      </figcaption>
    </figure>
  )
}
