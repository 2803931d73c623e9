/** The keys that move along a row of tabs (WAI-ARIA tabs pattern). */
const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])

/** The types of event that mean a visitor has reached for a widget: a tap, a key, the focus. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `start` once, at the visitor's first tap, key or focus inside `element`, or when the caller
 * says `now()`. A press on one of its buttons before the widget works (a tap, or Enter or Space
 * with the keyboard) is made again when the caller says `ready()`: its controls are drawn working
 * before their script starts, and nothing answered the press. So is a press on a link marked
 * `data-press-again` (a picture that opens in the lightbox), which is not followed meanwhile. A
 * press made once `answered()` says the widget's handlers are attached (React answers a press
 * during hydration itself) is left to them. The arrow, Home and End keys pressed on a tab meanwhile
 * (the focus is there from the first Tab, the tabs' script on its way) are pressed again, in order.
 */
export function onFirstUse(element: HTMLElement, start: () => void, answered: () => boolean = () => false): { now: () => void; ready: () => void } {
  let started = false
  let pressed: HTMLElement | null = null
  const press = (event: MouseEvent) => {
    if (answered()) return
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[data-press-again]') : null
    if (!control) return
    if (control instanceof HTMLAnchorElement) event.preventDefault()
    pressed = control
  }
  const keys: Array<{ target: HTMLElement; key: string }> = []
  const key = (event: KeyboardEvent) => {
    if (answered() || !MOVES.has(event.key)) return
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null
    if (!tab) return
    // Not the page's own scrolling: the key is the tabs' once they work.
    event.preventDefault()
    keys.push({ target: tab, key: event.key })
  }
  const now = () => {
    if (started) return
    started = true
    for (const type of FIRST_USE) element.removeEventListener(type, now, true)
    start()
  }
  element.addEventListener('click', press, true)
  element.addEventListener('keydown', key, true)
  for (const type of FIRST_USE) element.addEventListener(type, now, { capture: true, passive: true })
  return {
    now,
    ready: () => {
      element.removeEventListener('click', press, true)
      element.removeEventListener('keydown', key, true)
      for (const { target, key } of keys) {
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      }
      if (pressed?.isConnected && !(pressed instanceof HTMLButtonElement && pressed.disabled)) pressed.click()
    },
  }
}
