import type { Locator, Page } from '@playwright/test'
import { expect, islandReady, test } from './fixtures'

const POST = '/blog/shipping-a-product-in-ten-weeks/'

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
    save: section.getByRole('checkbox', { name: 'Save my name & email in this browser for next time I comment.' }),
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
    await expect(f.save).toHaveAccessibleDescription('Accept Terms and Conditions is required')

    // The comment rule looks at the comment text itself.
    await f.comment.fill('Ten weeks sounds right for a first release.')
    await expect(f.section.getByText('Pleae write your comment')).toHaveCount(0)
    await f.email.fill('not-an-address')
    await expect(f.email).toHaveAccessibleDescription('Entered value does not match email format')
  })

  test('a comment over 2,000 characters is flagged as it is pasted, is not posted, stays as pasted, and is posted once shortened @desktop', async ({ page }) => {
    const f = await openCommentForm(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const logged: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'log') logged.push(msg.text())
    })
    const long = 'Ten weeks is right when the scope is small and the team is whole. '.repeat(40).slice(0, 2149) + '!'
    await paste(page, f.comment, long)
    const tooLong = 'Please keep this to 2,000 characters or fewer (2,150 now, 150 too many).'
    await expect(f.comment).toHaveAccessibleDescription(tooLong)
    await expect(f.comment).toHaveValue(long)

    await f.name.fill('Radu Stan')
    await f.email.fill('radu@example.com')
    await f.save.check()
    await f.submit.click()
    await expect(f.section.getByText(tooLong, { exact: true })).toBeVisible()
    await expect(f.comment).toBeFocused()
    await page.waitForTimeout(300)
    await expect(f.section.getByText('Thank you for your comment.')).toHaveCount(0)
    expect(logged).toEqual([])
    await expect(f.comment).toHaveValue(long)

    await f.comment.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(2000, el.value.length))
    await f.comment.press('Backspace')
    await expect(f.comment).not.toHaveAttribute('aria-invalid', 'true')
    await f.submit.click()
    await expect(f.section.getByText('Thank you for your comment.')).toBeVisible()
    await expect.poll(() => logged.length).toBe(1)
    expect(requests).toEqual([])
  })

  test('a valid comment sends nothing over the network, is logged, and the form starts again @desktop', async ({ page }) => {
    const f = await openCommentForm(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const logged: string[] = []
    page.on('console', async (msg) => {
      if (msg.type() === 'log') logged.push((await Promise.all(msg.args().map((a) => a.jsonValue()))).map((v) => JSON.stringify(v)).join(' '))
    })
    await f.comment.fill('We did the same with a design sprint first.')
    await f.name.fill('Radu Stan')
    await f.email.fill('radu@example.com')
    await f.save.check()
    await f.submit.click()

    await expect(f.section.getByText('Thank you for your comment.')).toBeVisible()
    await expect(f.comment).toHaveValue('')
    await expect.poll(() => logged.join('\n')).toContain('We did the same with a design sprint first.')
    expect(logged.join('\n')).toContain('"name":"Radu Stan"')
    expect(logged.join('\n')).toContain('"email":"radu@example.com"')
    expect(logged.join('\n')).toContain('"acceptTerms":true')
    expect(requests).toEqual([])

    // "Save my name & email in this browser" does what it says.
    await page.reload()
    const again = await openCommentForm(page)
    await expect(again.name).toHaveValue('Radu Stan')
    await expect(again.email).toHaveValue('radu@example.com')
    await expect(again.comment).toHaveValue('')
  })
})
