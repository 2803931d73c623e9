/** The logos: monogram tiles for the tools, wordmarks for the invented partners and medallions for the awards (SVG files). */
import { ACCENTS, baseName, BLUE, CYAN, escapeXml, hash, hsl, INK, mix, n, NAVY, pts, Rand, starPoints, type Subject, VIOLET, WHITE } from '../primitives'

/** File name, name and monogram of the tools the services list. */
const TOOLS: ReadonlyArray<readonly [slug: string, name: string, mono: string]> = [
  ['react', 'React', 'Re'],
  ['typescript', 'TypeScript', 'TS'],
  ['nodejs', 'Node.js', 'Nd'],
  ['python', 'Python', 'Py'],
  ['dotnet', '.NET', '.N'],
  ['java', 'Java', 'Jv'],
  ['kotlin', 'Kotlin', 'Kt'],
  ['swift', 'Swift', 'Sw'],
  ['flutter', 'Flutter', 'Fl'],
  ['postgresql', 'PostgreSQL', 'Pg'],
  ['aws', 'AWS', 'AWS'],
  ['azure', 'Azure', 'Az'],
  ['docker', 'Docker', 'Dk'],
  ['kubernetes', 'Kubernetes', 'K8'],
  ['figma', 'Figma', 'Fg'],
  ['tensorflow', 'TensorFlow', 'TF'],
  ['pytorch', 'PyTorch', 'PT'],
  ['uipath', 'UiPath', 'UiP'],
  ['power-automate', 'Power Automate', 'PA'],
  ['sap', 'SAP', 'SAP'],
  ['angular', 'Angular', 'Ng'],
  ['vue', 'Vue', 'Vu'],
  ['terraform', 'Terraform', 'Tf'],
  ['github-actions', 'GitHub Actions', 'GA'],
]

/** A tool's tile: its monogram on a light tile whose hue is spread from the others' by its place `i`. */
function toolTile(name: string, mono: string, i: number): string {
  // hues spread by the golden angle, nudged away from muddy yellow-greens
  let hue = (200 + i * 137.508) % 360
  if (hue > 50 && hue < 140) hue = (hue + 90) % 360
  const bg = hsl(hue, 0.75, 0.95)
  const edge = hsl(hue, 0.6, 0.84)
  const blob = hsl(hue, 0.8, 0.89)
  const ink = hsl(hue, 0.62, 0.3)
  const dot = hsl(hue, 0.8, 0.55)
  const size = mono.length >= 3 ? 46 : 60
  const spacing = mono.length >= 3 ? -1 : -2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect x="2" y="2" width="156" height="156" rx="36" fill="${bg}" stroke="${edge}" stroke-width="2"/>` +
    `<path d="M158,96v26a36,36 0 0 1 -36,36h-26a62,62 0 0 1 62,-62z" fill="${blob}"/>` +
    `<circle cx="126" cy="34" r="7" fill="${dot}"/>` +
    `<text x="80" y="82" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing="${spacing}" fill="${ink}">${escapeXml(mono)}</text>` +
    `</svg>`
  )
}

/** Helvetica-Bold advance widths (per 1000 em), to size wordmarks without measuring fonts. */
const BOLD_WIDTHS: Record<string, number> = {
  ' ': 278,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
}
const textEm = (s: string): number => [...s].reduce((sum, ch) => sum + (BOLD_WIDTHS[ch] ?? 600), 0) / 1000

/** File name, name and mark (in a 44 × 44 box) of the invented partners. */
const PARTNERS: ReadonlyArray<readonly [slug: string, name: string, mark: string]> = [
  ['voltara', 'Voltara', `<path d="M2,4h10l10,24l10,-24h10l-15,36h-10z"/><circle cx="38" cy="36" r="4" opacity=".55"/>`],
  [
    'medisync',
    'MediSync',
    `<circle cx="15" cy="22" r="12" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="29" cy="22" r="12" fill="none" stroke="${INK}" stroke-width="4" opacity=".55"/>`,
  ],
  ['carpathia-bank', 'Carpathia Bank', `<rect x="1" y="1" width="42" height="42" rx="10"/><path d="M6,34l11,-18l7,10l5,-7l9,15z" fill="#fff"/>`],
  ['learnly', 'Learnly', `<path d="M4,34h12v-10h12v-10h12v30h-36z" opacity=".35"/><path d="M4,42h36v-6h-36z"/><circle cx="10" cy="14" r="6"/>`],
  ['shopwave', 'ShopWave', `<circle cx="22" cy="22" r="20"/><path d="M7,24c5,-7 10,-7 15,0s10,7 15,0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`],
  [
    'streamhub',
    'StreamHub',
    `<circle cx="10" cy="34" r="6"/><path d="M8,20a16,16 0 0 1 16,16M8,8a28,28 0 0 1 28,28" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  ],
  [
    'gridline',
    'Gridline Energy',
    `<g opacity=".4"><circle cx="6" cy="6" r="4"/><circle cx="22" cy="6" r="4"/><circle cx="6" cy="22" r="4"/><circle cx="38" cy="22" r="4"/><circle cx="22" cy="38" r="4"/><circle cx="38" cy="38" r="4"/></g><path d="M6,38L38,6" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  ],
  ['novacare', 'NovaCare', `<path d="M22,1c2,12 9,19 21,21c-12,2 -19,9 -21,21c-2,-12 -9,-19 -21,-21c12,-2 19,-9 21,-21z"/>`],
  ['bluepeak', 'BluePeak', `<path d="M2,40l16,-30l8,14l5,-8l11,24z"/><path d="M14,18l4,-8l4,7z" fill="#fff" opacity=".6"/>`],
  [
    'orbitlabs',
    'Orbit Labs',
    `<circle cx="22" cy="22" r="9"/><ellipse cx="22" cy="22" rx="20" ry="8" fill="none" stroke="${INK}" stroke-width="3" transform="rotate(-30 22 22)"/><circle cx="39" cy="12" r="3.5"/>`,
  ],
  ['terranova', 'Terranova', `<circle cx="22" cy="22" r="20"/><path d="M4,16h36M2,24h40M5,32h34" stroke="#fff" stroke-width="3"/>`],
  [
    'quantix',
    'Quantix',
    `<rect x="7" y="7" width="30" height="30" rx="6" transform="rotate(45 22 22)"/><rect x="15" y="15" width="14" height="14" rx="3" transform="rotate(45 22 22)" fill="#fff"/><path d="M28,28l10,10" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  ],
]

/** An invented partner's wordmark: its mark, then its name in bold (a second word in regular), sized to fit. */
function partnerLogo(name: string, mark: string): string {
  const words = name.split(' ')
  const first = words[0] ?? name
  const rest = words.slice(1).join(' ')
  const available = 240 - 66 - 8
  const size = Math.min(25, Math.floor((available / textEm(name)) * 10) / 10)
  // the gap is a dx offset: renderers disagree on whitespace at the start of a tspan
  const text = rest ? `${escapeXml(first)}<tspan dx="${n(size * 0.28)}" font-weight="400">${escapeXml(rest)}</tspan>` : escapeXml(first)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<g transform="translate(12 26)" fill="${INK}">${mark}</g>` +
    `<text x="66" y="48" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing="-0.3" fill="${INK}">${text}</text>` +
    `</svg>`
  )
}

