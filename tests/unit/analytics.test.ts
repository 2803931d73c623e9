import { describe, expect, it } from 'vitest'
import { vitalsSender } from '../../components/Consent/analytics'
import { savedCategories } from '../../components/Consent/savedChoice'
import { securityHeaders } from '../../lib/securityHeaders'

const cspOf = (analytics: Parameters<typeof securityHeaders>[0]['analytics']) => securityHeaders({ analytics }, 'https://api.emailjs.com')['Content-Security-Policy']!
const directive = (csp: string, name: string) => (new RegExp(`${name} ([^;]+)`).exec(csp)?.[1] ?? '').split(' ')

describe('analytics settings and the Content-Security-Policy', () => {
  it('without ids, the policy allows no analytics service at all', () => {
    const csp = cspOf({})
    expect(csp).not.toMatch(/google|clarity/)
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"])
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.emailjs.com'])
  })

  it('each id adds exactly the origins of its own service', () => {
    const ga = cspOf({ googleAnalyticsId: 'G-AB12CD34EF' })
    expect(directive(ga, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'", 'https://www.googletagmanager.com'])
    expect(ga).not.toContain('clarity')
    const clarity = cspOf({ clarityId: 'k2x9q7w4pd' })
    expect(directive(clarity, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'", 'https://www.clarity.ms', 'https://scripts.clarity.ms'])
    expect(clarity).not.toContain('google')
  })

  it('the web-vitals address is allowed to receive reports, and nothing else is', () => {
    expect(directive(cspOf({ webVitalsEndpoint: 'https://vitals.example.org/collect' }), 'connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://vitals.example.org',
    ])
  })

  it('never allows inline scripts, and forbids framing', () => {
    const csp = cspOf({ googleAnalyticsId: 'G-AB12CD34EF', clarityId: 'k2x9q7w4pd' })
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
  })
})

describe('web vitals', () => {
  it('sends each measurement as a small JSON beacon to the address of site.yaml', () => {
    const sent: Array<[string, string]> = []
    const send = vitalsSender('https://vitals.example.org/collect', (url, body) => sent.push([url, body]) > 0, '/services/rpa/')
    send({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1' })
    send({ name: 'CLS', value: 0, rating: 'good', id: 'v5-2' })
    expect(sent.map(([url]) => url)).toEqual(['https://vitals.example.org/collect', 'https://vitals.example.org/collect'])
    expect(JSON.parse(sent[0]![1])).toEqual({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', page: '/services/rpa/' })
  })
})

describe('the saved cookie choice', () => {
  const cookie = (value: object) => `other=1; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; last=2`

  it('reads the accepted categories without loading the banner', () => {
    expect(savedCategories(cookie({ categories: ['necessary', 'analytics'], revision: 0 }))).toEqual(['necessary', 'analytics'])
  })

  it('treats a missing or damaged cookie as no choice yet, so the banner asks', () => {
    expect(savedCategories('other=1')).toBeNull()
    expect(savedCategories('cc_cookie=%7Bnot-json')).toBeNull()
    expect(savedCategories(cookie({ categories: 'analytics' }))).toBeNull()
  })
})
