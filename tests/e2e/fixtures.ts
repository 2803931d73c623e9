import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { consentCookie } from '../../scripts/lib/consentCookie'

export { consentCookie } from '../../scripts/lib/consentCookie'

const errorsOf = new WeakMap<Page, string[]>()

/**
 * Every test that opens a page fails if the page logs an error, throws, or breaks the
 * Content-Security-Policy. (Tests that only make HTTP requests open no page: starting a browser
 * page for them would cost a second each.)
 */
export const test = base.extend<{ consoleErrors: string[]; consent: string[] | null }>({
  consent: [['necessary'], { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await context.addCookies([{ ...consentCookie(consent), url: baseURL! }])
    await use(context)
  },
  page: async ({ page }, use) => {
    const errors: string[] = []
    errorsOf.set(page, errors)
    page.on('console', (msg) => {
      // A 404 page is fetched on purpose in some tests; the browser logs that status.
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    await use(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
  /** The errors the page has logged so far; a test that provokes one on purpose removes it. */
  consoleErrors: async ({ page }, use) => use(errorsOf.get(page)!),
})

export { expect }

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 700

/**
 * Waits until the named island has hydrated (React attached its handlers). One that starts on first
 * use (`data-when="interaction"`) is first given a visitor's tap, which moves neither focus nor scroll,
 * and tapped again while it has not started: on a busy machine the first tap can come before the
 * page's script is there to hear it, as a visitor's can.
 */
export async function islandReady(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first()
  if ((await island.getAttribute('data-when')) !== 'interaction') {
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    return
  }
  // An island that starts on first use listens once the loader has armed the page: one touch then starts it.
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'armed')
  await island.dispatchEvent('pointerdown')
  await expect(island).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Expects an element reached by a link to a place in the page to sit just below the sticky header:
 * at the page's scroll padding (renderer/styles/base.css), give or take 5 px.
 */
export async function expectJustBelowHeader(target: Locator) {
  const padding = await target.page().evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))
  const top = () => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  await expect.poll(top).toBeGreaterThanOrEqual(padding - 5)
  await expect.poll(top).toBeLessThanOrEqual(padding + 5)
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y)
}

/** Waits until the page's entry script has run: the consent choice, the header search and, on a page with islands, every island armed. */
export async function pageReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
  if (await page.locator('[data-island]').count()) await expect(page.locator('html')).toHaveAttribute('data-islands', 'armed')
}

/**
 * Whether Chromium tells assistive technology that the element is expanded, read from the
 * browser's own accessibility tree (a popover's button gets this state from the browser, with no
 * aria-expanded attribute to read).
 */
export async function axExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` })
    if (!result.objectId) throw new Error(`No element matches ${selector}`)
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded')
    return expanded ? Boolean(expanded.value.value) : undefined
  } finally {
    await cdp.detach()
  }
}

/**
 * axe-core over the page (narrow it with `.include()`), with every rule. Only violations are
 * collected in full: the passing and undecided checks are not gathered, which halves the time.
 * Legacy mode runs axe in the page itself; the default opens a second page to merge the results of
 * frames, which the site does not have, and takes twice as long.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true)

/**
 * From now on the page's scripts arrive only when the returned function lets them, as on a slow
 * connection. `except` are the paths of scripts that arrive at once.
 */
export async function holdScripts(page: Page, except: ReadonlySet<string> = new Set()): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.m?js(\?|$)/, async (route) => {
    if (!except.has(new URL(route.request().url()).pathname)) await held
    await route.continue()
  })
  return release
}

/**
 * Holds back every script `path` loads after the ones its HTML names (its entry and what that
 * preloads): the islands' code, which the entry fetches once it runs. Returns the release.
 */
export async function holdIslandScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text()
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.js)"/g)].map((match) => new URL(match[1]!, 'http://site').pathname)
  expect(named.length, `the scripts ${path} names`).toBeGreaterThan(0)
  return holdScripts(page, new Set(named))
}
