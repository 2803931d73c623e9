import type { Locator } from '@playwright/test'
import { expect, isPhone, islandReady, test } from './fixtures'

const GRID_TABS = ['All', 'Branding', 'Packaging', 'Illustration', 'Motion', 'Animation']
const LISTING_TABS = ['All', 'Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation']

/** The left edges of the visible boxes, rounded and without repeats: one per column. */
async function columns(items: Locator): Promise<number[]> {
  const xs = await items.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e) => Math.round(e.getBoundingClientRect().x)))
  return [...new Set(xs)].sort((a, b) => a - b)
}

const tabNames = (tabs: Locator) => tabs.evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim()))

test.describe('portfolio views', () => {
  test('/works-grid/: Portfolio, its filter tabs, a two-column grid, a second grid of six works and More @widths', async ({ page }) => {
    await page.goto('/works-grid/')
    await expect(page).toHaveTitle('Northwind Software | Portfolio Grid')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio')
    expect(await tabNames(page.getByRole('tab'))).toEqual(GRID_TABS)
    const cards = page.getByRole('tabpanel').getByRole('listitem')
    await expect(cards).toHaveCount(14)
    // Two columns on a desktop, one on a phone.
    expect(await columns(cards)).toHaveLength(isPhone(page) ? 1 : 2)
    await expect(cards.first().getByRole('heading', { level: 2, name: 'Volta Pay identity' })).toBeVisible()
    await expect(cards.first().getByText('Branding · 2024')).toBeVisible()

    const latest = page.getByRole('region', { name: 'Six of our latest works' })
    await expect(latest.getByRole('listitem')).toHaveCount(6)
    await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(6)
    if (!isPhone(page)) expect(await columns(latest.getByRole('listitem'))).toHaveLength(3)
    const more = page.getByRole('main').getByRole('link', { name: /^More / })
    await expect(more).toHaveAttribute('href', '/works-masonry/')
  })

  test('/works-masonry/: the same tabs; two columns, one at 500 px and below; pictures keep their size', async ({ page }) => {
    await page.goto('/works-masonry/')
    await expect(page).toHaveTitle('Northwind Software | Portfolio Masonry')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await tabNames(page.getByRole('tab'))).toEqual(GRID_TABS)
    const cards = page.getByRole('tabpanel').getByRole('listitem')
    await expect(cards).toHaveCount(14)
    for (const img of await page.getByRole('tabpanel').getByRole('img').all()) {
      await expect(img).toHaveAttribute('width', '800')
      await expect(img).toHaveAttribute('height', /^(600|800|1000)$/)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await columns(cards)).toHaveLength(2)
    await page.setViewportSize({ width: 501, height: 800 })
    expect(await columns(cards)).toHaveLength(2)
    await page.setViewportSize({ width: 500, height: 800 })
    expect(await columns(cards)).toHaveLength(1)
    await page.setViewportSize({ width: 400, height: 800 })
    expect(await columns(cards)).toHaveLength(1)

    // Filtering keeps the columns: the three Motion works fill two columns again.
    await page.setViewportSize({ width: 1280, height: 800 })
    await islandReady(page, 'FilterTabs')
    await page.getByRole('tab', { name: 'Motion 3' }).click()
    await expect(cards.filter({ visible: true })).toHaveCount(3)
    expect(await columns(cards)).toHaveLength(2)
    await expect(page.getByRole('main').getByRole('link', { name: /^More / })).toHaveAttribute('href', '/works-listing/')
  })

  test('/works-listing/: rows with category, title and year that lead on, and its own tabs', async ({ page }) => {
    await page.goto('/works-listing/')
    await expect(page).toHaveTitle('Northwind Software | Portfolio Listing')
    expect(await tabNames(page.getByRole('tab'))).toEqual(LISTING_TABS)
    const rows = page.getByRole('tabpanel').getByRole('link')
    await expect(rows).toHaveCount(14)
    const first = rows.first()
    await expect(first).toHaveAccessibleName('Branding Volta Pay identity 2024')
    await expect(first).toHaveAttribute('href', /^\/case-studies\//)
    for (const text of ['Branding', 'Volta Pay identity', '2024']) await expect(first.getByText(text, { exact: true })).toBeVisible()

    await islandReady(page, 'FilterTabs')
    await page.getByRole('tab', { name: 'Ui/Ux 2' }).click()
    await expect(rows.filter({ visible: true })).toHaveCount(2)
    await expect(rows.filter({ visible: true }).first()).toHaveAccessibleName('Ui/Ux Energetica customer portal 2023')
    await expect(page.getByRole('main').getByRole('link', { name: /^More / })).toHaveAttribute('href', '/case-studies/')
  })

  test('/works-listing/: the picture pops up on hover and on keyboard focus, beside the text, never over it @widths', async ({ page }) => {
    await page.goto('/works-listing/')
    const rows = page.getByRole('tabpanel').getByRole('link')
    const second = rows.nth(1)
    const popup = second.locator('img')
    if (isPhone(page)) {
      // No hover on a touch screen: the picture is always there, as a thumbnail.
      await expect(popup).toBeVisible()
    } else {
      await expect(popup).toBeHidden()
      await second.hover()
      await expect(popup).toBeVisible()
      await page.mouse.move(0, 0)
      await expect(popup).toBeHidden()
      await rows.first().focus()
      await page.keyboard.press('Tab')
      await expect(second).toBeFocused()
      await expect(popup).toBeVisible()
    }
    await expect.poll(() => popup.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    const picture = (await popup.boundingBox())!
    for (const row of [rows.nth(0), rows.nth(1), rows.nth(2)]) {
      for (const part of await row.locator(':scope > span:not([aria-hidden])').all()) {
        const box = (await part.boundingBox())!
        const overlaps = box.x < picture.x + picture.width && picture.x < box.x + box.width && box.y < picture.y + picture.height && picture.y < box.y + box.height
        expect(overlaps, `the picture covers "${await part.innerText()}"`).toBe(false)
      }
    }
  })

  test('every work and every More link leads to a page that exists @desktop', async ({ page }) => {
    const hrefs = new Set<string>()
    for (const path of ['/works-grid/', '/works-masonry/', '/works-listing/']) {
      await page.goto(path)
      // The site's own links (the "Edit this page" link goes to the repository).
      for (const href of await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href')!)))
        if (href.startsWith('/')) hrefs.add(href)
    }
    expect(hrefs.size).toBeGreaterThanOrEqual(5)
    for (const href of hrefs) {
      const response = await page.request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.url(), `${href} must not redirect`).not.toContain('works-showcase')
    }
  })
})
