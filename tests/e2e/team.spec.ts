import { expect, test } from './fixtures'

// The members, their portraits and the open place's texts and link: tests/html/team.test.ts.
test.describe('team page', () => {
  test('the invitation to apply can be scrolled to and is shown', async ({ page }) => {
    await page.goto('/team/')
    const apply = page.getByRole('main').getByRole('listitem').last().getByRole('link', { name: 'Apply to join the team' })
    await apply.scrollIntoViewIfNeeded()
    await expect(apply).toBeVisible()
  })
})
