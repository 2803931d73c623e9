/**
 * vanilla-cookieconsent: it keeps the visitor's choice (the cc_cookie cookie) and draws the
 * settings window. The entry script loads it only when a visitor answers the banner
 * (ConsentBanner.tsx) or opens "Cookie settings"; a visit that does neither never runs it.
 */
import type * as CookieConsentApi from 'vanilla-cookieconsent'
import { startAnalytics } from './analytics'
import { CONSENT_COOKIE, savedCategories } from './savedChoice'
import type { ConsentSettings, ConsentTexts } from '../../lib/shared/consent'

type CookieConsent = typeof CookieConsentApi
let library: Promise<CookieConsent> | null = null

/**
 * Starts vanilla-cookieconsent once per page, without showing its own banner (the page has one).
 * Before a choice is saved the library still builds that banner, hidden by its stylesheet: the
 * stylesheet loads with it. `onConsent` runs on every choice saved, from the banner or from the
 * settings window.
 */
function start({ texts, analytics }: ConsentSettings, onConsent: () => void): Promise<CookieConsent> {
  library ??= (async () => {
    const [cc] = await Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css'), import('./settings.css')])
    const section = (name: keyof ConsentTexts['categories']) => ({ ...texts.categories[name], linkedCategory: name })
    let accepted: string[] = savedCategories(document.cookie) ?? []
    await cc.run({
      cookie: { name: CONSENT_COOKIE, secure: window.location.protocol === 'https:' },
      autoShow: false,
      // Automated browsers (the end-to-end tests among them) get the settings window as people do.
      hideFromBots: false,
      guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
      onConsent: ({ cookie }) => {
        accepted = cookie.categories
        onConsent()
        if (accepted.includes('analytics')) startAnalytics(analytics)
      },
      onChange: ({ cookie }) => {
        // Scripts that already run cannot be taken back: a fresh page honours the new choice.
        const withdrawn = accepted.some((c) => !cookie.categories.includes(c))
        accepted = cookie.categories
        if (withdrawn) window.location.reload()
        else if (accepted.includes('analytics')) startAnalytics(analytics)
      },
      language: {
        default: 'en',
        translations: {
          en: {
            // The library's own banner: never shown (autoShow is off), its words kept all the same.
            consentModal: {
              title: texts.title,
              description: texts.description,
              acceptAllBtn: texts.acceptAll,
              acceptNecessaryBtn: texts.rejectAll,
              showPreferencesBtn: texts.manage,
            },
            preferencesModal: {
              title: texts.preferencesTitle,
              acceptAllBtn: texts.acceptAll,
              acceptNecessaryBtn: texts.rejectAll,
              savePreferencesBtn: texts.savePreferences,
              closeIconLabel: texts.close,
              sections: [section('necessary'), section('analytics'), section('marketing')],
            },
          },
        },
      },
    })
    return cc
  })()
  // A library that could not load is asked for again at the visitor's next answer.
  library.catch(() => (library = null))
  return library
}

/** Saves the banner's answer: every kind of cookie, or the necessary ones only. */
export async function saveChoice(settings: ConsentSettings, choice: 'all' | 'necessary', onConsent: () => void): Promise<void> {
  const cc = await start(settings, onConsent)
  cc.acceptCategory(choice === 'all' ? 'all' : [])
}

/** Opens the settings window. */
export async function openSettings(settings: ConsentSettings, onConsent: () => void): Promise<void> {
  const cc = await start(settings, onConsent)
  cc.showPreferences()
}
