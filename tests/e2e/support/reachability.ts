import type { APIRequestContext } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'
import { splitLocale } from '../../../lib/shared/locales'

/** What a crawl from one home page found: every page it reached by following links, in the start page's language. */
export interface Crawl {
  start: string
  reached: Set<string>
}

/**
 * Follows every link of the page body, as a visitor could, from `start` (`/` or `/ro/`), staying in
 * the start page's language: the links of each page as served (the header, the menus, the page,
 * the footer), not the head's alternates. A page answering other than 200 is not followed.
 */
export async function crawlFrom(request: APIRequestContext, start: string): Promise<Crawl> {
  const locale = splitLocale(start).locale
  const reached = new Set([start])
  const queue = [start]
  while (queue.length > 0) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (page) => {
        const response = await request.get(page)
        if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) return
        const body = DomUtils.findOne((el) => el.name === 'body', parseDocument(await response.text()).children)
        if (!body) return
        for (const anchor of DomUtils.findAll((el) => el.name === 'a' && typeof el.attribs.href === 'string', body.children)) {
          const url = new URL(anchor.attribs.href!, `http://site${page}`)
          if (url.host !== 'site' || !url.pathname.endsWith('/') || splitLocale(url.pathname).locale !== locale) continue
          if (!reached.has(url.pathname)) {
            reached.add(url.pathname)
            queue.push(url.pathname)
          }
        }
      }),
    )
  }
  return { start, reached }
}

/** The pages of the sitemap in the start page's language that the crawl did not reach. */
export function unreached(crawl: Crawl, sitemap: readonly string[]): string[] {
  const locale = splitLocale(crawl.start).locale
  return sitemap.filter((page) => splitLocale(page).locale === locale && !crawl.reached.has(page))
}
