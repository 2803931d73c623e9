/**
 * The marks of the technologies a service page lists, from Simple Icons (simple-icons on npm, CC0):
 * looked up by name at build time and written into the page as an inline SVG path, so no picture
 * is fetched and no script runs. A tool the set lacks (it leaves out some companies' marks at their
 * request) is shown by its name alone.
 */
import * as icons from 'simple-icons'
import { slugToVariableName, titleToSlug } from 'simple-icons/sdk'

export interface TechIcon {
  /** The path of the 24 x 24 mark. */
  path: string
  /** Its colour: the brand's, or the site's ink when the brand's is too light to see on a light tile. */
  color: string
}

type SimpleIcon = { path: string; hex: string }

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/**
 * The mark of a technology: by its Simple Icons name (`react`, `nodedotjs`) when the content gives
 * one, else by its title (`Node.js` → `nodedotjs`); undefined when the set has none.
 */
export function techIcon(title: string, name?: string): TechIcon | undefined {
  const icon = (icons as unknown as Record<string, SimpleIcon | undefined>)[slugToVariableName(name ?? titleToSlug(title))]
  if (!icon) return undefined
  // Lighter than about #b0b0b0 is lost on the tile: such marks are drawn in the site's ink.
  return { path: icon.path, color: luminance(icon.hex) > 0.45 ? 'var(--site-color-ink)' : `#${icon.hex}` }
}
