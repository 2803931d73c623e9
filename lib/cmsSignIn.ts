/**
 * GitHub sign-in for the content manager on Cloudflare Pages, as two Pages Functions of the site
 * itself (functions/admin/auth.ts and functions/admin/callback.ts): the "OAuth proxy" Decap CMS
 * needs on every host but Netlify, which holds the OAuth App's secret so the browser never sees it.
 *
 * Decap opens `/admin/auth?provider=github&scope=repo` in a small window (its `base_url` is the
 * site, its `auth_endpoint` `admin/auth`). That answer sends the window on to GitHub with a random
 * `state`, kept in a cookie only this site's callback reads. GitHub sends it back to
 * `/admin/callback?code=…&state=…`; the callback checks the state, trades the code for a token with
 * the secret, and hands the token to the content manager's window by Decap's handshake
 * (`authorizing:github`, then `authorization:github:success:{"token":…}`), posted to the site's own
 * origin only. Nothing is stored.
 */
import { escapeHtml, escapeHtmlAttribute } from './shared/escape'

/** What the Pages project's settings give the functions (Settings › Variables and Secrets). */
export interface SignInEnv {
  /** The OAuth App's client ID. */
  GITHUB_CLIENT_ID?: string
  /** Its client secret (a secret of the project, never in the repository). */
  GITHUB_CLIENT_SECRET?: string
  /** Where GitHub's sign-in is: https://github.com, or a stand-in in the tests. */
  GITHUB_OAUTH_ORIGIN?: string
}

/** Where Decap asks to sign in, and where GitHub comes back, under the site's own address. */
export const AUTH_PATH = '/admin/auth'
export const CALLBACK_PATH = '/admin/callback'
/** The cookie that carries the sign-in's `state` from the start to the callback. */
export const STATE_COOKIE = 'cms-sign-in-state'

const PROVIDER = 'github'
/** The scopes Decap asks for (`repo`, or `public_repo` for a public repository). */
const SCOPE = /^(repo|public_repo)(,(user|read:org))*$/

const githubOrigin = (env: SignInEnv) => (env.GITHUB_OAUTH_ORIGIN || 'https://github.com').replace(/\/+$/, '')

function randomState(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function stateCookie(url: URL, value: string, maxAge: number): string {
  return [`${STATE_COOKIE}=${value}`, `Path=${CALLBACK_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(url.protocol === 'https:' ? ['Secure'] : [])].join('; ')
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The page the sign-in window shows: says where it is, and posts `message` to the content manager's window. */
const HANDSHAKE = `(() => {
  const { message, origin } = document.body.dataset;
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data === 'authorizing:${PROVIDER}') window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:${PROVIDER}', origin);
})();`

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

async function windowPage(url: URL, outcome: { token: string } | { error: string }, status = 200): Promise<Response> {
  const message =
    'token' in outcome ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}` : `authorization:${PROVIDER}:error:${outcome.error}`
  const said = 'token' in outcome ? 'Signed in. This window closes by itself.' : `Not signed in: ${outcome.error} Close this window and try again.`
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in to the content manager</title></head>
<body data-message="${escapeHtmlAttribute(message)}" data-origin="${escapeHtmlAttribute(url.origin)}">
<p>${escapeHtml(said)}</p>
<script>${HANDSHAKE}</script>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256(HANDSHAKE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      // The state is used once.
      'Set-Cookie': stateCookie(url, '', 0),
    },
  })
}

const notSetUp = (url: URL) => windowPage(url, { error: 'the site has no GitHub sign-in set up yet (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, docs/deploy.md).' }, 503)

/** `GET /admin/auth`: on to GitHub's sign-in, with a fresh state in a cookie. */
export async function startSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url)
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notSetUp(url)
  const provider = url.searchParams.get('provider') ?? PROVIDER
  const scope = url.searchParams.get('scope') ?? 'repo'
  if (provider !== PROVIDER || !SCOPE.test(scope)) return windowPage(url, { error: 'the content manager asked for a sign-in this site does not offer.' }, 400)
  const state = randomState()
  const to = new URL(`${githubOrigin(env)}/login/oauth/authorize`)
  to.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID, redirect_uri: `${url.origin}${CALLBACK_PATH}`, scope, state }).toString()
  return new Response(null, {
    status: 302,
    headers: { Location: to.toString(), 'Set-Cookie': stateCookie(url, state, 600), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
}

/** `GET /admin/callback`: checks the state, trades GitHub's code for a token, and hands it to the content manager. */
export async function finishSignIn(request: Request, env: SignInEnv, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url)
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notSetUp(url)
  const denied = url.searchParams.get('error')
  if (denied) return windowPage(url, { error: `GitHub said "${url.searchParams.get('error_description') ?? denied}".` }, 400)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  const expected = cookieValue(request, STATE_COOKIE)
  if (!code || !state || !expected || state !== expected) return windowPage(url, { error: 'this sign-in was not started here, or took longer than ten minutes.' }, 400)
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetchImpl(`${githubOrigin(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: `${url.origin}${CALLBACK_PATH}` }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return windowPage(url, { error: 'GitHub did not answer.' }, 502)
  }
  if (!answer.access_token) return windowPage(url, { error: `GitHub refused the sign-in (${answer.error_description ?? answer.error ?? 'no reason given'}).` }, 502)
  return windowPage(url, { token: answer.access_token })
}
