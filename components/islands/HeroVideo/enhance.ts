/**
 * Starts the cover video rendered by HeroVideo.tsx and runs its pause button; without React.
 *
 * Decoding a looping video is most of a first visit's main-thread work on a busy phone, so the
 * poster stays as the first frame until the page has loaded, the visit's first seconds are over
 * and the browser is idle; the video never starts by itself under reduced motion or Save-Data, and
 * it pauses while it is scrolled out of view. A visitor's own pause is kept: scrolling back does
 * not start it again.
 */
import { whenSettled } from '../whenIdle'

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
  // A plain button, not a toggle: its name and icon say what a press does next (play while
  // paused, pause while playing), so a screen reader never hears "pressed" while nothing plays.
  const show = () => {
    button.dataset.playing = String(!video.paused)
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
