/**
 * The building blocks of every picture: the palette, seeded randomness (a picture's seed is its file's
 * path, so every run draws the same thing), the SVG document a raster picture is drawn into, and
 * geometry that turns points into SVG path data. Nothing here paints a backdrop or draws a subject.
 */

// ---------------------------------------------------------------------------------------------
// Palette, numbers, deterministic randomness
// ---------------------------------------------------------------------------------------------

export const NAVY = '#0b1224'
export const NAVY2 = '#131d38'
export const DEEP = '#070c1a'
export const CYAN = '#22d3ee'
export const BLUE = '#3b82f6'
export const VIOLET = '#8b5cf6'
export const CYAN_L = '#a5f3fc'
export const BLUE_L = '#93c5fd'
export const VIOLET_L = '#c4b5fd'
export const WHITE = '#ffffff'
export const ACCENTS = [CYAN, BLUE, VIOLET] as const
/** Dark ink for marks printed on light ground (logos, labels, tickets). */
export const INK = '#182033'

export type P = readonly [number, number]
type Stop = readonly [offset: number, color: string, opacity?: number]

/** Rounds for compact SVG. */
export const n = (v: number): string => String(Math.round(v * 10) / 10)
export const TAU = Math.PI * 2
export const C30 = Math.cos(Math.PI / 6)

export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export class Rand {
  private state: number
  constructor(seed: number) {
    this.state = seed
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from empty list')
    return item
  }
}

export function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length]
  if (item === undefined) throw new Error('empty list')
  return item
}

export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
export function hex(r: number, g: number, b: number): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}
export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const f = (k: number): number => {
    const m = (k + h / 30) % 12
    return 255 * (l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1)))
  }
  return hex(f(0), f(8), f(4))
}

// ---------------------------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------------------------

/** Blur radius factor for glows (wide soft halos make PNG masters heavy). */
const GLOW_SCALE = 0.6

