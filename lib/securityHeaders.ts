import { DEFAULT_EMAIL_ORIGIN } from './emailSettings'

/**
 * HTTP headers every page is served with, by `npm run preview` and (through `_headers`) by static
 * hosts. Scripts and styles come only from the site itself: no inline script is ever needed.
 */
export function securityHeaders(emailOrigin: string = process.env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAIL_ORIGIN): Record<string, string> {
  const origin = new URL(emailOrigin).origin
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
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
