/** Runs `run` when the browser is idle (within 2 s at the latest), or shortly after where idle callbacks do not exist. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** whenIdle as a promise: `await idle()` ends a long task here and goes on in the next idle period. */
export function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve))
}

/**
 * The visit's first seconds belong to the page and to the visitor's first tap: work started then
 * (a cover video's fetch and decoding, a carousel's code) runs beside the page's own start, and a
 * busy phone feels it. What the server rendered is already on screen meanwhile: the video's
 * poster is its first frame, a carousel's first slides are in place.
 */
export const FIRST_SECONDS_MS = 4000

/**
 * Runs `start` once the page has loaded, `after` ms from the start of the visit have passed and
 * the main thread is idle.
 */
export function whenSettled(start: () => void, after = FIRST_SECONDS_MS): void {
  // performance.now() counts from the start of the visit (the navigation), not from this script.
  const loaded = () => setTimeout(() => whenIdle(start), Math.max(0, after - performance.now()))
  if (document.readyState === 'complete') loaded()
  else window.addEventListener('load', loaded, { once: true })
}
