import { expect, test } from './fixtures'

const plans = [
  { name: 'BASIC PLAN', price: '$49', features: ['Full Design & Development', 'Installation'] },
  { name: 'PREMIUM PLAN', price: '$69', badge: 'Popular', features: ['Full Design & Development', 'Installation', 'Support Lifetime'] },
  { name: 'ULTIMATE PLAN', price: '$99', features: ['Full Design & Development', 'Installation', 'Support Lifetime', 'SEO/Marketing Include'] },
]

test.describe('pricing page', () => {
  test('three plans with their price per month, note and features', async ({ page }) => {
    await page.goto('/pricing/')
    await expect(page).toHaveTitle('Northwind Software | Pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const main = page.getByRole('main')
    await expect(main.getByRole('article')).toHaveCount(3)
    for (const plan of plans) {
      const card = main.getByRole('article', { name: plan.name })
      await expect(card.getByRole('heading', { name: plan.name })).toBeVisible()
      await expect(card.getByText(plan.price, { exact: true })).toBeVisible()
      await expect(card.getByText('per month', { exact: true })).toBeVisible()
      await expect(card.getByText('10% taxed will include after make price', { exact: true })).toBeVisible()
      const features = card.getByRole('list', { name: 'What this plan includes' }).getByRole('listitem')
      await expect(features).toHaveText(plan.features)
      if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeVisible()
      else await expect(card.getByText('Popular', { exact: true })).toHaveCount(0)
      await expect(card.getByRole('link', { name: 'Start My Project Now' })).toHaveAttribute('href', '/contact/')
    }
  })

  test('the enterprise block links to the contact page', async ({ page }) => {
    await page.goto('/pricing/')
    const enterprise = page.getByRole('region', { name: 'Building something bigger?' })
    await expect(enterprise).toBeVisible()
    await expect(enterprise.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/')
    await expect(page.getByRole('link', { name: 'Start My Project Now' })).toHaveCount(3)
  })
})
