import type { PageContextServer } from 'vike/types'
import { splitLocale, type Locale } from './shared/locales'

/**
 * The language of the page being rendered: set by renderer/+onBeforeRoute.ts, or read from the
 * address where a hook's page context lacks it (the error page the dev server renders after a
 * data hook's render(404)). A page is in its language throughout; an untranslated entry on it is
 * marked English where the page shows it (`lang` on the post's title and text, the card marks of
 * components/LanguageMark), as the route table says (lib/routes.ts).
 */
export function pageLocale(pageContext: Pick<PageContextServer, 'locale' | 'urlOriginal'>): Locale {
  return pageContext.locale ?? splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}
