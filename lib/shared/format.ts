import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './locales'

// One formatter per language and style, made on first use: making an Intl formatter is far slower
// than using one, and a big blog formats thousands of dates.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formats.get(key) as T | undefined
  if (!found) formats.set(key, (found = make()))
  return found
}

/** A YYYY-MM-DD date as people read it in the page's language, e.g. "1 November 2026", "6 Dec 2021", "1 noiembrie 2026". */
export function formatDate(iso: string, month: 'long' | 'short' = 'long', locale: Locale = DEFAULT_LOCALE): string {
  const format = formatter(`date:${locale}:${month}`, () => new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }))
  return format.format(new Date(`${iso}T00:00:00Z`))
}

/** A phone number as a tel: link, e.g. "+40 21 555 0142" → "tel:+40215550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** A count as people read it in the page's language, e.g. 12,480 (12.480 in Romanian). */
export function formatCount(n: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(`count:${locale}`, () => new Intl.NumberFormat(LOCALE_INFO[locale].intl)).format(n)
}

/**
 * Fills `{name}` placeholders of a content text with plain values, e.g. "{count} posts" → "3 posts";
 * unknown names stay as they are. Only the values' own names count: `{constructor}` is unknown, not
 * a member every object inherits.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole))
}
