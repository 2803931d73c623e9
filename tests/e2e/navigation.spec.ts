import { expect, pageReady, test } from './fixtures'

test.describe('instant navigation', () => {
  test('resting the pointer on a link fetches that page ahead, so it opens at once @desktop', async ({ page }) => {
    await page.goto('/faq/')
    await pageReady(page)
    // Speculation Rules for the site's own links: a JSON block the security policy allows by name.
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
    const ahead = page.waitForRequest((r) => new URL(r.url()).pathname === '/contact/' && (r.headers()['sec-purpose'] ?? '').includes('prefetch'))
    const link = page.getByRole('main').getByRole('link', { name: 'Contact us' })
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    await ahead
    await link.click()
    await expect(page).toHaveURL(/\/contact\/$/)
  })
})
