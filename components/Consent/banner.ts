/**
 * The cookie banner and its settings window: vanilla-cookieconsent, loaded by the entry script
 * only on a first visit or when a visitor opens "Cookie settings".
 */
import type * as CookieConsentApi from 'vanilla-cookieconsent'
import { idle } from '../islands/whenIdle'
import { startAnalytics } from './analytics'
import { CONSENT_COOKIE, savedCategories } from './savedChoice'
import type { ConsentSettings, ConsentTexts } from '../../lib/shared/consent'
import './banner.css'

/** site.yaml `consent`. */

type CookieConsent = typeof CookieConsentApi
let library: Promise<CookieConsent> | null = null

/**
 * Loads and starts vanilla-cookieconsent once per page; it shows the banner itself when no choice
 * is saved. `atIdle` (a first visit's banner) builds the banner in the browser's next idle period
 * after the library's code has run: two short tasks rather than one long one, while the page is
 * still settling; a visitor who asks for the settings gets them at once.
 */
export function loadBanner({ texts, analytics }: ConsentSettings, { atIdle = false } = {}): Promise<CookieConsent> {
  library ??= (async () => {
    const [cc] = await Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css')])
    if (atIdle) await idle()
    const section = (name: keyof ConsentTexts['categories']) => ({ ...texts.categories[name], linkedCategory: name })
    let accepted: string[] = savedCategories(document.cookie) ?? []
    await cc.run({
      cookie: { name: CONSENT_COOKIE, secure: window.location.protocol === 'https:' },
      // Automated browsers (the end-to-end tests among them) see the banner as people do.
      hideFromBots: false,
      guiOptions: { consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true }, preferencesModal: { layout: 'box', equalWeightButtons: true } },
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
      onConsent: ({ cookie }) => {
        accepted = cookie.categories
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
  return library
}
