/**
 * The consent logic every page runs, in the small entry script (no React). Without a saved choice,
 * the banner the page already holds (ConsentBanner.tsx) is shown; the cookie library
 * (library.ts) loads only when the visitor answers it or opens "Cookie settings". A choice saved
 * earlier is applied without loading it. Nothing of analytics loads before consent.
 */
import type { ConsentSettings } from '../../lib/shared/consent'
import { savedCategories } from './savedChoice'

/** The id of the JSON the footer writes, and the attribute of every "Cookie settings" button. */
export const CONSENT_SETTINGS_ID = 'consent-settings'
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings'
/** The banner's id, and the attribute that says which answer each of its buttons gives. */
export const CONSENT_BANNER_ID = 'consent-banner'
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'

const hideBanner = () => document.getElementById(CONSENT_BANNER_ID)?.setAttribute('hidden', '')

export function startConsent(): void {
  const json = document.getElementById(CONSENT_SETTINGS_ID)?.textContent
  if (!json) return
  const settings = JSON.parse(json) as ConsentSettings
  const openSettings = () =>
    void import('./library').then((library) => library.openSettings(settings, hideBanner)).catch((error: unknown) => console.warn('The cookie settings could not open:', error))
  const saved = savedCategories(document.cookie)
  if (saved === null) showBanner(settings, openSettings)
  else if (saved.includes('analytics')) void import('./analytics').then(({ startAnalytics }) => startAnalytics(settings.analytics))
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${COOKIE_SETTINGS_ATTRIBUTE}]`)) {
    button.addEventListener('click', openSettings)
  }
}

/**
 * Shows the banner of a first visit. "Accept all" and "Reject all" save the answer through the
 * library, and the banner goes once it is saved: a visitor who leaves before that, or whose
 * connection drops, is asked again rather than told a choice was kept that was not. "Choose
 * cookies" opens the settings window over it, and it goes once a choice is saved there.
 */
function showBanner(settings: ConsentSettings, openSettings: () => void): void {
  const banner = document.getElementById(CONSENT_BANNER_ID)
  if (!banner) return
  banner.hidden = false
  let saving = false
  banner.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${CONSENT_CHOICE_ATTRIBUTE}]`) : null
    const choice = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE)
    if (choice === 'choose') {
      openSettings()
    } else if ((choice === 'all' || choice === 'necessary') && !saving) {
      saving = true
      banner.setAttribute('aria-busy', 'true')
      import('./library')
        .then((library) => library.saveChoice(settings, choice, hideBanner))
        .catch((error: unknown) => console.warn('The cookie choice could not be saved:', error))
        .finally(() => {
          saving = false
          banner.removeAttribute('aria-busy')
        })
    }
  })
}
