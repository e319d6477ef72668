// Which Chromium the browser tests and the benchmarks drive. The tests never download a browser
// of their own: they use one already on the machine, and on Debian or Ubuntu, run as root (a CI
// container), they install Debian's `chromium` package. Run as a script (`tsx
// tests/browser/chromium.ts`, the first step of `npm test`) it makes sure there is one, and
// says in one line what it did or what to run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Looked for on PATH, in this order. */
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
/** Where the macOS installers put the browsers. */
const MACOS_APPS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The browser to drive: CHROMIUM_PATH when set (it must then be an executable file: a wrong
 * setting is an error, not a reason to pick another browser), else the first of ON_PATH found
 * on PATH, else a macOS app; null when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = env.CHROMIUM_PATH
  if (chosen) {
    if (!isExecutable(chosen)) throw new Error(`CHROMIUM_PATH=${chosen} is not an executable file`)
    return chosen
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter((d) => d !== '')
  for (const name of ON_PATH)
    for (const dir of dirs) if (isExecutable(path.join(dir, name))) return path.join(dir, name)
  return MACOS_APPS.find(isExecutable) ?? null
}

/** The one line that says what to run when there is no browser and we may not install one. */
function whatToRun(): string {
  const how = fs.existsSync('/etc/debian_version')
    ? 'run `sudo apt-get install -y chromium`'
    : process.platform === 'darwin'
      ? 'run `brew install --cask chromium`'
      : "install Chromium or Chrome with your system's package manager"
  return `No Chromium found (CHROMIUM_PATH, ${ON_PATH.join(', ')} on PATH): ${how}, or set CHROMIUM_PATH to a Chromium or Chrome binary.`
}

/** The browser's path; throws with the line saying what to run when there is none. */
export function chromiumPath(): string {
  const found = findChromium()
  if (found === null) throw new Error(whatToRun())
  return found
}

/** Finds a browser, installing Debian's chromium when that is possible; the exit code to use. */
function ensureChromium(): number {
  try {
    if (findChromium() !== null) return 0
  } catch (e) {
    console.error((e as Error).message)
    return 1
  }
  if (!(fs.existsSync('/etc/debian_version') && process.getuid?.() === 0)) {
    console.error(whatToRun())
    return 1
  }
  console.log(
    'No Chromium found: installing Debian’s chromium (apt-get update && apt-get install -y chromium).',
  )
  const apt = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  })
  if (apt.status === 0 && findChromium() !== null) return 0
  // apt's own output is shown only when it failed.
  process.stderr.write(`${apt.stdout ?? ''}${apt.stderr ?? ''}`)
  console.error(`apt-get could not install chromium. ${whatToRun()}`)
  return 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  process.exit(ensureChromium())
