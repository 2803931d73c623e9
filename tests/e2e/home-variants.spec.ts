import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The carousel named `name`, once swiper has started in it. */
async function carousel(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true })
  await region.scrollIntoViewIfNeeded()
  await expect(region).toHaveAttribute('data-ready', 'true')
  return region
}
const activeLabel = (region: Locator) => region.locator('.swiper-slide-active').getAttribute('aria-label')

/** Waits until the slides have stopped moving (a looping swiper ignores moves while it slides). */
async function settled(region: Locator) {
  await region.locator('.swiper-wrapper').evaluate(
    (wrapper) =>
      new Promise<void>((resolve) => {
        let last = ''
        let still = 0
        const check = () => {
          const now = getComputedStyle(wrapper).transform
          still = now === last ? still + 1 : 0
          last = now
          if (still >= 10) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

test.describe('home variants', () => {
  // What each variant says and links to, as built: tests/html/home-variants.test.ts.
  test('/home-default/: the case-study carousel moves with its buttons and the keyboard @desktop', async ({ page }) => {
    await page.goto('/home-default/')
    const region = await carousel(page, 'Case studies and recent projects')
    await expect(region.getByRole('group')).toHaveCount(5)
    const first = await activeLabel(region)
    expect(first).toMatch(/^\d of 5$/)
    // The arrow keys move it while it is on screen.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeLabel(region)).not.toBe(first)
    const second = await activeLabel(region)
    await settled(region)
    await region.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => activeLabel(region)).not.toBe(second)
    await settled(region)
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(() => activeLabel(region)).toBe(second)
  })

  test('/home-default/: the testimonial slider plays by itself and its pause button stops it @desktop', async ({ page }) => {
    // The page's clock runs as usual, and runFor() moves it on at once instead of the test waiting.
    await page.clock.install()
    await page.goto('/home-default/')
    const region = await carousel(page, 'Client testimonials')
    await expect(region.getByRole('group')).toHaveCount(4)
    await expect(region.getByRole('group').first()).toContainText('Gabriela Stoica')
    const first = await activeLabel(region)
    await page.mouse.move(0, 0)
    await page.clock.runFor(6_500)
    await expect.poll(() => activeLabel(region)).not.toBe(first)
    await region.getByRole('button', { name: 'Pause the slides' }).click()
    await expect(region.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    await page.mouse.move(0, 0)
    const paused = await activeLabel(region)
    await page.clock.runFor(13_000)
    expect(await activeLabel(region)).toBe(paused)
  })

  test('/home-default/: under reduced motion the testimonials do not play by themselves @desktop', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/home-default/')
    const region = await carousel(page, 'Client testimonials')
    await expect(region.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    const first = await activeLabel(region)
    await page.clock.runFor(13_000)
    expect(await activeLabel(region)).toBe(first)
    await context.close()
  })

  test('/home-minimal/: the tabs filter the projects', async ({ page }) => {
    await page.goto('/home-minimal/')
    const tabs = page.getByRole('tablist', { name: 'Filter the projects by category' }).getByRole('tab')
    const panel = page.getByRole('tabpanel')
    await tabs.nth(3).click()
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Pulse Energy launch film', 'Medisync motion language', 'Lumen Learning explainer'])
  })

  test('/home-dark/: its sections are drawn dark', async ({ page }) => {
    await page.goto('/home-dark/')
    const bg = await page.getByRole('region', { name: '01. What we build' }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(bg).toBe('rgb(11, 18, 36)')
  })

  test('/home-modern/: the filter tabs filter the projects', async ({ page }) => {
    await page.goto('/home-modern/')
    const tabs = page.getByRole('tablist', { name: 'Filter the projects by category' }).getByRole('tab')
    await tabs.first().scrollIntoViewIfNeeded()
    await tabs.nth(2).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(4)
  })
})
