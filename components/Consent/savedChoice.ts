/**
 * The visitor's saved cookie choice, read by the entry script (consent.ts) and by the banner
 * (banner.ts), which the entry script loads: kept apart from both, so neither imports the other.
 */

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
