import type { Locator, Page } from '@playwright/test'
import { CONSENT_COOKIE } from '../../components/Consent/savedChoice'
import { expect, holdScripts, pageReady, test } from './fixtures'

/**
 * A keyboard path for every widget of the fixture site: from the top of its page (a fresh load,
 * nothing clicked, the focus at the start of the document), Tab reaches the widget's control in
 * the order the page is drawn, with a focus ring, and the widget's WAI-ARIA keys work from there,
 * starting its script if nothing has started it yet. Before that, with the page's scripts held
 * back as on a slow connection, nothing of the widget the visitor can see is disabled.
 * (The filter tabs have theirs in filter-tabs.spec.ts.)
 */

// The first search loads Pagefind's WebAssembly and index: seconds on a busy machine.
const FIRST_SEARCH = { timeout: 20_000 }

interface Stop {
  name: string
  top: number
  bottom: number
}

/** The focused element as a visitor knows it (its tag and name), and where it is drawn in the page. */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: 'nothing (the page itself)', top: 0, bottom: 0 }
    const label = (el as HTMLInputElement).labels?.[0]?.innerText
    const text = (el.getAttribute('aria-label') ?? label ?? el.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    const box = el.getBoundingClientRect()
    return { name: `<${el.tagName.toLowerCase()}> "${text}"`, top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }
  })
}

