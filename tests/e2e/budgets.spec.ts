import { islandLoaders } from '../../components/islands/registry'
import { SiteWeigher, sitePages } from '../../scripts/lib/pageWeight'
import { expect, test } from './fixtures'
import { KB, PAGE_BUDGET, POST_HTML_BUDGET, SHELL_BUDGET } from '../../scripts/lib/budgets'
import { e2eSettings } from '../../scripts/lib/testSites/settings'

// Byte budgets, read from the built files (no browser, no timing: the same build always gives the
// same figures). `npm run bench` prints the same figures as a table.
const distDir = e2eSettings().distDir

test.describe('byte budgets @desktop', () => {
  const weigher = new SiteWeigher(distDir)
  const pages = sitePages(distDir).map((path) => weigher.weigh(path))

  test('on a first visit, before any scrolling, no page loads more than 100 KB of JavaScript', () => {
    const over = pages.filter((p) => p.initialJs.gzip > PAGE_BUDGET).map((p) => `${p.path}: ${(p.initialJs.gzip / KB).toFixed(1)} KB gzip`)
    expect(over).toEqual([])
  })

  test('scrolled to the end, every page stays within its JavaScript budget', () => {
    const over = pages.filter((p) => p.firstVisitJs.gzip > PAGE_BUDGET).map((p) => `${p.path}: ${(p.firstVisitJs.gzip / KB).toFixed(1)} KB gzip`)
    expect(over).toEqual([])
  })

  test('pages whose widgets need no React (search and subscribe boxes, carousels, counters, lightbox) load none', () => {
    const needsReact = new Set<string>(Object.keys(islandLoaders))
    const plain = pages.filter((p) => p.islands.length > 0 && p.islands.every((island) => !needsReact.has(island)))
    expect(plain.map((p) => p.path)).toEqual(expect.arrayContaining(['/blog-grid/', '/blog-masonry/', '/blog-sidebar/', '/services/rpa/']))
    for (const page of plain) expect(page.react, `${page.path} (${page.islands.join(', ')}) loads React`).toBe(false)
  })

  test('pages without islands load no React, only the small entry script', () => {
    const shellPages = pages.filter((p) => p.islands.length === 0)
    // Legal pages, industries, the team, pricing and FAQ pages, the not-found page among them.
    expect(shellPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/privacy-policy/', '/industries/education/', '/faq/', '/404.html']))
    for (const page of shellPages) {
      expect(page.react, `${page.path} loads React`).toBe(false)
      expect(page.returningJs.gzip, `${page.path}: JavaScript once the cookie choice is made`).toBeLessThanOrEqual(SHELL_BUDGET)
    }
  })

  test('a page waits for one stylesheet before it first paints, and its styles apply', async ({ page }) => {
    // Vike links each CSS module on its own; the build combines them (scripts/lib/combineStyles.ts).
    for (const path of ['/privacy-policy/', '/', '/services/rpa/', '/industries/education/']) {
      await page.goto(path)
      await expect(page.locator('head link[rel="stylesheet"]'), path).toHaveCount(1)
      await expect(page.getByRole('banner'), path).toHaveCSS('position', 'sticky')
      await expect(page.locator('footer').last(), path).not.toHaveCSS('display', 'inline')
    }
  })

  test('blog posts ship their content once, as HTML: no page data for a client runtime', () => {
    const posts = pages.filter((p) => p.path.startsWith('/blog/'))
    expect(posts.length).toBeGreaterThan(10)
    for (const post of posts) expect(post.html.gzip, post.path).toBeLessThan(POST_HTML_BUDGET)
  })
})
