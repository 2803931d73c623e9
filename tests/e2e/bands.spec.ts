import { expect, pageReady, test } from './fixtures'

// Bands below the fold are drawn only when they come near the viewport (renderer/styles/base.css
// `.band`). Text in a band not drawn yet has no position, so accessibility checks (axe, as
// Lighthouse runs it) measure its contrast against the page behind the band: right only when the
// band is written in the page's own colours. A dark band must therefore always be drawn.
test.describe('bands drawn when near', () => {
  // The long pages, whose bands below the fold wait; the dark home variant, whose bands are all drawn.
  for (const { path, waiting } of [
    { path: '/', waiting: true },
    { path: '/ro/', waiting: true },
    { path: '/home-default/', waiting: true },
    { path: '/about-us/', waiting: true },
    { path: '/home-dark/', waiting: false },
  ]) {
    test(`on ${path}, only bands in the page's own colours wait to be drawn`, async ({ page }) => {
      await page.goto(path)
      await pageReady(page)
      const bands = await page.evaluate(() => {
        const page = getComputedStyle(document.body).color
        return [...document.querySelectorAll<HTMLElement>('section, footer')]
          .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
          .map((el) => ({ name: el.getAttribute('aria-labelledby') ?? el.tagName, inPageColours: getComputedStyle(el).color === page }))
      })
      expect(bands.filter((b) => !b.inPageColours).map((b) => b.name)).toEqual([])
      if (waiting) expect(bands.length).toBeGreaterThan(0)
      else expect(bands).toEqual([])
    })
  }
})

// A long Markdown text (a legal page, a long post) is cut before each `##` heading, and each
// section is drawn only when it comes near, like a band.
test.describe('sections of a long text drawn when near', () => {
  test('the privacy policy waits to draw its sections below the fold, all in the page colours', async ({ page }) => {
    await page.goto('/privacy-policy/')
    await pageReady(page)
    const sections = await page.evaluate(() => {
      const pageColour = getComputedStyle(document.body).color
      return [...document.querySelectorAll('main h2')]
        .map((heading) => heading.parentElement!)
        .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
        .map((block) => ({ heading: block.querySelector('h2')!.textContent, inPageColours: getComputedStyle(block).color === pageColour }))
    })
    expect(sections.map((s) => s.heading)).toEqual([
      'Who we are',
      'Whose data we process',
      'What data we process',
      'Why we process your data and on what legal basis',
      'How long we keep your data',
      'Who has access to your data',
      'Where your data is stored',
      'Automated decision-making',
      'Your rights',
      'Changes to this policy',
    ])
    expect(sections.filter((s) => !s.inPageColours)).toEqual([])
  })

  test('a link of "On this page" brings its section into view, and stays there as the sections above are drawn', async ({ page }) => {
    await page.goto('/privacy-policy/')
    await pageReady(page)
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Changes to this policy' }).click()
    await expect(page).toHaveURL(/#changes-to-this-policy$/)
    const heading = page.getByRole('heading', { name: 'Changes to this policy', level: 2 })
    await expect(heading).toBeInViewport()
    // It scrolls smoothly to just below the header, then stays put.
    const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))
    await expect.poll(top).toBeGreaterThanOrEqual(60)
    await expect.poll(top).toBeLessThanOrEqual(140)
    const reached = await top()
    await page.waitForTimeout(600)
    expect(await top()).toBe(reached)
  })

  test('an address with a section in it opens the page at that section', async ({ page }) => {
    await page.goto('/privacy-policy/#your-rights')
    await pageReady(page)
    await expect(page.getByRole('heading', { name: 'Your rights', level: 2 })).toBeInViewport()
  })
})
