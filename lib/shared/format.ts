// One formatter per style: making an Intl formatter is far slower than using one, and a big blog formats thousands of dates.
const dateFormats = {
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
}

/** A YYYY-MM-DD date as people read it on this site, e.g. "1 November 2026" or "6 Dec 2021". */
export function formatDate(iso: string, month: 'long' | 'short' = 'long'): string {
  return dateFormats[month].format(new Date(`${iso}T00:00:00Z`))
}

/** A phone number as a tel: link, e.g. "+40 21 555 0142" → "tel:+40215550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

const countFormat = new Intl.NumberFormat('en-GB')

/** A count as people read it on this site, e.g. 12,480. */
export function formatCount(n: number): string {
  return countFormat.format(n)
}

/** Fills `{name}` placeholders of a content text with plain values, e.g. "{count} posts" → "3 posts"; unknown names stay as they are. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
