import { expect, islandReady, pageReady, test } from './fixtures'

/**
 * The site in Romanian, on the fixture site: every file has its Romanian translation beside it
 * except fourteen of the sixteen blog posts (calm-software and our-first-horizon-europe-consortium
 * are translated).
 */
const FIRST_SEARCH = { timeout: 20_000 }

test.describe('the language switcher', () => {
  // What the switchers and the links of every page say, the pages in each language, their heads,
  // the sitemap and the feeds, as built: tests/html/i18n.test.ts. Here: what a visitor does with them.
  test('leads to the same page in Romanian by the keyboard, and back by a tap @desktop', async ({ page }) => {
    await page.goto('/services/rpa/')
    const romanian = page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' })
    await expect(romanian).toBeVisible()
    await romanian.focus()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/ro\/services\/rpa\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await page.getByRole('banner').getByRole('navigation', { name: 'Limba' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/services\/rpa\/$/)
    await expect(page).not.toHaveURL(/\/ro\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('on a desktop the bar shows both languages, the current one marked and visible beside the link to the other @desktop', async ({ page }) => {
    for (const [address, name, own, other] of [
      ['/services/rpa/', 'Language', 'EN', 'Română'],
      ['/ro/services/rpa/', 'Limba', 'RO', 'English'],
    ] as const) {
      await page.goto(address)
      const languages = page.getByRole('banner').getByRole('navigation', { name })
      const current = languages.locator('[aria-current="true"]')
      await expect(current, address).toHaveCount(1)
      await expect(current, address).toBeVisible()
      // Wholly shown, not clipped to a screen-reader-only pixel.
      await expect(current, address).toBeInViewport({ ratio: 1 })
      await expect(current, address).toContainText(own)
      // Marked by a drawn tick, not by colour alone.
      await expect(current.locator('svg'), address).toBeVisible()
      const link = languages.getByRole('link', { name: other })
      await expect(link, address).toBeVisible()
      const [mine, theirs] = [(await current.boundingBox())!, (await link.boundingBox())!]
      // Drawn at full size (not a clipped screen-reader-only box), side by side on one line.
      expect(mine.width, address).toBeGreaterThanOrEqual(32)
      expect(mine.height, address).toBeGreaterThanOrEqual(32)
      expect(Math.abs(mine.y - theirs.y), address).toBeLessThan(1)
    }
  })

  test('the off-canvas menu has it too (on phones, the only place)', async ({ page }) => {
    await page.goto('/contact/')
    await pageReady(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' }).click()
    await expect(page).toHaveURL(/\/ro\/contact\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
  })

  test('a tap on a footer link of a Romanian page leads to the Romanian page @desktop', async ({ page }) => {
    await page.goto('/ro/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politica de confidențialitate' }).first().click()
    await expect(page).toHaveURL(/\/ro\/privacy-policy\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
  })
})

test.describe('a post without a translation', () => {
  test('the switcher keeps the reader on the post in both directions @desktop', async ({ page }) => {
    await page.goto('/blog/review-shape-up/')
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' }).click()
    await expect(page).toHaveURL(/\/ro\/blog\/review-shape-up\/$/)
    await page.getByRole('banner').getByRole('navigation', { name: 'Limba' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/blog\/review-shape-up\/$/)
    await expect(page).not.toHaveURL(/\/ro\//)
  })
})

test.describe('every page in both languages', () => {
  test('the search page switches to the search page @desktop', async ({ page }) => {
    await page.goto('/search/')
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' }).click()
    await expect(page).toHaveURL(/\/ro\/search\/$/)
  })

  test('the menu, opened, shows both languages', async ({ page }) => {
    await page.goto('/ro/contact/')
    await pageReady(page)
    await page.getByRole('button', { name: 'Deschideți meniul' }).click()
    const languages = page.getByRole('dialog').getByRole('navigation', { name: 'Limba' })
    await expect(languages.getByRole('link', { name: 'English', exact: true })).toBeVisible()
  })
})

test.describe('in Romanian', () => {
  test('the contact form says what is missing in Romanian @desktop', async ({ page }) => {
    await page.goto('/ro/contact/')
    await islandReady(page, 'ContactForm')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Trimiteți mesajul' }).click()
    await expect(main.getByText('Numele este obligatoriu', { exact: true })).toBeVisible()
    await expect(main.getByText('Adresa de e-mail este obligatorie', { exact: true })).toBeVisible()
    await expect(main.getByText('Trebuie să acceptați Termenii și condițiile', { exact: true })).toBeVisible()
    await main.getByRole('textbox', { name: /^E-mail/ }).fill('nu-este-adresa')
    await expect(main.getByText('Valoarea introdusă nu este o adresă de e-mail validă', { exact: true })).toBeVisible()
  })

  test('the site search finds a Romanian page by a Romanian word @desktop', async ({ page }) => {
    await page.goto('/ro/search/?q=reconcilierile')
    const main = page.getByRole('main')
    await expect(main.getByRole('status')).toContainText('reconcilierile', FIRST_SEARCH)
    const result = main.getByRole('link', { name: 'Automatizarea robotică a proceselor' }).first()
    await expect(result).toHaveAttribute('href', '/ro/services/rpa/')
  })

  test('an unknown Romanian address answers 404 with the Romanian not-found page', async ({ request }) => {
    const response = await request.get('/ro/no-such-page/')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('<html lang="ro">')
  })
})

test.describe('the font', () => {
  test('draws Romanian ș, ț, ă, â and î itself (no fallback font) in every style a Romanian page writes them in @desktop', async ({ page }) => {
    const problems: string[] = []
    const styles = new Set<string>()
    for (const path of ['/ro/', '/ro/services/rpa/', '/ro/contact/', '/ro/blog/calm-software/']) {
      await page.goto(path)
      // The Latin Extended face loads once the page shows one of its letters; wait for it to be in.
      await page.waitForFunction(() => [...document.fonts].some((f) => f.unicodeRange.includes('U+100-2BA') && f.status === 'loaded'))
      // One probe per font style (family, weight, style) of the visible elements whose own text has
      // a Romanian letter with a comma below: those letters alone, in that style, with no
      // decoration of the element (its ::before arrows and the like are not the question here).
      const probes = await page.evaluate(() => {
        const seen = new Map<string, string>()
        for (const el of document.querySelectorAll('body *')) {
          const own = [...el.childNodes]
            .filter((c) => c.nodeType === Node.TEXT_NODE)
            .map((c) => c.textContent ?? '')
            .join('')
          if (!/[\u0218-\u021B]/.test(own) || (el as HTMLElement).offsetParent === null) continue
          const style = getComputedStyle(el)
          const key = `${style.fontFamily}|${style.fontWeight}|${style.fontStyle}|${style.fontStretch}`
          if (seen.has(key)) continue
          const probe = document.createElement('span')
          probe.id = `probe-${seen.size}`
          probe.textContent = 'șțȘȚăâîĂÂÎ'
          Object.assign(probe.style, { fontFamily: style.fontFamily, fontWeight: style.fontWeight, fontStyle: style.fontStyle, fontStretch: style.fontStretch, fontSize: '20px' })
          document.body.append(probe)
          seen.set(key, probe.id)
        }
        return [...seen].map(([key, id]) => ({ key, id }))
      })
      expect(probes.length, path).toBeGreaterThan(0)
      await page.evaluate(() => document.fonts.ready)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      for (const probe of probes) {
        styles.add(probe.key)
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${probe.id}` })
        // The fonts Chromium drew the letters with (DevTools' "Rendered Fonts").
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        const others = fonts.filter((f) => !/manrope/i.test(f.familyName))
        if (others.length) problems.push(`${path} ${probe.key}: ${others.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`)
      }
      await cdp.detach()
    }
    // Regular text, bold headings, buttons: more than one style was probed.
    expect(styles.size).toBeGreaterThan(2)
    expect(problems).toEqual([])
  })
})
