import type { Page } from '@playwright/test'

/**
 * Draws every band of the page at once, for a picture of the whole page. A browser draws a band
 * (`.band` in renderer/styles/base.css) only when it comes near the viewport, so a full-page
 * screenshot would show the bands below the fold empty. Set through the DOM, which the pages'
 * Content-Security-Policy allows (an added `<style>` it would refuse).
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('.band')) band.style.contentVisibility = 'visible'
  })
}
