// Reading a set-up file, and the engine's own check of a set-up: apart from model.ts because the
// check builds a world, whose code the page then loads only when the reader opens a file (the
// engine itself runs in the worker).
import { createWorld } from '../../../core'
import { SCENES, type SceneId } from '../meta'
import { FILE_FORMAT, type Setup, worldOptions } from '../model'

/** Why the engine refuses this set-up (its RangeError's words), or null when it starts. */
export function problemOf(setup: Setup): string | null {
  try {
    createWorld(worldOptions(setup))
    return null
  } catch (err) {
    if (err instanceof RangeError) return err.message
    throw err
  }
}

/** A file read back: the set-up, or what is wrong with it in words (and then nothing changes). */
export function fromFile(text: string): { setup: Setup; scene: SceneId } | { error: string } {
  let raw: unknown
  try {
    raw = JSON.parse(text, (_, v) => (v === 'inf' ? Number.POSITIVE_INFINITY : v))
  } catch {
    return { error: 'This file is not JSON.' }
  }
  if (!isObject(raw) || raw.format !== FILE_FORMAT)
    return { error: `This is not a sandbox file (its "format" should be "${FILE_FORMAT}").` }
  const sceneId = raw.scene
  if (typeof sceneId !== 'string' || !(SCENES as readonly string[]).includes(sceneId))
    return { error: `Unknown scene ${JSON.stringify(sceneId)}.` }
  const s = raw.setup
  if (!isObject(s) || !Array.isArray(s.balls) || !Array.isArray(s.walls) || !isObject(s.box))
    return { error: 'The set-up needs balls, walls and a box.' }
  if (s.balls.length === 0) return { error: 'The set-up has no balls.' }
  if (s.balls.length > 20000)
    return { error: `${s.balls.length} balls is more than the sandbox takes (20,000).` }
  if (typeof s.border !== 'boolean') return { error: '"border" must be true or false.' }
  const setup = s as unknown as Setup
  // The box must hold: the engine checks only the one it reflects from.
  const problem = problemOf({ ...setup, border: true }) ?? (setup.border ? null : problemOf(setup))
  if (problem) return { error: `The engine refuses this set-up: ${problem}.` }
  return { setup, scene: sceneId as SceneId }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
