/** Starts the cover video rendered by HeroVideo.tsx (not under reduced motion) and runs its pause button; without React. */
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
  video.addEventListener('play', show)
  video.addEventListener('pause', show)
  button.addEventListener('click', () => {
    if (video.paused) void video.play().catch(show)
    else video.pause()
  })
  button.disabled = false
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) void video.play().catch(show)
  show()
}
