/** What a page tells the document head; every +data hook returns it as `head`. */
export interface PageHead {
  /** The page name; the browser title becomes `<Company> | <title>`. */
  title: string
  description: string
  /** Left out of search engines (the not-found page). */
  noindex?: boolean
}

export function documentTitle(companyName: string, pageTitle: string): string {
  return `${companyName} | ${pageTitle}`
}

/** One trailing-slash policy for every internal URL: directories end with `/`. */
export function canonicalPath(pathname: string): string {
  if (pathname === '/' || pathname.endsWith('/')) return pathname
  return `${pathname}/`
}
