import type { ReactNode } from 'react'
import styles from './Split.module.css'

/**
 * Text beside a picture (the landing page's sections, About Us, a home variant's about section):
 * two equal columns from 900 px, one above the other below. `reverse` puts the first child (the
 * text) on the right on wide screens; reading order stays text first.
 */
export function Split({ reverse = false, className, children }: { reverse?: boolean; className?: string | undefined; children: ReactNode }) {
  return <div className={[className, styles.split, reverse ? styles.reverse : ''].filter(Boolean).join(' ')}>{children}</div>
}

/** The class of a split's picture (`<Picture className={splitPicture}>`): the column's width, rounded, with a shadow. */
export const splitPicture = styles.picture
