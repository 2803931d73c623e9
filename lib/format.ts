/** A YYYY-MM-DD date as people read it on this site, e.g. "1 November 2026" or "6 Dec 2021". */
export function formatDate(iso: string, month: 'long' | 'short' = 'long'): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })
}

/** A phone number as a tel: link, e.g. "+40 21 555 0142" → "tel:+40215550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
