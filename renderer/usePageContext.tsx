import { createContext, useContext, type ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE, type Locale } from '../lib/shared/locales'

const Context = createContext<PageContextServer | null>(null)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContextServer; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContextServer {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() is used outside of the page renderer')
  return pageContext
}

/** The value returned by the page's +data hook, typed by the page. */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}

const LocaleContext = createContext<Locale | null>(null)

/** The page's language for a tree rendered on its own (an island's HTML). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The page's language; English where no page is rendering (the CMS previews). */
export function useLocale(): Locale {
  const own = useContext(LocaleContext)
  const page = useContext(Context)
  return own ?? page?.locale ?? DEFAULT_LOCALE
}