/** The focus can be seen on the element: an outline or a shadow that is drawn. */
async function expectFocusRing(target: Locator, what: string) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)'
    return { outline, shadow: style.boxShadow !== 'none', drawn: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}` }
  })
  expect(ring.outline || ring.shadow, `${what} shows the focus (${ring.drawn})`).toBe(true)
}

/**
 * Presses Tab (or Shift+Tab) as a keyboard user does, at most `max` times, until `target` has the
 * focus. Then expects it to have come in the order the page is drawn (going forward, nothing
 * reached before it lies wholly below it; going back, nothing lies wholly above it) and to show a
 * focus ring.
 */
async function tabTo(page: Page, target: Locator, what: string, { key = 'Tab', max = 40 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {}) {
  const passed: Stop[] = []
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key)
    if (await target.evaluate((el) => el === document.activeElement)) {
      const here = await focusStop(page)
      const outOfOrder = passed.filter((stop) => (key === 'Tab' ? stop.top >= here.bottom : stop.bottom <= here.top))
      expect(
        outOfOrder.map((stop) => stop.name),
        `${what} is reached after what is drawn ${key === 'Tab' ? 'below' : 'above'} it`,
      ).toEqual([])
      await expectFocusRing(target, what)
      return
    }
    passed.push(await focusStop(page))
  }
  throw new Error(`${max} presses of ${key} never reached ${what}; they went to ${passed.map((stop) => stop.name).join(', ')}`)
}

/**
 * Opens `path` with every script held back: the page as the visitor sees it before any script has
 * started. Returns what lets the scripts arrive (and waits until the page's entry script has run);
 * the focus stays at the start of the document.
 */
async function openBeforeScripts(page: Page, path: string) {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveAttribute('data-enhanced', 'true')
  return async () => {
    release()
    await pageReady(page)
  }
}

/** Each control is on screen and works: none is disabled while its script has not started. */
async function expectDrawnWorking(controls: Locator[]) {
  for (const control of controls) {
    await expect(control).toBeVisible()
    await expect(control).toBeEnabled()
    await expect(control).not.toHaveAttribute('aria-disabled', 'true')
  }
}

/** No control the visitor can see inside `widget` is disabled. */
async function expectNothingDisabled(widget: Locator, what: string) {
  await expect(widget).toBeVisible()
  const disabled = widget.locator(':disabled, [aria-disabled="true"]').filter({ visible: true })
  expect(await disabled.evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 80))), `disabled controls in ${what}`).toEqual([])
}

test.describe('header', () => {
  test('dropdowns: Tab reaches each menu button, Enter and Space open its list, Escape closes it and gives the focus back @desktop', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/privacy-policy/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const services = nav.getByRole('button', { name: 'SERVICES' })
    const industries = nav.getByRole('button', { name: 'INDUSTRIES' })
    await expectDrawnWorking([services, industries])
    await scriptsArrive()

    await tabTo(page, services, 'the SERVICES menu button')
    const first = nav.getByRole('link', { name: 'Digital Transformation' })
    await expect(first).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(first).toBeVisible()
    // The list follows its button: the next Tab goes into it.
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(first).toBeHidden()
    await expect(services).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(industries).toBeFocused()
    const energy = nav.getByRole('link', { name: 'Energy, Oil & Gas' })
    await page.keyboard.press('Space')
    await expect(energy).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(energy).toBeHidden()
    await expect(industries).toBeFocused()
  })

  test('off-canvas menu: Enter on Open menu moves the focus into the dialog, Escape closes it and gives the focus back', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/terms-and-conditions/')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await expectDrawnWorking([opener])
    await scriptsArrive()

    await tabTo(page, opener, 'the Open menu button')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d !== document.activeElement && d.contains(document.activeElement)), 'the next Tab stays in the menu').toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('search: Tab reaches the search button, Enter opens the box, typing finds, Escape closes it and gives the focus back @widths', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/faq/')
    const banner = page.getByRole('banner')
    // Before the script, the header offers a link to the search page in the button's place.
    await expectDrawnWorking([banner.getByRole('link', { name: 'Search the site' })])
    await scriptsArrive()

    const toggle = banner.getByRole('button', { name: /^(Search the site|Close search)$/ })
    await tabTo(page, toggle, 'the search button')
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await page.keyboard.type('reconciliations')
    await expect(banner.getByRole('status')).toHaveText(/found for “reconciliations”/, FIRST_SEARCH)
    await expect(banner.getByRole('link', { name: 'Robotic Process Automation', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(box).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('language switcher: Tab reaches the other language, and Enter opens the same page in it @desktop', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/services/rpa/')
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Language' })
    const romanian = languages.getByRole('link', { name: 'Română' })
    await expectDrawnWorking([romanian])
    // The page's own language is shown and marked, but it is not a link: Tab goes past it.
    const current = languages.locator('[aria-current="true"]')
    await expect(current).toBeVisible()
    // Wholly shown, not clipped to a screen-reader-only pixel.
    await expect(current).toBeInViewport({ ratio: 1 })
    await expect(languages.getByRole('link')).toHaveCount(1)
    await scriptsArrive()

    await tabTo(page, romanian, 'the link to Romanian')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ro\/services\/rpa\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatizarea robotică a proceselor')
  })

  test('language switcher on a phone: in the menu, Tab reaches the other language, and Enter opens the same page in it', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/contact/')
    await scriptsArrive()
    const opener = page.getByRole('button', { name: 'Open menu' })
    await tabTo(page, opener, 'the Open menu button')
    await page.keyboard.press('Enter')
    const romanian = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Română' })
    await tabTo(page, romanian, 'the link to Romanian in the menu', { max: 20 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ro\/contact\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
  })
})

test('FAQ accordion: Tab reaches the first question, Enter and Space close and open it, one answer open at a time', async ({ page }) => {
  const scriptsArrive = await openBeforeScripts(page, '/faq/')
  const progress = page.getByRole('region', { name: 'Progress' })
  const [first, second] = [progress.locator('details').nth(0), progress.locator('details').nth(1)]
  await expectNothingDisabled(progress, 'the Progress questions')
  await scriptsArrive()

  await tabTo(page, first.locator('summary'), 'the first question')
  await expect(first).toHaveAttribute('open', '')
  await page.keyboard.press('Enter')
  await expect(first).not.toHaveAttribute('open')
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(second.locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open')
})

test.describe('carousels', () => {
  /** The "n of N" name of the slide swiper shows. */
  const activeLabel = (region: Locator) => region.locator('.swiper-slide-active').getAttribute('aria-label')
  /** The name of the slide `step` places from the one named `label` ("2 of 8"), going round. */
  const moved = (label: string, step: number) => {
    const [n, total] = label.split(' of ').map(Number) as [number, number]
    return `${((n - 1 + step + total) % total) + 1} of ${total}`
  }

  test('arrows: Tab reaches Next after the slides, Enter moves on, Shift+Tab and Space on Previous move back', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/works-carousel/')
    const region = page.getByRole('region', { name: 'Our newest works' })
    const previous = region.getByRole('button', { name: 'Previous slide' })
    const next = region.getByRole('button', { name: 'Next slide' })
    await expectDrawnWorking([previous, next])
    await scriptsArrive()

    await tabTo(page, next, 'the Next slide button')
    // The focus on its slides, on the way here, has started it (a press before it works: the next test).
    await expect(region).toHaveAttribute('data-ready', 'true')
    const shown = (await activeLabel(region))!
    await page.keyboard.press('Enter')
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', moved(shown, 1))
    await page.keyboard.press('Shift+Tab')
    await expect(previous).toBeFocused()
    await page.keyboard.press('Space')
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', shown)
  })

  test('arrows before the carousel has started: Enter on Next, pressed while its code is on the way, moves it once it starts', async ({ page }) => {
    // The page's clock stands still (only runFor moves it): the carousel waits for its first use.
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await page.goto('/works-carousel/')
    await pageReady(page)
    // The carousel's own script is there, waiting for the visitor; swiper's code is not.
    await page.waitForLoadState('networkidle')
    const island = page.locator('[data-island="Carousel"]')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    const release = await holdScripts(page)
    const region = page.getByRole('region', { name: 'Our newest works' })
    const next = region.getByRole('button', { name: 'Next slide' })
    await tabTo(page, next, 'the Next slide button')
    await page.keyboard.press('Enter')
    release()
    await expect
      .poll(async () => {
        await page.clock.runFor(250)
        return island.getAttribute('data-hydrated')
      })
      .toBe('true')
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 8')
  })

  test('pause button: Tab reaches it, Enter pauses the slides and Space plays them again', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/home-default/')
    const region = page.getByRole('region', { name: 'Client testimonials' })
    const toggle = region.getByRole('button', { name: /^(Pause|Play) the slides$/ })
    await expectDrawnWorking([toggle, region.getByRole('button', { name: 'Previous slide' }), region.getByRole('button', { name: 'Next slide' })])
    await scriptsArrive()

    await tabTo(page, toggle, 'the pause button of the testimonials', { max: 60 })
    // What the button does depends on whether the slides play: it is pressed once the focus has started the carousel.
    await expect(region).toHaveAttribute('data-ready', 'true')
    await expect(toggle).toHaveAccessibleName('Pause the slides')
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAccessibleName('Play the slides')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAccessibleName('Pause the slides')
  })
})

test('lightbox: Enter on a picture opens it, the arrow keys move through the gallery, Escape closes it and gives the focus back', async ({ page }) => {
  const scriptsArrive = await openBeforeScripts(page, '/case-studies/energetica-erp/')
  const gallery = page.locator('[data-island="Lightbox"]').nth(1)
  const picture = gallery.getByRole('link', { name: /^Enlarge image:/ }).first()
  await expectDrawnWorking([picture])
  await scriptsArrive()

  await tabTo(page, picture, 'the first picture of the gallery')
  await page.keyboard.press('Enter')
  const lightbox = page.locator('.glightbox-container')
  await expect(lightbox).toBeVisible()
  const current = () => lightbox.evaluate((box) => [...box.querySelectorAll('.gslide')].findIndex((slide) => slide.classList.contains('current')))
  await expect.poll(current).toBe(0)
  await page.keyboard.press('ArrowRight')
  await expect.poll(current).toBe(1)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(current).toBe(0)
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0, { timeout: 5000 })
  await expect(picture).toBeFocused()
})

test('contact form: Tab goes through the fields to Send, and Enter on Send with empty fields shows the messages and focuses the first field', async ({ page }) => {
  const scriptsArrive = await openBeforeScripts(page, '/contact/')
  const main = page.getByRole('main')
  const form = main.locator('form')
  const name = main.getByRole('textbox', { name: /^Name/ })
  const send = main.getByRole('button', { name: 'Send message' })
  await expectNothingDisabled(form, 'the contact form')
  await expectDrawnWorking([name, send])
  await scriptsArrive()

  await tabTo(page, name, 'the Name field')
  for (const next of [
    main.getByRole('textbox', { name: 'Organization' }),
    main.getByRole('textbox', { name: /^E-mail/ }),
    main.getByRole('textbox', { name: 'What would you like to build?' }),
    main.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }),
    main.getByRole('link', { name: 'Terms and Conditions' }),
    send,
  ]) {
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
  }
  await expectFocusRing(send, 'Send')
  await page.keyboard.press('Enter')
  for (const message of ['Name is required', 'Email is required', 'Accept Terms and Conditions is required']) await expect(main.getByText(message, { exact: true })).toBeVisible()
  await expect(name).toBeFocused()
  expect(page.url()).toMatch(/\/contact\/$/)
})

test.describe('cookie consent on a first visit', () => {
  test.use({ consent: null })
  const banner = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' })

  test('Tab reaches the banner first, and Enter on Accept all saves the choice and closes it', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/privacy-policy/')
    await scriptsArrive()
    await expectNothingDisabled(banner(page), 'the cookie banner')
    const accept = banner(page).getByRole('button', { name: 'Accept all' })
    await tabTo(page, accept, 'Accept all')
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(accept).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain(CONSENT_COOKIE)
  })

  test('Enter on Choose cookies opens the settings window with the focus in it', async ({ page }) => {
    const scriptsArrive = await openBeforeScripts(page, '/privacy-policy/')
    await scriptsArrive()
    const choose = banner(page).getByRole('button', { name: 'Choose cookies' })
    await tabTo(page, choose, 'Choose cookies')
    await page.keyboard.press('Enter')
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(settings).toBeVisible()
    await expect.poll(() => settings.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  })
})

test("the footer's Cookie settings button: drawn working before the script, Shift+Tab from the top reaches it, Enter opens the settings", async ({ page }) => {
  const scriptsArrive = await openBeforeScripts(page, '/privacy-policy/')
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await expectDrawnWorking([button])
  await scriptsArrive()

  await tabTo(page, button, 'Cookie settings', { key: 'Shift+Tab', max: 10 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
})

test('cover video: Tab reaches its button before the content below it, Enter plays the video and Space pauses it', async ({ page }) => {
  // The page's clock stands still, as in the visit's first seconds: the video waits on its poster.
  await page.clock.install({ time: 0 })
  await page.clock.pauseAt(1000)
  const scriptsArrive = await openBeforeScripts(page, '/')
  const toggle = page.locator('#home').getByRole('button', { name: /^(Play|Pause) the background video$/ })
  await expectDrawnWorking([toggle])
  // A plain button whose name says what a press does: never a toggle announced as "pressed".
  await expect(toggle).not.toHaveAttribute('aria-pressed')
  await scriptsArrive()

  const video = page.locator('#home video')
  const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused)
  await tabTo(page, toggle, 'the cover video button')
  await expect(toggle).toHaveAccessibleName('Play the background video')
  await expect(toggle).not.toHaveAttribute('aria-pressed')
  await page.keyboard.press('Enter')
  await expect.poll(paused).toBe(false)
  await expect(toggle).toHaveAccessibleName('Pause the background video')
  await expect(toggle).not.toHaveAttribute('aria-pressed')
  await page.keyboard.press('Space')
  await expect.poll(paused).toBe(true)
  await expect(toggle).toHaveAccessibleName('Play the background video')
  await expect(toggle).not.toHaveAttribute('aria-pressed')
})
