import { expect, test } from './fixtures'

// The industry pages' texts, links and sidebar, and that they have no island: tests/html/industries.test.ts.
test('an industry page, which has no island, shows the scroll arrow: HTML and CSS', async ({ page }) => {
  await page.goto('/industries/education/')
  await expect(page.getByRole('link', { name: 'Scroll down' })).toBeVisible()
})
