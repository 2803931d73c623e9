import type { Locator, Page } from '@playwright/test'
import { expect, islandReady, test } from './fixtures'

const POST = '/blog/shipping-a-product-in-ten-weeks/'
const NOT_PUBLISHED =
  'Comments are not published on this site yet, so yours has not been sent anywhere: it is still in the form. To share it with us, write to hello@northwind.example (the link opens your e-mail with your comment in it).'

async function openCommentForm(page: Page) {
  await page.goto(POST)
  const section = page.getByRole('region', { name: 'Leave a comment' })
  await section.scrollIntoViewIfNeeded()
  await islandReady(page, 'CommentForm')
  return {
    section,
    comment: section.getByRole('textbox', { name: /^Comment/ }),
    name: section.getByRole('textbox', { name: /^Name/ }),
    email: section.getByRole('textbox', { name: /^E-mail/ }),
    accept: section.getByRole('checkbox', { name: 'Save my name & email in this browser for next time I comment. (required)' }),
    submit: section.getByRole('button', { name: 'Post comment' }),
  }
}

/** Pastes text into a field as a visitor does: through the clipboard and Ctrl+V (Cmd+V on a Mac). */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test.describe('comment form on a blog post', () => {
  test('shows every message on an empty submit, the comment rule included, and updates them as the visitor types', async ({ page }) => {
    const f = await openCommentForm(page)
    await f.submit.click()
    await expect(f.section.getByText('Pleae write your comment', { exact: true })).toBeVisible()
    await expect(f.section.getByText('Name is required', { exact: true })).toBeVisible()
    await expect(f.section.getByText('Email is required', { exact: true })).toBeVisible()
    await expect(f.section.getByText('Accept Terms and Conditions is required', { exact: true })).toBeVisible()
    await expect(f.comment).toBeFocused()
    await expect(f.comment).toHaveAccessibleDescription('Pleae write your comment')
    await expect(f.accept).toHaveAccessibleDescription('Accept Terms and Conditions is required')

    // The comment rule looks at the comment text itself.
    await f.comment.fill('Ten weeks sounds right for a first release.')
    await expect(f.section.getByText('Pleae write your comment')).toHaveCount(0)
    await f.email.fill('not-an-address')
    await expect(f.email).toHaveAccessibleDescription('Entered value does not match email format')
  })

  test('a comment over 2,000 characters is flagged as it is pasted, stays as pasted, and is accepted once shortened @desktop', async ({ page }) => {
    const f = await openCommentForm(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const logged: string[] = []
    page.on('console', (msg) => logged.push(msg.text()))
    const long = 'Ten weeks is right when the scope is small and the team is whole. '.repeat(40).slice(0, 2149) + '!'
    await paste(page, f.comment, long)
    const tooLong = 'Please keep this to 2,000 characters or fewer (2,150 now, 150 too many).'
    await expect(f.comment).toHaveAccessibleDescription(tooLong)
    await expect(f.comment).toHaveValue(long)

    await f.name.fill('Radu Stan')
    await f.email.fill('radu@example.com')
    await f.accept.check()
    await f.submit.click()
    await expect(f.section.getByText(tooLong, { exact: true })).toBeVisible()
    await expect(f.comment).toBeFocused()
    await page.waitForTimeout(300)
    await expect(f.section.getByRole('status')).toHaveCount(0)
    await expect(f.comment).toHaveValue(long)

    await f.comment.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(2000, el.value.length))
    await f.comment.press('Backspace')
    await expect(f.comment).not.toHaveAttribute('aria-invalid', 'true')
    await f.submit.click()
    await expect(f.section.getByRole('status')).toHaveText(NOT_PUBLISHED)
    await expect(f.comment).toHaveValue(long.slice(0, 2000))
    expect(logged).toEqual([])
    expect(requests).toEqual([])
  })

  test('a valid comment is sent and logged nowhere: the form says so, keeps every word, offers the e-mail address, and keeps only the name and e-mail, as its checkbox says @desktop', async ({
    page,
  }) => {
    const f = await openCommentForm(page)
    await expect(f.name).toHaveValue('')

    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const logged: string[] = []
    page.on('console', (msg) => logged.push(msg.text()))
    const comment = 'We did the same with a design sprint first.\nIt saved us a month.'
    await f.comment.fill(comment)
    await f.name.fill('Radu Stan')
    await f.email.fill('radu@example.com')
    await f.accept.check()
    await f.submit.click()

    const notice = f.section.getByRole('status')
    await expect(notice).toHaveText(NOT_PUBLISHED)
    await expect(notice).toBeFocused()
    // Nothing typed is lost.
    await expect(f.comment).toHaveValue(comment)
    await expect(f.name).toHaveValue('Radu Stan')
    await expect(f.email).toHaveValue('radu@example.com')
    await expect(f.accept).toBeChecked()
    // The address opens the visitor's e-mail with the comment in it.
    const href = (await notice.getByRole('link', { name: 'hello@northwind.example' }).getAttribute('href'))!
    expect(href.startsWith('mailto:hello@northwind.example?')).toBe(true)
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1))
    expect(query.get('subject')).toBe('Comment on "How We Ship a First Product Release in Ten Weeks"')
    expect(query.get('body')).toBe(`${comment}\n\nRadu Stan`)

    // Sent nowhere and logged nowhere; of what was typed, the browser keeps the name and e-mail only.
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    expect(logged).toEqual([])
    const stored = await page.evaluate(() => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie]))
    expect(stored).not.toContain('design sprint')
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('comment-author') ?? 'null'))).toEqual({ name: 'Radu Stan', email: 'radu@example.com' })
    // Next time, the name and e-mail are there; the comment and the consent are the visitor's to give again.
    await page.reload()
    const again = await openCommentForm(page)
    await expect(again.name).toHaveValue('Radu Stan')
    await expect(again.email).toHaveValue('radu@example.com')
    await expect(again.comment).toHaveValue('')
    await expect(again.accept).not.toBeChecked()
  })
})
