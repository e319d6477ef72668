import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import path from 'node:path'
import { defineConfig } from 'vite'
import { ELEMENT_FILE, ELEMENT_SOURCE, FRAME_SOURCE, elementEntry } from './src/embed/build/elementEntry.ts'
import { chapterMeta } from './src/book/build/chapterMeta.ts'
import { cspMeta } from './src/book/build/csp.ts'
import { offline } from './src/book/build/offline.ts'
import { rehypeSections } from './src/book/build/rehypeSections.ts'
import { texPrerender } from './src/kit/build/texPrerender.ts'
import { widgetsJson } from './src/kit/build/widgetsJson.ts'

/** The build's module graph as code splitting sees it (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/**
 * The sandbox's own modules its view imports at once, less those its meta imports (the book's
 * registry and chapter 10 load the meta alone): by the build's module graph.
 */
function sandboxViewModules(ctx: ModuleGraph): Set<string> {
  const dir = path.resolve('src/widgets/sandbox')
  const reach = (from: string, into = new Set<string>()) => {
    if (into.has(from) || !from.startsWith(dir) || !/\.tsx?$/.test(from)) return into
    into.add(from)
    for (const id of ctx.getModuleInfo(from)?.importedIds ?? []) reach(id, into)
    return into
  }
  const view = reach(path.join(dir, 'SandboxWidget.tsx'))
  for (const id of reach(path.join(dir, 'meta.ts'))) view.delete(id)
  return view
}

/** The iframe's and the element's entry chunks (their names: input below, elementEntry.ts). */
const EMBED_CHUNK = new RegExp(`^(assets/embed-[\\w-]+\\.js|${ELEMENT_FILE.replace('.', '\\.')})$`)

export default defineConfig({
  base: './',
  plugins: [
    // Before MDX and React: lays out <Tex tex="..."> templates with KaTeX at build time.
    texPrerender(),
    chapterMeta(),
    // MDX first so its JSX output goes through the React plugin like any other module.
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkMath],
        // MathML beside the HTML: screen readers read the maths, not the TeX (the census, census.test.ts).
        rehypePlugins: [rehypeSections, [rehypeKatex, { output: 'htmlAndMathml' }]],
        providerImportSource: '@mdx-js/react',
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    widgetsJson(),
    elementEntry(),
    cspMeta(),
    offline(),
  ],
  // Module workers, so a worker can load part of its code later (the sandbox's frame stepping,
  // chapter 11's matter.js) instead of carrying it from the start.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The bundle-size bench follows each embed's chunk graph through the manifest.
    manifest: true,
    modulePreload: {
      // Every browser the es2022 target names preloads modules; the polyfill cost each page 0.4 KB.
      polyfill: false,
      // The embeds' globs name every widget and load one (src/embed/main.tsx, element.tsx): their
      // lists of every widget's files to preload cost each embed ~3.5 KB, more than the chunks a
      // browser then finds by itself in one or two round trips. CSS stays in the lists (Vite keeps
      // it): the iframe needs its widget's sheet.
      resolveDependencies: (_file, deps, { hostId }) => (EMBED_CHUNK.test(hostId) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // Every figure loads React, the base CSS and the frame (WidgetFrame, Stage, Handle, the
        // state and the output they import), and every embed the theme, the widget lookup, the
        // state reporter and Vite's preload helper: one chunk instead of the dozen the automatic
        // split makes of them. Each gzipped file starts with an empty dictionary, so the split
        // cost every embed about 4.5 KB (bench/NOTES.md). The book's pages and the gallery load
        // it too, as they show figures; ricochet-frame.js imports none of it.
        codeSplitting: {
          groups: [
            {
              name: 'frame',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|katex\.min\.css$|src[\\/]kit[\\/](kit\.css|WidgetFrame\.tsx|Stage\.tsx|Handle\.tsx|useWidgetState\.ts|Output\.tsx|theme\.ts)$|src[\\/]widgets[\\/]widgetEntries\.ts$|src[\\/]embed[\\/]reporter\.ts$|preload-helper|rolldown[\\/]runtime/,
            },
            {
              // The drawing parts nearly every figure with a stage draws with: one file rather than a
              // dozen of 0.1–0.5 KB, each gzipped from an empty dictionary (the sandbox's embed is
              // within its budget by this).
              name: 'parts',
              // With them the small shared helpers the split left on their own: the core's rescaling
              // and closest point, the seeded random numbers, the canvas hook (the sandbox's embed
              // is within its budget by this too).
              test: /src[\\/]kit[\\/](Label|Ball|Arrow|Dot|Slider|Wall|useLabelPlace|labelPlace|labelBoard|StageClip|BoxOutline|focusableOverflow|scale|TimeScrubber|useStageCanvas)\.tsx?$|src[\\/]core[\\/](closest|scale)\.ts$|src[\\/]widgets[\\/]common[\\/]seeded\.ts$/,
            },
            {
              // The sandbox's view with the modules of its own it imports: the automatic split made
              // seven files of 0.1–3.3 KB of them, each shared with a panel loaded later and
              // gzipped from an empty dictionary (~1.3 KB more for the embed). Only these modules:
              // their imports from the kit and the core stay where other figures find them.
              name: (id, ctx) => (sandboxViewModules(ctx).has(id) ? 'SandboxWidget' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      input: {
        index: 'index.html',
        embed: 'embed.html',
        gallery: 'gallery.html',
        'ricochet-widget': ELEMENT_SOURCE,
        'ricochet-frame': FRAME_SOURCE,
      },
    },
  },
})