export class Art {
  readonly r: Rand
  bg: BackdropSpec | undefined
  vignette = 0
  private defs: string[] = []
  private body: string[] = []
  private count = 0
  private filters = new Map<string, string>()
  private halos = new Map<string, string>()
  constructor(
    readonly w: number,
    readonly h: number,
    seedName: string,
  ) {
    this.r = new Rand(hash(seedName))
  }
  id(prefix: string): string {
    return `${prefix}${++this.count}`
  }
  def(xml: string): void {
    this.defs.push(xml)
  }
  add(...xml: string[]): void {
    this.body.push(...xml)
  }
  /** Linear gradient; coordinates are fractions of the bounding box unless `user`. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false): string {
    const id = this.id('l')
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.def(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopsXml(stops)}</linearGradient>`)
    return `url(#${id})`
  }
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const id = this.id('r')
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.def(`<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${units}>${stopsXml(stops)}</radialGradient>`)
    return `url(#${id})`
  }
  /** Soft halo fill (bounding-box radial gradient) cached per colour and strength. */
  halo(color: string, opacity: number): string {
    const key = `${color}${opacity}`
    let url = this.halos.get(key)
    if (!url) {
      url = this.rad([
        [0, color, opacity],
        [0.35, color, opacity * 0.4],
        [1, color, 0],
      ])
      this.halos.set(key, url)
    }
    return url
  }
  /** Glow filter (blurred copy under the sharp original), in user space so thin lines work. */
  glow(std: number, strength = 1): string {
    const key = `${std}-${strength}`
    let url = this.filters.get(key)
    if (!url) {
      const id = this.id('f')
      this.def(
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">` +
          `<feGaussianBlur stdDeviation="${n(std * GLOW_SCALE)}" result="b"/>` +
          (strength !== 1 ? `<feComponentTransfer in="b" result="b"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer>` : '') +
          `<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      )
      url = `url(#${id})`
      this.filters.set(key, url)
    }
    return url
  }
  blur(std: number): string {
    const key = `blur-${std}`
    let url = this.filters.get(key)
    if (!url) {
      const id = this.id('f')
      this.def(`<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}"><feGaussianBlur stdDeviation="${std}"/></filter>`)
      url = `url(#${id})`
      this.filters.set(key, url)
    }
    return url
  }
  /** Radial fade mask (white centre = visible). */
  fadeMask(cx: number, cy: number, r: number, inner = 0.2): string {
    const id = this.id('m')
    const g = this.rad(
      [
        [0, WHITE, 1],
        [inner, WHITE, 1],
        [1, WHITE, 0],
      ],
      cx,
      cy,
      r,
      true,
    )
    this.def(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}"><rect width="${this.w}" height="${this.h}" fill="${g}"/></mask>`)
    return `url(#${id})`
  }
  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

/** A drawn picture: a raster composition (painted over its backdrop when written) or a finished SVG file. */
export type Drawing = Art | string

/** How the pictures of one folder of content/media are drawn. */
export interface Subject {
  /** The folder under content/media (`art/blog`) and the type of file drawn there. */
  folder: string
  ext: '.png' | '.svg'
  /** The compositions of their own, by the file's path inside the folder without its extension (`calm-software`, `energetica-erp/main`). */
  own: ReadonlyMap<string, () => Drawing>
  /** A drawing for a file content asks for that has no composition of its own, seeded by its path `rel`; `title` is the name content gives it, if any. */
  generic: (rel: string, title: string | undefined) => Drawing
}

/** Text made safe to put inside an SVG element or attribute (names come from content). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The file name of a path without its extension: `art/team/elena-radu.svg` gives `elena-radu`. */
export function baseName(rel: string): string {
  const name = rel.slice(rel.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(0, dot) : name
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`)
    .join('')
}

/** A soft elliptical glow of the backdrop, in pixels. */
interface Glow {
  x: number
  y: number
  rx: number
  ry: number
  color: string
  opacity: number
}

/** The backdrop under a picture's SVG layer: a two-colour gradient and its glows (painted by backdrops.ts). */
export interface BackdropSpec {
  from: string
  to: string
  /** Direction of the base gradient, as fractions of the canvas: x1, y1, x2, y2. */
  line: readonly [number, number, number, number]
  glows: readonly Glow[]
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------------------------

export const pts = (list: readonly P[]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

/** Smooth Catmull-Rom curve through points, as path data. */
export function smooth(list: readonly P[], closed = false): string {
  if (list.length < 2) return ''
  const get = (i: number): P => (closed ? at(list, i) : at(list, Math.max(0, Math.min(list.length - 1, i))))
  const first = get(0)
  let d = `M${n(first[0])},${n(first[1])}`
  const segments = closed ? list.length : list.length - 1
  for (let i = 0; i < segments; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`
  }
  return closed ? `${d}Z` : d
}

export function wavePoints(x0: number, x1: number, y: number, amp: number, length: number, phase: number, step = 24): P[] {
  const out: P[] = []
  for (let x = x0; x <= x1 + step; x += step) out.push([x, y + amp * Math.sin(((x - x0) / length) * TAU + phase)])
  return out
}

export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, rot = -Math.PI / 2): P[] {
  const out: P[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = rot + (i * Math.PI) / points
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return out
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx + r)},${n(cy)}a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0Z`
}

export function gearPath(cx: number, cy: number, teeth: number, outer: number, inner: number, rot: number, hole: number): string {
  const list: P[] = []
  const step = TAU / teeth
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * step
    for (const [f, r] of [
      [0, inner],
      [0.13, outer],
      [0.37, outer],
      [0.5, inner],
    ] as const) {
      list.push([cx + r * Math.cos(a + f * step), cy + r * Math.sin(a + f * step)])
    }
  }
  return `M${pts(list).replace(/ /g, 'L')}Z${circlePath(cx, cy, hole)}`
}

export function heartPoints(cx: number, cy: number, s: number): P[] {
  const out: P[] = []
  for (let i = 0; i < 64; i++) {
    const t = (i / 64) * TAU
    const x = 16 * Math.sin(t) ** 3
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))
    out.push([cx + (x / 17) * s, cy + (y / 17) * s])
  }
  return out
}

/** Bezier point for cubic p0..p3 at t. */
export function bez(p0: P, p1: P, p2: P, p3: P, t: number): P {
  const u = 1 - t
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ]
}

export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2)
  return `M${n(x + rr)},${n(y)}H${n(x + w - rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(rr)},${n(rr)}V${n(y + h - rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(-rr)},${n(rr)}H${n(x + rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(-rr)},${n(-rr)}V${n(y + rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(rr)},${n(-rr)}Z`
}

// ---------------------------------------------------------------------------------------------
// Canvas sizes shared by several subjects
// ---------------------------------------------------------------------------------------------

/** Services, and the main picture of a case study. */
export const SW = 1520
export const SH = 760
/** Industries, blog posts and case-study galleries. */
export const IW = 1200
export const IH = 800
/** Portfolio works (heights vary so the masonry has rhythm). */
export const PW = 800
