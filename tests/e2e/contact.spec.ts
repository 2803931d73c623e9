import type { Locator, Page } from '@playwright/test'
import { answerWith, receivedFrom, uniqueEmail } from './support/fakeEmail'
import { e2eSettings } from '../../scripts/lib/testSites/settings'
import { expect, isPhone, islandReady, pageReady, test, axe, holdScripts } from './fixtures'

const SENT = 'Thank you for contacting us. We will get back to you shortly.'
const NOT_SENT = 'Your message was not sent.'

async function openForm(page: Page) {
  await page.goto('/contact/')
  await islandReady(page, 'ContactForm')
  return form(page)
}

function form(page: Page) {
  const main = page.getByRole('main')
  return {
    name: main.getByRole('textbox', { name: /^Name/ }),
    organization: main.getByRole('textbox', { name: 'Organization' }),
    email: main.getByRole('textbox', { name: /^E-mail/ }),
    goal: main.getByRole('textbox', { name: 'What would you like to build?' }),
    terms: main.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }),
    send: main.getByRole('button', { name: 'Send message' }),
    retry: main.getByRole('button', { name: 'Try again' }),
    /** The form's own alert; the toasts are alerts too. */
    alert: main.locator('form').getByRole('alert'),
  }
}

/** The browser logs a failed request; that one is expected, any other error still fails the test. */
function expectOnly(consoleErrors: string[], expected: RegExp) {
  expect(consoleErrors.some((e) => expected.test(e))).toBe(true)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)))
}

/**
 * Stops the page's installed clock a little ahead of its present time, so that only runFor() moves it.
 * On a busy machine more than the margin can pass between reading the clock and pausing it; then
 * it tries again with a wider margin.
 */
async function pauseClock(page: Page) {
  for (let margin = 1_000; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + margin)
      return
    } catch (error) {
      if (!String(error).includes('fast-forward to the past') || margin > 60_000) throw error
    }
  }
}

async function fill(page: Page, email: string, goal = 'A customer portal for our energy clients, live by spring.') {
  const f = form(page)
  await f.name.fill('Ana Popescu')
  await f.organization.fill('Voltara S.A.')
  await f.email.fill(email)
  await f.goal.fill(goal)
  await f.terms.check()
}

/** Pastes text into a field as a visitor does: through the clipboard and Ctrl+V (Cmd+V on a Mac). */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

/** Deletes characters from..to of a field as the visitor does: selects them and presses Backspace. */
async function cut(field: Locator, from: number, to: number) {
  await field.evaluate((el: HTMLTextAreaElement | HTMLInputElement, [a, b]) => el.setSelectionRange(a!, b!), [from, to])
  await field.press('Backspace')
}

/** A project brief of exactly n characters (words and sentences, as a visitor would paste). */
function brief(n: number) {
  return 'We need a customer portal for our energy clients. '.repeat(Math.ceil(n / 50)).slice(0, n - 1) + '.'
}

