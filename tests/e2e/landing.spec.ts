import type { Page } from '@playwright/test'
import { FIRST_SECONDS_MS } from '../../components/islands/whenIdle'
import { expect, isPhone, islandReady, scrollTo, test } from './fixtures'

test.describe('landing page', () => {
  // The texts, links and figures of the page as built: tests/html/landing.test.ts.
  test('hero: looping muted cover video that plays and pauses, GET STARTED scrolls to the get-started section', async ({ page }) => {
    await page.goto('/')
    await islandReady(page, 'HeroVideo')
    const video = page.locator('#home video')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true)
    // A plain button named for what a press does, never announced as "pressed".
    const toggle = page.locator('#home').getByRole('button', { name: /the background video$/ })
    await expect(toggle).toHaveAccessibleName('Pause the background video')
    await expect(toggle).not.toHaveAttribute('aria-pressed')
    await toggle.click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(toggle).toHaveAccessibleName('Play the background video')
    await expect(toggle).not.toHaveAttribute('aria-pressed')

    await page.getByRole('link', { name: 'GET STARTED' }).click()
    await expect(page).toHaveURL(/#get-started$/)
    await expect(page.getByRole('link', { name: /Book a Free Consultation TODAY!/ })).toBeInViewport()
  })

  test('the scroll-down arrow shows only while scrolled 150 px or less', async ({ page }) => {
    await page.goto('/')
    const arrow = page.getByRole('link', { name: 'Scroll down' })
    await expect(arrow).toBeVisible()
    await scrollTo(page, 150)
    await expect(arrow).toBeVisible()
    await scrollTo(page, 160)
    await expect(arrow).toBeHidden()
    await scrollTo(page, 0)
    await expect(arrow).toBeVisible()
  })

  test('what we do: a tap on an industry leads to its page', async ({ page }) => {
    await page.goto('/')
    const whatWeDo = page.locator('#what-we-do')
    await whatWeDo.getByRole('link', { name: 'Healthcare' }).click()
    await expect(page).toHaveURL(/\/industries\/healthcare\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare')
  })

  test('counters start when scrolled near, not on load, and count up to their target', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const strip = page.locator('[data-island="Counters"]').nth(1)
    // A visitor who reads only the first screen runs none of their script.
    await expect(strip).not.toHaveAttribute('data-hydrated', 'true')
    await strip.locator('ul').scrollIntoViewIfNeeded()
    await expect(strip).toHaveAttribute('data-hydrated', 'true')
    await expect(strip.locator('li').nth(3).locator('[aria-hidden="true"]')).toHaveText('18,750', { timeout: 5000 })
    await expect(strip.locator('li').first().locator('[aria-hidden="true"]')).toHaveText('120')
  })

  test('a counter never shows its final figure before it counts up from 0', async ({ page }) => {
    // Records, before every frame the browser paints, what each figure shows when it can be seen.
    await page.addInitScript(() => {
      const seen: string[][] = []
      ;(window as unknown as { counterFrames: string[][] }).counterFrames = seen
      const record = () => {
        document.querySelectorAll<HTMLElement>('[data-counter-value]').forEach((figure, index) => {
          if (!figure.checkVisibility({ visibilityProperty: true })) return
          const shown = (seen[index] ??= [])
          const text = figure.textContent ?? ''
          if (shown.at(-1) !== text) shown.push(text)
        })
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.goto('/')
    for (const strip of await page.locator('[data-island="Counters"]').all()) {
      const list = strip.locator('ul')
      // The stats strip is for large screens only (a strip below the fold is not drawn yet, but has its box).
      if ((await list.boundingBox()) === null) continue
      await list.scrollIntoViewIfNeeded()
      await expect(strip).toHaveAttribute('data-hydrated', 'true')
      await expect(list).toHaveAttribute('data-counting', 'false', { timeout: 5000 })
    }
    // The recorder sees the last figure in the frame after it is set: read after two more frames.
    const { frames, targets } = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return {
        frames: (window as unknown as { counterFrames: (string[] | null)[] }).counterFrames,
        targets: [...document.querySelectorAll<HTMLElement>('[data-counter-value]')].map((figure) => Number(figure.dataset.counterValue)),
      }
    })
    expect(frames.filter(Boolean).length).toBeGreaterThan(0)
    frames.forEach((shown, index) => {
      if (!shown) return
      const values = shown.map((text) => Number(text.replace(/\D/g, '')))
      expect(values[0], `first figure painted: ${shown.join(' > ')}`).toBe(0)
      expect(values, `figures never go down: ${shown.join(' > ')}`).toEqual([...values].sort((a, b) => a - b))
      expect(values.at(-1), `ends on its target: ${shown.join(' > ')}`).toBe(targets[index])
    })
  })

  test('the stats strip is for large screens only @widths', async ({ page }) => {
    await page.goto('/')
    const stat = page.getByText('hours of engineering delivered')
    if (isPhone(page)) await expect(stat).toBeHidden()
    else {
      await stat.scrollIntoViewIfNeeded()
      await expect(stat).toBeVisible()
    }
  })

  test('a tap on a blog teaser leads to its post @desktop', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'From the blog' }) })
    await section
      .getByRole('link', { name: /^Continue/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('partner logos: 2 per row on phones, 6 on large screens @widths', async ({ page }) => {
    await page.goto('/')
    const logos = page.locator('section', { has: page.getByRole('heading', { name: 'Trusted by' }) }).locator('li')
    await logos.first().scrollIntoViewIfNeeded()
    const tops = await logos.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
    const perRow = tops.filter((t) => t === tops[0]).length
    expect(perRow).toBe(isPhone(page) ? 2 : 6)
  })
})

