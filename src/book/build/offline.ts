// Build step (used by vite.config.ts): the service worker that lets the book work offline after
// the first visit. Workbox precaches the whole built site (pages, every chapter and widget chunk,
// styles, KaTeX's woff2 fonts, widgets.json); the page registers it (src/book/OfflineStatus.tsx)
// through the plugin's virtual module, so no inline script is injected (the CSP forbids one).
// The web app manifest lets a reader install the book (on a phone's home screen, as its own window);
// the plugin writes it and links it from every page. public/icon-192.png and icon-512.png are
// public/icon.svg drawn at those sizes: full-bleed, the balls inside the middle 80 % a maskable
// icon keeps.
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The page's background in the light and the dark theme (src/kit/kit.css's --bg). */
export const THEME_COLOUR = { light: '#ffffff', dark: '#15171a' } as const

/** The browser's own bars in the reader's colours, light or dark as the system asks. */
function themeColour(): Plugin {
  return {
    name: 'ricochet-theme-colour',
    transformIndexHtml: () =>
      (['light', 'dark'] as const).map((scheme) => ({
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          media: `(prefers-color-scheme: ${scheme})`,
          content: THEME_COLOUR[scheme],
        },
        injectTo: 'head' as const,
      })),
  }
}

export function offline() {
  return [
    themeColour(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Ricochet: how balls find each other and bounce',
        short_name: 'Ricochet',
        description: 'An interactive visual textbook of ball collisions.',
        lang: 'en',
        // Relative to the manifest, which sits at the site's root: the book works from any folder.
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: THEME_COLOUR.light,
        background_color: THEME_COLOUR.light,
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
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
    }),
  ]
}
