// Build step (a Vite plugin, used by vite.config.ts) for ricochet-widget.js, the <ricochet-widget>
// element's script, and ricochet-frame.js, the iframe's optional helper: fixed, unhashed names at
// the site's root, since embedders link them by name;
// and no CSS into the host page. Vite's preload of a lazy chunk puts the chunk's CSS into the
// page's <head> as <link rel="stylesheet">, and no option drops it (modulePreload's
// resolveDependencies only sees the JS); in a host page that CSS would style the host. The element
// gives its shadow roots all of that CSS itself, so here its preload list drops the CSS (the JS is
// dropped too, by vite.config.ts: the element names every widget but loads one).
// It also tells the element where the CSS every figure needs (KaTeX's and the kit's) was built:
// the pages import that CSS too, and the bundler puts it into one shared file for them; the element
// fetches that very file (virtual:ricochet-base-css), so the build holds the CSS once.
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

export const ELEMENT_FILE = 'ricochet-widget.js'
export const ELEMENT_SOURCE = 'src/embed/element.tsx'
/** The optional script beside an iframe snippet, also linked by name. */
export const FRAME_FILE = 'ricochet-frame.js'
export const FRAME_SOURCE = 'src/embed/frameHost.ts'
const FIXED: Record<string, string> = { 'ricochet-widget': ELEMENT_FILE, 'ricochet-frame': FRAME_FILE }

// The deps lookup Vite writes into a chunk with lazy imports (minified): `=>i.map(i=>d[i])`.
const DEPS_LOOKUP = /=>(\w)\.map\(\1=>(\w)\[\1\]\)/

/** The CSS every figure needs, as the pages import it (src/book/main.tsx, src/embed/main.tsx). */
export const BASE_CSS = ['katex/dist/katex.min.css', '/src/kit/kit.css']
const BASE_CSS_ID = 'virtual:ricochet-base-css'
const RESOLVED = `\0${BASE_CSS_ID}`
// Stands for the built files' names in the element's code until they are known.
const BASE_CSS_MARK = '__RICOCHET_BASE_CSS__'
const MARKED = new RegExp(`([\`"'])${BASE_CSS_MARK}\\1`)

/**
 * `virtual:ricochet-base-css`: the URLs of the CSS every figure needs. While serving, each file
 * alone (importing the CSS itself would put it into the host page's <head>); in a build, the
 * shared file the pages link (a JS entry's CSS imports reach no page).
 */
function baseCss(): Plugin {
  let serving = false
  return {
    name: 'ricochet-element-base-css',
    configResolved: (config) => {
      serving = config.command === 'serve'
    },
    resolveId: (id) => (id === BASE_CSS_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null
      if (serving)
        return `${BASE_CSS.map((f, i) => `import css${i} from '${f}?url'`).join('\n')}\nexport default [${BASE_CSS.map((_, i) => `css${i}`).join(', ')}]`
      return `${BASE_CSS.map((f) => `import '${f}'`).join('\n')}\nexport default ['${BASE_CSS_MARK}']`
    },
  }
}

/** The base CSS's built file names, put into the element's code where the mark stands. */
function nameBaseCss(bundle: OutputBundle, code: string): string | null {
  if (!MARKED.test(code)) return null
  const files = new Set<string>()
  for (const c of Object.values(bundle))
    if (c.type === 'chunk' && c.moduleIds.some((m) => BASE_CSS.some((f) => m.endsWith(f))))
      for (const css of c.viteMetadata?.importedCss ?? []) files.add(css)
  if (files.size === 0) return null
  return code.replace(MARKED, [...files].map((f) => JSON.stringify(`./${f}`)).join(','))
}

export function elementEntry(): Plugin[] {
  return [entry(), baseCss()]
}

function entry(): Plugin {
  return {
    name: 'ricochet-element-entry',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            entryFileNames: (chunk: { name: string }) => FIXED[chunk.name] ?? 'assets/[name]-[hash].js',
          },
        },
      },
    }),
    generateBundle: {
      // After Vite has written the preload lists and the CSS files.
      order: 'post',
      handler(_options, bundle) {
        const chunk = bundle[ELEMENT_FILE]
        if (chunk?.type !== 'chunk') return
        if (!DEPS_LOOKUP.test(chunk.code))
          this.error(`${ELEMENT_FILE}: Vite's preload list was not found; its CSS would reach host pages`)
        const named = nameBaseCss(bundle, chunk.code)
        if (named === null)
          this.error(
            `${ELEMENT_FILE}: the built file of ${BASE_CSS.join(' and ')} was not found, or where to name it`,
          )
        chunk.code = named.replace(DEPS_LOOKUP, '=>$1.map($1=>$2[$1]).filter($1=>!$1.endsWith(".css"))')
      },
    },
  }
}
