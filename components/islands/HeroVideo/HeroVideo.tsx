import styles from './HeroVideo.module.css'

/**
 * The looping, muted cover video, rendered here with its poster as the first frame and nothing
 * fetched ahead; `enhance.ts` (no React) starts it once the page is loaded, the visit's first
 * seconds are over and the browser is idle, unless the visitor asked for reduced motion or
 * Save-Data, pauses it out of view, and runs the button that pauses or resumes it.
 */
export default function HeroVideo({ webm, mp4, poster, playLabel }: { webm: string; mp4: string; poster: string; pauseLabel: string; playLabel: string }) {
  return (
    <>
      <video className={styles.video} muted loop playsInline preload="none" poster={poster} aria-hidden="true" tabIndex={-1}>
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      {/* A plain button (no aria-pressed), named for what a press does: "Play…" while paused, "Pause…" while it plays. */}
      <button type="button" className={styles.toggle} data-playing="false">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path className={styles.pauseIcon} d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
          <path className={styles.playIcon} d="M8 5l11 7-11 7z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{playLabel}</span>
      </button>
    </>
  )
}
