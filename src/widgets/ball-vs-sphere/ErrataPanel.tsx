// Source 001's slips, each computed for the figure as it stands beside the right answer, with a
// button that sets up a figure where the slip shows.
import { memo } from 'react'
import { length3 } from '../../core'
import { Output } from '../../kit'
import { type Errata, PRESETS, type Solution } from './model'
import { point3 } from './words'
import '../common/figure.css'

type PresetKey = keyof typeof PRESETS

function Case({ k, onPreset }: { k: PresetKey; onPreset: (key: PresetKey) => void }) {
  return (
    <button type="button" className="rk-button" onClick={() => onPreset(k)}>
      Show: {PRESETS[k].label}
    </button>
  )
}

export const ErrataPanel = memo(function ErrataPanel({
  err,
  sol,
  onPreset,
}: {
  err: Errata
  sol: Solution
  onPreset: (key: PresetKey) => void
}) {
  return (
    <section className="bvs-errata" aria-label="Source 001’s slips, beside the right answers">
      <p className="bvs-errata-title">
        <strong>Source 001’s slips, for this figure</strong>
      </p>
      <div className="fig-tests">
        <div className="fig-test">
          <p className="fig-test-title">
            The code’s <code>sz = center.x</code> (sx stays 0) and its starts-inside test on (sz, sy, sz)
          </p>
          <p>
            As printed:{' '}
            <Output
              q="printed-verdict"
              value={err.printedHits ? 'hit' : 'no hit'}
              label="printed code says"
            />
            , distance{' '}
            <Output q="printed-distance" value={err.printedDistance} reason="none" label="printed distance" />
            .
          </p>
          <p>
            Right: <Output q="right-verdict" value={sol.hit ? 'hit' : 'no hit'} label="right answer" />,
            distance{' '}
            <Output
              q="right-distance"
              value={sol.hit?.distance ?? null}
              reason="none"
              label="right distance"
            />
            .
          </p>
          <p className="bvs-cases">
            <Case k="code-sx" onPreset={onPreset} /> <Case k="code-inside" onPreset={onPreset} />{' '}
            <Case k="source-main" onPreset={onPreset} />
          </p>
        </div>
        <div className="fig-test">
          <p className="fig-test-title">
            The text’s step 10: the two distances, written with −4C and a + under the root
          </p>
          <p>
            As written: <Output q="written-s1" value={err.writtenRoots[0]} label="written first distance" />{' '}
            and <Output q="written-s2" value={err.writtenRoots[1]} label="written second distance" />.
          </p>
          <p>
            Right:{' '}
            <Output
              q="right-s1"
              value={err.rightRoots?.[0]}
              reason="none (h > R)"
              label="right first distance"
            />{' '}
            and{' '}
            <Output
              q="right-s2"
              value={err.rightRoots?.[1]}
              reason="none (h > R)"
              label="right second distance"
            />
            .
          </p>
          <p>
            By its general rule (−2b ∓ √(b² + 4ac))/2a:{' '}
            <Output q="rule-s1" value={err.ruleRoots?.[0]} reason="none" label="first distance by its rule" />{' '}
            and{' '}
            <Output
              q="rule-s2"
              value={err.ruleRoots?.[1]}
              reason="none"
              label="second distance by its rule"
            />
            .
          </p>
          <p className="bvs-cases">
            <Case k="text-roots" onPreset={onPreset} />
          </p>
        </div>
        <div className="fig-test">
          <p className="fig-test-title">
            The text’s contact point (the ball’s radius along U, where T belongs) and its V = Xt + Yt + Zt +
            U·n
          </p>
          <p>
            As written: contact{' '}
            <Output
              q="written-contact"
              value={err.writtenContact ? point3(err.writtenContact, 3) : null}
              reason="none (no hit)"
              label="written contact point"
            />
            , V{' '}
            <Output
              q="written-velocity"
              value={err.writtenVelocity ? point3(err.writtenVelocity, 3) : null}
              reason="none (no hit)"
              label="written new velocity"
            />
            .
          </p>
          <p>
            Right: contact{' '}
            <Output
              q="right-contact"
              value={sol.hit ? point3(sol.hit.contact, 3) : null}
              reason="none (no hit)"
              label="right contact point"
            />
            , velocity{' '}
            <Output
              q="right-velocity"
              value={sol.hit ? point3(sol.hit.velocity, 3) : null}
              reason="none (no hit)"
              label="right new velocity"
            />
            .
          </p>
        </div>
        <div className="fig-test">
          <p className="fig-test-title">
            The text’s step 17: Uperp = U sin(angle), U where the normal belongs
          </p>
          <p>
            As written, the new direction is{' '}
            <Output
              q="written-bounce"
              value={err.writtenBounce ? point3(err.writtenBounce, 3) : null}
              reason="none (no hit)"
              label="written bounce direction"
            />{' '}
            of length{' '}
            <Output
              q="written-bounce-length"
              value={err.writtenBounce ? length3(err.writtenBounce) : null}
              reason="none"
              label="its length"
            />
            .
          </p>
          <p>
            Right:{' '}
            <Output
              q="right-bounce"
              value={err.rightBounce ? point3(err.rightBounce, 3) : null}
              reason="none (no hit)"
              label="right bounce direction"
            />
            , of length 1.
          </p>
          <p className="bvs-cases">
            <Case k="text-roots" onPreset={onPreset} />
          </p>
        </div>
      </div>
    </section>
  )
})
