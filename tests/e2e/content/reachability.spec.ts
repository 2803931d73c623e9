import { expect, test } from '../fixtures'
import { crawlFrom, unreached } from '../support/reachability'
import { sitemapPaths } from './site'

/**
 * A prospect finds every page: each page of the sitemap is reached by following links from the
 * home page of its language, whatever the content adds (a new page file, a new entry).
 */
for (const start of ['/', '/ro/']) {
  test(`every page of the sitemap is reached by links from ${start} @desktop`, async ({ request }) => {
    const sitemap = await sitemapPaths(request)
    const crawl = await crawlFrom(request, start)
    expect(crawl.reached.size, 'pages reached').toBeGreaterThan(10)
    expect(unreached(crawl, sitemap)).toEqual([])
  })
}
