import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server's HTML and during hydration, true once the island's script runs: controls
 * that need script stay disabled until then (without an effect that renders twice on purpose).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
