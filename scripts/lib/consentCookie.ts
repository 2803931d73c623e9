import { CONSENT_COOKIE } from '../../components/Consent/savedChoice'

/**
 * The cookie choice a test's visitor made earlier, as vanilla-cookieconsent stores it; null for a
 * first visit, when the banner appears. Most tests, and the pictures of a pull request's
 * pages (scripts/pr-screenshots.ts), are about something else: their visitor has already chosen
 * "necessary only", and no banner covers the page.
 */
export const consentCookie = (categories: string[]) => ({
  name: CONSENT_COOKIE,
  value: encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: new Date().toISOString(),
      consentId: 'e2e',
      services: {},
      languageCode: 'en',
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 86_400_000,
    }),
  ),
})
