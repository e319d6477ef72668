// Source 001's slips, each computed for the figure as it stands beside the right answer, with a
// button that sets up a figure where the slip shows. A folded panel: its numbers only publish
// until the reader opens it (Fold).
import { memo, useMemo } from 'react'
import { length3 } from '../../core'
import { Fold, Output } from '../../kit'
import { type Errata, PRESETS, type Solution } from './model'
import { point3 } from './words'
import '../common/figure.css'

type PresetKey = keyof typeof PRESETS

function Case({ k, onPreset }: { k: PresetKey; onPreset: (key: PresetKey) => void }) {
  return (
    <button type="button" className="rk-button" data-preset onClick={() => onPreset(k)}>
      Show: {PRESETS[k].label}
    </button>
  )
}

/** Every number the panel writes, as its <Output>. */
function outputsOf(err: Errata, sol: Solution) {
  const hit = sol.hit
  const noHit = 'none (no hit)'
  return {
    printedVerdict: {
      q: 'printed-verdict',
      value: err.printedHits ? 'hit' : 'no hit',
      label: 'printed code says',
    },
    printedDistance: {
      q: 'printed-distance',
      value: err.printedDistance,
      reason: 'none',
      label: 'printed distance',
    },
    rightVerdict: { q: 'right-verdict', value: hit ? 'hit' : 'no hit', label: 'right answer' },
    rightDistance: {
      q: 'right-distance',
      value: hit?.distance ?? null,
      reason: 'none',
      label: 'right distance',
    },
    writtenS1: { q: 'written-s1', value: err.writtenRoots[0], label: 'written first distance' },
    writtenS2: { q: 'written-s2', value: err.writtenRoots[1], label: 'written second distance' },
    rightS1: {
      q: 'right-s1',
      value: err.rightRoots?.[0],
      reason: 'none (h > R)',
      label: 'right first distance',
    },
    rightS2: {
      q: 'right-s2',
      value: err.rightRoots?.[1],
      reason: 'none (h > R)',
      label: 'right second distance',
    },
    ruleS1: { q: 'rule-s1', value: err.ruleRoots?.[0], reason: 'none', label: 'first distance by its rule' },
    ruleS2: { q: 'rule-s2', value: err.ruleRoots?.[1], reason: 'none', label: 'second distance by its rule' },
    writtenContact: {
      q: 'written-contact',
      value: err.writtenContact ? point3(err.writtenContact, 3) : null,
      reason: noHit,
      label: 'written contact point',
    },
    writtenVelocity: {
      q: 'written-velocity',
      value: err.writtenVelocity ? point3(err.writtenVelocity, 3) : null,
      reason: noHit,
      label: 'written new velocity',
    },
    rightContact: {
      q: 'right-contact',
      value: hit ? point3(hit.contact, 3) : null,
      reason: noHit,
      label: 'right contact point',
    },
    rightVelocity: {
      q: 'right-velocity',
      value: hit ? point3(hit.velocity, 3) : null,
      reason: noHit,
      label: 'right new velocity',
    },
    writtenBounce: {
      q: 'written-bounce',
      value: err.writtenBounce ? point3(err.writtenBounce, 3) : null,
      reason: noHit,
      label: 'written bounce direction',
    },
    writtenBounceLength: {
      q: 'written-bounce-length',
      value: err.writtenBounce ? length3(err.writtenBounce) : null,
      reason: 'none',
      label: 'its length',
    },
    rightBounce: {
      q: 'right-bounce',
      value: err.rightBounce ? point3(err.rightBounce, 3) : null,
      reason: noHit,
      label: 'right bounce direction',
    },
  } as const
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
  const out = useMemo(() => outputsOf(err, sol), [err, sol])
  const list = useMemo(() => Object.values(out), [out])
  return (
    <Fold className="bvs-errata" summary="Source 001’s slips, for this figure" outputs={list}>
      <div className="fig-tests">
        <div className="fig-test">
          <p className="fig-test-title">
            The code’s <code>sz = center.x</code> (sx stays 0) and its starts-inside test on (sz, sy, sz)
          </p>
          <p>
            As printed: <Output {...out.printedVerdict} />, distance <Output {...out.printedDistance} />.
          </p>
          <p>
            Right: <Output {...out.rightVerdict} />, distance <Output {...out.rightDistance} />.
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
            As written: <Output {...out.writtenS1} /> and <Output {...out.writtenS2} />.
          </p>
          <p>
            Right: <Output {...out.rightS1} /> and <Output {...out.rightS2} />.
          </p>
          <p>
            By its general rule (−2b ∓ √(b² + 4ac))/2a: <Output {...out.ruleS1} /> and{' '}
            <Output {...out.ruleS2} />.
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
            As written: contact <Output {...out.writtenContact} />, V <Output {...out.writtenVelocity} />.
          </p>
          <p>
            Right: contact <Output {...out.rightContact} />, velocity <Output {...out.rightVelocity} />.
          </p>
        </div>
        <div className="fig-test">
          <p className="fig-test-title">
            The text’s step 17: Uperp = U sin(angle), U where the normal belongs
          </p>
          <p>
            As written, the new direction is <Output {...out.writtenBounce} /> of length{' '}
            <Output {...out.writtenBounceLength} />.
          </p>
          <p>
            Right: <Output {...out.rightBounce} />, of length 1.
          </p>
          <p className="bvs-cases">
            <Case k="text-roots" onPreset={onPreset} />
          </p>
        </div>
      </div>
    </Fold>
  )
})
