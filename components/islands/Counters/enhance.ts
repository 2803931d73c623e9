/**
 * Counts the figures rendered by Counters.tsx up from 0 the first time they come into view, once,
 * in one second (SPEC §9); without React. Under reduced motion they stay as they are.
 */
import { formatCount } from '../../../lib/shared/format'
import { documentLocale } from '../../../lib/shared/locales'
import type { CounterItem } from './Counters'

/** Counting takes this long (SPEC §9). */
const DURATION_MS = 1000

export function enhance(root: HTMLElement, { items }: { items: CounterItem[] }): void {
  const list = root.querySelector<HTMLElement>('ul')
  const figures = [...root.querySelectorAll<HTMLElement>('[data-counter-value]')]
  if (!list) return
  if (figures.length !== items.length || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    // The final figures, as the HTML has them; the stylesheet shows them once this is set.
    list.dataset.counting = 'false'
    return
  }
  const locale = documentLocale()
  const show = (progress: number) => {
    figures.forEach((figure, index) => {
      const item = items[index]!
      // 0 reads the same in every language; the first real count makes the page's number format,
      // which costs a browser tens of milliseconds the first time (its locale data is loaded then),
      // so a page does not pay for it on load, only when the figures come into view.
      const value = Math.round(item.value * progress)
      figure.textContent = `${value === 0 ? '0' : formatCount(value, locale)}${item.suffix}`
    })
    list.dataset.counting = progress < 1 ? 'true' : 'false'
  }
  show(0)
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      // The first frame's own timestamp starts the clock: a frame's timestamp can be earlier than
      // performance.now() read in this callback, which would make the first figures negative.
      let start: number | undefined
      const tick = (now: number) => {
        start ??= now
        const t = Math.min(1, Math.max(0, (now - start) / DURATION_MS))
        show(t)
        if (t < 1) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { threshold: 0.4 },
  )
  observer.observe(list)
}
