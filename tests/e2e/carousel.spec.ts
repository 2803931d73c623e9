import type { Locator, Page } from '@playwright/test'
import { FIRST_SECONDS_MS } from '../../components/islands/whenIdle'
import { expect, isPhone, islandReady, pageReady, test } from './fixtures'

const carousel = (page: Page) => page.getByRole('region', { name: 'Our newest works' })
/** The slide swiper marks as active, by its "n of N" name. */
const activeSlide = (region: Locator) => region.locator('.swiper-slide-active')

/** How many slides fit side by side: the carousel's width over one slide's (with its gap). */
async function slidesPerView(region: Locator): Promise<number> {
  return region.locator('.swiper').evaluate((el) => {
    // Any slide: while swiper rebuilds its loop after a resize, none may be marked active.
    const slide = el.querySelector('.swiper-slide')!.getBoundingClientRect()
    const gap = 24
    return Math.round((el.getBoundingClientRect().width + gap) / (slide.width + gap))
  })
}

test.describe('portfolio carousel', () => {
  // Its title, its link and its eight slides, as built: tests/html/carousel.test.ts.
  test('without JavaScript the slides scroll sideways', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/works-carousel/')
    const region = carousel(page)
    const scrollable = await region.locator('.swiper').evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')
    expect(scrollable).toBe(true)
    await context.close()
  })

  test('the arrows and the arrow keys move it, and it goes round', async ({ page }) => {
    await page.goto('/works-carousel/')
    const region = carousel(page)
    await region.scrollIntoViewIfNeeded()
    await islandReady(page, 'Carousel')
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '1 of 8')
    await region.getByRole('button', { name: 'Next slide' }).click()
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 8')
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '1 of 8')
    // Infinite: back from the first is the last.
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '8 of 8')
    // The keyboard module answers the arrow keys while the carousel is in view.
    await region.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '1 of 8')
  })

  /**
   * Opens /works-carousel/ on a stopped clock (only runFor() moves the page's time), with the
   * carousel in view, and runs the page's time to half a second before its first seconds are over.
   */
  async function openInFirstSeconds(page: Page) {
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await page.goto('/works-carousel/')
    await carousel(page).scrollIntoViewIfNeeded()
    await pageReady(page)
    await page.waitForLoadState('load')
    const now = await page.evaluate(() => performance.now())
    await page.clock.runFor(Math.max(0, FIRST_SECONDS_MS - 500 - now))
    const island = page.locator('[data-island="Carousel"]')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    return island
  }

  /** Runs the page's time on until the island has started (its idle periods come with the clock). */
  async function runUntilStarted(page: Page, island: Locator) {
    await expect
      .poll(async () => {
        await page.clock.runFor(250)
        return island.getAttribute('data-hydrated')
      })
      .toBe('true')
  }

  test('in view in the first seconds of a visit, it waits them out; an arrow pressed meanwhile starts it and moves it', async ({ page }) => {
    const island = await openInFirstSeconds(page)
    const region = carousel(page)
    // Drawn working; a visitor's tap on it starts the carousel and is made again.
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeEnabled()
    const next = (await region.getByRole('button', { name: 'Next slide' }).boundingBox())!
    await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2)
    await runUntilStarted(page, island)
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 8')
  })

  test('in view in the first seconds of a visit and left alone, it starts once they are over', async ({ page }) => {
    const island = await openInFirstSeconds(page)
    await runUntilStarted(page, island)
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(FIRST_SECONDS_MS)
    await expect(activeSlide(carousel(page))).toHaveAttribute('aria-label', '1 of 8')
  })

  test('shows 3 slides on large screens, 2 below 991 px and 1 below 576 px @widths', async ({ page }) => {
    await page.goto('/works-carousel/')
    const region = carousel(page)
    await region.scrollIntoViewIfNeeded()
    await islandReady(page, 'Carousel')
    if (isPhone(page)) {
      await expect.poll(() => slidesPerView(region)).toBe(1)
      return
    }
    await expect.poll(() => slidesPerView(region)).toBe(3)
    await page.setViewportSize({ width: 800, height: 800 })
    await expect.poll(() => slidesPerView(region)).toBe(2)
    await page.setViewportSize({ width: 500, height: 800 })
    await expect.poll(() => slidesPerView(region)).toBe(1)
  })

  test('the slide of a work with a case study links to it; the others lead nowhere @desktop', async ({ page }) => {
    await page.goto('/works-carousel/')
    const region = carousel(page)
    await region.scrollIntoViewIfNeeded()
    await islandReady(page, 'Carousel')
    // The newest works first: Volta Pay identity (no case study) leads nowhere.
    await expect(activeSlide(region).getByRole('link')).toHaveCount(0)
    const next = region.getByRole('button', { name: 'Next slide' })
    for (let i = 0; i < 8 && (await activeSlide(region).getByRole('link').count()) === 0; i++) await next.click()
    const link = activeSlide(region).getByRole('link')
    await expect(link).toHaveAccessibleName('Energetica customer portal')
    const href = await link.getAttribute('href')
    expect(href).toBe('/case-studies/energetica-erp/')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`))
  })
})
