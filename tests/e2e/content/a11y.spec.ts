import type { Page } from '@playwright/test'
import { DEFAULT_LOCALE, type Locale, localizePath, splitLocale } from '../../../lib/shared/locales'
import { axe, expect, isPhone, pageReady, test } from '../fixtures'
import { baselinePaths, builtPaths, siteUnderTest } from './site'

/**
 * axe-core, every rule, on one page of each kind: each page outside a collection is a kind of its
 * own (it has its own template), and a collection's pages (/services/…, /blog/…) are one kind.
 * Desktops check the kinds in the first language, phones in the other (in the first too when the
 * content has one language), so every template is checked at both widths and in both languages.
 * What a page's content alone can break (a heading that skips a level, a link or picture without
 * words, raw HTML) the content check refuses, naming the file and line, before anything is built.
 * On the copy with an editor's additions, the pages of a kind the real content does not have (a new
 * home variant) are checked on desktop, or else the first page the additions make: every other page
 * is of a kind already checked, and differs from it only by its content. The list is
 * read when the tests run, so these specs hold on any content. (The head of every page is read over
 * HTTP in head.spec.ts.)
 */
const SHARES = 4

/** The language of a page and the kind of page it is, read with the site's own address rules. */
function kindOf(address: string): { locale: Locale; kind: string } {
  const { locale, path } = splitLocale(address)
  const segments = path.split('/').filter(Boolean)
  return { locale, kind: segments.length >= 2 ? `/${segments.slice(0, -1).join('/')}/*` : path }
}

/** The first page of each kind the build made, in the given language, then its not-found page. */
function onePageOfEachKind(paths: string[], locale: Locale): string[] {
  const kinds = new Map<string, string>()
  for (const path of paths) {
    const page = kindOf(path)
    if (page.locale === locale && !kinds.has(page.kind)) kinds.set(page.kind, path)
  }
  return [...kinds.values(), localizePath('/no-such-page/', locale)]
}

/** The pages the running project checks: see above. */
function pagesToCheck(page: Page): string[] {
  // Every page built, in the sitemap or not: the layouts the site does not show are still visited.
  const all = builtPaths()
  const baseline = baselinePaths()
  if (baseline) {
    const known = new Set(baseline)
    const added = all.filter((path) => !known.has(path))
    expect(added, 'the pages the additions make').not.toEqual([])
    const kindKey = (path: string) => Object.values(kindOf(path)).join(' ')
    const knownKinds = new Set(baseline.map(kindKey))
    const newKinds = added.filter((path) => !knownKinds.has(kindKey(path)))
    return newKinds.length > 0 ? newKinds : added.slice(0, 1)
  }
  const second = all.map((path) => kindOf(path).locale).find((locale) => locale !== DEFAULT_LOCALE)
  return onePageOfEachKind(all, isPhone(page) ? (second ?? DEFAULT_LOCALE) : DEFAULT_LOCALE)
}

for (let share = 0; share < SHARES; share++) {
  test(`no accessibility violation on one page of each kind, share ${share + 1} of ${SHARES}`, async ({ page }) => {
    const paths = pagesToCheck(page).filter((_, index) => index % SHARES === share)
    test.setTimeout(30_000 * Math.max(1, paths.length))
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect.soft(response?.status(), path).toBe(path.endsWith('/no-such-page/') ? 404 : 200)
        await pageReady(page)
        const results = await axe(page).analyze()
        expect.soft(results.violations.map((v) => `${path}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      })
    }
  })
}

test('the open menu has no accessibility violation', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await page.getByRole('button', { name: siteUnderTest().ui.openMenu }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The first sub-menu opened, whatever the content names it.
  await dialog.locator('summary').first().click()
  const open = await axe(page).include('dialog').analyze()
  expect(open.violations.map((v) => `menu: ${v.id} ${v.help}`)).toEqual([])
})
