/**
 * The words of the starting files `npm run new` writes (each collection's module declares its own
 * `scaffold`): every placeholder starts with the same words, so an editor can search the file for
 * them, and the check can refuse a page that still has one.
 */

export const PLACEHOLDER = 'Replace this'

/** A placeholder text: "Replace this with <what>." */
export const say = (what: string) => `${PLACEHOLDER} with ${what}.`

/** "cloud-migration" → "Cloud Migration": a readable title the editor then rewrites. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
