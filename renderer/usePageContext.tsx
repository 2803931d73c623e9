import { createContext, useContext, type ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'

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
