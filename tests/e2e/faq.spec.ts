import { expect, test } from './fixtures'

test.describe('FAQ page', () => {
  test('categories Progress, Payment and Support, each an accordion with its first answer open', async ({ page }) => {
    await page.goto('/faq/')
    await expect(page).toHaveTitle('Northwind Software | FAQ')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    for (const category of ['Progress', 'Payment', 'Support']) {
      const section = page.getByRole('region', { name: category })
      await expect(section.getByRole('heading', { level: 2, name: category })).toBeVisible()
      const items = section.locator('details')
      expect(await items.count()).toBeGreaterThanOrEqual(3)
      await expect(items.first()).toHaveAttribute('open', '')
      for (const later of (await items.all()).slice(1)) await expect(later).not.toHaveAttribute('open')
      await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: category })).toHaveAttribute('href', /^#/)
    }
  })

  test('the accordion works with the keyboard: one answer open at a time, all may be closed', async ({ page }) => {
    await page.goto('/faq/')
    const section = page.getByRole('region', { name: 'Payment' })
    const first = section.locator('details').nth(0)
    const second = section.locator('details').nth(1)
    const answer = section.getByText(/invoiced in milestones/)
    await expect(answer).toBeHidden()

    await second.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await expect(first).not.toHaveAttribute('open')

    await page.keyboard.press('Space')
    await expect(second).not.toHaveAttribute('open')
    await expect(section.locator('details[open]')).toHaveCount(0)

    // Other categories are separate groups: their first answers stay open.
    await expect(page.getByRole('region', { name: 'Progress' }).locator('details').first()).toHaveAttribute('open', '')
  })

  test('Contact us leads to the contact page', async ({ page }) => {
    await page.goto('/faq/')
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/')
  })
})
