import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { defineConfig } from 'vite'

export default defineConfig({
  base: './',
  plugins: [
    // MDX first so its JSX output goes through the React plugin like any other module.
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkMath],
        rehypePlugins: [rehypeKatex],
        providerImportSource: '@mdx-js/react',
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      input: { index: 'index.html', embed: 'embed.html' },
    },
  },
})
