/** The keys that move along a row of tabs (WAI-ARIA tabs pattern). */
const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

/** The types of event that mean a visitor has reached for a widget: a tap, a key, the focus. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/** What a visitor did to an island before it worked: the last control pressed, and the tab keys in order. */
export interface EarlyUse {
  pressed: HTMLElement | null
  keys: Array<{ target: HTMLElement; key: string }>
}

/** Whether the visitor did anything to the island that must be made again once it works. */
export const wasUsed = (use: EarlyUse | undefined): use is EarlyUse => Boolean(use && (use.pressed || use.keys.length))

/**
 * Keeps what is pressed inside an island, within `scope`, until `stop()`: a press on one of its
 * buttons (a tap, or Enter or Space with the keyboard), or on a link marked `data-press-again` (a
 * picture that opens in the lightbox), which is not followed meanwhile; and the arrow, Home and
 * End keys pressed on a tab (the focus is there from the first Tab, the tabs' script on its way),
 * which do not scroll the page meanwhile. Nothing is kept once `answered()` says the widget's own
 * handlers are attached (React answers a press during hydration itself).
 */
export function recordUse(scope: HTMLElement | Document, answered: () => boolean = () => false, use: EarlyUse = { pressed: null, keys: [] }) {
  const inIsland = (event: Event, selector: string) => {
    const found = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null
    return found?.closest('[data-island]') ? found : null
  }
  const press = (event: Event) => {
    if (answered()) return
    const control = inIsland(event, 'button, a[data-press-again]')
    if (!control) return
    if (control instanceof HTMLAnchorElement) event.preventDefault()
    use.pressed = control
  }
  const key = (event: Event) => {
    if (answered() || !(event instanceof KeyboardEvent) || !MOVES.has(event.key)) return
    const tab = inIsland(event, '[role="tab"]')
    if (!tab) return
    // Not the page's own scrolling: the key is the tabs' once they work.
    event.preventDefault()
    use.keys.push({ target: tab, key: event.key })
  }
  scope.addEventListener('click', press, true)
  scope.addEventListener('keydown', key, true)
  return {
    use,
    stop: () => {
      scope.removeEventListener('click', press, true)
      scope.removeEventListener('keydown', key, true)
    },
    /** What was kept inside `element`. */
    takeFor: (element: HTMLElement): EarlyUse => ({
      pressed: use.pressed && element.contains(use.pressed) ? use.pressed : null,
      keys: use.keys.filter(({ target }) => element.contains(target)),
    }),
  }
}

/** What recordUse returns: what it keeps, and how to stop it. */
export type UseRecording = ReturnType<typeof recordUse>

/**
 * Calls `start` once, at the visitor's first tap, key or focus inside `element`, or when the caller
 * says `now()`. What is pressed inside it before the widget works (recordUse) is made again when
 * the caller says `ready()`: its controls are drawn working before their script starts, and
 * nothing answered the press. `early` is what the page's first script kept before this listened
 * (hydrate.ts); the caller starts an island so used at once.
 */
export function onFirstUse(element: HTMLElement, start: () => void, answered: () => boolean = () => false, early?: EarlyUse): { now: () => void; ready: () => void } {
  let started = false
  const recording = recordUse(element, answered, early)
  const now = () => {
    if (started) return
    started = true
    for (const type of FIRST_USE) element.removeEventListener(type, now, true)
    start()
  }
  for (const type of FIRST_USE) element.addEventListener(type, now, { capture: true, passive: true })
  return {
    now,
    ready: () => {
      recording.stop()
      const { pressed, keys } = recording.use
      for (const { target, key } of keys) {
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      }
      if (pressed?.isConnected && !(pressed instanceof HTMLButtonElement && pressed.disabled)) pressed.click()
    },
  }
}
