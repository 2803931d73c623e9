import { useEffect } from 'react'
import type * as CookieConsentApi from 'vanilla-cookieconsent'
import { useHydrated } from '../useHydrated'
import { startAnalytics, type AnalyticsSettings } from './analytics'
import styles from './Consent.module.css'

/** site.yaml `consent`. */
export interface ConsentTexts {
  title: string
  description: string
  acceptAll: string
  rejectAll: string
  manage: string
  settings: string
  preferencesTitle: string
  savePreferences: string
  close: string
  categories: Record<'necessary' | 'analytics' | 'marketing', { title: string; description: string }>
}

export interface ConsentProps {
  texts: ConsentTexts
  analytics: AnalyticsSettings
}

/** The cookie vanilla-cookieconsent keeps the visitor's choice in. */
export const CONSENT_COOKIE = 'cc_cookie'

/** The categories a visitor accepted earlier, read without loading the banner's code; null when never asked. */
export function savedCategories(cookieHeader: string): string[] | null {
  const raw = cookieHeader
    .split('; ')
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { categories?: unknown }
    return Array.isArray(value.categories) ? value.categories.filter((c): c is string => typeof c === 'string') : null
  } catch {
    return null
  }
}

type CookieConsent = typeof CookieConsentApi
let library: Promise<CookieConsent> | null = null

/** Loads and starts vanilla-cookieconsent once per page; it shows the banner itself when no choice is saved. */
function loadBanner({ texts, analytics }: ConsentProps): Promise<CookieConsent> {
  library ??= (async () => {
    const [cc] = await Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css')])
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

let started = false

/**
 * The "Cookie settings" button (in the footer, and on the cookie policy page), and on the first
 * one of a page, the consent itself: a choice saved earlier is applied without loading the
 * banner's code; without one, the banner appears. Nothing of analytics loads before consent.
 */
export default function Consent(props: ConsentProps) {
  const ready = useHydrated()

  useEffect(() => {
    if (started) return
    started = true
    const saved = savedCategories(document.cookie)
    if (saved === null) loadBanner(props).catch((error: unknown) => console.warn('The cookie banner could not start:', error))
    else if (saved.includes('analytics')) startAnalytics(props.analytics)
    // Runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <button type="button" className={styles.settings} disabled={!ready} onClick={() => void loadBanner(props).then((cc) => cc.showPreferences())}>
      {props.texts.settings}
    </button>
  )
}
