// Download the set-up as a JSON file, or load one: a bad file is named and changes nothing.
import { memo, useId, useState } from 'react'
import { formatCount } from '../../../kit'
import type { SceneId } from '../meta'
import { toFile } from '../model'
import type { Setup } from '../setup/setup'
import { saveFile } from './saveFile'

export const JsonFile = memo(function JsonFile({
  scene,
  setup,
  onLoad,
}: {
  scene: SceneId
  /** the set-up now (read when the reader downloads it) */
  setup: { current: Setup }
  onLoad: (s: Setup, scene: SceneId) => void
}) {
  const [message, setMessage] = useState<string | null>(null)
  const id = useId()
  const download = () => saveFile(`sandbox-${scene}.json`, toFile(scene, setup.current), 'application/json')
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    // Cleared, so that choosing the same file again (after fixing it) reads it again.
    input.value = ''
    if (!file) return
    const { fromFile, sizeProblem } = await import('../setup/fileCheck')
    const tooBig = sizeProblem(file.size)
    const read = tooBig ? { error: tooBig } : fromFile(await file.text())
    if ('error' in read) setMessage(`${file.name}: ${read.error} Nothing was changed.`)
    else {
      setMessage(`${file.name}: loaded, ${formatCount(read.setup.balls.length, 'ball')}.`)
      onLoad(read.setup, read.scene)
    }
  }
  return (
    <div className="sandbox-controls">
      <button type="button" className="rk-button" onClick={download}>
        Download set-up (JSON)
      </button>
      <label htmlFor={id}>Load a set-up file</label>
      <input id={id} type="file" accept="application/json,.json" onChange={(e) => void upload(e.target)} />
      <p role="status" className="sandbox-file-status">
        {message}
      </p>
    </div>
  )
})
