import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../lib/shared/locales'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/**
 * The language of the page being rendered, for every component under it: set by the renderer
 * around the page, by Island around an island's HTML, and by the browser around an island it
 * starts (from `<html lang>`), so an island renders the same links and words on both sides.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The page's language; English where nothing set it (the content manager's previews). */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}
