import { describe, expect, it } from 'vitest'
import { headersFile, parseHeaderRules } from '../../lib/securityHeaders'

/**
 * Every Content-Security-Policy the `_headers` file sends is one a browser reads as written: a
 * browser ignores a directive it does not know (and says so only in the console), so a misspelt
 * `base-url` would leave the page without that protection. Each directive is a CSP Level 3 one,
 * given once, with sources a browser understands.
 */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'media-src',
  'connect-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'frame-ancestors',
  'base-uri',
  'form-action',
  'sandbox',
  'upgrade-insecure-requests',
  'report-to',
])
const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", "'inline-speculation-rules'", "'strict-dynamic'"])
/** A scheme (`data:`), or an origin of https (a host, or `*.` and a host), as a policy names them. */
const SOURCE = /^(data:|blob:|https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/

function policies(): Array<{ path: string; policy: string }> {
  const file = headersFile({ analytics: { googleAnalyticsId: 'G-TEST123', clarityId: 'abcdef123' }, repository: { cmsAuthUrl: 'https://auth.example.com' } })
  return parseHeaderRules(file).flatMap((rule) => (rule.set['Content-Security-Policy'] ? [{ path: rule.path, policy: rule.set['Content-Security-Policy'] }] : []))
}

describe('the Content-Security-Policy of every path', () => {
  it('is sent for the pages, the content manager and the media', () => {
    expect(policies().map((p) => p.path)).toEqual(['/*', '/admin/*', '/media/*', '/_img/*'])
  })

  it.each(policies())('$path: every directive is one browsers know, given once, with sources they read', ({ policy }) => {
    const seen = new Set<string>()
    for (const part of policy.split(';').map((p) => p.trim())) {
      expect(part, 'an empty directive').not.toBe('')
      const [name, ...sources] = part.split(/\s+/)
      expect(DIRECTIVES, `"${name}" in ${policy}`).toContain(name)
      expect(seen, `"${name}" twice`).not.toContain(name)
      seen.add(name!)
      if (name === 'sandbox') continue
      for (const source of sources) expect(KEYWORDS.has(source) || SOURCE.test(source), `${name} ${source}`).toBe(true)
    }
  })

  it('the pages run only their own scripts, in no frame, with no base or plug-in', () => {
    const page = new Map(
      policies()
        .find((p) => p.path === '/*')!
        .policy.split('; ')
        .map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as const),
    )
    expect(page.get('default-src')).toEqual(["'self'"])
    expect(page.get('script-src')).toContain("'self'")
    expect(page.get('script-src')).not.toContain("'unsafe-inline'")
    expect(page.get('script-src')).not.toContain("'unsafe-eval'")
    expect(page.get('frame-ancestors')).toEqual(["'none'"])
    expect(page.get('base-uri')).toEqual(["'self'"])
    expect(page.get('object-src')).toEqual(["'none'"])
  })
})
