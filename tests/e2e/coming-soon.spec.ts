import type { Page } from '@playwright/test'
import { expect, islandReady, test } from './fixtures'

const LAUNCH = new Date('2022-12-30T00:00:00+02:00')

const timer = (page: Page) => page.getByRole('timer', { name: 'Time left until the launch' })
/** The figure shown above a unit's label, e.g. "07" above "Seconds". */
const unit = (page: Page, label: string) => timer(page).locator('li', { hasText: label }).locator('span').first()

test.describe('coming-soon page', () => {
  test('after the launch the countdown shows 00 for days, hours, minutes and seconds and stays there', async ({ page }) => {
    await page.goto('/coming-soon/')
    await expect(page).toHaveTitle('Northwind Software | Coming Soon')
    await islandReady(page, 'Countdown')
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) {
      await expect(timer(page).getByText(label, { exact: true })).toBeVisible()
      await expect(unit(page, label)).toHaveText('00')
    }
    await page.waitForTimeout(1500)
    await expect(unit(page, 'Seconds')).toHaveText('00')
    await expect(timer(page)).toContainText('0 days, 0 hours, 0 minutes and 0 seconds left until the launch')
  })

  test('the zeros are in the HTML, without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/coming-soon/')
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(unit(page, label)).toHaveText('00')
    await context.close()
  })

  test('before the launch it ticks every second toward 30 Dec 2022 00:00 (Bucharest time)', async ({ page }) => {
    // 1 day, 2 hours, 3 minutes and 30 seconds before the launch.
    const start = LAUNCH.getTime() - ((26 * 60 + 3) * 60 + 30) * 1000
    await page.clock.install({ time: start - 10_000 })
    await page.clock.pauseAt(start)
    await page.goto('/coming-soon/')
    await islandReady(page, 'Countdown')
    await expect(unit(page, 'Days')).toHaveText('01')
    await expect(unit(page, 'Hours')).toHaveText('02')
    await expect(unit(page, 'Minutes')).toHaveText('03')
    await expect(unit(page, 'Seconds')).toHaveText('30')
    await page.clock.runFor(1000)
    await expect(unit(page, 'Seconds')).toHaveText('29')
    await page.clock.runFor(2000)
    await expect(unit(page, 'Seconds')).toHaveText('27')
    await page.clock.runFor(28_000)
    await expect(unit(page, 'Minutes')).toHaveText('02')
    await expect(unit(page, 'Seconds')).toHaveText('59')
  })

  test('it reaches 00 at the launch and stops', async ({ page }) => {
    await page.clock.install({ time: LAUNCH.getTime() - 10_000 })
    await page.clock.pauseAt(LAUNCH.getTime() - 3000)
    await page.goto('/coming-soon/')
    await islandReady(page, 'Countdown')
    await expect(unit(page, 'Seconds')).toHaveText('03')
    await page.clock.runFor(2000)
    await expect(unit(page, 'Seconds')).toHaveText('01')
    await page.clock.runFor(1000)
    await expect(unit(page, 'Seconds')).toHaveText('00')
    await page.clock.runFor(5000)
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(unit(page, label)).toHaveText('00')
  })

  test('the subscribe box sends nothing: no request, the address stays, a note says so', async ({ page }) => {
    await page.goto('/coming-soon/')
    await islandReady(page, 'SubscribeForm')
    await page.waitForLoadState('networkidle')
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const url = page.url()
    const email = page.getByRole('textbox', { name: 'Your e-mail address' })
    await email.fill('someone@example.com')
    await email.press('Enter')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toContainText('nothing was sent')
    await page.waitForTimeout(500)
    expect(page.url()).toBe(url)
    expect(requests).toEqual([])
    await expect(email).toHaveValue('someone@example.com')
  })

  test('without script the subscribe box offers no button and cannot submit anywhere', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/coming-soon/')
    const url = page.url()
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeHidden()
    const email = page.getByRole('textbox', { name: 'Your e-mail address' })
    await email.fill('someone@example.com')
    await email.press('Enter')
    await page.waitForTimeout(500)
    expect(page.url()).toBe(url)
    await context.close()
  })
})

test.describe('coming-soon page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the figures change without animation', async ({ page }) => {
    await page.clock.install({ time: new Date(LAUNCH.getTime() - 60_000) })
    await page.goto('/coming-soon/')
    await islandReady(page, 'Countdown')
    // The figure is replaced every second (that restarts its animation), so read it afresh each time.
    await expect.poll(() => unit(page, 'Seconds').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })
})
