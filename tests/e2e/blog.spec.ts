import { expect, expectJustBelowHeader, islandReady, pageReady, test } from './fixtures'

test.describe('blog listings', () => {
  // The listings' texts, counts and links, and that every post they lead to is built: tests/html/blog.test.ts.
  test('masonry: the posts in 4, 3, 2 and 1 columns as the window narrows', async ({ page }) => {
    await page.goto('/blog-masonry/')
    const cards = page.locator('main ul > li > article')
    for (const [width, columns] of [
      [1280, 4],
      [1000, 3],
      [700, 2],
      [400, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect
        .poll(async () => new Set(await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))).size, { message: `${width} px` })
        .toBe(columns)
    }
  })

  test('the newsletter box sends nothing, with the button or with Enter @desktop', async ({ page }) => {
    await page.goto('/blog-sidebar/')
    await islandReady(page, 'SubscribeForm')
    const requests: string[] = []
    // Pictures load lazily as the page scrolls; anything else (a page, a form post, a fetch) would be sending.
    page.on('request', (r) => {
      if (!['image', 'font', 'stylesheet', 'script'].includes(r.resourceType())) requests.push(`${r.method()} ${r.url()}`)
    })
    const email = page.getByRole('textbox', { name: 'Your e-mail address' })
    await email.fill('someone@example.com')
    await email.press('Enter')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText(/The newsletter is not open yet/)).toBeVisible()
    await expect(page).toHaveURL(/\/blog-sidebar\/$/)
    expect(requests).toEqual([])
  })

  test('the search box starts at its first tap: the words typed from then on are searched @desktop', async ({ page }) => {
    await page.goto('/blog-sidebar/')
    await pageReady(page)
    await page.waitForLoadState('networkidle')
    const island = page.getByRole('complementary').locator('[data-island="SiteSearch"]')
    // Loaded, armed and idle: a box nobody has touched has not started.
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    const search = page.getByRole('complementary').getByRole('searchbox', { name: 'Search the blog' })
    // A visitor taps into the box and types at once, before its code has arrived.
    await search.click()
    await page.keyboard.type('postgresql')
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(search).toHaveValue('postgresql')
    await expect(island.getByRole('status')).toHaveText(/found for “postgresql”/, { timeout: 20_000 })
    await expect(page).toHaveURL(/\/blog-sidebar\/$/)
  })

  test('a press on Subscribe before the newsletter box has started counts: its note shows @desktop', async ({ page }) => {
    await page.goto('/blog-sidebar/')
    await pageReady(page)
    const island = page.getByRole('complementary').locator('[data-island="SubscribeForm"]')
    const subscribe = island.getByRole('button', { name: 'Subscribe' })
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    // Drawn working: the press starts the box, goes nowhere of its own, and is made again.
    await expect(subscribe).toHaveCSS('opacity', '1')
    await subscribe.click()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(island.getByText(/The newsletter is not open yet/)).toBeVisible()
    await expect(page).toHaveURL(/\/blog-sidebar\/$/)
  })

  test("the blog's search box finds posts by their words, and only posts @desktop", async ({ page }) => {
    await page.goto('/blog-sidebar/')
    await islandReady(page, 'SiteSearch')
    const search = page.getByRole('searchbox', { name: 'Search the blog' })
    await search.fill('postgresql')
    await search.press('Enter')
    const box = page.getByRole('search').filter({ has: search }).locator('..')
    await expect(box.getByRole('status')).toHaveText(/found for “postgresql”/, { timeout: 20_000 })
    const results = box.getByRole('listitem').getByRole('link')
    await expect(results.first()).toHaveText('Review: A Year With PostgreSQL as Our Only Database')
    for (const href of await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/)
    await expect(page).toHaveURL(/\/blog-sidebar\/$/)
  })
})

test.describe('blog post layouts', () => {
  // Every part of a post, the sidebar layout and the related posts: tests/html/blog.test.ts.
  test('/blog-details: Next Post, tapped once the comment form above it has started, leads to the next post', async ({ page }) => {
    await page.goto('/blog-details/')
    const next = page.getByRole('link', { name: /^Next Post: / })
    // A reader taps it once it has come into view and the comment form above it has started. Playwright
    // checks its target at the press only: on a busy machine, a page still moving then (as it did when
    // the parts above were drawn only when near) gets a press on the link and a release off it.
    await next.scrollIntoViewIfNeeded()
    await islandReady(page, 'CommentForm')
    await next.click()
    await expect(page).toHaveURL(/\/blog\/what-maintainers-know-about-docs\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Open-Source Maintainers Know About Documentation')
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    // Without smooth scrolling the jump is made at once: whatever the page draws after it moves the heading.
    test("the post's comment count leads to its comments, just below the header", async ({ page }) => {
      await page.goto('/blog-details/')
      await pageReady(page)
      await page.locator('main section').first().getByRole('link', { name: '3 comments' }).click()
      const heading = page.getByRole('heading', { name: /^Comments/, level: 2 })
      await expect(heading).toBeInViewport()
      await expectJustBelowHeader(heading)
    })
  })
})
