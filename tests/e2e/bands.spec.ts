import { expect, pageReady, test } from './fixtures'

// Bands below the fold are drawn only when they come near the viewport (renderer/styles/base.css
// `.band`). Text in a band not drawn yet has no position, so accessibility checks (axe, as
// Lighthouse runs it) measure its contrast against the page behind the band: right only when the
// band is written in the page's own colours. A dark band must therefore always be drawn.
test.describe('bands drawn when near', () => {
  // The long pages, whose bands below the fold wait; the dark home variant, whose bands are all
  // drawn; a post, drawn at once (what a band saved there was not measurable, and a jump to its
  // comments must land where it aims: blog.spec.ts).
  for (const { path, waiting } of [
    { path: '/', waiting: true },
    { path: '/ro/', waiting: true },
    { path: '/home-default/', waiting: true },
    { path: '/about-us/', waiting: true },
    { path: '/blog-grid/', waiting: true },
    { path: '/blog-details-sidebar/', waiting: false },
    { path: '/home-dark/', waiting: false },
  ]) {
    test(`on ${path}, only bands in the page's own colours wait to be drawn`, async ({ page }) => {
      await page.goto(path)
      await pageReady(page)
      const bands = await page.evaluate(() => {
        const page = getComputedStyle(document.body).color
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
          .map((el) => ({ name: el.getAttribute('aria-labelledby') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName, inPageColours: getComputedStyle(el).color === page }))
      })
      expect(bands.filter((b) => !b.inPageColours).map((b) => b.name)).toEqual([])
      if (waiting) expect(bands.length).toBeGreaterThan(0)
      else expect(bands).toEqual([])
    })
  }
})
