// Build step (a Vite plugin, used by vite.config.ts) for ricochet-widget.js, the <ricochet-widget>
// element's script, and ricochet-frame.js, the iframe's optional helper: fixed, unhashed names at
// the site's root, since embedders link them by name;
// and no CSS into the host page. Vite's preload of a lazy chunk puts the chunk's CSS into the
// page's <head> as <link rel="stylesheet">, and no option drops it (modulePreload's
// resolveDependencies only sees the JS); in a host page that CSS would style the host. The element
// gives its shadow roots all of that CSS itself, so here its preload list keeps only the JS.
import type { Plugin } from 'vite'

export const ELEMENT_FILE = 'ricochet-widget.js'
export const ELEMENT_SOURCE = 'src/embed/element.tsx'
/** The optional script beside an iframe snippet, also linked by name. */
export const FRAME_FILE = 'ricochet-frame.js'
export const FRAME_SOURCE = 'src/embed/frameHost.ts'
const FIXED: Record<string, string> = { 'ricochet-widget': ELEMENT_FILE, 'ricochet-frame': FRAME_FILE }

// The deps lookup Vite writes into a chunk with lazy imports (minified): `=>i.map(i=>d[i])`.
const DEPS_LOOKUP = /=>(\w)\.map\(\1=>(\w)\[\1\]\)/

export function elementEntry(): Plugin {
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
      // After Vite has written the preload lists.
      order: 'post',
      handler(_options, bundle) {
        const chunk = bundle[ELEMENT_FILE]
        if (chunk?.type !== 'chunk') return
        if (!DEPS_LOOKUP.test(chunk.code))
          this.error(`${ELEMENT_FILE}: Vite's preload list was not found; its CSS would reach host pages`)
        chunk.code = chunk.code.replace(DEPS_LOOKUP, '=>$1.map($1=>$2[$1]).filter($1=>!$1.endsWith(".css"))')
      },
    },
  }
}
