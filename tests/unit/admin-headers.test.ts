import { describe, expect, it } from 'vitest'
import { adminHeaders, headersFile, headersForPath, parseHeaderRules, parseHeadersFile, securityHeaders } from '../../lib/securityHeaders'

const site = { analytics: {} }
const file = headersFile(site, 'https://api.emailjs.com')
const rules = parseHeaderRules(file)

describe('the headers of the content manager at /admin/', () => {
  it('leave every other page with exactly the site-wide headers', () => {
    const strict = securityHeaders(site, 'https://api.emailjs.com')
    expect(parseHeadersFile(file)).toEqual(strict)
    for (const path of ['/', '/blog/x/', '/administration/', '/admin']) expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBe(strict['Content-Security-Policy'])
    expect(strict['Content-Security-Policy']).not.toContain("'unsafe-eval'")
    expect(strict['Content-Security-Policy']).not.toContain('unsafe-inline')
  })

  it('give /admin/ its own policy in place of the site-wide one, with noindex', () => {
    for (const path of ['/admin/', '/admin/index.html', '/admin/assets/index-abc.js']) {
      const headers = headersForPath(rules, path)
      expect(headers['Content-Security-Policy'], path).toBe(adminHeaders()['Content-Security-Policy'])
      expect(headers['X-Robots-Tag']).toBe('noindex')
      // The other security headers still apply.
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
    }
    expect(file).toContain('/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n  Content-Security-Policy: ')
  })

  it('allow what Decap needs, and the sign-in proxy of site.yaml when there is one', () => {
    const csp = adminHeaders('https://auth.example.com/oauth')['Content-Security-Policy']!
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    // Nothing on the editor's machine: only the development server allows the local backend (admin-local-backend.test.ts).
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com https://auth.example.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(adminHeaders()['Content-Security-Policy']).not.toContain('auth.example.com')
  })

  it('keep the one-year cache of hashed files', () => {
    expect(headersForPath(rules, '/assets/a-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersForPath(rules, '/admin/')['Cache-Control']).toBe('no-cache')
  })
})
