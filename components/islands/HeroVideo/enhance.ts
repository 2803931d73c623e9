/**
 * Starts the cover video rendered by HeroVideo.tsx and runs its pause button; without React.
 *
 * Decoding a looping video is most of a first visit's main-thread work on a busy phone, so the
 * poster stays as the first frame until the page has loaded, the visit's first seconds are over
 * and the browser is idle; the video never starts by itself under reduced motion or Save-Data, and
 * it pauses while it is scrolled out of view. A visitor's own pause is kept: scrolling back does
 * not start it again.
 */
import { whenIdle } from '../whenIdle'

/**
 * The visit's first seconds belong to the page and to the visitor's first tap: a video started
 * then is fetched and decoded beside the page's own start (its pictures, its widgets, the cookie
 * banner), and a busy phone feels it. The poster is the video's first frame, so starting a
 * little later changes nothing a visitor sees but the moment the picture begins to move.
 */
export const FIRST_SECONDS_MS = 4000

/**
 * Runs `start` once the page has loaded, `after` ms from the start of the visit have passed and
 * the main thread is idle (the islands' own `whenIdle`).
 */
export function whenSettled(start: () => void, after = FIRST_SECONDS_MS): void {
  // performance.now() counts from the start of the visit (the navigation), not from this script.
  const loaded = () => setTimeout(() => whenIdle(start), Math.max(0, after - performance.now()))
  if (document.readyState === 'complete') loaded()
  else window.addEventListener('load', loaded, { once: true })
}

/** Whether the visitor asked for less: reduced motion, or Save-Data (a metered or slow connection). */
function asksForLess(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true
}

export function enhance(root: HTMLElement, { pauseLabel, playLabel }: { pauseLabel: string; playLabel: string }): void {
  const video = root.querySelector('video')
  const button = root.querySelector('button')
  const name = button?.querySelector('.visually-hidden')
  if (!video || !button || !name) return
  // The button is "pressed" while the video is paused, and its name says what it does next.
  const show = () => {
    button.setAttribute('aria-pressed', String(video.paused))
    name.textContent = video.paused ? playLabel : pauseLabel
  }
  /** Paused by the visitor (or never started for them): only the button starts it. */
  let held = asksForLess()
  let inView = true
  let started = false
  const play = () => void video.play().catch(show)

  video.addEventListener('play', show)
  video.addEventListener('pause', show)
  button.addEventListener('click', () => {
    started = true
    held = !video.paused
    if (video.paused) play()
    else video.pause()
  })
  button.disabled = false
  show()

  new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting ?? true
    if (!started || held) return
    if (inView) play()
    else video.pause()
  }).observe(video)

  if (!held) {
    whenSettled(() => {
      started = true
      if (!held && inView) play()
    })
  }
}
