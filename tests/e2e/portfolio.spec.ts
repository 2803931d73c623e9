import type { Locator } from '@playwright/test'
import { expect, isPhone, islandReady, test } from './fixtures'

/** The left edges of the visible boxes, rounded and without repeats: one per column. */
async function columns(items: Locator): Promise<number[]> {
  const xs = await items.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e) => Math.round(e.getBoundingClientRect().x)))
  return [...new Set(xs)].sort((a, b) => a - b)
}

test.describe('portfolio views', () => {
  // Their titles, tabs, works, pictures' sizes and links, and that every page they lead to is built:
  // tests/html/portfolio.test.ts. Here: their columns, the filters and the pop-up picture.
  test('/works-grid/: a two-column grid, and a second grid of six works in three columns @widths', async ({ page }) => {
    await page.goto('/works-grid/')
    const cards = page.getByRole('tabpanel').getByRole('listitem')
    // The six newest works are in the second grid, not here.
    await expect(cards).toHaveCount(8)
    // Two columns on a desktop, one on a phone.
    expect(await columns(cards)).toHaveLength(isPhone(page) ? 1 : 2)
    const latest = page.getByRole('region', { name: 'Six of our latest works' })
    if (!isPhone(page)) expect(await columns(latest.getByRole('listitem'))).toHaveLength(3)
  })

  test('/works-masonry/: two columns, one at 500 px and below; filtering keeps them', async ({ page }) => {
    await page.goto('/works-masonry/')
    const cards = page.getByRole('tabpanel').getByRole('listitem')
    await expect(cards).toHaveCount(14)
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
  })

  test('/works-listing/: a row is named by its category, title and year, and the tabs filter the rows', async ({ page }) => {
    await page.goto('/works-listing/')
    const rows = page.getByRole('tabpanel').getByRole('listitem')
    const links = page.getByRole('tabpanel').getByRole('link')
    // A work with a case study is a link to it; the spaces between the parts of its name come from their layout.
    await expect(links.first()).toHaveAccessibleName('Ui/Ux Energetica customer portal 2023')
    await expect(rows.first()).toHaveText(/Branding\s*Volta Pay identity\s*2024/)

    await islandReady(page, 'FilterTabs')
    await page.getByRole('tab', { name: 'Ui/Ux 2' }).click()
    await expect(rows.filter({ visible: true })).toHaveCount(2)
    await expect(links.filter({ visible: true })).toHaveCount(1)
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
})
