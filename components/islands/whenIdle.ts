/** Runs `run` when the browser is idle (within 2 s at the latest), or shortly after where idle callbacks do not exist. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** whenIdle as a promise: `await idle()` ends a long task here and goes on in the next idle period. */
export function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve))
}
