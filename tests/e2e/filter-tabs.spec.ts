import type { Page } from '@playwright/test'
import { expect, islandReady, test, axe, holdScripts, holdIslandScripts } from './fixtures'

/** The filter tabs on /works-masonry/: All 14 works, and each category with how many works it has. */
const TABS = ['All 14', 'Branding 3', 'Packaging 2', 'Illustration 2', 'Motion 3', 'Animation 2']

async function open(page: Page) {
  await page.goto('/works-masonry/')
  await islandReady(page, 'FilterTabs')
  const tablist = page.getByRole('tablist', { name: 'Filter the works by category' })
  const panel = page.getByRole('tabpanel')
  const tab = (name: string) => tablist.getByRole('tab', { name, exact: true })
  /** The works the visitor sees, by the category written on each card. */
  const shown = async () => {
    const cards = panel.getByRole('listitem')
    return Promise.all((await cards.all()).map(async (card) => (await card.locator('p').first().innerText()).split('·')[0]!.trim().toLowerCase()))
  }
  return { tablist, panel, tab, shown }
}

test.describe('filter tabs (WAI-ARIA tabs that filter the works)', () => {
  test('tabs with their counts; All is selected and shows every work', async ({ page }) => {
    const { tablist, panel, tab, shown } = await open(page)
    await expect(tablist.getByRole('tab')).toHaveText(TABS)
    for (const name of TABS) await expect(tab(name)).toBeEnabled()
    await expect(tab('All 14')).toHaveAttribute('aria-selected', 'true')
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab('All 14').getAttribute('id'))!)
    for (const name of TABS) await expect(tab(name)).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!)
    await expect(panel.getByRole('listitem')).toHaveCount(14)
    expect((await shown()).filter((c) => c === 'ui/ux')).toHaveLength(2)
  })

  test('choosing a tab with the mouse shows only the works of its category', async ({ page }) => {
    const { panel, tab, shown } = await open(page)
    await tab('Branding 3').click()
    await expect(tab('Branding 3')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('All 14')).toHaveAttribute('aria-selected', 'false')
    await expect(panel.getByRole('listitem')).toHaveCount(3)
    expect(await shown()).toEqual(['branding', 'branding', 'branding'])
    await expect(panel.getByRole('heading', { name: 'Volta Pay identity' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Carpathia Coffee Roasters packaging' })).toBeHidden()
    await expect(page.getByRole('status')).toHaveText('Branding: 3 works shown')

    await tab('Motion 3').click()
    expect(await shown()).toEqual(['motion', 'motion', 'motion'])
    await tab('All 14').click()
    await expect(panel.getByRole('listitem')).toHaveCount(14)
  })

  test('the keyboard: arrows (wrapping), Home and End move the focus; Enter and Space select', async ({ page }) => {
    const { tablist, panel, tab, shown } = await open(page)
    const focusedTab = () => tablist.locator('[role="tab"]:focus')
    await tab('All 14').focus()

    await page.keyboard.press('ArrowRight')
    await expect(tab('Branding 3')).toBeFocused()
    // Moving the focus alone does not filter (manual activation).
    await expect(tab('All 14')).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('listitem')).toHaveCount(14)
    // Roving tabindex: only the focused tab is in the tab order.
    await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1)
    await expect(tab('Branding 3')).toHaveAttribute('tabindex', '0')

    await page.keyboard.press('Enter')
    await expect(tab('Branding 3')).toHaveAttribute('aria-selected', 'true')
    expect(await shown()).toEqual(['branding', 'branding', 'branding'])

    await page.keyboard.press('ArrowRight')
    await expect(tab('Packaging 2')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(tab('Packaging 2')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Branding 3')).toHaveAttribute('aria-selected', 'false')
    expect(await shown()).toEqual(['packaging', 'packaging'])

    await page.keyboard.press('End')
    await expect(tab('Animation 2')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(tab('All 14')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Animation 2')).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await shown()).toEqual(['animation', 'animation'])

    await page.keyboard.press('Home')
    await expect(tab('All 14')).toBeFocused()
    await expect(focusedTab()).toHaveCount(1)
    await page.keyboard.press(' ')
    await expect(panel.getByRole('listitem')).toHaveCount(14)
    await expect(tab('All 14')).toHaveAttribute('aria-selected', 'true')
  })

  test('Tab leaves the tabs for the works, and Shift+Tab comes back to the selected tab', async ({ page }) => {
    const { panel, tab } = await open(page)
    await tab('Motion 3').click()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Illustration 2')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(tab('Motion 3')).toBeFocused()
  })

  test('the tabs start on first use: a visitor who only looks runs no React, and a press on a tab before then selects it', async ({ page }) => {
    await page.goto('/works-masonry/')
    await page.waitForLoadState('networkidle')
    const island = page.locator('[data-island="FilterTabs"]')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    const tab = page.getByRole('tablist', { name: 'Filter the works by category' }).getByRole('tab', { name: 'Motion 3', exact: true })
    // Drawn as it works, before its script has started.
    await expect(tab).toBeEnabled()
    await expect(tab).toHaveCSS('cursor', 'pointer')
    // The press starts the tabs, and is made again once they work.
    await tab.click()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3)
  })

  test('a press on a tab while the page is still fetching the code of its widgets selects it once that code arrives', async ({ page }) => {
    const release = await holdIslandScripts(page, '/works-masonry/')
    await page.goto('/works-masonry/')
    // The page's own script runs; the islands' code is still on its way.
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'armed')
    const tab = page.getByRole('tablist', { name: 'Filter the works by category' }).getByRole('tab', { name: 'Motion 3', exact: true })
    await tab.click()
    release()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3)
  })

  test('from the top of the page, Tab reaches the selected tab before the works, and its keys pressed while its code is on the way count', async ({ page }) => {
    await page.goto('/works-masonry/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'armed')
    // The tabs' code is held back, as on a slow connection, until the visitor has pressed an arrow.
    const release = await holdScripts(page)
    const tablist = page.getByRole('tablist', { name: 'Filter the works by category' })
    const works = page.getByRole('tabpanel')
    let reached: 'tab' | 'work' | undefined
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press('Tab')
      if (await tablist.locator(':focus').count()) reached = 'tab'
      else if (await works.locator(':focus').count()) reached = 'work'
    }
    expect(reached, 'what Tab reaches first: the tabs or a work').toBe('tab')
    await expect(tablist.getByRole('tab', { name: 'All 14', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('[data-island="FilterTabs"]')).not.toHaveAttribute('data-hydrated', 'true')
    release()
    await expect(tablist.getByRole('tab', { name: 'Branding 3', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(tablist.getByRole('tab', { name: 'Branding 3', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(works.getByRole('listitem')).toHaveCount(3)
  })

  test('without JavaScript every work is there and no tab is offered, since none could filter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/works-masonry/')
    await expect(page.getByRole('tab')).toHaveCount(0)
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('listitem')).toHaveCount(14)
    for (const link of await panel.getByRole('link').all()) await expect(link).toBeVisible()
    await context.close()
  })

  test('no accessibility violation once a tab is chosen and a row shows its picture', async ({ page }) => {
    await page.goto('/works-listing/')
    await islandReady(page, 'FilterTabs')
    await page.getByRole('tab', { name: 'Motion 3' }).click()
    await page.getByRole('tabpanel').getByRole('link').first().focus()
    const results = await axe(page).include('main').analyze()
    expect(results.violations.map((v) => `${v.id} ${v.help}`)).toEqual([])
  })
})
