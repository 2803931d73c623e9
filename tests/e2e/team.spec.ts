import { expect, test } from './fixtures'

test.describe('team page', () => {
  test('twelve members with name, role and a described portrait, plus one open place', async ({ page }) => {
    await page.goto('/team/')
    await expect(page).toHaveTitle('Northwind Software | Team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind the code')
    const main = page.getByRole('main')
    const cards = main.getByRole('listitem')
    await expect(cards).toHaveCount(13)
    const portraits = main.getByRole('img')
    await expect(portraits).toHaveCount(12)
    for (const img of await portraits.all()) {
      await expect(img).toHaveAttribute('alt', /^Geometric portrait of .+/)
      await expect(img).toHaveAttribute('width', '240')
      await expect(img).toHaveAttribute('height', '240')
      await expect(img).toHaveAttribute('src', /^\/media\/art\/team\/[a-z-]+\.svg$/)
    }
    const first = cards.first()
    await expect(first.getByRole('heading', { name: 'Andrei Munteanu' })).toBeVisible()
    await expect(first.getByText('Founder & CEO')).toBeVisible()
    await expect(cards.nth(11).getByRole('heading', { name: 'Irina Popa' })).toBeAttached()
  })

  test('the portraits load', async ({ page }) => {
    await page.goto('/team/')
    const img = page.getByRole('img', { name: 'Geometric portrait of Andrei Munteanu' })
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
  })

  test('the empty place invites applicants to the contact page', async ({ page }) => {
    await page.goto('/team/')
    const slot = page.getByRole('main').getByRole('listitem').last()
    await expect(slot.getByRole('heading', { name: 'This could be you' })).toBeAttached()
    const apply = slot.getByRole('link', { name: 'Apply to join the team' })
    await expect(apply).toHaveAttribute('href', '/contact/')
    await apply.scrollIntoViewIfNeeded()
    await expect(apply).toBeVisible()
  })
})
