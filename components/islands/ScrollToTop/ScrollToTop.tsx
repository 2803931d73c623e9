import { useEffect, useState, type MouseEvent } from 'react'
import styles from './ScrollToTop.module.css'

/** The button appears once the page is scrolled further than this (SPEC §9). */
const SHOW_AFTER_PX = 500

export default function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
    // Keyboard users continue from the top of the page, not from a button that has just hidden.
    document.querySelector<HTMLElement>('#top')?.focus({ preventScroll: true })
  }

  return (
    <a href="#top" className={styles.button} data-visible={visible ? 'true' : 'false'} aria-hidden={!visible} tabIndex={visible ? 0 : -1} onClick={toTop}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
