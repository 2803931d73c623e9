import { expect, test } from './fixtures'

// The legal pages, the not-found page's head and link, the landing page's texts and links, the
// sitemap and robots.txt: tests/html/pages.test.ts.

test('an unknown path shows the not-found page with HTTP 404, and Back to Home leads home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opps...! Page not found')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigger Goals, Better Tech')
})

test('GET STARTED on the first landing page scrolls to the free consultation', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'GET STARTED' }).click()
  await expect(page).toHaveURL(/#get-started$/)
  await expect(page.getByRole('link', { name: /Book a Free Consultation TODAY!/ })).toBeInViewport()
})
