import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../useHydrated'
import styles from './HeroVideo.module.css'

/**
 * The looping, muted cover video. It starts only when the visitor has not asked for reduced motion
 * (the poster stays otherwise), and a button pauses or resumes it.
 */
export default function HeroVideo({ webm, mp4, poster, pauseLabel, playLabel }: { webm: string; mp4: string; poster: string; pauseLabel: string; playLabel: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const ready = useHydrated()

  useEffect(() => {
    const element = video.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }, [])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play().then(() => setPlaying(true))
    else {
      element.pause()
      setPlaying(false)
    }
  }

  return (
    <>
      <video ref={video} className={styles.video} muted loop playsInline preload="metadata" poster={poster} aria-hidden="true" tabIndex={-1}>
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button type="button" className={styles.toggle} onClick={toggle} disabled={!ready} aria-pressed={!playing}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          {playing ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
        </svg>
        <span className="visually-hidden">{playing ? pauseLabel : playLabel}</span>
      </button>
    </>
  )
}
