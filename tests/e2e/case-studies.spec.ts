import { expect, pageReady, test } from './fixtures'

// The case studies' texts, links, gallery and next study, and the index: tests/html/case-studies.test.ts.

test('the energy ERP case study: a picture of the gallery opens in the lightbox and Escape closes it @desktop', async ({ page }) => {
  await page.goto('/case-studies/energetica-erp/')
  const gallery = page.getByRole('main').getByRole('link', { name: /^Enlarge image:/ })
  await gallery.nth(2).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="Lightbox"]').nth(1)).toHaveAttribute('data-hydrated', 'true')
  await gallery.nth(2).click()
  await expect(page.locator('.glightbox-container')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.glightbox-container')).toHaveCount(0, { timeout: 5000 })
})

test('old addresses lead to real pages', async ({ page }) => {
  for (const [from, to] of [
    ['/works-showcase', '/case-studies/'],
    ['/portfolio-details', '/case-studies/'],
    ['/service-details', '/services/software-development/'],
    // The spec's address of IT consulting, now at its name.
    ['/services/3/', '/services/it-consulting/'],
    ['/services/3', '/services/it-consulting/'],
    ['/ro/services/3/', '/ro/services/it-consulting/'],
  ] as const) {
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('the main image opens in the lightbox', async ({ page }) => {
  await page.goto('/case-studies/heroes-project/')
  await pageReady(page)
  const first = page.getByRole('link', { name: /^Enlarge image:/ }).first()
  await first.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="Lightbox"]').first()).toHaveAttribute('data-hydrated', 'true')
  await first.click()
  await expect(page.locator('.glightbox-container .gslide-media img').first()).toBeVisible()
})
