import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { CALLBACK_PATH, finishSignIn, startSignIn, STATE_COOKIE } from '../../lib/cmsSignIn'
import { signIn } from '../../scripts/lib/cmsConfig'

/**
 * The content manager's GitHub sign-in on Cloudflare Pages (functions/admin/*.ts), as the editor's
 * window goes through it: to GitHub with a fresh state, back with a code, and the token handed to
 * the content manager's own origin only; a callback this site did not start gets no token.
 */
const SITE = 'https://www.northwind.example'
const env = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1', GITHUB_OAUTH_ORIGIN: 'https://github.test' }

/** What the window's page hands the content manager, and to which origin, read from its HTML. */
function handedOver(html: string): { message: string; origin: string } {
  const attribute = (name: string) =>
    (new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  return { message: attribute('message'), origin: attribute('origin') }
}

async function started() {
  const response = await startSignIn(new Request(`${SITE}/admin/auth?provider=github&site_id=www.northwind.example&scope=repo`), env)
  const location = new URL(response.headers.get('Location') ?? '')
  return { response, location, state: location.searchParams.get('state') ?? '' }
}

describe('signing in to the content manager with GitHub, on the site’s own Pages Functions', () => {
  it('sends the window to GitHub with the app, the callback, the scope and a fresh state kept in a cookie for the callback only', async () => {
    const { response, location, state } = await started()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe('https://github.test/login/oauth/authorize')
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'client-1', redirect_uri: `${SITE}${CALLBACK_PATH}`, scope: 'repo', state })
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(response.headers.get('Set-Cookie')).toBe(`${STATE_COOKIE}=${state}; Path=/admin/callback; HttpOnly; SameSite=Lax; Max-Age=600; Secure`)
    expect((await started()).state).not.toBe(state)
  })

  it('trades the code for a token and hands it to the content manager’s origin, by Decap’s handshake, under a policy that runs only that script', async () => {
    const { state } = await started()
    const github = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(JSON.parse(String(init?.body))).toEqual({ client_id: 'client-1', client_secret: 'secret-1', code: 'the-code', redirect_uri: `${SITE}${CALLBACK_PATH}` })
      return new Response(JSON.stringify({ access_token: 'gho_token"<x>', token_type: 'bearer' }))
    })
    const response = await finishSignIn(
      new Request(`${SITE}/admin/callback?code=the-code&state=${state}`, { headers: { Cookie: `other=1; ${STATE_COOKIE}=${state}` } }),
      env,
      github as typeof fetch,
    )
    expect(response.status).toBe(200)
    expect(github).toHaveBeenCalledWith('https://github.test/login/oauth/access_token', expect.objectContaining({ method: 'POST' }))
    const html = await response.text()
    expect(handedOver(html)).toEqual({ message: 'authorization:github:success:{"token":"gho_token\\"<x>","provider":"github"}', origin: SITE })
    expect(html).toContain("window.opener.postMessage('authorizing:github', origin)")
    expect(html).not.toContain('gho_token"<x>')
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(response.headers.get('Content-Security-Policy')).toBe(`default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${STATE_COOKIE}=; .*Max-Age=0`))
  })

  it('gives no token to a callback this site did not start, nor asks GitHub for one', async () => {
    const { state } = await started()
    const github = vi.fn()
    for (const request of [
      new Request(`${SITE}/admin/callback?code=c&state=${state}`),
      new Request(`${SITE}/admin/callback?code=c&state=${state}`, { headers: { Cookie: `${STATE_COOKIE}=another` } }),
      new Request(`${SITE}/admin/callback?state=${state}`, { headers: { Cookie: `${STATE_COOKIE}=${state}` } }),
    ]) {
      const response = await finishSignIn(request, env, github as unknown as typeof fetch)
      expect(response.status).toBe(400)
      expect(handedOver(await response.text()).message).toBe('authorization:github:error:this sign-in was not started here, or took longer than ten minutes.')
    }
    expect(github).not.toHaveBeenCalled()
  })

  it('says what went wrong: no app set up, a refusal by GitHub, a sign-in it does not offer', async () => {
    const bare = await startSignIn(new Request(`${SITE}/admin/auth?provider=github&scope=repo`), {})
    expect(bare.status).toBe(503)
    expect(await bare.text()).toContain('Not signed in: the site has no GitHub sign-in set up yet (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, docs/deploy.md).')
    const { state } = await started()
    const refused = await finishSignIn(
      new Request(`${SITE}/admin/callback?code=old&state=${state}`, { headers: { Cookie: `${STATE_COOKIE}=${state}` } }),
      env,
      (async () => new Response(JSON.stringify({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }))) as typeof fetch,
    )
    expect(refused.status).toBe(502)
    expect(handedOver(await refused.text()).message).toBe('authorization:github:error:GitHub refused the sign-in (The code passed is incorrect or expired.).')
    expect((await startSignIn(new Request(`${SITE}/admin/auth?provider=gitlab&scope=api`), env)).status).toBe(400)
    expect((await startSignIn(new Request(`${SITE}/admin/auth?provider=github&scope=admin:org`), env)).status).toBe(400)
  })

  it('is what the content manager is configured with when the sign-in address is the site’s own', () => {
    expect(signIn(SITE, `${SITE}/`)).toEqual({ base_url: SITE, auth_endpoint: 'admin/auth' })
    expect(signIn(SITE, 'https://auth.example.com/')).toEqual({ base_url: 'https://auth.example.com' })
    expect(signIn(SITE, undefined)).toEqual({})
  })
})
