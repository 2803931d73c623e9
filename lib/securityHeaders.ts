import { clarityTagUrl, googleTagUrl, type AnalyticsSettings } from './shared/consent'
import { DEFAULT_EMAIL_ORIGIN } from './shared/emailSettings'

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
  if (analytics.webVitalsEndpoint) connect.push(new URL(analytics.webVitalsEndpoint).origin)
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
    `connect-src ${join("'self'", new URL(emailOrigin).origin, ...extra.connect)}`,
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
