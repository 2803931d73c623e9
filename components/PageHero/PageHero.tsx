import type { ReactNode } from 'react'
import { ScrollHint } from '../ScrollHint/ScrollHint'
import styles from './PageHero.module.css'

/** The dark title band at the top of inner pages, under the header. */
export function PageHero({
  label,
  title,
  lang,
  children,
  scrollHint,
}: {
  label?: string
  title: string
  /** The language of the title where it is not the page's (an untranslated entry). */
  lang?: string | undefined
  children?: ReactNode
  /** A "scroll down" arrow to the given anchor, shown while the page is scrolled at most `hideAfter` px. */
  scrollHint?: { target: string; label: string; hideAfter: 100 | 150 }
}) {
  return (
    <section className={`${styles.hero} ${scrollHint ? styles.withHint : ''}`} aria-labelledby="page-title">
      <div className={styles.inner}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <h1 id="page-title" className={styles.title} lang={lang}>
          {title}
        </h1>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
      {scrollHint ? <ScrollHint {...scrollHint} /> : null}
    </section>
  )
}
