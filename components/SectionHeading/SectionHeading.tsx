import type { ReactNode } from 'react'
import styles from './SectionHeading.module.css'

/** A section's small label and heading, the same on every page. */
export function SectionHeading({ id, label, children, level = 2, onDark = false }: { id?: string; label?: string; children: ReactNode; level?: 2 | 3; onDark?: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className={`${styles.wrap} ${onDark ? styles.onDark : ''}`}>
      {label ? <p className={styles.label}>{label}</p> : null}
      <Heading id={id} className={styles.heading}>
        {children}
      </Heading>
    </div>
  )
}
