import { DomUtils, parseDocument } from 'htmlparser2'
import { expect, islandReady, scrollTo, test } from './fixtures'
import { linksWithin } from './support/html'

test('IT consulting: the Specialization counters start when scrolled near and count up to 95, 75 and 55 @desktop', async ({ page }) => {
  // Their figures without script, and the pages without them: tests/html/services.test.ts.
  await page.goto('/services/it-consulting/')
  const counters = page.locator('[data-island="Counters"]')
  await counters.locator('ul').scrollIntoViewIfNeeded()
  await expect(counters).toHaveAttribute('data-hydrated', 'true')
  for (const [value, label] of [
    ['95', 'Web'],
    ['75', 'iOS and Android mobile'],
    ['55', 'Business'],
  ]) {
    const item = counters.locator('li', { hasText: label })
    await expect(item.locator('[aria-hidden="true"]')).toHaveText(value!, { timeout: 5000 })
  }
})

test('the FAQ accordion: one at a time, all may be closed, keyboard operable', async ({ page }) => {
  // Its six questions, the first open as built: tests/html/services.test.ts.
  await page.goto('/services/software-development/')
  const items = page.locator('aside details')
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await items.nth(2).locator('summary').click()
  await expect(items.nth(2)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open')
  await items.nth(2).locator('summary').click()
  await expect(page.locator('aside details[open]')).toHaveCount(0)
  await items.nth(4).locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(items.nth(4)).toHaveAttribute('open', '')
  await page.keyboard.press('Space')
  await expect(items.nth(4)).not.toHaveAttribute('open')
})

test('the main image opens in a lightbox that Escape closes', async ({ page }) => {
  await page.goto('/services/ai-ml-development/')
  const trigger = page.getByRole('link', { name: /^Enlarge image:/ })
  await trigger.scrollIntoViewIfNeeded()
  await islandReady(page, 'Lightbox')
  await trigger.click()
  const box = page.locator('.glightbox-container')
  await expect(box).toBeVisible()
  await expect(box.locator('.gslide-media img')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(box).toHaveCount(0, { timeout: 5000 })
  await expect(trigger).toBeFocused()
})

test("a picture that fails to load says 'The image cannot be loaded'", async ({ page, consoleErrors }) => {
  await page.route(/\/_img\/art\/services\/rpa\.png-1520-.*\.webp$/, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/services/rpa/')
  const trigger = page.getByRole('link', { name: /^Enlarge image:/ })
  await trigger.scrollIntoViewIfNeeded()
  await islandReady(page, 'Lightbox')
  await trigger.click()
  await expect(page.locator('.glightbox-container').getByText('The image cannot be loaded')).toBeVisible()
  consoleErrors.length = 0 // the failed image load is logged by the browser on purpose here
})

test('the full image and the smallest responsive width are served as WebP, the pictures cached for good @desktop', async ({ request }) => {
  // The link and the srcset themselves, and that the build has their files: tests/html/services.test.ts.
  const full = linksWithin(await (await request.get('/services/rpa/')).text(), 'main').find((href) => /^\/_img\/art\/services\/rpa\.png-1520-[0-9a-f]+\.webp$/.test(href))
  expect(full).toBeDefined()
  const response = await request.get(full!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/webp')
  const source = DomUtils.findOne(
    (el) => el.name === 'source' && el.attribs.srcset !== undefined,
    parseDocument(await (await request.get('/services/software-development/')).text()).children,
  )
  const smallest = source!.attribs.srcset!.split(', ')[0]!.split(' ')[0]!
  const picture = await request.get(smallest)
  expect(picture.headers()['content-type']).toContain('image/webp')
  expect(picture.headers()['cache-control']).toContain('immutable')
})

test('the scroll arrow shows only while scrolled 100 px or less', async ({ page }) => {
  await page.goto('/services/rpa/')
  const arrow = page.getByRole('link', { name: 'Scroll down' })
  await expect(arrow).toBeVisible()
  await scrollTo(page, 100)
  await expect(arrow).toBeVisible()
  await scrollTo(page, 110)
  await expect(arrow).toBeHidden()
})
