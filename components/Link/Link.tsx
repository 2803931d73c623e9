import type { ComponentProps, ReactNode } from 'react'
import { localizeHref } from '../../lib/shared/locales'
import { useLocale } from '../locale'

/**
 * The address of a link in the page's language: a page of the site (`/contact/`) is the same page
 * in that language (`/ro/contact/`); files, other sites, `mailto:` and `#anchors` stay as they are.
 */
export function useHref(href: string): string {
  return localizeHref(href, useLocale())
}

/**
 * A link, written with a page's address in the site's own terms (`/services/rpa/`), that leads to
 * that page in the language of the page it is on. Every link of the site's components is one.
 */
export function Link({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a href={useHref(href)} {...props}>
      {children}
    </a>
  )
}

/**
 * A link to `href` when there is one, else the same words as plain text (or, with `as="div"`, in a
 * `div` with the link's class, for a row laid out as a whole): a card whose work has no page of its
 * own leads nowhere rather than somewhere untrue.
 */
export function LinkOrText({ href, as: Plain = 'text', className, children }: { href: string | undefined; as?: 'text' | 'div'; className?: string; children: ReactNode }) {
  if (href) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return Plain === 'div' ? <div className={className}>{children}</div> : <>{children}</>
}
