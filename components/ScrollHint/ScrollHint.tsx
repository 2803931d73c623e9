import styles from './ScrollHint.module.css'

/**
 * A "scroll down" arrow, in HTML and CSS alone: a link to the next section that a scroll-driven
 * animation hides once the page is scrolled more than `hideAfter` px (150 on the home page, 100 on
 * service and industry pages: SPEC §9).
 */
export function ScrollHint({ target, label, hideAfter }: { target: string; label: string; hideAfter: 100 | 150 }) {
  return (
    <a className={`${styles.hint} ${hideAfter === 150 ? styles.after150 : styles.after100}`} href={target}>
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  )
}
