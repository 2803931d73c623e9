/**
 * The content manager's GitHub sign-in on Cloudflare Pages' own runtime (workerd): the Pages
 * Functions of functions/admin, started with a test OAuth App against a stand-in for GitHub
 * (tests/e2e/support/fakeEmailApi.ts). The content manager's side of the handshake is written as
 * Decap's (decap-cms-lib-auth, NetlifyAuthenticator): a window opened on the sign-in, its messages
 * taken from the site's origin only. Tagged `@functions`: only the `host` project runs them (our
 * preview server runs no functions).
 */
import { GITHUB_STAND_IN } from '../../scripts/lib/testSites/settings'
import { expect, test } from './fixtures'

test('signs the editor in: the window goes to GitHub and back, and hands the token to the content manager’s page by Decap’s handshake @functions', async ({ page }) => {
  // A page of /admin/, with its headers (its opener policy lets the sign-in window answer it).
  await page.goto('/admin/config.yml')
  const message = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const origin = window.location.origin
        const popup = window.open('/admin/auth?provider=github&site_id=test&scope=repo', 'Decap CMS', 'width=600,height=600')
        if (!popup) return reject(new Error('the window did not open'))
        window.addEventListener('message', (event) => {
          if (event.origin !== origin || typeof event.data !== 'string') return
          if (event.data === 'authorizing:github') popup.postMessage(event.data, event.origin)
          else if (event.data.startsWith('authorization:github:')) {
            popup.close()
            resolve(event.data)
          }
        })
        setTimeout(() => reject(new Error('no answer from the sign-in window')), 20_000)
      }),
  )
  expect(message).toBe(`authorization:github:success:${JSON.stringify({ token: GITHUB_STAND_IN.token, provider: 'github' })}`)
})

test('a callback the site did not start gets no token, and says so in the window @functions', async ({ page, request, consoleErrors }) => {
  const start = await request.get('/admin/auth?provider=github&scope=repo', { maxRedirects: 0 })
  expect(start.status()).toBe(302)
  expect(start.headers()['set-cookie']).toMatch(/^cms-sign-in-state=[\w-]{43}; Path=\/admin\/callback; HttpOnly; SameSite=Lax; Max-Age=600/)
  // Someone else's link to the callback, with a code of theirs: no state cookie of this browser.
  const response = await page.goto(`/admin/callback?code=${GITHUB_STAND_IN.code}&state=forged`)
  expect(response?.status()).toBe(400)
  await expect(page.getByText('Not signed in: this sign-in was not started here, or took longer than ten minutes. Close this window and try again.')).toBeVisible()
  expect(await page.content()).not.toContain(GITHUB_STAND_IN.token)
  // The browser logs the refused answer (400): provoked on purpose here.
  expect(consoleErrors.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
})
