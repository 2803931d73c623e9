import type { ReactNode } from 'react'
import styles from './PageHero.module.css'

/** The dark title band at the top of inner pages, under the header. */
export function PageHero({ label, title, children }: { label?: string; title: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </section>
  )
}
