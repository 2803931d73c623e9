import { SiteWeigher, sitePages } from '../../../scripts/lib/pageWeight'
import { expect, test } from '../fixtures'
import { KB, PAGE_BUDGET, POST_HTML_BUDGET, SHELL_BUDGET } from '../../../scripts/lib/budgets'
import { siteUnderTest } from './site'

// The byte budgets of tests/e2e/budgets.spec.ts that hold whatever the content says, read from the
// real content's build.
/** Every built page, weighed from the files of the site under test. */
function weighPages() {
  const { distDir } = siteUnderTest()
  const weigher = new SiteWeigher(distDir)
  return sitePages(distDir).map((path) => weigher.weigh(path))
}

test.describe('byte budgets of the real content @desktop', () => {
  test('no page loads more than 100 KB of JavaScript, on a first visit or scrolled to the end', () => {
    const pages = weighPages()
    expect(pages.length).toBeGreaterThan(10)
    const over = pages.filter((p) => Math.max(p.initialJs.gzip, p.firstVisitJs.gzip) > PAGE_BUDGET).map((p) => `${p.path}: ${(p.firstVisitJs.gzip / KB).toFixed(1)} KB gzip`)
    expect(over).toEqual([])
  })

  test('pages without islands load no React and at most 3 KB of JavaScript once the cookie choice is made', () => {
    const pages = weighPages()
    for (const page of pages.filter((p) => p.islands.length === 0)) {
      expect(page.react, `${page.path} loads React`).toBe(false)
      expect(page.returningJs.gzip, page.path).toBeLessThanOrEqual(SHELL_BUDGET)
    }
  })

  test('a blog post ships its text once, as HTML of less than 12 KB gzip', () => {
    const pages = weighPages()
    for (const post of pages.filter((p) => p.path.startsWith('/blog/'))) expect(post.html.gzip, post.path).toBeLessThan(POST_HTML_BUDGET)
  })
})
