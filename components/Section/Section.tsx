import type { ReactNode } from 'react'
import styles from './Section.module.css'

/** A full-width band of a page with the centred container inside; `tone` sets its background. */
export function Section({
  labelledBy,
  id,
  tone = 'plain',
  className,
  children,
}: {
  /** Id of the section's heading, which names it for screen readers. */
  labelledBy: string
  id?: string
  tone?: 'plain' | 'surface' | 'dark'
  className?: string
  children: ReactNode
}) {
  const toneClass = tone === 'plain' ? '' : styles[tone]
  return (
    <section id={id} className={[tone === 'dark' ? '' : 'band', styles.section, toneClass, className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      <div className={styles.container}>{children}</div>
    </section>
  )
}
