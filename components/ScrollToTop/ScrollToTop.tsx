import styles from './ScrollToTop.module.css'

/**
 * The back-to-top button, in HTML and CSS alone: a link to the top of the page that a
 * scroll-driven animation shows once the page is scrolled more than 500 px (SPEC §9). The page
 * scrolls smoothly unless the visitor prefers reduced motion, and the keyboard focus moves to the
 * top with it.
 */
export function ScrollToTop({ label }: { label: string }) {
  return (
    <a href="#top" className={styles.button}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
