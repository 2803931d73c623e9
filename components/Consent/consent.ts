/**
 * The consent logic every page runs, in the small entry script (no React): a choice saved earlier
 * is applied without loading the banner's code; without one, the banner loads when the browser is
 * idle. The "Cookie settings" buttons open the banner's settings. Nothing of analytics loads
 * before consent.
 */
import { whenIdle } from '../islands/whenIdle'
import type { ConsentSettings } from '../../lib/shared/consent'
import { savedCategories } from './savedChoice'

/** The id of the JSON the footer writes, and the attribute of every "Cookie settings" button. */
export const CONSENT_SETTINGS_ID = 'consent-settings'
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings'

export function startConsent(): void {
  const json = document.getElementById(CONSENT_SETTINGS_ID)?.textContent
  if (!json) return
  const settings = JSON.parse(json) as ConsentSettings
  const banner = (atIdle = false) => import('./banner').then(({ loadBanner }) => loadBanner(settings, { atIdle }))
  const saved = savedCategories(document.cookie)
  if (saved === null) whenIdle(() => void banner(true).catch((error: unknown) => console.warn('The cookie banner could not start:', error)))
  else if (saved.includes('analytics')) void import('./analytics').then(({ startAnalytics }) => startAnalytics(settings.analytics))
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${COOKIE_SETTINGS_ATTRIBUTE}]`)) {
    button.disabled = false
    button.addEventListener('click', () => void banner().then((cc) => cc.showPreferences()))
  }
}
