/**
 * A field's label made from its name, for the content manager's forms (scripts/lib/cmsConfig.ts)
 * and its previews (admin/previews/): no Node modules here.
 */

/** Field names that are abbreviations, in the words an editor reads. */
const LABELS: Record<string, string> = { id: 'Short name', src: 'Picture', alt: 'What it shows (alt text)', href: 'Link', url: 'Address (URL)', cta: 'Button' }

/** Words of field names a developer writes, as an editor says them (within a longer name). */
const WORDS: Record<string, string> = { url: 'address', cta: 'button', ctas: 'buttons', faq: 'FAQ', english: 'English', romanian: 'Romanian', id: 'ID' }

/**
 * A field's label made from its name, when its schema gives none (`.meta({ title })`):
 * `pageTitle` → `Page title`, `bookingUrl` → `Booking address`, `faqTitle` → `FAQ title`.
 */
export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name]
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase()
    .trim()
    .replace(/\bsub title\b/g, 'subtitle')
    .replace(/\bjava script\b/g, 'JavaScript')
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
