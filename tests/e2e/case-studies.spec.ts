import { expect, pageReady, test } from './fixtures'

test('the energy ERP case study: facts, modules, challenge and solution, gallery, next study @desktop', async ({ page }) => {
  const response = await page.goto('/case-studies/energetica-erp/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Northwind Software \| /)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energetica ERP')
  const main = page.getByRole('main')
  await expect(main.locator('a[href="/contact/"]').first()).toBeVisible()
  for (const module of ['Contract Management', 'Intelligent Invoicing', 'Partner Management', 'Intelligent Metering', 'Reporting', 'Cashflow', 'Customer Portal']) {
    await expect(main.getByRole('heading', { name: module, exact: true })).toBeVisible()
  }
  await expect(main.getByRole('heading', { name: 'Challenge', exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible()
  const gallery = main.getByRole('link', { name: /^Enlarge image:/ })
  await expect(gallery).toHaveCount(5)
  await gallery.nth(2).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="Lightbox"]').nth(1)).toHaveAttribute('data-hydrated', 'true')
  await gallery.nth(2).click()
  await expect(page.locator('.glightbox-container')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.glightbox-container')).toHaveCount(0, { timeout: 5000 })
  const next = main.getByRole('navigation', { name: 'Next Case Study' }).getByRole('link')
  await expect(next).toHaveAttribute('href', '/case-studies/heroes-project/')
  await next.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HEROES Project')
})

test('the HEROES case study: funding figures, project site, partners, and no next study', async ({ page }) => {
  await page.goto('/case-studies/heroes-project/')
  const main = page.getByRole('main')
  for (const figure of ['2M+ EUR', '112', '18']) await expect(main.getByText(figure, { exact: true })).toBeVisible()
  const site = main.getByRole('link', { name: /Visit the project website/ })
  await expect(site).toHaveAttribute('href', 'https://www.heroes-project.eu')
  await expect(site).toHaveAttribute('target', '_blank')
  await expect(main.getByRole('heading', { name: 'Partners', exact: true })).toBeVisible()
  await expect(main.getByRole('img', { name: 'NovaCare' })).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'Next Case Study' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('href', '/industries/healthcare/')
})

test('the case studies index lists every study', async ({ page }) => {
  await page.goto('/case-studies/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies')
  await expect(page.getByRole('link', { name: 'Energetica ERP' })).toHaveAttribute('href', '/case-studies/energetica-erp/')
  await expect(page.getByRole('link', { name: 'HEROES Project' })).toHaveAttribute('href', '/case-studies/heroes-project/')
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

test('an unknown case study shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/case-studies/nothing-here/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Opps...! Page not found')).toBeVisible()
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
