import { expect, test } from './fixtures'

const legalPages = [
  { path: '/terms-and-conditions/', title: 'Terms and Conditions', mustSay: ['non-exclusive', 'Romania'] },
  { path: '/privacy-policy/', title: 'Privacy Policy', mustSay: ['S.R.L.', 'J40/11872/2016', 'RO36419823', '+40 21 555 0142'] },
  { path: '/cookie-policy/', title: 'Cookie Policy', mustSay: ['session', 'persistent'] },
]

for (const legal of legalPages) {
  test(`${legal.title} page reads from Markdown with the details from site.yaml`, async ({ page }) => {
    const response = await page.goto(legal.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`Northwind Software | ${legal.title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.northwind.example${legal.path}`)
    const main = page.getByRole('main')
    for (const text of legal.mustSay) await expect(main).toContainText(text)
    await expect(main.getByRole('link', { name: 'hello@northwind.example' }).first()).toHaveAttribute('href', 'mailto:hello@northwind.example')
    await expect(main).not.toContainText('{email}')
  })
}

test('an unknown path shows the not-found page with HTTP 404, and Back to Home leads home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opps...! Page not found')
  await expect(page).toHaveTitle('Northwind Software | Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigger Goals, Better Tech')
})

test('/404 is the not-found page too', async ({ page }) => {
  const response = await page.goto('/404')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Opps...! Page not found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('the first landing page has the hero, GET STARTED and the menu anchors', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Northwind Software | The Software Incubator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigger Goals, Better Tech')
  for (const id of ['home', 'get-started', 'what-we-do', 'how-we-do', 'our-work']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1)
  }
  await page.getByRole('link', { name: 'GET STARTED' }).click()
  await expect(page).toHaveURL(/#get-started$/)
  const booking = page.getByRole('link', { name: /Book a Free Consultation TODAY!/ })
  await expect(booking).toBeInViewport()
  await expect(booking).toHaveAttribute('target', '_blank')
  await expect(booking).toHaveAttribute('href', /^https:\/\//)
  await expect(page.getByRole('link', { name: "Captivated? We're just a message away!" })).toHaveAttribute('href', '/contact/')
})

test('sitemap.xml and robots.txt list the pages @desktop', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/terms-and-conditions/', '/privacy-policy/', '/cookie-policy/']) {
    expect(sitemap).toContain(`<loc>https://www.northwind.example${path}</loc>`)
  }
  expect(sitemap).not.toContain('404')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.northwind.example/sitemap.xml')
})
