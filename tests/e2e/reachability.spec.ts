import { sitemapPaths } from './content/site'
import { expect, test } from './fixtures'
import { crawlFrom, unreached } from './support/reachability'

test.describe('every page can be found by following links @desktop', () => {
  for (const [start, count] of [
    ['/', 55],
    ['/ro/', 39],
  ] as const) {
    test(`from ${start}, every page of the sitemap in its language is reached by links`, async ({ request }) => {
      const sitemap = await sitemapPaths(request)
      const crawl = await crawlFrom(request, start)
      expect(unreached(crawl, sitemap)).toEqual([])
      // The fixture site's figures: the pages of the sitemap in that language.
      expect(sitemap.filter((page) => page.startsWith('/ro/') === (start === '/ro/')).length).toBe(count)
    })
  }

  test("the footer's map of the site names every page the menus do not lead to, by its title, in each language", async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const group = (name: string) => footer.getByRole('navigation', { name, exact: true }).getByRole('link')
    await expect(group('Company')).toHaveText(['Contact', 'Pricing', 'Team', 'FAQ', 'About Us', 'About Me'])
    await expect(group('Work')).toHaveText(['Case Studies', 'Portfolio Grid', 'Portfolio Masonry', 'Portfolio Listing', 'Portfolio Carousel'])
    await expect(group('Blog')).toHaveText(['Blog', 'Blog Masonry', 'Our Journal', 'Blog Details', 'Blog Details with Sidebar'])
    // The home variants, indexed or not: a studio choosing between layouts finds them all.
    await expect(group('Layouts')).toHaveCount(9)
    await expect(group('Layouts').filter({ hasText: 'Home Agency' })).toHaveAttribute('href', '/home-agency/')
    await group('Company').filter({ hasText: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing\/$/)

    await page.goto('/ro/')
    await expect(footer.getByRole('navigation', { name: 'Companie', exact: true }).getByRole('link', { name: 'Prețuri' })).toHaveAttribute('href', '/ro/pricing/')
    await expect(footer.getByRole('navigation', { name: 'Variante de pagină', exact: true }).getByRole('link')).toHaveCount(9)
  })
})
