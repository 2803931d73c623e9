import { clarityTagUrl, googleTagUrl, type AnalyticsSettings } from './shared/consent'
import { DEFAULT_EMAIL_ORIGIN } from './shared/emailSettings'
import { MEDIA_POLICY } from './mediaPolicy'

export { MEDIA_POLICY }

/** An origin on the machine itself, where plain http:// is allowed (the tests' fake services, `npm run edit`). */
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/

/**
 * The origin of an address, as a Content-Security-Policy source (`https://host[:port]`). Addresses
 * come from content (`analytics.webVitalsEndpoint`, `repository.cmsAuthUrl`) and the environment;
 * the content check accepts any host the URL parser does, and that parser keeps `;`, `,` and `'` in
 * a host name (`https://a.com;report-uri` has the origin `https://a.com;report-uri`), which would end
 * the directive and start another, or (a comma) a second policy. A host that is not letters, digits,
 * dots and dashes names no server anyway, so the build stops and says which address it was.
 */
export function cspSource(address: string, what = 'an address'): string {
  let origin: string | undefined
  try {
    origin = new URL(address).origin
  } catch {
    // Not an address at all: said below.
  }
  if (origin && /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/.test(origin)) {
    // What the page sends there (a prospect's message, an editor's sign-in) crosses the network only encrypted.
    if (origin.startsWith('https:') || LOOPBACK.test(origin)) return origin
    throw new Error(
      `${what} ${JSON.stringify(address)} cannot be allowed in the Content-Security-Policy: it must start with https:// (plain http:// only on this machine: localhost or 127.0.0.1).`,
    )
  }
  throw new Error(
    `${what} ${JSON.stringify(address)} cannot be allowed in the Content-Security-Policy: expected an address such as https://example.com/path, whose host is only letters, digits, dots and dashes.`,
  )
}

/** Origins each analytics service needs, and only when its id is set (SPEC §7; loaded after consent). */
export function analyticsOrigins(analytics: AnalyticsSettings): { script: string[]; connect: string[]; img: string[] } {
  const script: string[] = []
  const connect: string[] = []
  const img: string[] = []
  if (analytics.googleAnalyticsId) {
    script.push(new URL(googleTagUrl(analytics.googleAnalyticsId)).origin)
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com')
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com')
  }
  if (analytics.clarityId) {
    script.push(new URL(clarityTagUrl(analytics.clarityId)).origin, 'https://scripts.clarity.ms')
    connect.push('https://*.clarity.ms')
    img.push('https://*.clarity.ms')
  }
  if (analytics.webVitalsEndpoint) connect.push(cspSource(analytics.webVitalsEndpoint, 'site.yaml › analytics.webVitalsEndpoint'))
  return { script, connect, img }
}

/**
 * HTTP headers every page is served with, by `npm run preview` and (through `_headers`) by static
 * hosts. Scripts come only from the site itself (no inline script is ever needed; JSON data blocks
 * do not run), plus the analytics services site.yaml names. 'wasm-unsafe-eval' lets the site
 * search run Pagefind's WebAssembly; it allows no JavaScript eval. 'inline-speculation-rules' lets
 * the page's Speculation Rules (a JSON block that prefetches linked pages) work; it runs no script.
 */
