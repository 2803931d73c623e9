import { useEffect, useState } from 'react'
import styles from './ScrollHint.module.css'

/** A "scroll down" arrow that shows only while the page is scrolled `hideAfter` px or less. */
export default function ScrollHint({ target, label, hideAfter }: { target: string; label: string; hideAfter: number }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY <= hideAfter)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [hideAfter])
  return (
    <a className={styles.hint} href={target} data-visible={visible ? 'true' : 'false'} aria-hidden={!visible} tabIndex={visible ? undefined : -1}>
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  )
}