test.describe('landing page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the video stays paused on its poster and counters show their targets at once', async ({ page }) => {
    await page.goto('/')
    await islandReady(page, 'HeroVideo')
    const video = page.locator('#home video')
    await page.waitForTimeout(500)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    const toggle = page.locator('#home').getByRole('button', { name: /the background video$/ })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Play the background video')
    await expect(toggle).not.toHaveAttribute('aria-pressed')
    const strip = page.locator('[data-island="Counters"]').nth(1)
    await strip.locator('ul').scrollIntoViewIfNeeded()
    await expect(strip).toHaveAttribute('data-hydrated', 'true')
    await expect(strip.locator('li').first().locator('[aria-hidden="true"]')).toHaveText('120')
  })
})

test.describe('the cover video and the first visit', () => {
  const video = (page: Page) => page.locator('#home video')
  const playing = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => !v.paused)
  /** Holds the page's idle callbacks until `idleNow`: the test says when the browser is idle. */
  const holdIdleCallbacks = (page: Page) =>
    page.addInitScript(() => {
      const held: Array<() => void> = []
      Object.assign(window, { heldIdle: held })
      window.requestIdleCallback = ((callback: IdleRequestCallback) => {
        held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
        return held.length
      }) as typeof window.requestIdleCallback
    })
  /** Runs the held idle callbacks and tells whether the video is playing right after (play() takes effect at once). */
  const idleNow = (page: Page) =>
    page.evaluate(() => {
      ;(window as unknown as { heldIdle: Array<() => void> }).heldIdle.splice(0).forEach((run) => run())
      return !document.querySelector<HTMLVideoElement>('#home video')!.paused
    })

  test('shows its poster, fetches nothing and stays still through the first seconds of the visit, then starts when the browser is idle', async ({ page }) => {
    // The clock stands still from here: only runFor moves it.
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await holdIdleCallbacks(page)
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) asked.push(request.url())
    })
    await page.goto('/')
    await islandReady(page, 'HeroVideo')
    await page.waitForLoadState('load')
    // Loaded and idle, but still in the visit's first seconds: the poster stays.
    expect(await idleNow(page)).toBe(false)
    await page.clock.runFor(FIRST_SECONDS_MS - 1000)
    expect(await idleNow(page)).toBe(false)
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0)
    expect(asked).toEqual([])

    await page.clock.runFor(1000)
    await expect.poll(() => page.evaluate(() => (window as unknown as { heldIdle: unknown[] }).heldIdle.length)).toBeGreaterThan(0)
    expect(await idleNow(page)).toBe(true)
  })

  test('pauses while scrolled out of view and plays again on the way back; a pause of the visitor is kept', async ({ page }) => {
    await page.goto('/')
    await islandReady(page, 'HeroVideo')
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true)
    await page.locator('#what-we-do').scrollIntoViewIfNeeded()
    await expect.poll(() => playing(page)).toBe(false)
    await scrollTo(page, 0)
    await expect.poll(() => playing(page)).toBe(true)

    await page.getByRole('button', { name: 'Pause the background video' }).click()
    await page.locator('#what-we-do').scrollIntoViewIfNeeded()
    await scrollTo(page, 0)
    const toggle = page.locator('#home').getByRole('button', { name: /the background video$/ })
    await expect(toggle).toHaveAccessibleName('Play the background video')
    await expect(toggle).not.toHaveAttribute('aria-pressed')
    expect(await playing(page)).toBe(false)
  })

  test('never starts by itself when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }))
    await holdIdleCallbacks(page)
    await page.goto('/')
    await islandReady(page, 'HeroVideo')
    await page.waitForLoadState('load')
    expect(await idleNow(page)).toBe(false)
    await page.getByRole('button', { name: 'Play the background video' }).click()
    await expect.poll(() => playing(page)).toBe(true)
  })
})
