import type { ReactNode } from 'react'
import styles from './ButtonLink.module.css'

/** A link that looks like a button: the site's one call-to-action style. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  newTab,
}: {
  href: string
  children: ReactNode
  /** `outline` is for dark backgrounds, beside a primary button. */
  variant?: 'primary' | 'outline'
  /** Screen-reader text saying the link opens in a new tab; the link then does. */
  newTab?: string
}) {
  return (
    <a className={`${styles.button} ${styles[variant]}`} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab ? <span className="visually-hidden"> ({newTab})</span> : null}
    </a>
  )
}
