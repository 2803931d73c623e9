/** What a page tells the document head; every +data hook returns it as `head`. */
export interface PageHead {
  /** The page name; the browser title becomes `<Company> | <title>`. */
  title: string
  description: string
  /** Left out of search engines and the site search (the not-found page). */
  noindex?: boolean
  /** Left out of the site search only: a layout that repeats a page found elsewhere. */
  unsearchable?: boolean
  /** The picture shown when the page is shared (a raster file in content/media); the site's card when left out. */
  image?: string
  /** A blog post: its dates and author, for search engines (BlogPosting) and Open Graph. */
  article?: { published: string; modified?: string; author: string; section: string; tags: string[] }
  /** The trail above this page for search engines, e.g. Blog › the post; Home comes first by itself. */
  breadcrumbs?: Array<{ name: string; path: string }>
}

export function documentTitle(companyName: string, pageTitle: string): string {
  return `${companyName} | ${pageTitle}`
}

/** One trailing-slash policy for every internal URL: directories end with `/`. */
export function canonicalPath(pathname: string): string {
  if (pathname === '/' || pathname.endsWith('/')) return pathname
  return `${pathname}/`
}

/** The Open Graph card used when a page has no picture of its own (made by `npm run art:icons`). */
export const DEFAULT_SHARE_IMAGE = '/media/share/default.png'
