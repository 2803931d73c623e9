/**
 * What the site loads once a visitor accepts analytics cookies: Google Analytics 4, Microsoft
 * Clarity (heatmaps) and the Core Web Vitals reporter. Each only when its id or address is set in
 * site.yaml `analytics`; nothing at all before consent. Written without inline scripts, so the
 * Content-Security-Policy needs no 'unsafe-inline'.
 */
import { clarityTagUrl, googleTagUrl, type AnalyticsSettings } from '../../lib/shared/consent'

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] }
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; clarity?: Queue }

const started = new Set<string>()

function addScript(src: string, service: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  // SPEC §8: a service that cannot be reached is only logged; visitors see nothing.
  script.addEventListener('error', () => console.warn(`${service} could not be loaded (${src}).`))
  document.head.append(script)
}

/** One metric of web-vitals as it is sent: small, and nothing that names the visitor. */
export interface VitalsReport {
  name: string
  value: number
  rating: string
  id: string
  page: string
}

/** Sends one Core Web Vitals measurement with sendBeacon (it survives the page being closed). */
export function vitalsSender(endpoint: string, beacon: (url: string, body: string) => boolean, page: string) {
  return (metric: { name: string; value: number; rating: string; id: string }) => {
    const report: VitalsReport = { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page }
    beacon(endpoint, JSON.stringify(report))
  }
}

/** Starts every service the settings name; safe to call again (each starts once per page). */
export function startAnalytics(settings: AnalyticsSettings): void {
  const w = window as AnalyticsWindow
  const { googleAnalyticsId, clarityId, webVitalsEndpoint } = settings
  if (googleAnalyticsId && !started.has('ga')) {
    started.add('ga')
    w.dataLayer = w.dataLayer ?? []
    w.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', googleAnalyticsId, { anonymize_ip: true })
    addScript(googleTagUrl(googleAnalyticsId), 'Google Analytics')
  }
  if (clarityId && !started.has('clarity')) {
    started.add('clarity')
    const clarity: Queue = w.clarity ?? ((...args: unknown[]) => void (clarity.q = clarity.q ?? []).push(args))
    w.clarity = clarity
    addScript(clarityTagUrl(clarityId), 'Microsoft Clarity')
  }
  if (webVitalsEndpoint && !started.has('vitals') && typeof navigator.sendBeacon === 'function') {
    started.add('vitals')
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = vitalsSender(webVitalsEndpoint, (url, body) => navigator.sendBeacon(url, body), window.location.pathname)
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send)
    })
  }
}