test.describe('contact page', () => {
  test('shows the booking link, the address, the e-mail and the phone', async ({ page }) => {
    await page.goto('/contact/')
    await expect(page).toHaveTitle('Northwind Software | Contact')
    const main = page.getByRole('main')
    const booking = main.getByRole('link', { name: /Book a Free Consultation TODAY!/ })
    await expect(booking).toHaveAttribute('target', '_blank')
    await expect(booking).toHaveAttribute('href', /^https:\/\//)
    await expect(main.locator('address')).toContainText('Strada Icoanei 12')
    await expect(main.locator('address')).toContainText('020451 Bucharest, Romania')
    await expect(main.getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute('href', 'mailto:hello@northwind.example')
    await expect(main.getByRole('link', { name: '+40 21 555 0142' })).toHaveAttribute('href', 'tel:+40215550142')
    await expect(main.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions/')
  })

  test("the form's code loads on its first use, and what is typed from the first tap on is kept", async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/contact/')
    await pageReady(page)
    await page.waitForLoadState('networkidle')
    const island = page.locator('[data-island="ContactForm"]')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    const f = form(page)
    // At rest, before its script, Send is drawn as it works.
    await expect(f.send).toBeEnabled()
    await expect(f.send).toHaveCSS('opacity', '1')
    await expect(f.send).toHaveCSS('cursor', 'pointer')
    const beforeUse = scripts.length
    // A visitor taps into the name field and types at once, before the form's code has arrived.
    await f.name.click()
    await page.keyboard.type('Ana Popescu')
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    expect(scripts.length).toBeGreaterThan(beforeUse)
    await expect(f.name).toHaveValue('Ana Popescu')
    await expect(f.send).toBeEnabled()
  })

  test("a field focused before the page's script arrived starts the form as soon as it arrives, with no further key", async ({ page }) => {
    // The page's scripts are held back, as on a slow connection, while the visitor taps into a field and types.
    const release = await holdScripts(page)
    await page.goto('/contact/', { waitUntil: 'domcontentloaded' })
    const f = form(page)
    await f.name.click()
    await page.keyboard.type('Ana Popescu')
    const island = page.locator('[data-island="ContactForm"]')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    release()
    await pageReady(page)
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(f.name).toHaveValue('Ana Popescu')
    await expect(f.name).toBeFocused()
    await expect(f.send).toBeEnabled()
  })

  test('a press on Send before the form has started starts it and counts: the messages show', async ({ page }) => {
    await page.goto('/contact/')
    await pageReady(page)
    const f = form(page)
    await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute('data-hydrated', 'true')
    // The press starts the form; it makes no request of its own, and is made again once the form works.
    await f.send.click()
    expect(page.url()).toMatch(/\/contact\/$/)
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('main').getByText('Name is required', { exact: true })).toBeVisible()
    await expect(f.name).toBeFocused()
  })

  test('an empty form shows every message on submit, focuses the first field and sends nothing', async ({ page }) => {
    const f = await openForm(page)
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1.0/email/send')) sent.push(r.url())
    })
    await f.send.click()
    const main = page.getByRole('main')
    await expect(main.getByText('Name is required', { exact: true })).toBeVisible()
    await expect(main.getByText('Email is required', { exact: true })).toBeVisible()
    await expect(main.getByText('Accept Terms and Conditions is required', { exact: true })).toBeVisible()
    await expect(f.name).toBeFocused()
    // Each message is tied to its field.
    await expect(f.name).toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toHaveAccessibleDescription('Name is required')
    await expect(f.email).toHaveAccessibleDescription('Email is required')
    await expect(f.terms).toHaveAccessibleDescription('Accept Terms and Conditions is required')
    await expect(f.organization).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.goal).not.toHaveAttribute('aria-invalid', 'true')

    // The messages follow the corrections as the visitor types.
    await f.name.fill('Ana')
    await expect(main.getByText('Name is required')).toHaveCount(0)
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
    await f.email.fill('ana.example.com')
    await expect(f.email).toHaveAccessibleDescription('Entered value does not match email format')
    await f.email.fill('ana@example.com')
    await expect(main.getByText('Entered value does not match email format')).toHaveCount(0)
    await f.terms.check()
    await expect(main.getByText('Accept Terms and Conditions is required')).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test('the form with its messages and its failure notice has no accessibility violation', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'axe')
    await answerWith(email, 'error')
    const f = await openForm(page)
    await f.send.click()
    await expect(f.name).toBeFocused()
    const withErrors = await axe(page).include('main form').analyze()
    expect(withErrors.violations.map((v) => `${v.id} ${v.help}`)).toEqual([])
    await fill(page, email)
    await f.send.click()
    await expect(f.alert).toContainText(NOT_SENT)
    const failed = await axe(page).include('main form').analyze()
    expect(failed.violations.map((v) => `${v.id} ${v.help}`)).toEqual([])
    expectOnly(consoleErrors, /Failed to load resource: the server responded with a status of 400/)
  })

  test('a wrong e-mail address is refused on submit with its own message', async ({ page }) => {
    const f = await openForm(page)
    await f.name.fill('Ana')
    await f.email.fill('ana@example')
    await f.terms.check()
    await f.send.click()
    await expect(page.getByRole('main').getByText('Entered value does not match email format', { exact: true })).toBeVisible()
    await expect(f.email).toBeFocused()
  })

  test('a message over 5,000 characters is flagged as it is pasted, is not sent, stays as pasted, and goes once shortened @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'long')
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1.0/email/send')) requests.push(r.url())
    })
    const f = await openForm(page)
    await fill(page, email, '')
    const long = brief(5120)
    await paste(page, f.goal, long)

    // Said at once, before any submit, under the field and tied to it; nothing of the paste is cut.
    const tooLong = 'Please keep this to 5,000 characters or fewer (5,120 now, 120 too many).'
    await expect(f.goal).toHaveAccessibleDescription(tooLong)
    await expect(f.goal).toHaveAttribute('aria-invalid', 'true')
    await expect(f.goal).toHaveValue(long)
    await expect(f.goal).not.toHaveAttribute('maxlength')

    await f.send.click()
    await expect(page.getByRole('main').getByText(tooLong, { exact: true })).toBeVisible()
    await expect(f.goal).toBeFocused()
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    expect(await receivedFrom(email)).toEqual([])
    await expect(page.getByText(SENT)).toHaveCount(0)
    await expect(f.goal).toHaveValue(long)
    await expect(f.name).toHaveValue('Ana Popescu')

    // The count follows the visitor's cuts, and the message goes once the text fits.
    await cut(f.goal, 5095, 5120)
    await expect(f.goal).toHaveAccessibleDescription('Please keep this to 5,000 characters or fewer (5,095 now, 95 too many).')
    await cut(f.goal, 5000, 5095)
    await expect(f.goal).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('main').getByText(/characters or fewer/)).toHaveCount(0)
    await f.send.click()
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    const received = await receivedFrom(email)
    expect(received).toHaveLength(1)
    expect(received[0]!.template_params.projectGoal).toBe(long.slice(0, 5000))
    expect(requests).toHaveLength(1)
  })

  test('typing the 101st character of a name says so at once, and the message goes with it', async ({ page }) => {
    const f = await openForm(page)
    await f.name.fill('A'.repeat(100))
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
    await f.name.press('End')
    await f.name.press('b')
    await expect(f.name).toHaveAccessibleDescription('Please keep this to 100 characters or fewer (101 now, 1 too many).')
    await expect(f.name).toHaveValue(`${'A'.repeat(100)}b`)
    await f.name.press('Backspace')
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true')
    // Only the length is checked while typing: the other messages still wait for a submit.
    await expect(page.getByRole('main').getByText('Email is required')).toHaveCount(0)
  })

  test('the length message is in Romanian on the Romanian page, with Romanian figures', async ({ page }) => {
    await page.goto('/ro/contact/')
    await islandReady(page, 'ContactForm')
    const goal = page.getByRole('main').getByRole('textbox', { name: 'Ce ați dori să construiți?' })
    await goal.fill(brief(5120))
    await expect(goal).toHaveAccessibleDescription('Vă rugăm să scrieți cel mult 5.000 de caractere (acum sunt 5.120, cu 120 peste limită).')
  })

  test('a message is sent with exactly the fields of the template, then the toast shows and the form starts again @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'sent')
    const f = await openForm(page)
    await fill(page, email)
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const before = Date.now()
    await f.send.click()

    const toast = page.getByRole('alert').filter({ hasText: SENT })
    await expect(toast).toBeVisible()
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--bottom-center/)
    await expect(page.locator('.Toastify__toast')).toHaveClass(/Toastify__toast-theme--dark/)
    const received = await receivedFrom(email)
    expect(received).toHaveLength(1)
    const message = received[0]!
    expect(message).toMatchObject({ user_id: 'test-public-key', service_id: 'service_test', template_id: 'template_test' })
    expect(Object.keys(message.template_params).sort()).toEqual(['acceptTerms', 'createdOn', 'email', 'language', 'name', 'organization', 'projectGoal'])
    expect(message.template_params.language, 'the language the visitor wrote in').toBe('English')
    expect(message.template_params).toMatchObject({
      name: 'Ana Popescu',
      organization: 'Voltara S.A.',
      email,
      projectGoal: 'A customer portal for our energy clients, live by spring.',
      acceptTerms: true,
    })
    const createdOn = Date.parse(String(message.template_params.createdOn))
    expect(String(message.template_params.createdOn)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(createdOn).toBeGreaterThanOrEqual(before - 1000)

    // Scrolled to the top, every field empty again, and the draft gone.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(f.name).toHaveValue('')
    await expect(f.email).toHaveValue('')
    await expect(f.goal).toHaveValue('')
    await expect(f.terms).not.toBeChecked()
    await page.reload()
    await islandReady(page, 'ContactForm')
    await expect(form(page).name).toHaveValue('')
  })

  test('the toast closes on click @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'toast')
    const f = await openForm(page)
    await fill(page, email)
    await f.send.click()
    const toast = page.getByRole('alert').filter({ hasText: SENT })
    await expect(toast).toBeVisible()
    await toast.click()
    await expect(toast).toHaveCount(0)
  })

  test('an error answer: the visitor is told, keeps every field, gets the e-mail address, and can retry @desktop', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'error')
    await answerWith(email, 'error')
    const f = await openForm(page)
    await fill(page, email)
    await f.send.click()

    await expect(f.alert).toContainText(NOT_SENT)
    await expect(f.alert).toContainText('The e-mail service answered with an error.')
    await expect(f.alert).toContainText('Everything you typed is still here.')
    await expect(f.alert).toBeFocused()
    await expect(page.getByText(SENT)).toHaveCount(0)
    await expect(f.name).toHaveValue('Ana Popescu')
    await expect(f.organization).toHaveValue('Voltara S.A.')
    await expect(f.email).toHaveValue(email)
    await expect(f.goal).toHaveValue('A customer portal for our energy clients, live by spring.')
    await expect(f.terms).toBeChecked()
    const mailto = f.alert.getByRole('link', { name: 'hello@northwind.example' })
    const href = decodeURIComponent((await mailto.getAttribute('href')) ?? '')
    expect(href).toMatch(/^mailto:hello@northwind\.example\?/)
    expect(href).toContain('A customer portal for our energy clients, live by spring.')
    expect(href).toContain('Project enquiry from Ana Popescu')

    // The service works again: the same text goes out on retry, with no 10-second wait.
    await answerWith(email, 'ok')
    await f.retry.click()
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    await expect(page.getByText(NOT_SENT)).toHaveCount(0)
    expect(await receivedFrom(email)).toHaveLength(2)
    expectOnly(consoleErrors, /Failed to load resource: the server responded with a status of 400/)
  })

  test('the network is down: the message is not lost @desktop', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'network')
    await answerWith(email, 'drop')
    const f = await openForm(page)
    await fill(page, email)
    await f.send.click()
    await expect(f.alert).toContainText(NOT_SENT)
    await expect(f.alert).toContainText('We could not reach the e-mail service')
    await expect(f.goal).toHaveValue('A customer portal for our energy clients, live by spring.')
    await expect(f.retry).toBeEnabled()
    expectOnly(consoleErrors, /Failed to load resource: net::ERR_EMPTY_RESPONSE/)
  })

  test('no answer within 15 seconds: the button says it is sending, then the visitor is told @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'hang')
    await answerWith(email, 'hang')
    await page.clock.install()
    const f = await openForm(page)
    await fill(page, email)
    // The page's clock stands still from here, so only runFor() moves it, however slow the machine.
    await pauseClock(page)
    await f.send.click()
    const sending = page.getByRole('main').getByRole('button', { name: 'Sending…' })
    await expect(sending).toBeDisabled()
    await expect.poll(() => receivedFrom(email).then((r) => r.length)).toBe(1)
    await page.clock.runFor(14_000)
    await expect(sending).toBeDisabled()
    await page.clock.runFor(1_500)
    await expect(f.alert).toContainText('The e-mail service did not answer within 15 seconds.')
    await expect(f.retry).toBeEnabled()
    await expect(f.name).toHaveValue('Ana Popescu')
  })

  test('a double click sends one message @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'double')
    const f = await openForm(page)
    await fill(page, email)
    await f.send.dblclick()
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await receivedFrom(email)).toHaveLength(1)
  })

  test('the spam trap: hidden from people and screen readers; a robot that fills it sends nothing @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'robot')
    const f = await openForm(page)
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)
    await expect(page.getByRole('textbox')).toHaveCount(4)
    await fill(page, email)
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://cheap-pills.example'
    })
    await f.send.click()
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await receivedFrom(email)).toEqual([])
  })

  test('a second message within 10 seconds is held back with a clear message, and kept @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'rate')
    const f = await openForm(page)
    await fill(page, email)
    await f.send.click()
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    await fill(page, email, 'And one more thing about the portal.')
    await f.send.click()
    await expect(f.alert).toContainText(NOT_SENT)
    await expect(f.alert).toContainText(/You sent a message a moment ago: please wait (10|[1-9]) seconds before sending another\./)
    await expect(f.goal).toHaveValue('And one more thing about the portal.')
    expect(await receivedFrom(email)).toHaveLength(1)
  })

  test('a reload keeps what the visitor typed @desktop', async ({ page }) => {
    const f = await openForm(page)
    await f.name.fill('Mihai Ionescu')
    await f.email.fill('mihai@example.com')
    await f.goal.fill('An app for booking hospital appointments.')
    await f.terms.check()
    await page.reload()
    // The form waits for its first use, except when the tab holds a draft to show: then it starts untouched.
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true')
    const again = form(page)
    await expect(again.name).toHaveValue('Mihai Ionescu')
    await expect(again.email).toHaveValue('mihai@example.com')
    await expect(again.goal).toHaveValue('An app for booking hospital appointments.')
    await expect(again.terms).toBeChecked()
    await expect(page.getByRole('main').getByText('We kept what you typed earlier.')).toBeVisible()
  })

  test('the whole form can be filled and sent with the keyboard alone @desktop', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'keyboard')
    await openForm(page)
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '')
    // From the top of the page: the skip link, then on through the page to the first field.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    for (let i = 0; i < 30 && (await focusedId()) !== 'contact-name'; i++) await page.keyboard.press('Tab')
    expect(await focusedId()).toBe('contact-name')
    await page.keyboard.type('Elena Dumitru')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Learnly')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('A learning platform for 40 schools.')
    await page.keyboard.press('Tab')
    expect(await focusedId()).toBe('contact-accept-terms')
    await page.keyboard.press('Space')
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.getAttribute('type'))) !== 'submit'; i++) await page.keyboard.press('Tab')
    await expect(form(page).send).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible()
    const received = await receivedFrom(email)
    expect(received).toHaveLength(1)
    expect(received[0]!.template_params).toMatchObject({ name: 'Elena Dumitru', organization: 'Learnly', projectGoal: 'A learning platform for 40 schools.', acceptTerms: true })
  })

  test('the page fits the screen without sideways scrolling @widths', async ({ page }) => {
    await openForm(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (isPhone(page)) {
      // On a phone the fields take the whole width of the card.
      const box = await form(page).email.boundingBox()
      expect(box!.width).toBeGreaterThan(250)
    }
  })

  test('without JavaScript the page offers the e-mail address and phone, and no button pretends to work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact/')
    const main = page.getByRole('main')
    // Text matching skips <noscript>, so the note is found by its element.
    const note = main.locator('noscript p')
    await expect(note).toBeVisible()
    await expect(note).toContainText('This form needs JavaScript to send your message. You can write to us at hello@northwind.example or call us at +40 21 555 0142.')
    await expect(note.locator('a[href="mailto:hello@northwind.example"]')).toBeVisible()
    await expect(note.locator('a[href="tel:+40215550142"]')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Send message' })).toBeHidden()
    // Enter in a field sends nothing either: the page and what was typed stay.
    await main.getByRole('textbox', { name: /^Name/ }).fill('Ana Popescu')
    await main.getByRole('textbox', { name: /^Name/ }).press('Enter')
    expect(page.url()).toMatch(/\/contact\/$/)
    await expect(main.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Popescu')
    await context.close()
  })
})

