import { expect, test } from './fixtures'

const industries = [
  { id: 'energy-oil-gas', name: 'Energy, Oil & Gas' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'education', name: 'Education' },
  { id: 'ecommerce-retail', name: 'E-commerce & Retail' },
  { id: 'media-entertainment', name: 'Media & Entertainment' },
  { id: 'startup', name: 'Start-ups' },
]

test('every industry page has its title, label, call to action, expertise, challenges and sidebar @desktop', async ({ page }) => {
  for (const industry of industries) {
    const response = await page.goto(`/industries/${industry.id}/`)
    expect(response?.status(), industry.id).toBe(200)
    await expect(page).toHaveTitle(`Northwind Software | ${industry.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.name)
    await expect(page.getByText('INDUSTRIES', { exact: true }).last()).toBeVisible()
    await expect(page.getByRole('link', { name: 'SCHEDULE A CALL' })).toHaveAttribute('href', '/contact/')
    await expect(page.getByRole('heading', { name: 'Our Expertise' })).toBeVisible()
    await expect(page.locator('#content picture img')).toHaveAttribute('alt', /.+/)
    await expect(page.getByRole('heading', { name: 'Challenges We Address' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Our Services' }).getByRole('link')).toHaveCount(7)
    expect(await page.locator('aside details').count()).toBeGreaterThanOrEqual(3)
  }
})

test('an unknown industry shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/industries/mining/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Opps...! Page not found')).toBeVisible()
})

test('industry pages have no island: header, scroll arrow and back-to-top are HTML and CSS', async ({ page }) => {
  await page.goto('/industries/education/')
  await expect(page.getByRole('link', { name: 'Scroll down' })).toBeVisible()
  expect(await page.locator('[data-island]').count()).toBe(0)
})
