import type { ReactNode } from 'react'
import { useHref } from '../Link/Link'
import styles from './ButtonLink.module.css'

/** A link that looks like a button: the site's one call-to-action style. Leads to pages in the page's language. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  newTab,
  hint,
}: {
  href: string
  children: ReactNode
  /** `outline` is for dark backgrounds, beside a primary button. */
  variant?: 'primary' | 'outline'
  /** Screen-reader text saying the link opens in a new tab; the link then does. */
  newTab?: string
  /** Words read after the label by screen readers and search engines, not shown. */
  hint?: string | undefined
}) {
  const localized = useHref(href)
  return (
    <a className={`${styles.button} ${styles[variant]}`} href={localized} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {hint ? <span className="visually-hidden"> {hint}</span> : null}
      {newTab ? <span className="visually-hidden"> ({newTab})</span> : null}
    </a>
  )
}