const MEDAL_KINDS = ['star', 'stars', 'burst'] as const
type MedalKind = (typeof MEDAL_KINDS)[number]

const AWARDS: ReadonlyArray<readonly [slug: string, label: string, c1: string, c2: string, kind: MedalKind]> = [
  ['award-2021', 'Award 2021', CYAN, BLUE, 'star'],
  ['award-2020', 'Award 2020', VIOLET, BLUE, 'stars'],
  ['award-2019', 'Award 2019', BLUE, CYAN, 'burst'],
]

/** An award medallion: a laurel around a disc in two colours, with one star, three stars or a burst. */
function awardMedal(label: string, c1: string, c2: string, kind: MedalKind): string {
  const cx = 80
  const cy = 76
  // laurel: leaves along two arcs
  let leaves = ''
  // two branches rising from the bottom, leaves along the arc, alternately tilted out and in
  let stems = ''
  for (const side of [-1, 1]) {
    for (let i = 0; i < 8; i++) {
      const t = Math.PI / 2 + side * (0.42 + i * 0.3)
      const out = i % 2 === 0 ? 1 : -1
      const rr = 56 + out * 4.5
      const x = cx + rr * Math.cos(t)
      const y = cy + rr * Math.sin(t)
      const deg = (t * 180) / Math.PI + side * out * 30
      leaves += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4.6" ry="10.5" transform="rotate(${n(deg)} ${n(x)} ${n(y)})"/>`
    }
    const a0 = Math.PI / 2 + side * 0.3
    const a1 = Math.PI / 2 + side * 2.6
    stems += `M${n(cx + 56 * Math.cos(a0))},${n(cy + 56 * Math.sin(a0))}A56,56 0 0 ${side > 0 ? 1 : 0} ${n(cx + 56 * Math.cos(a1))},${n(cy + 56 * Math.sin(a1))}`
  }
  let centre = ''
  if (kind === 'star') centre = `<polygon points="${pts(starPoints(cx, cy, 26, 11, 5))}" fill="#fff"/>`
  else if (kind === 'stars')
    centre = `<polygon points="${pts(starPoints(cx, cy - 4, 20, 8.5, 5))}" fill="#fff"/><polygon points="${pts(starPoints(cx - 22, cy + 14, 10, 4.2, 5))}" fill="#fff" opacity=".8"/><polygon points="${pts(starPoints(cx + 22, cy + 14, 10, 4.2, 5))}" fill="#fff" opacity=".8"/>`
  else centre = `<polygon points="${pts(starPoints(cx, cy, 28, 13, 8, -Math.PI / 2))}" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="8" fill="${c1}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c1, WHITE, 0.35)}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<path d="M58,118l-14,34l14,-6l8,12l10,-32zM102,118l14,34l-14,-6l-8,12l-10,-32z" fill="${mix(c2, NAVY, 0.3)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="70" fill="${NAVY}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="url(#a)" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="40" fill="url(#a)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="45" fill="none" stroke="${mix(c1, WHITE, 0.5)}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="2 4"/>` +
    `<path d="${stems}" fill="none" stroke="url(#a)" stroke-width="2"/><g fill="url(#a)">${leaves}</g>${centre}</svg>`
  )
}

