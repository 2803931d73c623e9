import { sitemapPaths } from './content/site'
import { expect, test } from './fixtures'
import { crawlFrom, unreached } from './support/reachability'

test.describe('every page can be found by following links @desktop', () => {
  for (const [start, count] of [
    ['/', 46],
    ['/ro/', 30],
  ] as const) {
    test(`from ${start}, every page of the sitemap in its language is reached by links`, async ({ request }) => {
      const sitemap = await sitemapPaths(request)
      const crawl = await crawlFrom(request, start)
      expect(unreached(crawl, sitemap)).toEqual([])
      // The fixture site's figures: the pages of the sitemap in that language.
      expect(sitemap.filter((page) => page.startsWith('/ro/') === (start === '/ro/')).length).toBe(count)
    })
  }

  test("the footer links what a prospect needs, by each page's title, in each language, and no layout the site does not show", async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const group = (name: string) => footer.getByRole('navigation', { name, exact: true }).getByRole('link')
    await expect(group('Services')).toHaveCount(7)
    await expect(group('Industries')).toHaveCount(6)
    await expect(group('Work')).toHaveText(['Case Studies', 'Portfolio Grid'])
    // The fixture's site.yaml offers /home-studio/ as a home layout beside /.
    await expect(group('Company')).toHaveText(['Contact', 'Pricing', 'Team', 'FAQ', 'About Us', 'Blog', 'Home Studio'])
    await expect(footer.getByRole('link', { name: /Home Agency|Masonry|Blog Details|Carousel|About Me|Coming Soon/ })).toHaveCount(0)
    await group('Company').filter({ hasText: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing\/$/)

    await page.goto('/ro/')
    await expect(footer.getByRole('navigation', { name: 'Companie', exact: true }).getByRole('link', { name: 'Prețuri' })).toHaveAttribute('href', '/ro/pricing/')
    await expect(footer.getByRole('navigation', { name: 'Servicii', exact: true }).getByRole('link')).toHaveCount(7)
  })
})