export function securityHeaders(site: { analytics: AnalyticsSettings }, emailOrigin: string = process.env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAIL_ORIGIN): Record<string, string> {
  const extra = analyticsOrigins(site.analytics)
  const join = (...parts: string[]) => [...new Set(parts)].join(' ')
  const csp = [
    "default-src 'self'",
    `script-src ${join("'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'", ...extra.script)}`,
    "style-src 'self'",
    `img-src ${join("'self'", 'data:', ...extra.img)}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${join("'self'", cspSource(emailOrigin, 'VITE_EMAILJS_ORIGIN'), ...extra.connect)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Where the content manager lives; its headers are its own (`adminHeaders`). */
export const ADMIN_PATH = '/admin/'

/**
 * The Content-Security-Policy of the content manager (Decap CMS) at /admin/, and only there:
 * Decap compiles its configuration checks with `new Function` ('unsafe-eval') and styles itself
 * with inline styles; it talks to GitHub's API (the repository and the editor's avatar) and to the
 * sign-in proxy of `site.yaml › repository.cmsAuthUrl` when there is one. Pictures are shown from
 * blob: addresses, which Decap also reads back with fetch() when an entry with a picture opens (so
 * connect-src allows blob: too). Nothing on the editor's machine is ever allowed: `npm run edit`
 * reaches its local backend through the development server's own origin.
 */
export function adminHeaders(authUrl?: string): Record<string, string> {
  const join = (...parts: string[]) => [...new Set(parts)].join(' ')
  const connect = ["'self'", 'blob:', 'https://api.github.com', ...(authUrl ? [cspSource(authUrl, 'site.yaml › repository.cmsAuthUrl')] : [])]
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://*.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${join(...connect)}`,
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    // Signing in to GitHub opens a window that goes to github.com and back, then hands the token to
    // this page through `window.opener`: the site-wide same-origin would cut that link on the way.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
    'Cache-Control': 'no-cache',
  }
}

/** One block of a `_headers` file: a path pattern, the headers it sets and those it removes (`! Name`). */
export interface HeaderRule {
  path: string
  set: Record<string, string>
  detach: string[]
}

/**
 * The `_headers` file of the built site, read by Netlify and Cloudflare Pages: the security headers
 * on every path, the content manager's own policy under /admin/ and the media's under /media/ and
 * /_img/ (the `!` line is Cloudflare's way to drop the site-wide one there; Netlify skips lines
 * without a colon and sends both policies, and a browser enforces both), and a one-year cache for
 * the files whose names change with their content.
 */
export function headersFile(site: { analytics: AnalyticsSettings; repository?: { cmsAuthUrl?: string } }, emailOrigin?: string): string {
  const block = (path: string, lines: string[]) => `${path}\n${lines.map((l) => `  ${l}`).join('\n')}`
  // A line break in a value would end the header and start another (or a block of its own): the
  // values are made from checked addresses, and this makes sure of it.
  const line = ([name, value]: [string, string]) => {
    if (/[\r\n\0]/.test(name + value)) throw new Error(`The header ${JSON.stringify(name)} would be written with a line break in it: ${JSON.stringify(value)}`)
    return `${name}: ${value}`
  }
  const mediaPolicy = ['! Content-Security-Policy', line(['Content-Security-Policy', MEDIA_POLICY])]
  const yearLong = 'Cache-Control: public, max-age=31536000, immutable'
  return (
    [
      block('/*', Object.entries(securityHeaders(site, emailOrigin)).map(line)),
      block(`${ADMIN_PATH}*`, ['! Content-Security-Policy', '! Cross-Origin-Opener-Policy', ...Object.entries(adminHeaders(site.repository?.cmsAuthUrl)).map(line)]),
      block('/media/*', mediaPolicy),
      block('/assets/*', [yearLong]),
      block('/_img/*', [...mediaPolicy, yearLong]),
    ].join('\n\n') + '\n'
  )
}

/** Every block of a `_headers` file, in its order. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, set: {}, detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim())
    else {
      const colon = line.indexOf(':')
      if (colon > 0) rule.set[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/**
 * The headers of one path as Cloudflare Pages applies the rules: every matching block in turn, a
 * `*` at the end matching the rest of the path, `! Name` dropping what an earlier block set.
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path
    if (!matches) continue
    for (const name of rule.detach) delete headers[name]
    Object.assign(headers, rule.set)
  }
  return headers
}

/** The headers of the `/*` block of a `_headers` file (the format Netlify and Cloudflare Pages read). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inAllPages = false
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) {
      inAllPages = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (inAllPages && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}
