// Handlers that keep their identity from render to render and call the latest ones given: a
// memoised panel then skips the render that every pointer move of a drag elsewhere causes.
import { useLayoutEffect, useMemo, useRef } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: any handler's arguments pass through unchanged
type Handlers = Record<string, (...args: any[]) => void>

/** `handlers` with stable identities; the set of names must not change between renders. */
export function useStable<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; each call reads the latest handlers
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [name, (...args: unknown[]) => latest.current[name]!(...args)]),
      ) as T,
    [],
  )
}
