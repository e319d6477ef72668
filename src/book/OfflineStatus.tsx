// The service worker (vite-plugin-pwa, generateSW: vite.config.ts) and what it means for the reader:
// "Available offline" once the whole book is cached, and a prompt when a newer version has been
// downloaded. The new version waits for the reader's word ('prompt'), so a page never changes
// under someone reading it. In development there is no service worker (the plugin's dev mode is
// off), and this shows nothing.
import { useRegisterSW } from 'virtual:pwa-register/react'
import { useEffect, useState } from 'react'

export function OfflineStatus() {
  const {
    offlineReady: [offlineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  // offlineReady fires only on the visit that installed the worker; on later visits the page is
  // already controlled by it, which means the same.
  const [controlled, setControlled] = useState(() => Boolean(navigator.serviceWorker?.controller))
  useEffect(() => {
    const sw = navigator.serviceWorker
    if (!sw) return
    const update = () => setControlled(Boolean(sw.controller))
    sw.addEventListener('controllerchange', update)
    return () => sw.removeEventListener('controllerchange', update)
  }, [])

  // The new worker takes over (clientsClaim) once told to skip waiting; the page reloads then. The
  // plugin reloads only pages that had a worker when they opened, not a first visit's page.
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    updateServiceWorker(true)
  }

  if (needRefresh)
    return (
      <p className="book-offline book-update" role="status">
        A new version is available.{' '}
        <button type="button" className="rk-button" onClick={reload}>
          Reload
        </button>
      </p>
    )
  return (
    <p className="book-offline" role="status">
      {offlineReady || controlled ? 'Available offline' : ''}
    </p>
  )
}
