import type { ComponentProps } from 'react'
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
