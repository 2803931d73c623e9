import type { Page } from '@playwright/test'
import { expect, test, axe } from './fixtures'
import { CONSENT_COOKIE } from '../../components/Consent/savedChoice'
import { e2eSettings } from '../../scripts/lib/testSites/settings'

/** The analytics services of site.yaml; answered here with an empty script, so nothing leaves the machine. */
const ANALYTICS = /^https:\/\/(www\.googletagmanager\.com|www\.clarity\.ms|scripts\.clarity\.ms)\//

async function watchAnalytics(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(ANALYTICS, (route) => {
    asked.push(new URL(route.request().url()).hostname)
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return asked
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' })
/** The names of the cookies the site has set; the visitor's cookie choice is CONSENT_COOKIE. */
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name)

test.describe('cookie consent', () => {
  // A first visit: no choice has been made yet. The real content ships without analytics ids, so
  // these run on the second test site, whose site.yaml sets some (tests/fixtures/site).
  test.use({ consent: null, baseURL: `http://localhost:${e2eSettings().noKeysPort}` })

  test('the site allows the analytics services of site.yaml and no others @desktop', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']!
    expect(/script-src ([^;]+)/.exec(csp)![1]!.split(' ')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'inline-speculation-rules'",
      'https://www.googletagmanager.com',
      'https://www.clarity.ms',
      'https://scripts.clarity.ms',
    ])
  })

  test('nothing of analytics loads before consent; it loads once the visitor accepts', async ({ page }) => {
    const asked = await watchAnalytics(page)
    await page.goto('/services/rpa/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText('Some cookies keep this site working.')
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    expect(await page.evaluate(() => 'gtag' in window || 'clarity' in window)).toBe(false)

    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => [...new Set(asked)].sort()).toEqual(['www.clarity.ms', 'www.googletagmanager.com'])

    // The choice is remembered: the next page asks nothing and loads analytics at once.
    await page.goto('/team/')
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('function')
  })

  test('the banner needs no more script than the page: the cookie library loads once the visitor answers @desktop', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/pricing/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const beforeAnswer = new Set(scripts)
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => cookieNames(page)).toContain(CONSENT_COOKIE)
    expect(scripts.filter((s) => !beforeAnswer.has(s)).length).toBeGreaterThan(0)
  })

  test('when the answer cannot be saved, the banner stays to ask again @desktop', async ({ page, consoleErrors }) => {
    await watchAnalytics(page)
    await page.goto('/faq/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The connection drops: no further script arrives.
    await page.route(/\.js$/, (route) => route.abort())
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    // It tried, and gave up: the banner is still there, and nothing was saved.
    await expect(banner(page)).not.toHaveAttribute('aria-busy', 'true')
    await expect(banner(page)).toBeVisible()
    expect(await cookieNames(page)).not.toContain(CONSENT_COOKIE)
    // The failed loads, logged by the browser on purpose here.
    consoleErrors.length = 0
    await page.unroute(/\.js$/)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => cookieNames(page)).toContain(CONSENT_COOKIE)
  })

  test('rejecting keeps analytics out, on this page and the next @desktop', async ({ page }) => {
    const asked = await watchAnalytics(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    await page.goto('/faq/')
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toHaveCount(0)
    expect(asked).toEqual([])
  })

  test('the footer reopens the settings; turning analytics on there loads it', async ({ page }) => {
    const asked = await watchAnalytics(page)
    await page.goto('/pricing/')
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(settings).toBeVisible()
    await expect(settings.getByText('Necessary', { exact: true }).first()).toBeVisible()
    await settings.getByRole('checkbox', { name: /Analytics/ }).check({ force: true })
    await settings.getByRole('button', { name: 'Save my choices' }).click()
    await expect(settings).toBeHidden()
    await expect.poll(() => asked.length).toBeGreaterThan(0)
  })

  test('the cookie policy page has its own button to reopen the settings', async ({ page }) => {
    await page.goto('/cookie-policy/')
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await page.getByRole('main').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
  })

  test('on a 390 x 844 phone the banner covers at most 20% of the screen, in each language, with its three choices reachable by keyboard @desktop', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: `http://localhost:${e2eSettings().noKeysPort}` })
    const page = await context.newPage()
    for (const [address, name, choices] of [
      ['/', 'We use cookies', ['Accept all', 'Reject all', 'Choose cookies']],
      ['/ro/', 'Folosim cookie-uri', ['Acceptați toate', 'Refuzați toate', 'Alegeți cookie-urile']],
    ] as const) {
      await page.goto(address)
      const dialog = page.getByRole('dialog', { name })
      await expect(dialog).toBeVisible()
      // It appears at once, without a fade or slide drawing frames while the page is still settling.
      expect(
        await dialog.evaluate((el) =>
          getComputedStyle(el)
            .transitionDuration.split(', ')
            .filter((d) => d !== '0s'),
        ),
        address,
      ).toEqual([])
      await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0)
      const box = (await dialog.boundingBox())!
      expect(box.y + box.height, address).toBeLessThanOrEqual(844.5)
      expect((box.width * box.height) / (390 * 844), address).toBeLessThanOrEqual(0.2)
      const buttons = []
      for (const choice of choices) {
        const button = dialog.getByRole('button', { name: choice, exact: true })
        await expect(button, choice).toBeInViewport({ ratio: 1 })
        buttons.push((await button.boundingBox())!)
        expect(buttons.at(-1)!.height, choice).toBeGreaterThanOrEqual(44)
      }
      // One row of three equal buttons: the same top and height, side by side.
      for (const [i, b] of buttons.entries()) {
        expect(Math.abs(b.y - buttons[0]!.y), `${choices[i]} top`).toBeLessThan(1)
        expect(Math.abs(b.height - buttons[0]!.height), `${choices[i]} height`).toBeLessThan(1)
        if (i > 0) expect(b.x, `${choices[i]} beside`).toBeGreaterThan(buttons[i - 1]!.x + buttons[i - 1]!.width)
      }
      await dialog.getByRole('button', { name: choices[0], exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: choices[1], exact: true })).toBeFocused()
      await page.context().clearCookies()
    }
    await context.close()
  })

  test('the banner and the settings window have no accessibility violation', async ({ page }) => {
    await watchAnalytics(page)
    await page.goto('/privacy-policy/')
    await expect(banner(page)).toBeVisible()
    const first = await axe(page).include('#consent-banner').analyze()
    expect(first.violations.map((v) => `${v.id} ${v.help}`)).toEqual([])
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
    const second = await axe(page).include('#cc-main').analyze()
    expect(second.violations.map((v) => `${v.id} ${v.help}`)).toEqual([])
  })
})
