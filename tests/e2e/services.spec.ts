import { expect, islandReady, scrollTo, test } from './fixtures'

const services = [
  { id: 'digital-transformation', title: 'Digital Transformation' },
  { id: 'software-development', title: 'Custom Software Development' },
  { id: 'it-consulting', title: 'IT Consulting' },
  { id: 'ui-ux-design', title: 'UI/UX Design' },
  { id: 'ai-ml-development', title: 'AI & ML Development' },
  { id: 'rpa', title: 'Robotic Process Automation' },
  { id: 'innovation-grants-partnerships', title: 'Innovation Grants & Partnerships' },
]

test('every service page shows its label, title, image, skills, approach and the services list @desktop', async ({ page }) => {
  for (const service of services) {
    const response = await page.goto(`/services/${service.id}/`)
    expect(response?.status(), service.id).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^Northwind Software \\| `))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await expect(page.getByText('SERVICES', { exact: true }).last()).toBeVisible()
    const image = page.locator('#content picture img').first()
    await expect(image).toHaveAttribute('width', '1520')
    await expect(image).toHaveAttribute('height', '760')
    const sidebar = page.getByRole('navigation', { name: 'Our Services' })
    await expect(sidebar.getByRole('link')).toHaveCount(7)
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', `/services/${service.id}/`)
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Our Skills|Automation Platforms/ })).toHaveCount(1)
  }
})

test('IT consulting shows the Specialization counters 95, 75 and 55; others have no such section @desktop', async ({ page }) => {
  await page.goto('/services/it-consulting/')
  await expect(page.getByRole('heading', { name: 'Specialization' })).toBeVisible()
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
  await page.goto('/services/rpa/')
  await expect(page.getByRole('heading', { name: 'Specialization' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Automation Platforms' })).toBeVisible()
})

test('the grants service names the AAL Programme, Horizon Europe, EEA Grants and ERA PerMed', async ({ page }) => {
  await page.goto('/services/innovation-grants-partnerships/')
  const main = page.getByRole('main')
  for (const name of ['AAL Programme', 'Horizon Europe', 'EEA Grants', 'ERA PerMed']) await expect(main).toContainText(name)
})

test('the FAQ accordion: first open, one at a time, all may be closed, keyboard operable', async ({ page }) => {
  await page.goto('/services/software-development/')
  const items = page.locator('aside details')
  await expect(items).toHaveCount(6)
  await expect(page.locator('aside')).toContainText('10 weeks')
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

test('without script the picture link still opens the full image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/services/rpa/')
  const href = await page.getByRole('link', { name: /^Enlarge image:/ }).getAttribute('href')
  expect(href).toMatch(/^\/_img\/art\/services\/rpa\.png-1520-[0-9a-f]+\.webp$/)
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/webp')
  await context.close()
})

test('pictures are responsive: WebP at several widths, sized, lazy below the fold', async ({ page }) => {
  await page.goto('/services/software-development/')
  const picture = page.locator('#content picture').first()
  const sources = await picture.locator('source').evaluateAll((els) => els.map((e) => [e.getAttribute('type'), e.getAttribute('srcset')]))
  // WebP alone: it decodes faster than AVIF on a phone for a few more bytes (docs/performance.md).
  expect(sources.map((s) => s[0])).toEqual(['image/webp'])
  expect(sources[0]![1]).toMatch(/480w, .+ 960w, .+ 1520w$/)
  await expect(picture.locator('img')).toHaveAttribute('loading', 'lazy')
  await expect(picture.locator('img')).toHaveAttribute('decoding', 'async')
  const smallest = sources[0]![1]!.split(', ')[0]!.split(' ')[0]!
  const response = await page.request.get(smallest)
  expect(response.headers()['content-type']).toContain('image/webp')
  expect(response.headers()['cache-control']).toContain('immutable')
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

test('an unknown service shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/services/does-not-exist/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opps...! Page not found')
})

test('service pages load only their islands', async ({ page }) => {
  await page.goto('/services/it-consulting/')
  const islands = await page.locator('[data-island]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-island')))].sort())
  expect(islands).toEqual(['Counters', 'Lightbox'])
})

test('the technologies are shown by their marks from Simple Icons, and a tool the set lacks by its name alone', async ({ page }) => {
  const skills = () => page.getByRole('region', { name: /Our Skills|Automation Platforms|Competențele noastre/ }).getByRole('listitem')
  await page.goto('/services/software-development/')
  await expect(skills()).toHaveText(['React', 'TypeScript', 'Node.js', '.NET', 'Kotlin', 'Swift', 'Flutter', 'PostgreSQL', 'Docker', 'GitHub Actions'])
  // Each a drawn mark, not a picture to fetch: an inline path, hidden from screen readers (the name is beside it).
  for (const item of await skills().all()) {
    await expect(item.locator('svg[aria-hidden="true"] path')).toHaveAttribute('d', /^M/)
    await expect(item.locator('img')).toHaveCount(0)
  }
  await page.goto('/ro/services/digital-transformation/')
  const unmarked = ['Azure', 'AWS', 'Power Automate']
  for (const item of await skills().all()) {
    const name = (await item.textContent())!.trim()
    await expect(item.locator('svg'), name).toHaveCount(unmarked.includes(name) ? 0 : 1)
  }
  await expect(skills()).toHaveCount(9)
})
