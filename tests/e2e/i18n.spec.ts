import { expect, islandReady, pageReady, test } from './fixtures'
import path from 'node:path'
import { headOf } from './support/html'
import { formatLanguageProblems, languageProblems } from './support/languageCrawl'
import { e2eSettings } from './support/settings'

/**
 * The site in Romanian, on the fixture site: every file has its Romanian translation beside it
 * except fourteen of the sixteen blog posts (calm-software and our-first-horizon-europe-consortium
 * are translated).
 */
const FIRST_SEARCH = { timeout: 20_000 }

test.describe('the language switcher', () => {
  test('leads to the same page in Romanian and back, with plain links that name their language @desktop', async ({ page }) => {
    await page.goto('/services/rpa/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Language' })
    // The page's own language is marked, the other one is a link.
    await expect(languages.locator('[aria-current="true"]')).toHaveText('ENEnglish')
    const romanian = languages.getByRole('link', { name: 'Română' })
    await expect(romanian).toHaveAttribute('href', '/ro/services/rpa/')
    await expect(romanian).toHaveAttribute('hreflang', 'ro')
    await expect(romanian).toHaveAttribute('lang', 'ro')
    await expect(romanian).toBeVisible()
    await romanian.focus()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/ro\/services\/rpa\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatizarea robotică a proceselor')
    const limba = page.getByRole('banner').getByRole('navigation', { name: 'Limba' })
    const english = limba.getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('hreflang', 'en')
    await english.click()
    await expect(page).toHaveURL(/\/services\/rpa\/$/)
    await expect(page).not.toHaveURL(/\/ro\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotic Process Automation')
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

  test('the links of a Romanian page lead to Romanian pages @desktop', async ({ page }) => {
    await page.goto('/ro/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link', { name: 'CONTACT', exact: true })).toHaveAttribute('href', '/ro/contact/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politica de confidențialitate' }).first().click()
    await expect(page).toHaveURL(/\/ro\/privacy-policy\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
  })
})

test.describe('a post without a translation', () => {
  test('is a Romanian page with the English post inside it, under a note that says so and leads to the Romanian posts @desktop', async ({ page }) => {
    const response = await page.goto('/ro/blog/review-figma-dev-mode/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    const main = page.getByRole('main')
    const note = main.getByRole('note')
    await expect(note).toHaveText('Acest articol există deocamdată doar în engleză. Citiți articolele în limba română')
    await expect(note.getByRole('link', { name: 'Citiți articolele în limba română' })).toHaveAttribute('href', '/ro/blog-grid/')
    // The post's own words are English, and marked so.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Review: Figma Dev Mode, Six Months In')
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
    await expect(main.locator('[lang="en"] h2').first()).toBeVisible()
    // Everything around them is Romanian: labels, dates, the author box, the form, the related posts and the next post.
    await expect(main.getByText(/^De /).first()).toBeVisible()
    await expect(main.locator('time').first()).toHaveText('5 noiembrie 2024')
    for (const heading of ['Etichete', 'Distribuiți', 'Despre autor', 'Articole similare', 'Lăsați un comentariu']) {
      const found = main.getByRole('heading', { name: heading, exact: true })
      await expect(found, heading).toBeVisible()
      await expect(found.locator('xpath=ancestor-or-self::*[@lang="en"]'), heading).toHaveCount(0)
    }
    // A related post that is translated shows its Romanian title; one that is not says it is in English.
    const related = main.getByRole('region', { name: 'Articole similare' })
    await expect(related.getByRole('heading', { name: 'Software calm: design pentru oameni care au și altă treabă' })).toBeVisible()
    const untranslated = related.getByRole('article').filter({ hasText: 'Design Systems That Last' })
    await expect(untranslated.getByText('În engleză', { exact: true })).toBeVisible()
    await expect(untranslated.getByRole('heading')).toHaveAttribute('lang', 'en')
    await expect(related.getByRole('link', { name: 'Design Systems That Last' })).toHaveAttribute('href', '/ro/blog/design-systems-that-last/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('the next-post link names a translated post by its Romanian title @desktop', async ({ page }) => {
    await page.goto('/ro/blog/review-playwright-after-two-years/')
    const next = page.getByRole('navigation', { name: 'Articolul următor' }).getByRole('link')
    await expect(next).toHaveAttribute('href', '/ro/blog/calm-software/')
    await expect(next).toContainText('Software calm: design pentru oameni care au și altă treabă')
  })

  test('the switcher keeps the reader on the post in both directions, and no alternate names a translation @desktop', async ({ page, request }) => {
    await page.goto('/blog/review-shape-up/')
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' }).click()
    await expect(page).toHaveURL(/\/ro\/blog\/review-shape-up\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review: Shape Up, and What We Borrowed From It')
    await page.getByRole('banner').getByRole('navigation', { name: 'Limba' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/blog\/review-shape-up\/$/)
    await expect(page).not.toHaveURL(/\/ro\//)
    const head = headOf(await (await request.get('/blog/review-shape-up/')).text())
    expect(head.alternates).toEqual([])
  })

  test('a translated post is in Romanian, and Romanian lists mark the English titles of the others @desktop', async ({ page }) => {
    await page.goto('/ro/blog/calm-software/')
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software calm: design pentru oameni care au și altă treabă')
    await expect(page.getByRole('main').locator('[lang="en"] h1, h1[lang="en"]')).toHaveCount(0)
    await page.goto('/ro/blog-masonry/')
    const titles = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(titles.filter({ hasText: 'Five Git Habits for Calmer Code Reviews' })).toHaveAttribute('lang', 'en')
    await expect(titles.filter({ hasText: 'Software calm' })).not.toHaveAttribute('lang', /./)
    // Every card of an untranslated post says so, and no card of a translated one does.
    const cards = page.getByRole('main').getByRole('article')
    const marks = await cards.evaluateAll((articles) => articles.map((a) => [a.querySelector('h2')?.lang === 'en', /În engleză/.test(a.textContent ?? '')]))
    expect(marks.length).toBeGreaterThan(2)
    expect(marks.filter(([english, marked]) => english !== marked)).toEqual([])
    expect(marks.filter(([english]) => !english)).toHaveLength(2)
  })
})

test.describe('a list item the translation lacks', () => {
  test('a question written only in English is on the Romanian FAQ in its English place, in English and marked, and the others stay Romanian @desktop', async ({ page }) => {
    await page.goto('/ro/faq/')
    const support = page.getByRole('region', { name: 'Suport' })
    const questions = support.locator('summary')
    // The Romanian file lacks the group's first question: it keeps its place, and the ones after it their own translations.
    await expect(questions).toHaveCount(4)
    await expect(questions.nth(0)).toContainText('What happens after launch?')
    await expect(questions.nth(0).getByText('What happens after launch?')).toHaveAttribute('lang', 'en')
    await expect(questions.nth(0).getByText('În engleză', { exact: true })).toBeVisible()
    await expect(questions.nth(1)).toHaveText('Cât de repede reacționați la probleme?')
    await expect(support.getByText('În engleză', { exact: true })).toHaveCount(1)
    // Its answer is English too, shown open as the group's first answer always is.
    const answer = support.getByText(/^The first 30 days after a release/)
    await expect(answer).toBeVisible()
    await expect(answer).toHaveAttribute('lang', 'en')
    // The group's address is the same in both languages.
    await expect(page.getByRole('navigation', { name: 'Pe această pagină' }).getByRole('link', { name: 'Suport' })).toHaveAttribute('href', '#support')
  })
})

test.describe('every page in both languages', () => {
  test('the search page switches to the search page @desktop', async ({ page }) => {
    await page.goto('/search/')
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' }).click()
    await expect(page).toHaveURL(/\/ro\/search\/$/)
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Limba' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/search/')
  })

  test('the menu writes both languages out and marks the current one', async ({ page }) => {
    await page.goto('/ro/contact/')
    await pageReady(page)
    await page.getByRole('button', { name: 'Deschideți meniul' }).click()
    const languages = page.getByRole('dialog').getByRole('navigation', { name: 'Limba' })
    await expect(languages.locator('[aria-current="true"]')).toHaveText('Română')
    await expect(languages.getByRole('link', { name: 'English', exact: true })).toBeVisible()
    await expect(languages.getByRole('link', { name: 'English', exact: true })).toHaveText('English')
  })

  test('no link of any built page leaves its language, and every switcher keeps its page @desktop', () => {
    const { distDir } = e2eSettings()
    const { pages, links, problems } = languageProblems(path.join(distDir, 'client'), 'https://www.northwind.example')
    expect(pages).toBeGreaterThan(100)
    expect(links).toBeGreaterThan(pages * 10)
    expect(problems, formatLanguageProblems(problems.slice(0, 40))).toEqual([])
  })
})

test.describe('search engines know both languages', () => {
  test('hreflang alternates are reciprocal on every page of the sitemap, with x-default in English @desktop', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths).toContain('/ro/services/rpa/')
    expect(paths).not.toContain('/ro/blog/review-shape-up/')
    const alternatesOf = new Map<string, Array<{ hreflang: string; path: string }>>()
    for (const path of paths) {
      const head = headOf(await (await request.get(path)).text())
      alternatesOf.set(
        path,
        head.alternates.map((a) => ({ hreflang: a.hreflang, path: new URL(a.href).pathname })),
      )
    }
    const problems: string[] = []
    for (const [path, alternates] of alternatesOf) {
      if (alternates.length === 0) continue
      const self = alternates.filter((a) => a.path === path && a.hreflang !== 'x-default')
      if (self.length !== 1) problems.push(`${path}: names itself ${self.length} times`)
      const xDefault = alternates.find((a) => a.hreflang === 'x-default')
      if (!xDefault || xDefault.path.startsWith('/ro/')) problems.push(`${path}: x-default ${xDefault?.path}`)
      for (const alternate of alternates.filter((a) => a.hreflang !== 'x-default')) {
        const back = alternatesOf.get(alternate.path)
        if (!back) problems.push(`${path}: its ${alternate.hreflang} alternate ${alternate.path} is not in the sitemap`)
        else if (JSON.stringify(back) !== JSON.stringify(alternates)) problems.push(`${path} and ${alternate.path} name different alternates`)
      }
      // The sitemap says the same as the head.
      const entry = sitemap.split('<url>').find((u) => u.includes(`${path}</loc>`)) ?? ''
      for (const alternate of alternates) {
        if (!entry.includes(`hreflang="${alternate.hreflang}" href="https://www.northwind.example${alternate.path}"`)) problems.push(`${path}: sitemap lacks ${alternate.hreflang}`)
      }
    }
    expect(problems).toEqual([])
    expect(alternatesOf.get('/services/rpa/')).toEqual([
      { hreflang: 'en', path: '/services/rpa/' },
      { hreflang: 'ro', path: '/ro/services/rpa/' },
      { hreflang: 'x-default', path: '/services/rpa/' },
    ])
  })

  test('a Romanian page names its language for sharing and structured data, and has its own canonical address @desktop', async ({ request }) => {
    const html = await (await request.get('/ro/services/rpa/')).text()
    const head = headOf(html)
    expect(head.canonical).toBe('https://www.northwind.example/ro/services/rpa/')
    expect(html).toContain('<meta property="og:locale" content="ro_RO">')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB">')
    const graph = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(graph.find((item) => item['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'ro', url: 'https://www.northwind.example/ro/services/rpa/' })
  })

  test('each language has its feed, with the posts written in it @desktop', async ({ request }) => {
    const romanian = await (await request.get('/ro/blog/feed.xml')).text()
    const entries = [...romanian.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => new URL(m[1]!).pathname)
    expect(entries.sort()).toEqual(['/ro/blog/calm-software/', '/ro/blog/our-first-horizon-europe-consortium/'])
    const english = await (await request.get('/blog/feed.xml')).text()
    expect(english).not.toContain('/ro/')
    const page = await (await request.get('/ro/blog-grid/')).text()
    expect(page).toContain('href="/ro/blog/feed.xml"')
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

  test('dates and figures are written the Romanian way @desktop', async ({ page }) => {
    await page.goto('/ro/blog/calm-software/')
    await expect(page.getByRole('main').locator('time').first()).toHaveText('14 martie 2023')
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
