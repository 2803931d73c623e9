/** The types of event that mean a visitor has reached for a widget: a tap, a key, the focus. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `start` once, at the visitor's first tap, key or focus inside `element`, or when the caller
 * says `now()`. A press on one of its buttons before the widget works is made again when the
 * caller says `ready()`: on a button that is disabled until then (browsers still report the press),
 * or on one drawn working before its script starts (filter tabs), whose click nothing answered.
 * A press released once `answered()` says the widget's handlers are attached (React answers a
 * press during hydration itself) is not made again.
 */
export function onFirstUse(element: HTMLElement, start: () => void, answered: () => boolean = () => false): { now: () => void; ready: () => void } {
  let started = false
  let pressed: Element | null = null
  let clicked: HTMLButtonElement | null = null
  const press = (event: Event) => {
    pressed = event.target instanceof Element ? event.target.closest('button') : null
  }
  const release = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button === pressed && !answered()) clicked = button
  }
  const now = () => {
    if (started) return
    started = true
    for (const type of FIRST_USE) element.removeEventListener(type, now, true)
    start()
  }
  element.addEventListener('pointerdown', press, true)
  element.addEventListener('pointerup', release, true)
  for (const type of FIRST_USE) element.addEventListener(type, now, { capture: true, passive: true })
  return {
    now,
    ready: () => {
      element.removeEventListener('pointerdown', press, true)
      element.removeEventListener('pointerup', release, true)
      if (clicked?.isConnected && !clicked.disabled) clicked.click()
    },
  }
}
