import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { defineConfig } from 'vite'
import { ELEMENT_SOURCE, FRAME_SOURCE, elementEntry } from './src/embed/build/elementEntry.ts'
import { chapterMeta } from './src/book/build/chapterMeta.ts'
import { cspMeta } from './src/book/build/csp.ts'
import { offline } from './src/book/build/offline.ts'
import { rehypeSections } from './src/book/build/rehypeSections.ts'
import { texPrerender } from './src/kit/build/texPrerender.ts'
import { widgetsJson } from './src/kit/build/widgetsJson.ts'

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
    rollupOptions: {
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
