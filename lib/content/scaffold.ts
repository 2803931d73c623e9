/**
 * The words of the starting files `npm run new` writes (each collection's module declares its own
 * `scaffold`): every placeholder starts with the same words, so an editor can search the file for
 * them, and the check can refuse a page that still has one.
 */

export const PLACEHOLDER = 'Replace this'

/** A placeholder text: "Replace this with <what>." */
export const say = (what: string) => `${PLACEHOLDER} with ${what}.`

/**
 * The picture a new page shows until the editor adds their own: a neutral card saying so, never
 * another page's picture. A page that is published with it is refused.
 */
export const PLACEHOLDER_PICTURE = '/media/placeholder.svg'

/** The placeholder picture's file (written into content/media by `npm run new` when it is missing). */
export const PLACEHOLDER_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${PLACEHOLDER} with your picture">
  <rect width="1200" height="800" fill="#eef4ff"/>
  <rect x="24" y="24" width="1152" height="752" rx="24" fill="none" stroke="#2f5bdf" stroke-width="4" stroke-dasharray="24 16"/>
  <path d="M480 470l90-110 70 80 50-55 110 85z" fill="#b8c8f5"/>
  <circle cx="700" cy="320" r="34" fill="#b8c8f5"/>
  <text x="600" y="560" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#2148bd">${PLACEHOLDER} with your picture</text>
</svg>
`

/** "cloud-migration" → "Cloud Migration": a readable title the editor then rewrites. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
