import { expect, pageReady, test } from './fixtures'

// The first search loads Pagefind's WebAssembly and index: seconds on a busy machine.
const FIRST_SEARCH = { timeout: 20_000 }

test.describe('site search', () => {
  test('the header search finds a service by a word of its text, all with the keyboard @desktop', async ({ page }) => {
    await page.goto('/contact/')
    await pageReady(page)
    // Its name says what it does next: "Search the site", then "Close search".
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Search the site|Close search)$/ })
    await expect(toggle).toHaveAccessibleName('Search the site')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Close search')
    // The box takes the focus, so the visitor can type at once.
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    // A word that appears in the RPA service's own text.
    await page.keyboard.type('reconciliations')
    await page.keyboard.press('Enter')
    const status = page.locator('header').getByRole('status')
    await expect(status).toHaveText(/found for “reconciliations”/, FIRST_SEARCH)
    const service = page.locator('header').getByRole('listitem').getByRole('link', { name: 'Robotic Process Automation', exact: true })
    await expect(service).toHaveAttribute('href', '/services/rpa/')
    await service.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/rpa\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotic Process Automation')
  })

  test('words sent before the search box has started are answered in place, not lost to another page @desktop', async ({ page }) => {
    await page.goto('/contact/')
    await pageReady(page)
    // From now on every script arrives late, as on a slow phone network.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click()
    await page.keyboard.type('reconciliations')
    await page.keyboard.press('Enter')
    const status = page.locator('header').getByRole('status')
    await expect(status).toHaveText(/found for “reconciliations”/, FIRST_SEARCH)
    await expect(page).toHaveURL(/\/contact\/$/)
  })

  test('Escape closes the search box and gives the focus back to its button @desktop', async ({ page }) => {
    await page.goto('/')
    await pageReady(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Search the site|Close search)$/ })
    await toggle.click()
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a word found nowhere says so', async ({ page }) => {
    await page.goto('/search/?q=zyxwvut')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Nothing found for “zyxwvut”. Try another word, or fewer words.', FIRST_SEARCH)
  })

  test('the search page answers the words in its address, and finds case studies and posts too', async ({ page }) => {
    await page.goto('/search/?q=caregivers')
    const main = page.getByRole('main')
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('caregivers')
    await expect(main.getByRole('status')).toHaveText(/found for “caregivers”/, FIRST_SEARCH)
    await expect(main.getByRole('link', { name: 'HEROES Project' }).first()).toHaveAttribute('href', '/case-studies/heroes-project/')
  })

  test('without JavaScript the header search is a link to the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/faq/')
    await expect(page.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search/')
    await context.close()
  })
})