test.describe('contact form on a site built without the e-mail settings', () => {
  const noKeys = `http://localhost:${e2eSettings().noKeysPort}`

  test('says it cannot send, offers the e-mail address with the typed text, and names the missing settings in the console', async ({ page, consoleErrors }) => {
    await page.goto(`${noKeys}/contact/`)
    await islandReady(page, 'ContactForm')
    const main = page.getByRole('main')
    await expect(main.getByText('This form cannot send messages at the moment.')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Send message' })).toHaveCount(0)
    await main.getByRole('textbox', { name: /^Name/ }).fill('Ana Popescu')
    await main.getByRole('textbox', { name: 'What would you like to build?' }).fill('A mobile app for our shops.')
    const href = decodeURIComponent((await main.getByRole('link', { name: 'hello@northwind.example' }).first().getAttribute('href')) ?? '')
    expect(href).toContain('A mobile app for our shops.')
    expect(href).toContain('Project enquiry from Ana Popescu')
    expect(consoleErrors.join('\n')).toContain('The public key is required: set VITE_EMAILJS_PUBLIC_KEY')
    expect(consoleErrors.join('\n')).toContain('The service ID is required: set VITE_EMAILJS_SERVICE_ID')
    expect(consoleErrors.join('\n')).toContain('The template ID is required: set VITE_EMAILJS_TEMPLATE_ID')
    expectOnly(consoleErrors, /^Contact form: The (public key|service ID|template ID) is required/)
  })
})
