import { expect, expectJustBelowHeader, islandReady, pageReady, test } from './fixtures'
import { linksWithin } from './support/html'

test.describe('blog listings', () => {
  test('grid: title, search box, news slider, 9 posts, More and the newsletter', async ({ page }) => {
    await page.goto('/blog-grid/')
    await expect(page.getByRole('heading', { level: 1, name: 'Notes from the studio' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'In the news' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'In the news' }).getByRole('article').first()).toBeAttached()
    await expect(page.locator('main ul > li > article')).toHaveCount(9)
    await expect(page.getByRole('link', { name: /^More / })).toHaveAttribute('href', '/blog-sidebar/')
    await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible()
  })

  test('masonry: 12 posts in 4, 3, 2 and 1 columns as the window narrows', async ({ page }) => {
    await page.goto('/blog-masonry/')
    const cards = page.locator('main ul > li > article')
    await expect(cards).toHaveCount(12)
    await expect(page.getByRole('link', { name: /^More / })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
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

  test('sidebar: Our Journal with 2 featured, 5 listed, pagination 1 to 5 then 20, and the sidebar', async ({ page }) => {
    await page.goto('/blog-sidebar/')
    await expect(page).toHaveTitle('Northwind Software | Our Journal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Journal')
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('region', { name: 'Latest posts' }).getByRole('article')).toHaveCount(5)
    const pagination = page.getByRole('navigation', { name: 'Pages of the journal' })
    await expect(pagination.getByRole('listitem')).toHaveText(['1', '2', '3', '4', '5', '20'])
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1')

    const aside = page.getByRole('complementary')
    await expect(aside.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible()
    await expect(aside.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    await expect(aside.getByRole('region', { name: 'Popular posts' }).getByRole('article')).toHaveCount(3)
    await expect(aside.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible()
    const categories = aside.getByRole('region', { name: 'Categories' }).getByRole('listitem')
    // The spec's categories, then the one a post uses that blog.en.yaml does not list: they add up to All.
    await expect(categories).toHaveText([/^All\s*18$/, /^Inspirations\s*4$/, /^Experiences\s*3$/, /^Reviews\s*5$/, /^Tips & Tricks\s*1$/, /^Others\s*4$/, /^Product\s*1$/])
  })

  test('every post page is reachable from the listings, and answers 200 @desktop', async ({ request }) => {
    // Start from the three listings, then follow the post links (related posts, Next Post) on each
    // post: links read from the HTML, so no browser is needed.
    const queue = ['/blog-grid/', '/blog-masonry/', '/blog-sidebar/']
    const seen = new Set<string>()
    while (queue.length > 0) {
      const path = queue.shift()!
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      for (const href of new Set(linksWithin(await response.text(), 'main').filter((href) => href.startsWith('/blog/')))) {
        expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/)
        if (!seen.has(href)) {
          seen.add(href)
          queue.push(href)
        }
      }
    }
    expect(seen.size).toBe(18)
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
  test('/blog-details shows every part of a post', async ({ page }) => {
    await page.goto('/blog-details/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Git Habits for Calmer Code Reviews')
    const hero = page.locator('main section').first()
    await expect(hero.getByText('Tips & Tricks', { exact: true })).toBeVisible()
    await expect(hero.getByText('20 January 2026')).toBeVisible()
    await expect(hero.getByText('Vlad Ionescu')).toBeVisible()
    await expect(hero.getByText('1,275 views')).toBeVisible()
    await expect(hero.getByRole('link', { name: '3 comments' })).toBeVisible()
    const report = hero.getByRole('link', { name: 'Report' })
    await expect(report).toHaveAttribute('href', /^mailto:hello@northwind\.example\?subject=.*Five%20Git%20Habits/)
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Git', 'Code Review', 'Developer Experience'])
    for (const network of ['LinkedIn', 'Facebook', 'X']) {
      const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)` })
      await expect(link).toHaveAttribute('target', '_blank')
    }
    const author = page.getByRole('region', { name: 'About the author' })
    await expect(author.getByText('Vlad Ionescu')).toBeVisible()
    await expect(author.getByText('DevOps Engineer')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('article')).toHaveCount(3)

    const comments = page.getByRole('region', { name: /^Comments/ })
    await expect(comments.getByRole('article')).toHaveCount(3)
    await expect(comments.getByRole('list', { name: 'Replies to Mara Costache' }).getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Leave a comment' }).getByRole('button', { name: 'Post comment' })).toBeVisible()

    await expect(page.getByRole('link', { name: 'Read this post with the sidebar' })).toHaveAttribute('href', '/blog-details-sidebar/')
    const next = page.getByRole('link', { name: /^Next Post: / })
    await expect(next).toHaveAttribute('href', '/blog/what-maintainers-know-about-docs/')
    // A reader taps it once it has come into view and the comment form above it has started. Playwright
    // checks its target at the press only: on a busy machine, a page still moving then (as it did when
    // the parts above were drawn only when near) gets a press on the link and a release off it.
    await next.scrollIntoViewIfNeeded()
    await islandReady(page, 'CommentForm')
    await next.click()
    await expect(page).toHaveURL(/\/blog\/what-maintainers-know-about-docs\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Open-Source Maintainers Know About Documentation')
  })

  test('/blog-details-sidebar adds the sidebar and links back', async ({ page }) => {
    await page.goto('/blog-details-sidebar/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Git Habits for Calmer Code Reviews')
    await expect(page.getByRole('complementary').getByRole('region', { name: 'Categories' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read this post without the sidebar' })).toHaveAttribute('href', '/blog-details/')
  })

  test('a post page uses the same layout, with its related posts leading to real posts', async ({ page, request }) => {
    await page.goto('/blog/review-shape-up/')
    await expect(page.getByText('Reviews', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'About the author' }).getByText('Cristina Marin')).toBeVisible()
    await expect(page.getByRole('region', { name: /^Comments/ }).getByText('No comments yet.')).toBeVisible()
    const related = page.getByRole('region', { name: 'Related posts' }).getByRole('link')
    for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect((await request.get(href)).status(), href).toBe(200)
    // The oldest post leads back to the newest.
    await page.goto('/blog/shipping-a-product-in-ten-weeks/')
    await expect(page.getByRole('link', { name: /^Next Post: / })).toHaveAttribute('href', '/blog/five-git-habits-for-calmer-code-reviews/')
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
