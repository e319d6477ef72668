// Build step (used by vite.config.ts): the service worker that lets the book work offline after
// the first visit. Workbox precaches the whole built site (pages, every chapter and widget chunk,
// styles, KaTeX's woff2 fonts, widgets.json); the page registers it (src/book/OfflineStatus.tsx)
// through the plugin's virtual module, so no inline script is injected (the CSP forbids one).
import { VitePWA } from 'vite-plugin-pwa'

export function offline() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      // Browsers that run the book take woff2, so KaTeX's woff and ttf copies are never fetched.
      globPatterns: ['**/*.{html,js,css,svg,woff2,json}'],
      // The build's manifest is for the bench, not for readers.
      globIgnores: ['.vite/**'],
      // The query names the chapter, the exercises or the presented section; the page is the
      // same file for all of them.
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      // A worker that becomes active (the first one, or a new version the reader accepted) takes
      // over the open pages at once: the first visit is then served from the cache too, and the
      // "Reload" of the update prompt gets the controller change it reloads on.
      clientsClaim: true,
    },
  })
}