/** A name made from a file name, for a logo content gives no name: `award-2022` gives `Award 2022`. */
function nameFromFile(rel: string): string {
  return baseName(rel)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Two or three letters for a tool's tile: the initials of a name of several words, else its first two letters (a short name in capitals whole, like AWS). */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length > 1)
    return words
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
      .slice(0, 3)
  const word = words[0] ?? name
  if (word.length <= 3 && word === word.toUpperCase()) return word
  return word.charAt(0).toUpperCase() + word.slice(1, 2).toLowerCase()
}

/** A mark for a new partner's wordmark: one of a few plain shapes in the 44 × 44 box of the marks above, chosen and turned by the seed. */
function genericMark(r: Rand): string {
  const turn = r.int(0, 3) * 90
  switch (r.int(0, 3)) {
    case 0:
      return `<circle cx="22" cy="22" r="20"/><path d="M22,6a16,16 0 0 1 0,32z" fill="#fff" transform="rotate(${turn} 22 22)"/>`
    case 1:
      return `<rect x="2" y="2" width="40" height="40" rx="${r.int(6, 14)}"/><rect x="14" y="14" width="16" height="16" rx="4" fill="#fff" transform="rotate(${r.pick([0, 45])} 22 22)"/>`
    case 2:
      return [0, 1, 2].map((k) => `<rect x="${2 + k * 15}" y="${26 - k * 12}" width="11" height="${16 + k * 12}" rx="3" opacity="${n(0.4 + k * 0.3)}"/>`).join('')
    default:
      return `<g transform="rotate(${turn} 22 22)" fill="none" stroke="${INK}" stroke-width="5"><circle cx="16" cy="22" r="13"/><circle cx="28" cy="22" r="13" opacity=".55"/></g>`
  }
}

/** The tool tiles: logos/tools/<slug>.svg; a new tool's tile shows the initials of the name content gives it. */
export const tools: Subject = {
  folder: 'logos/tools',
  ext: '.svg',
  own: new Map(TOOLS.map(([slug, name, mono], i) => [slug, () => toolTile(name, mono, i)] as const)),
  generic: (rel, title) => {
    const name = title ?? nameFromFile(rel)
    return toolTile(name, monogram(name), hash(rel) % 360)
  },
}

/** The partners' wordmarks: logos/partners/<slug>.svg; a new partner's shows the name content gives it beside a seeded mark. */
export const partners: Subject = {
  folder: 'logos/partners',
  ext: '.svg',
  own: new Map(PARTNERS.map(([slug, name, mark]) => [slug, () => partnerLogo(name, mark)] as const)),
  generic: (rel, title) => partnerLogo(title ?? nameFromFile(rel), genericMark(new Rand(hash(rel)))),
}

/** The award medallions: logos/awards/<slug>.svg; a new award's colours and centre come from its seed. */
export const awards: Subject = {
  folder: 'logos/awards',
  ext: '.svg',
  own: new Map(AWARDS.map(([slug, label, c1, c2, kind]) => [slug, () => awardMedal(label, c1, c2, kind)] as const)),
  generic: (rel, title) => {
    const r = new Rand(hash(rel))
    const c1 = r.pick(ACCENTS)
    return awardMedal(title ?? nameFromFile(rel), c1, r.pick(ACCENTS.filter((c) => c !== c1)), r.pick(MEDAL_KINDS))
  },
}
