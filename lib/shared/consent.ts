/** What the cookie banner and the consent script get from the content. Code here runs in the browser too. */

/** The analytics services of site.yaml, switched on only after consent. */
export interface AnalyticsSettings {
  googleAnalyticsId?: string | undefined
  clarityId?: string | undefined
  webVitalsEndpoint?: string | undefined
}

/** The address of each third-party script, also what the Content-Security-Policy allows. */
export const googleTagUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
export const clarityTagUrl = (id: string) => `https://www.clarity.ms/tag/${encodeURIComponent(id)}`

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

/** What the footer writes into the page for this script: the banner's words and the analytics ids. */
export interface ConsentSettings {
  texts: ConsentTexts
  analytics: AnalyticsSettings
}
