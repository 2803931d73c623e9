import { expect, test } from './fixtures'

// The categories, which answer starts open and the link to the contact page: tests/html/faq.test.ts.
test.describe('FAQ page', () => {
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
})
