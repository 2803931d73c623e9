/**
 * Generates the site's original artwork (no photos, no network, no third-party logos):
 *   content/media/art/**.png      abstract raster art (services, industries, case studies, home, blog)
 *   content/media/logos/**.svg    tool monogram tiles, invented partner wordmarks, award medallions
 *   content/media/art/team/*.svg  abstract geometric portraits of the team (no photos)
 *   public/video/hero.{webm,mp4}  + content/media/art/home/hero-poster.jpg   (only with --video)
 *
 * Every picture is an SVG string built here and rasterised with sharp (librsvg), blended over a navy
 * backdrop computed in floating point (smooth gradients keep the PNG masters small). Compositions vary
 * with a seed derived from each file's name; nothing is random between runs, so the output is identical.
 *
 * Run:  npx tsx scripts/generate-art.ts            (images and SVG logos)
 *       npx tsx scripts/generate-art.ts --video    (also the looping hero video; needs ffmpeg on PATH)
 *       npx tsx scripts/generate-art.ts --only=services/rpa   (just the files whose path contains that)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MEDIA = path.join(ROOT, 'content', 'media')

// ---------------------------------------------------------------------------------------------
// Palette, numbers, deterministic randomness
// ---------------------------------------------------------------------------------------------

const NAVY = '#0b1224'
const NAVY2 = '#131d38'
const DEEP = '#070c1a'
const CYAN = '#22d3ee'
const BLUE = '#3b82f6'
const VIOLET = '#8b5cf6'
const CYAN_L = '#a5f3fc'
const BLUE_L = '#93c5fd'
const VIOLET_L = '#c4b5fd'
const WHITE = '#ffffff'
const ACCENTS = [CYAN, BLUE, VIOLET] as const

type P = readonly [number, number]
type Stop = readonly [offset: number, color: string, opacity?: number]

/** Rounds for compact SVG. */
const n = (v: number): string => String(Math.round(v * 10) / 10)
const TAU = Math.PI * 2
const C30 = Math.cos(Math.PI / 6)

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

class Rand {
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

function at<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length]
  if (item === undefined) throw new Error('empty list')
  return item
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
function hex(r: number, g: number, b: number): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}
function hsl(h: number, s: number, l: number): string {
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

class Art {
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

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`)
    .join('')
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------------------------

const pts = (list: readonly P[]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

/** Smooth Catmull-Rom curve through points, as path data. */
function smooth(list: readonly P[], closed = false): string {
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

function wavePoints(x0: number, x1: number, y: number, amp: number, length: number, phase: number, step = 24): P[] {
  const out: P[] = []
  for (let x = x0; x <= x1 + step; x += step) out.push([x, y + amp * Math.sin(((x - x0) / length) * TAU + phase)])
  return out
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, rot = -Math.PI / 2): P[] {
  const out: P[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = rot + (i * Math.PI) / points
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return out
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx + r)},${n(cy)}a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0Z`
}

function gearPath(cx: number, cy: number, teeth: number, outer: number, inner: number, rot: number, hole: number): string {
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

function heartPoints(cx: number, cy: number, s: number): P[] {
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
function bez(p0: P, p1: P, p2: P, p3: P, t: number): P {
  const u = 1 - t
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ]
}

// ---------------------------------------------------------------------------------------------
// Shared visual vocabulary
// ---------------------------------------------------------------------------------------------

/** Navy base with three soft colour glows placed around a focus point (rasterised in float, see `backdropPixels`). */
function backdrop(a: Art, fx: number, fy: number, strength = 1): void {
  const { w, h, r } = a
  const x1 = r.range(0, 0.3)
  const x2 = r.range(0.7, 1)
  const start = r.int(0, 2)
  const spots: Array<[number, number, number, number]> = [
    [fx + r.range(-0.08, 0.08) * w, fy + r.range(-0.1, 0.1) * h, r.range(0.42, 0.55) * w, 0.42],
    [fx + r.pick([-1, 1]) * r.range(0.18, 0.3) * w, r.range(0.1, 0.9) * h, r.range(0.3, 0.42) * w, 0.32],
    [r.chance(0.5) ? r.range(0, 0.2) * w : r.range(0.8, 1) * w, r.chance(0.5) ? 0 : h, r.range(0.35, 0.5) * w, 0.22],
  ]
  a.bg = {
    from: NAVY,
    to: NAVY2,
    line: [x1, 0, x2, 1],
    glows: spots.map(([x, y, rad, op], i) => ({ x, y, rx: rad, ry: rad * r.range(0.6, 0.85), color: at(ACCENTS, start + i), opacity: op * strength })),
  }
}

/** A soft glow painted into the backdrop (under every SVG layer): smoother and lighter than an SVG halo. */
function bgGlow(a: Art, x: number, y: number, rx: number, color: string, opacity: number, ry = rx): void {
  if (!a.bg) throw new Error('bgGlow needs a backdrop')
  a.bg = { ...a.bg, glows: [...a.bg.glows, { x, y, rx, ry, color, opacity }] }
}

/** Darkened edges, keeps the set consistent and text-friendly (applied after the SVG is composited). */
function vignette(a: Art, strength = 0.55): void {
  a.vignette = strength
}

interface Glow {
  x: number
  y: number
  rx: number
  ry: number
  color: string
  opacity: number
}

interface BackdropSpec {
  from: string
  to: string
  /** Direction of the base gradient, as fractions of the canvas: x1, y1, x2, y2. */
  line: readonly [number, number, number, number]
  glows: readonly Glow[]
}

/**
 * The backdrop is computed in floating point, the SVG layer is blended onto it in floating point and the
 * vignette applied last, with a single rounding at the end: smooth, monotonic gradients compress several
 * times better in PNG than stacked 8-bit layers (each layer adds its own rounding noise).
 */
function backdropPixels(w: number, h: number, spec: BackdropSpec | undefined): Float32Array {
  const out = new Float32Array(w * h * 3)
  if (!spec) return out
  const [x1, y1, x2, y2] = spec.line
  const dx = x2 - x1
  const dy = y2 - y1
  const len2 = dx * dx + dy * dy || 1
  const [f0, f1, f2] = rgb(spec.from)
  const [t0, t1, t2] = rgb(spec.to)
  const glows = spec.glows.map((g) => ({ ...g, c: rgb(g.color) }))
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = Math.max(0, Math.min(1, ((x / w - x1) * dx + (y / h - y1) * dy) / len2))
      let r = f0 + (t0 - f0) * t
      let g = f1 + (t1 - f1) * t
      let b = f2 + (t2 - f2) * t
      for (const gl of glows) {
        const ex = (x - gl.x) / gl.rx
        const ey = (y - gl.y) / gl.ry
        const d2 = ex * ex + ey * ey
        if (d2 >= 1) continue
        const f = 1 - Math.sqrt(d2)
        const al = gl.opacity * f * f
        r += (gl.c[0] - r) * al
        g += (gl.c[1] - g) * al
        b += (gl.c[2] - b) * al
      }
      const i = (y * w + x) * 3
      out[i] = r
      out[i + 1] = g
      out[i + 2] = b
    }
  }
  return out
}

/** Backdrop + SVG layer (rendered by librsvg via sharp) + vignette, as raw 8-bit RGB. */
async function rasterize(a: Art): Promise<Buffer> {
  const { w, h } = a
  const bg = backdropPixels(w, h, a.bg)
  const layer = await sharp(Buffer.from(a.svg())).ensureAlpha().raw().toBuffer()
  const out = Buffer.alloc(w * h * 3)
  const [d0, d1, d2] = rgb(DEEP)
  for (let y = 0; y < h; y++) {
    const ny = (y / h - 0.5) / 0.75
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const al = (layer[i * 4 + 3] ?? 0) / 255
      let r = (bg[i * 3] ?? 0) * (1 - al) + (layer[i * 4] ?? 0) * al
      let g = (bg[i * 3 + 1] ?? 0) * (1 - al) + (layer[i * 4 + 1] ?? 0) * al
      let b = (bg[i * 3 + 2] ?? 0) * (1 - al) + (layer[i * 4 + 2] ?? 0) * al
      if (a.vignette > 0) {
        const nx = (x / w - 0.5) / 0.75
        const d = Math.sqrt(nx * nx + ny * ny)
        if (d > 0.6) {
          const v = a.vignette * Math.min(1, (d - 0.6) / 0.4)
          r += (d0 - r) * v
          g += (d1 - g) * v
          b += (d2 - b) * v
        }
      }
      out[i * 3] = Math.round(r)
      out[i * 3 + 1] = Math.round(g)
      out[i * 3 + 2] = Math.round(b)
    }
  }
  return out
}

function gridOverlay(a: Art, step: number, opacity: number, cx: number, cy: number, radius: number, kind: 'lines' | 'dots' = 'lines'): void {
  const id = a.id('p')
  const shape =
    kind === 'lines'
      ? `<path d="M${step} 0.5H0.5V${step}" fill="none" stroke="${BLUE_L}" stroke-opacity="${opacity}"/>`
      : `<circle cx="${step / 2}" cy="${step / 2}" r="1.3" fill="${BLUE_L}" fill-opacity="${opacity * 2.2}"/>`
  a.def(`<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">${shape}</pattern>`)
  a.add(`<rect width="${a.w}" height="${a.h}" fill="url(#${id})" mask="${a.fadeMask(cx, cy, radius)}"/>`)
}

/** Perspective floor grid converging on a vanishing point. */
function floorGrid(a: Art, horizon: number, vx: number, opacity = 0.2): void {
  const { w, h } = a
  const lines: string[] = []
  for (let i = -24; i <= 24; i++) {
    const x = vx + i * 90
    lines.push(`M${n(vx + i * 6)},${n(horizon)}L${n(x + (x - vx) * 2.2)},${n(h + 10)}`)
  }
  for (let k = 1; k <= 14; k++) {
    const y = horizon + (h - horizon) * (k / 14) ** 2.2
    lines.push(`M0,${n(y)}H${w}`)
  }
  const mask = a.fadeMask(vx, h, Math.max(w, (h - horizon) * 2.2) * 0.75, 0.1)
  const fade = a.lin(
    [
      [0, BLUE_L, 0],
      [0.6, BLUE_L, opacity],
      [1, CYAN_L, opacity * 1.4],
    ],
    0,
    horizon,
    0,
    h,
    true,
  )
  a.add(`<path d="${lines.join('')}" stroke="${fade}" stroke-width="1" fill="none" mask="${mask}"/>`)
}

function dots(a: Art, count: number, x0: number, y0: number, x1: number, y1: number, opacity = 0.5): void {
  const { r } = a
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = r.range(x0, x1)
    const y = r.range(y0, y1)
    const rad = r.range(0.6, 1.8)
    d += circlePath(x, y, rad)
  }
  a.add(`<path d="${d}" fill="${WHITE}" fill-opacity="${opacity}"/>`)
}

/** Glowing node: soft halo, solid core, optional ring. */
function node(a: Art, x: number, y: number, rad: number, color: string, opts: { halo?: number; ring?: boolean; core?: string } = {}): string {
  const haloR = rad * (opts.halo ?? 4)
  bgGlow(a, x, y, haloR, color, 0.55)
  let out = ''
  if (opts.ring) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 2)}" fill="none" stroke="${color}" stroke-opacity="0.55" stroke-width="1.5"/>`
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${opts.core ?? mix(color, WHITE, 0.55)}"/>`
  return out
}

function orbit(a: Art, cx: number, cy: number, rx: number, ry: number, rot: number, color: string, opacity: number, dash = ''): void {
  a.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1.4"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
  )
  // a small "planet" on the orbit
  const t = a.r.range(0, TAU)
  const px = rx * Math.cos(t)
  const py = ry * Math.sin(t)
  const rr = (rot * Math.PI) / 180
  a.add(node(a, cx + px * Math.cos(rr) - py * Math.sin(rr), cy + px * Math.sin(rr) + py * Math.cos(rr), 3.5, color, { halo: 5 }))
}

/** Network of nodes with edges between close neighbours. */
function network(a: Art, nodes: readonly P[], maxDist: number, color: string, edgeOpacity = 0.35, nodeR = 3): void {
  let d = ''
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const p = at(nodes, i)
      const q = at(nodes, j)
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < maxDist) d += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
    }
  }
  a.add(`<path d="${d}" stroke="${color}" stroke-opacity="${edgeOpacity}" stroke-width="1.2" fill="none"/>`)
  for (const [x, y] of nodes) a.add(node(a, x, y, nodeR * a.r.range(0.7, 1.4), a.r.pick(ACCENTS), { halo: 4 }))
}

function scatter(r: Rand, count: number, x0: number, y0: number, x1: number, y1: number): P[] {
  // jittered grid keeps points evenly spread
  const cols = Math.ceil(Math.sqrt((count * (x1 - x0)) / (y1 - y0)))
  const rows = Math.ceil(count / cols)
  const cw = (x1 - x0) / cols
  const ch = (y1 - y0) / rows
  const out: P[] = []
  for (let i = 0; i < cols * rows && out.length < count; i++) {
    const c = i % cols
    const rr = Math.floor(i / cols)
    out.push([x0 + (c + r.range(0.15, 0.85)) * cw, y0 + (rr + r.range(0.15, 0.85)) * ch])
  }
  return out
}

interface CubeStyle {
  top: string
  left: string
  right: string
  stroke?: string
  opacity?: number
}

function cubeStyle(a: Art, color: string): CubeStyle {
  return {
    top: a.lin(
      [
        [0, mix(color, WHITE, 0.45)],
        [1, color],
      ],
      0,
      0,
      1,
      1,
    ),
    left: a.lin(
      [
        [0, mix(color, NAVY, 0.35)],
        [1, mix(color, NAVY, 0.7)],
      ],
      0,
      0,
      0,
      1,
    ),
    right: a.lin(
      [
        [0, mix(color, NAVY, 0.55)],
        [1, mix(color, NAVY, 0.85)],
      ],
      0,
      0,
      0,
      1,
    ),
    stroke: mix(color, WHITE, 0.6),
  }
}

/** Isometric cube with the top face's back corner at (x, y). */
function cube(x: number, y: number, s: number, st: CubeStyle, height = 1): string {
  const c = s * C30
  const hh = s * height
  const top = pts([
    [x, y],
    [x + c, y + s / 2],
    [x, y + s],
    [x - c, y + s / 2],
  ])
  const left = pts([
    [x - c, y + s / 2],
    [x, y + s],
    [x, y + s + hh],
    [x - c, y + s / 2 + hh],
  ])
  const right = pts([
    [x, y + s],
    [x + c, y + s / 2],
    [x + c, y + s / 2 + hh],
    [x, y + s + hh],
  ])
  const stroke = st.stroke ? ` stroke="${st.stroke}" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round"` : ''
  const op = st.opacity !== undefined && st.opacity < 1 ? ` opacity="${Math.round(st.opacity * 100) / 100}"` : ''
  return `<g${op}${stroke}><polygon points="${left}" fill="${st.left}"/><polygon points="${right}" fill="${st.right}"/><polygon points="${top}" fill="${st.top}"/></g>`
}

function wireCube(x: number, y: number, s: number, color: string, opacity: number): string {
  const c = s * C30
  const d =
    `M${n(x)},${n(y)}L${n(x + c)},${n(y + s / 2)}L${n(x)},${n(y + s)}L${n(x - c)},${n(y + s / 2)}Z` +
    `M${n(x - c)},${n(y + s / 2)}V${n(y + 1.5 * s)}L${n(x)},${n(y + 2 * s)}L${n(x + c)},${n(y + 1.5 * s)}V${n(y + s / 2)}M${n(x)},${n(y + s)}V${n(y + 2 * s)}`
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1.3" stroke-linejoin="round"/>`
}

/** Glass panel / card. */
function panel(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; opacity?: number; stroke?: string } = {}): string {
  const rx = opts.rx ?? 16
  const fill =
    opts.fill ??
    a.lin(
      [
        [0, '#1a2749', 0.92],
        [1, '#111a33', 0.92],
      ],
      0,
      0,
      0.4,
      1,
    )
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill}" stroke="${opts.stroke ?? '#9fb8ff'}" stroke-opacity="${opts.opacity ?? 0.16}" stroke-width="1.2"/>`
}

/** Rounded placeholder bars: "text" without text. */
function skeleton(x: number, y: number, widths: readonly number[], lineH = 8, gap = 10, color = WHITE, opacity = 0.22): string {
  let d = ''
  widths.forEach((w, i) => {
    d += roundRectPath(x, y + i * (lineH + gap), w, lineH, lineH / 2)
  })
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`
}

function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2)
  return `M${n(x + rr)},${n(y)}H${n(x + w - rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(rr)},${n(rr)}V${n(y + h - rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(-rr)},${n(rr)}H${n(x + rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(-rr)},${n(-rr)}V${n(y + rr)}a${n(rr)},${n(rr)} 0 0 1 ${n(rr)},${n(-rr)}Z`
}

function series(r: Rand, count: number, start = 0.4, vol = 0.18, trend = 0.01): number[] {
  const out: number[] = []
  let v = start
  for (let i = 0; i < count; i++) {
    // the trend eases off near the top and the walk bounces off the edges (no flat clipped runs)
    v += r.range(-vol, vol) + trend * (1.6 - v) * 1.5
    if (v > 0.92) v = 0.92 - (v - 0.92)
    if (v < 0.08) v = 0.08 + (0.08 - v)
    out.push(v)
  }
  return out
}

function lineChart(a: Art, x: number, y: number, w: number, h: number, values: readonly number[], color: string, fillArea = true): string {
  const list: P[] = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h])
  const line = smooth(list)
  let out = ''
  // guide lines
  let g = ''
  for (let i = 0; i <= 4; i++) g += `M${n(x)},${n(y + (h * i) / 4)}h${n(w)}`
  out += `<path d="${g}" stroke="${WHITE}" stroke-opacity="0.06" stroke-width="1"/>`
  if (fillArea) {
    const area = a.lin(
      [
        [0, color, 0.45],
        [1, color, 0],
      ],
      0,
      0,
      0,
      1,
    )
    out += `<path d="${line}L${n(x + w)},${n(y + h)}L${n(x)},${n(y + h)}Z" fill="${area}"/>`
  }
  out += `<path d="${line}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" filter="${a.glow(4, 0.8)}"/>`
  const last = at(list, list.length - 1)
  out += node(a, last[0], last[1], 4.5, color, { ring: true })
  return out
}

function barChart(a: Art, x: number, y: number, w: number, h: number, values: readonly number[], colors: readonly string[]): string {
  const bw = (w / values.length) * 0.56
  let out = ''
  values.forEach((v, i) => {
    const bx = x + (i + 0.22) * (w / values.length)
    const bh = v * h
    const c = at(colors, i)
    const g = a.lin(
      [
        [0, mix(c, WHITE, 0.25)],
        [1, c, 0.35],
      ],
      0,
      0,
      0,
      1,
    )
    out += `<path d="${roundRectPath(bx, y + h - bh, bw, bh, Math.min(6, bw / 2))}" fill="${g}"/>`
  })
  return out
}

function donut(x: number, y: number, rad: number, width: number, parts: ReadonlyArray<readonly [number, string]>, rot = -90): string {
  const circ = TAU * rad
  let offset = 0
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="none" stroke="${WHITE}" stroke-opacity="0.07" stroke-width="${width}"/>`
  for (const [frac, color] of parts) {
    const len = frac * circ
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="${n(Math.max(0, len - 4))} ${n(circ)}" stroke-dashoffset="${n(-offset)}" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`
    offset += len
  }
  return out
}

function gauge(a: Art, x: number, y: number, rad: number, value: number, color: string, glow = true): string {
  const start = Math.PI * 0.8
  const sweep = Math.PI * 1.4
  const arc = (r0: number, v: number): string => {
    const a0 = start
    const a1 = start + sweep * v
    const large = sweep * v > Math.PI ? 1 : 0
    return `M${n(x + r0 * Math.cos(a0))},${n(y + r0 * Math.sin(a0))}A${n(r0)},${n(r0)} 0 ${large} 1 ${n(x + r0 * Math.cos(a1))},${n(y + r0 * Math.sin(a1))}`
  }
  let ticks = ''
  for (let i = 0; i <= 20; i++) {
    const t = start + (sweep * i) / 20
    const r1 = rad * 0.72
    const r2 = rad * (i % 5 === 0 ? 0.62 : 0.67)
    ticks += `M${n(x + r1 * Math.cos(t))},${n(y + r1 * Math.sin(t))}L${n(x + r2 * Math.cos(t))},${n(y + r2 * Math.sin(t))}`
  }
  const g = a.lin(
    [
      [0, BLUE],
      [1, color],
    ],
    x - rad,
    y,
    x + rad,
    y,
    true,
  )
  const na = start + sweep * value
  return (
    `<path d="${arc(rad, 1)}" fill="none" stroke="${WHITE}" stroke-opacity="0.08" stroke-width="${n(rad * 0.16)}" stroke-linecap="round"/>` +
    `<path d="${arc(rad, value)}" fill="none" stroke="${g}" stroke-width="${n(rad * 0.16)}" stroke-linecap="round"${glow ? ` filter="${a.glow(5, 0.7)}"` : ''}/>` +
    `<path d="${ticks}" stroke="${WHITE}" stroke-opacity="0.3" stroke-width="1.5"/>` +
    `<path d="M${n(x + rad * 0.58 * Math.cos(na))},${n(y + rad * 0.58 * Math.sin(na))}L${n(x + rad * 0.06 * Math.cos(na + Math.PI / 2))},${n(y + rad * 0.06 * Math.sin(na + Math.PI / 2))}L${n(x + rad * 0.06 * Math.cos(na - Math.PI / 2))},${n(y + rad * 0.06 * Math.sin(na - Math.PI / 2))}Z" fill="${mix(color, WHITE, 0.5)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.09)}" fill="${NAVY2}" stroke="${mix(color, WHITE, 0.5)}" stroke-width="2"/>`
  )
}

/** Abstract person: head + shoulders. (x, y) is the centre of the figure. */
function figure(x: number, y: number, s: number, fill: string, opacity = 1): string {
  const op = opacity < 1 ? ` fill-opacity="${Math.round(opacity * 100) / 100}"` : ''
  return (
    `<circle cx="${n(x)}" cy="${n(y - s * 0.32)}" r="${n(s * 0.26)}" fill="${fill}"${op}/>` +
    `<path d="M${n(x - s * 0.5)},${n(y + s * 0.55)}a${n(s * 0.5)},${n(s * 0.5)} 0 0 1 ${n(s)},0Z" fill="${fill}"${op}/>`
  )
}

function playButton(a: Art, x: number, y: number, s: number, color = CYAN): string {
  const ring = a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    1,
  )
  const tri: P[] = [
    [x - s * 0.28, y - s * 0.36],
    [x + s * 0.4, y],
    [x - s * 0.28, y + s * 0.36],
  ]
  bgGlow(a, x, y, s * 1.9, color, 0.4)
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${NAVY}" fill-opacity="0.55" stroke="${ring}" stroke-width="${n(Math.max(2, s * 0.06))}"/>` +
    `<polygon points="${pts(tri)}" fill="${WHITE}" fill-opacity="0.92" stroke="${WHITE}" stroke-opacity="0.92" stroke-width="${n(s * 0.12)}" stroke-linejoin="round"/>`
  )
}

/** Video tile with an abstract person inside. */
function videoTile(a: Art, x: number, y: number, w: number, h: number, color: string, withFigure = true): string {
  const bg = a.lin(
    [
      [0, mix(color, NAVY, 0.45)],
      [1, mix(color, NAVY, 0.85)],
    ],
    0,
    0,
    1,
    1,
  )
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12" fill="${bg}" stroke="${WHITE}" stroke-opacity="0.12"/>`
  if (withFigure) {
    const s = Math.min(w, h) * 0.55
    const clip = a.id('c')
    a.def(`<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12"/></clipPath>`)
    out += `<g clip-path="url(#${clip})">${figure(x + w / 2, y + h * 0.58, s, mix(color, WHITE, 0.55), 0.85)}</g>`
  }
  out += skeleton(x + 12, y + h - 20, [w * 0.28], 7, 0, WHITE, 0.35)
  return out
}

function bubble(x: number, y: number, w: number, h: number, fill: string, tailLeft = true, opacity = 0.9): string {
  const tail = tailLeft ? `M${n(x + 18)},${n(y + h - 1)}l-6,16l22,-16Z` : `M${n(x + w - 18)},${n(y + h - 1)}l6,16l-22,-16Z`
  return `<path d="${roundRectPath(x, y, w, h, 14)}${tail}" fill="${fill}" fill-opacity="${opacity}"/>`
}

function save(a: Art, rel: string): Job {
  return { rel: path.join('art', rel), art: a, kind: 'png' }
}

// ---------------------------------------------------------------------------------------------
// Services (1520×760)
// ---------------------------------------------------------------------------------------------

const SW = 1520
const SH = 760

function serviceDigitalTransformation(): Art {
  const a = new Art(SW, SH, 'services/digital-transformation')
  const { r, w, h } = a
  backdrop(a, w * 0.68, h * 0.45)
  floorGrid(a, h * 0.55, w * 0.62, 0.18)
  // scattered, loose blocks on the left…
  const loose: Array<[number, number, number, number]> = []
  for (let i = 0; i < 12; i++) loose.push([r.range(w * 0.06, w * 0.44), r.range(h * 0.12, h * 0.78), r.range(12, 32), r.next()])
  loose.sort((p, q) => p[1] - q[1])
  const pale = cubeStyle(a, BLUE)
  for (const [x, y, s, k] of loose) {
    const op = 0.25 + (x / w) * 1.3
    a.add(k < 0.45 ? wireCube(x, y, s, CYAN_L, Math.min(0.7, op)) : cube(x, y, s, { ...pale, opacity: Math.min(0.85, op) }))
  }
  // …flowing into an ordered grid of stacks on the right
  const s = 46
  const ox = w * 0.7 + r.range(-30, 30)
  const oy = h * 0.2
  const styles = [cubeStyle(a, CYAN), cubeStyle(a, BLUE), cubeStyle(a, VIOLET)]
  const flow: string[] = []
  for (let i = 0; i < 4; i++) {
    const y0 = r.range(h * 0.2, h * 0.75)
    const y1 = oy + s * r.range(1.5, 4)
    flow.push(
      smooth([
        [w * 0.22, y0],
        [w * 0.42, y0 + r.range(-40, 40)],
        [w * 0.55, (y0 + y1) / 2],
        [ox - s * 3, y1],
      ]),
    )
  }
  const flowG = a.lin(
    [
      [0, CYAN, 0],
      [0.5, CYAN, 0.6],
      [1, VIOLET, 0.15],
    ],
    w * 0.2,
    0,
    ox,
    0,
    true,
  )
  a.add(`<path d="${flow.join('')}" fill="none" stroke="${flowG}" stroke-width="1.6" stroke-dasharray="2 7" stroke-linecap="round"/>`)
  const N = 5
  const heights: number[][] = []
  for (let i = 0; i < N; i++) heights.push(Array.from({ length: N }, () => r.int(1, 3)))
  for (let sum = 0; sum <= 2 * (N - 1); sum++) {
    for (let i = 0; i < N; i++) {
      const j = sum - i
      if (j < 0 || j >= N) continue
      const hgt = at(at(heights, i), j)
      const x = ox + (i - j) * s * C30
      const y = oy + (i + j) * (s / 2) + s * 1.5
      if (hgt === 0) {
        a.add(
          `<polygon points="${pts([
            [x, y + s],
            [x + s * C30, y + s * 1.5],
            [x, y + 2 * s],
            [x - s * C30, y + s * 1.5],
          ])}" fill="${BLUE}" fill-opacity="0.12" stroke="${BLUE_L}" stroke-opacity="0.25"/>`,
        )
        continue
      }
      const st = at(styles, i + 2 * j + hgt)
      a.add(cube(x, y - (hgt - 1) * s * 0.5, s, st, 0.5 * hgt + 0.5))
    }
  }
  dots(a, 40, 0, 0, w, h * 0.5, 0.35)
  vignette(a)
  return a
}

function serviceSoftwareDevelopment(): Art {
  const a = new Art(SW, SH, 'services/software-development')
  const { r, w, h } = a
  const cx = w * r.range(0.58, 0.66)
  const cy = h * 0.5
  backdrop(a, cx, cy)
  gridOverlay(a, 38, 0.09, cx, cy, w * 0.55)
  orbit(a, cx + 120, cy, 520, 180, -12, BLUE_L, 0.12, '3 9')
  // editor window with indented "code" bars
  const ex = cx - 560
  const ey = cy - 230
  const ew = 560
  const eh = 420
  a.add(panel(a, ex, ey, ew, eh, { rx: 18 }))
  a.add(`<path d="M${ex},${ey + 44}h${ew}" stroke="${WHITE}" stroke-opacity="0.08"/>`)
  ;[CYAN, BLUE, VIOLET].forEach((c, i) => a.add(`<circle cx="${ex + 26 + i * 20}" cy="${ey + 22}" r="5.5" fill="${c}" fill-opacity="0.75"/>`))
  let yy = ey + 70
  const lineColors = [CYAN, BLUE_L, VIOLET_L, WHITE]
  let indent = 0
  for (let i = 0; i < 14; i++) {
    if (i > 0 && r.chance(0.3)) indent = Math.max(0, Math.min(3, indent + r.pick([-1, 1])))
    let x = ex + 54 + indent * 28
    a.add(`<rect x="${ex + 20}" y="${yy}" width="18" height="6" rx="3" fill="${WHITE}" fill-opacity="0.12"/>`)
    const parts = r.int(1, 3)
    for (let k = 0; k < parts; k++) {
      const bw = r.range(30, 120)
      if (x + bw > ex + ew - 30) break
      a.add(`<rect x="${n(x)}" y="${yy}" width="${n(bw)}" height="7" rx="3.5" fill="${r.pick(lineColors)}" fill-opacity="${Math.round(r.range(0.35, 0.7) * 100) / 100}"/>`)
      x += bw + 12
    }
    yy += 24
  }
  // big geometric brackets  ‹ / ›
  const bx = cx + 210
  const bs = 150
  const g = a.lin(
    [
      [0, CYAN],
      [0.5, BLUE],
      [1, VIOLET],
    ],
    bx - bs * 1.8,
    cy - bs,
    bx + bs * 1.8,
    cy + bs,
    true,
  )
  const brackets =
    `M${n(bx - bs * 0.9)},${n(cy - bs)}L${n(bx - bs * 1.8)},${n(cy)}L${n(bx - bs * 0.9)},${n(cy + bs)}` +
    `M${n(bx + bs * 0.9)},${n(cy - bs)}L${n(bx + bs * 1.8)},${n(cy)}L${n(bx + bs * 0.9)},${n(cy + bs)}` +
    `M${n(bx + bs * 0.35)},${n(cy - bs * 1.1)}L${n(bx - bs * 0.35)},${n(cy + bs * 1.1)}`
  a.add(`<path d="${brackets}" fill="none" stroke="${g}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" filter="${a.glow(14, 0.9)}"/>`)
  // hexagon network accents
  const hex: P[] = []
  for (let i = 0; i < 6; i++) hex.push([w * 0.12 + 90 * Math.cos((i * TAU) / 6), h * 0.74 + 90 * Math.sin((i * TAU) / 6)])
  a.add(`<polygon points="${pts(hex)}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.25" stroke-width="1.5"/>`)
  for (const [x, y] of hex) a.add(node(a, x, y, 3, CYAN))
  dots(a, 50, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function serviceConsulting(): Art {
  const a = new Art(SW, SH, 'services/3')
  const { r, w, h } = a
  const cx = w * r.range(0.66, 0.72)
  const cy = h * 0.5
  backdrop(a, cx, cy)
  // topographic contours
  const contours: string[] = []
  const centres: P[] = [
    [w * 0.22, h * 0.35],
    [w * 0.45, h * 0.85],
  ]
  for (const [ccx, ccy] of centres) {
    const k = [r.range(0, TAU), r.range(0, TAU), r.range(0, TAU)]
    for (let ring = 1; ring <= 4; ring++) {
      const list: P[] = []
      for (let i = 0; i < 36; i++) {
        const t = (i / 36) * TAU
        const rr = ring * 44 * (1 + 0.14 * Math.sin(2 * t + at(k, 0)) + 0.08 * Math.sin(3 * t + at(k, 1)) + 0.05 * Math.sin(5 * t + at(k, 2)))
        list.push([ccx + rr * 1.4 * Math.cos(t), ccy + rr * Math.sin(t)])
      }
      contours.push(smooth(list, true))
    }
  }
  a.add(`<path d="${contours.join('')}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.13" stroke-width="1.2"/>`)
  // routes with waypoints converging on the compass
  const routeG = a.lin(
    [
      [0, CYAN, 0.1],
      [1, CYAN, 0.9],
    ],
    0,
    0,
    cx,
    0,
    true,
  )
  const starts: Array<[P, number]> = [
    [[w * 0.04, h * 0.2], 200],
    [[w * 0.06, h * 0.72], 165],
    [[w * 0.32, h * 0.98], 128],
  ]
  for (const [s, deg] of starts) {
    // each route arrives on the dial's rim, heading towards the centre
    const ea = (deg * Math.PI) / 180
    const end: P = [cx + 252 * Math.cos(ea), cy + 252 * Math.sin(ea)]
    const c2: P = [cx + 420 * Math.cos(ea), cy + 420 * Math.sin(ea) * 0.8]
    const c1: P = [s[0] + r.range(150, 300), s[1] + r.range(-120, 120)]
    a.add(
      `<path d="M${n(s[0])},${n(s[1])}C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(end[0])},${n(end[1])}" fill="none" stroke="${routeG}" stroke-width="2.4" stroke-dasharray="10 10" stroke-linecap="round"/>`,
    )
    for (const t of [0.4, 1]) {
      const p = bez(s, c1, c2, end, t)
      a.add(node(a, p[0], p[1], 5, r.pick(ACCENTS), { ring: true, halo: 5 }))
    }
  }
  // compass
  const R = 220
  bgGlow(a, cx, cy, R + 30, BLUE, 0.35)
  a.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${R}" fill="${NAVY}" fill-opacity="0.55" stroke="${BLUE_L}" stroke-opacity="0.35" stroke-width="2"/>`)
  a.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${R - 34}" fill="none" stroke="${CYAN}" stroke-opacity="0.3" stroke-width="1.2" stroke-dasharray="2 6"/>`)
  a.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${R + 60}" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.15" stroke-width="1"/>`)
  let ticks = ''
  for (let i = 0; i < 72; i++) {
    const t = (i / 72) * TAU
    const r1 = R - 4
    const r2 = R - (i % 18 === 0 ? 26 : i % 6 === 0 ? 16 : 9)
    ticks += `M${n(cx + r1 * Math.cos(t))},${n(cy + r1 * Math.sin(t))}L${n(cx + r2 * Math.cos(t))},${n(cy + r2 * Math.sin(t))}`
  }
  a.add(`<path d="${ticks}" stroke="${BLUE_L}" stroke-opacity="0.55" stroke-width="1.5"/>`)
  const rot = r.range(-30, 30)
  const needleA = a.lin(
    [
      [0, CYAN_L],
      [1, CYAN],
    ],
    0,
    0,
    1,
    1,
  )
  const needleB = a.lin(
    [
      [0, VIOLET],
      [1, '#5b3fb8'],
    ],
    0,
    0,
    1,
    1,
  )
  const L = R * 0.8
  const wd = 26
  a.add(
    `<g filter="${a.glow(10, 0.7)}"><g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})">` +
      `<polygon points="${pts([
        [cx, cy - L],
        [cx + wd, cy],
        [cx, cy],
      ])}" fill="${needleA}"/>` +
      `<polygon points="${pts([
        [cx, cy - L],
        [cx - wd, cy],
        [cx, cy],
      ])}" fill="${CYAN}" fill-opacity="0.75"/>` +
      `<polygon points="${pts([
        [cx, cy + L],
        [cx + wd, cy],
        [cx, cy],
      ])}" fill="${needleB}"/>` +
      `<polygon points="${pts([
        [cx, cy + L],
        [cx - wd, cy],
        [cx, cy],
      ])}" fill="${VIOLET}" fill-opacity="0.7"/>` +
      `<polygon points="${pts(starPoints(cx, cy, L * 0.55, 14, 4, -Math.PI / 4 + Math.PI / 4))}" fill="${BLUE_L}" fill-opacity="0.25" transform="rotate(45 ${n(cx)} ${n(cy)})"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="12" fill="${NAVY2}" stroke="${WHITE}" stroke-width="3"/></g></g>`,
  )
  dots(a, 45, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function serviceUiUx(): Art {
  const a = new Art(SW, SH, 'services/ui-ux-design')
  const { r, w, h } = a
  const cx = w * r.range(0.6, 0.66)
  const cy = h * 0.5
  backdrop(a, cx, cy)
  gridOverlay(a, 32, 0.1, cx, cy, w * 0.5, 'dots')
  // three stacked interface cards in a tilted, isometric-like plane
  const cardW = 420
  const cardH = 300
  const layers = [VIOLET, BLUE, CYAN]
  layers.forEach((color, i) => {
    const dx = cx - 300 + i * 120
    const dy = cy - 40 - i * 70
    const t = `matrix(0.87 0.5 -0.87 0.5 ${n(dx)} ${n(dy)})`
    const op = 0.45 + i * 0.27
    const accent = a.lin(
      [
        [0, mix(color, WHITE, 0.2)],
        [1, color, 0.5],
      ],
      0,
      0,
      1,
      1,
    )
    let inner = `<rect x="0" y="0" width="${cardW}" height="${cardH}" rx="22" fill="${NAVY2}" fill-opacity="0.9" stroke="${mix(color, WHITE, 0.3)}" stroke-opacity="0.7" stroke-width="2"/>`
    inner += `<rect x="22" y="22" width="${cardW - 44}" height="${cardH * 0.42}" rx="14" fill="${accent}"/>`
    inner += `<circle cx="54" cy="${cardH * 0.42 + 70}" r="20" fill="${mix(color, WHITE, 0.4)}" fill-opacity="0.8"/>`
    inner += skeleton(90, cardH * 0.42 + 56, [180, 120], 9, 10, WHITE, 0.35)
    inner += `<rect x="${cardW - 150}" y="${cardH - 54}" width="128" height="34" rx="17" fill="${color}"/>`
    a.add(`<g transform="${t}" opacity="${Math.round(op * 100) / 100}">${inner}</g>`)
  })
  // pen tool curve with handles
  const p0: P = [w * 0.1, h * 0.78]
  const c1: P = [w * 0.18, h * 0.3]
  const c2: P = [w * 0.3, h * 0.95]
  const p1: P = [w * 0.4, h * 0.42]
  a.add(`<path d="M${pts([p0])}C${pts([c1, c2, p1])}" fill="none" stroke="${CYAN}" stroke-width="3" filter="${a.glow(6, 0.8)}"/>`)
  a.add(`<path d="M${pts([p0])}L${pts([c1])}M${pts([p1])}L${pts([c2])}" stroke="${WHITE}" stroke-opacity="0.4" stroke-width="1.2"/>`)
  for (const p of [p0, p1]) a.add(`<rect x="${n(p[0] - 7)}" y="${n(p[1] - 7)}" width="14" height="14" fill="${NAVY}" stroke="${WHITE}" stroke-width="2"/>`)
  for (const p of [c1, c2]) a.add(`<circle cx="${n(p[0])}" cy="${n(p[1])}" r="6" fill="${CYAN}"/>`)
  // swatches
  const sx = w * 0.12
  const sy = h * 0.16
  ;[CYAN, BLUE, VIOLET, '#e879f9', BLUE_L].forEach((c, i) => a.add(`<circle cx="${n(sx + i * 38)}" cy="${n(sy)}" r="14" fill="${c}" stroke="${NAVY}" stroke-width="3"/>`))
  // cursor
  const kx = cx + 300
  const ky = cy + 150
  a.add(
    `<polygon points="${pts([
      [kx, ky],
      [kx, ky + 52],
      [kx + 13, ky + 40],
      [kx + 24, ky + 62],
      [kx + 33, ky + 58],
      [kx + 22, ky + 36],
      [kx + 38, ky + 36],
    ])}" fill="${WHITE}" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round" filter="${a.glow(8, 0.6)}"/>`,
  )
  dots(a, 40, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function serviceAi(): Art {
  const a = new Art(SW, SH, 'services/ai-ml-development')
  const { r, w, h } = a
  const cx = w * r.range(0.58, 0.64)
  const cy = h * 0.5
  backdrop(a, cx, cy)
  const layers = [4, 5, 6, 5, 3]
  const spanX = 780
  const cols: P[][] = layers.map((count, li) => {
    const x = cx - spanX / 2 + (li * spanX) / (layers.length - 1)
    const spanY = (count - 1) * 84
    return Array.from({ length: count }, (_, k): P => [x, cy - spanY / 2 + k * 84 + r.range(-8, 8)])
  })
  let faint = ''
  for (let li = 0; li < cols.length - 1; li++) {
    // each node links to the nearest few in the next layer (a full mesh is busy and heavy)
    for (const p of at(cols, li)) {
      const next = [...at(cols, li + 1)]
        .sort((u, v) => Math.abs(u[1] - p[1]) - Math.abs(v[1] - p[1]))
        .slice(0, 2)
        .filter((q) => Math.abs(q[1] - p[1]) < 110)
      for (const q of next) faint += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
    }
  }
  a.add(`<path d="${faint}" stroke="${BLUE_L}" stroke-opacity="0.16" stroke-width="1.1"/>`)
  // a few active paths through the network
  const active = a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    cx - spanX / 2,
    0,
    cx + spanX / 2,
    0,
    true,
  )
  let hot = ''
  for (let k = 0; k < 3; k++) {
    let prev: P | undefined
    for (const col of cols) {
      const p = r.pick(col)
      if (prev) hot += `M${n(prev[0])},${n(prev[1])}L${n(p[0])},${n(p[1])}`
      prev = p
    }
  }
  a.add(`<path d="${hot}" stroke="${active}" stroke-width="2.6" stroke-linecap="round"/>`)
  cols.forEach((col, li) => {
    const color = li < 2 ? CYAN : li < 4 ? BLUE : VIOLET
    for (const [x, y] of col) a.add(node(a, x, y, 9, color, { ring: r.chance(0.4), halo: 3.4 }))
  })
  // pulse rings around the output layer
  const out = at(cols, cols.length - 1)
  const ox = at(out, 0)[0]
  for (let i = 1; i <= 1; i++) a.add(`<circle cx="${n(ox)}" cy="${n(cy)}" r="${90 + i * 70}" fill="none" stroke="${VIOLET_L}" stroke-opacity="${n(0.3 / i)}" stroke-width="1.2"/>`)
  // scattered "data" points on the left
  const data: P[] = scatter(r, 5, w * 0.03, h * 0.1, cx - spanX / 2 - 80, h * 0.9)
  let lines = ''
  const first = at(cols, 0)
  for (const p of data) {
    const q = r.pick(first)
    lines += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
  }
  const dg = a.lin(
    [
      [0, CYAN, 0],
      [1, CYAN, 0.35],
    ],
    0,
    0,
    cx - spanX / 2,
    0,
    true,
  )
  a.add(`<path d="${lines}" stroke="${dg}" stroke-width="1"/>`)
  for (const [x, y] of data) a.add(`<rect x="${n(x - 4)}" y="${n(y - 4)}" width="8" height="8" rx="2" fill="${CYAN_L}" fill-opacity="0.5"/>`)
  vignette(a)
  return a
}

function serviceRpa(): Art {
  const a = new Art(SW, SH, 'services/rpa')
  const { r, w, h } = a
  const cx = w * r.range(0.58, 0.64)
  const cy = h * 0.42
  backdrop(a, cx, cy)
  gridOverlay(a, 40, 0.08, cx, cy, w * 0.5)
  // gears
  const gearG = (c1: string, c2: string): string =>
    a.lin(
      [
        [0, c1],
        [1, c2],
      ],
      0,
      0,
      1,
      1,
    )
  const teeth1 = 14
  const R1 = 150
  const depth = 22
  const g1: P = [cx - 120, cy - 40]
  const teeth2 = 9
  const R2 = (R1 * teeth2) / teeth1
  const dist = R1 + R2 - depth + 4
  const ang = r.range(-0.5, 0.1)
  const g2: P = [g1[0] + dist * Math.cos(ang), g1[1] + dist * Math.sin(ang)]
  const teeth3 = 7
  const R3 = (R1 * teeth3) / teeth1
  const ang3 = ang + r.range(0.8, 1.15)
  const dist3 = R2 + R3 - depth + 4
  const g3: P = [g2[0] + dist3 * Math.cos(ang3), g2[1] + dist3 * Math.sin(ang3)]
  const rot1 = r.range(0, 1)
  const step = (k: number): number => TAU / k
  // each driven gear is turned so that a gap faces the driving gear's tooth on the line between centres
  // (teeth are centred at 0.25 of a pitch; f = tooth offset from that line, in pitches)
  const mesh = (rotA: number, stepA: number, stepB: number, dir: number): number => {
    const f = (rotA + 0.25 * stepA - dir) / stepA
    return dir + Math.PI + (0.5 - f) * stepB - 0.25 * stepB
  }
  const rot2 = mesh(rot1, step(teeth1), step(teeth2), ang)
  const rot3 = mesh(rot2, step(teeth2), step(teeth3), ang3)
  a.add(
    `<g filter="${a.glow(10, 0.6)}" fill-rule="evenodd" stroke="${WHITE}" stroke-opacity="0.25" stroke-width="1.5">` +
      `<path d="${gearPath(g1[0], g1[1], teeth1, R1, R1 - depth, rot1, 44)}" fill="${gearG(BLUE, '#1e3a8a')}"/>` +
      `<path d="${gearPath(g2[0], g2[1], teeth2, R2, R2 - depth, rot2, 26)}" fill="${gearG(CYAN, '#0e7490')}"/>` +
      `<path d="${gearPath(g3[0], g3[1], teeth3, R3, R3 - depth, rot3, 20)}" fill="${gearG(VIOLET, '#4c1d95')}"/></g>`,
  )
  for (const [p, rad] of [
    [g1, R1 - depth - 24],
    [g2, R2 - depth - 14],
  ] as const)
    a.add(`<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(rad)}" fill="none" stroke="${NAVY}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="4 8"/>`)
  // conveyor belt with blocks
  const by = h * 0.8
  const bx0 = w * 0.08
  const bx1 = w * 0.94
  a.add(`<path d="${roundRectPath(bx0, by, bx1 - bx0, 44, 22)}" fill="${NAVY2}" stroke="${BLUE_L}" stroke-opacity="0.45" stroke-width="2"/>`)
  let rollers = ''
  for (let x = bx0 + 22; x <= bx1 - 20; x += 52) rollers += circlePath(x, by + 22, 12)
  a.add(`<path d="${rollers}" fill="${BLUE}" fill-opacity="0.25" stroke="${BLUE_L}" stroke-opacity="0.5"/>`)
  const styles = [cubeStyle(a, CYAN), cubeStyle(a, BLUE), cubeStyle(a, VIOLET)]
  let x = bx0 + 60
  let i = 0
  while (x < bx1 - 70) {
    const s = 40
    a.add(cube(x, by - s * 2, s, at(styles, i), 1))
    x += r.range(120, 180)
    i++
  }
  // chevrons showing direction
  let chev = ''
  for (let k = 0; k < 3; k++) {
    const xx = w * 0.86 + k * 22
    chev += `M${n(xx)},${n(h * 0.67)}l12,12l-12,12`
  }
  a.add(`<path d="${chev}" fill="none" stroke="${CYAN}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" filter="${a.glow(4)}"/>`)
  dots(a, 40, 0, 0, w, h * 0.7, 0.3)
  vignette(a)
  return a
}

function serviceGrants(): Art {
  const a = new Art(SW, SH, 'services/innovation-grants-partnerships')
  const { r, w, h } = a
  const cx = w * r.range(0.62, 0.68)
  const cy = h * 0.5
  backdrop(a, cx, cy)
  const R = 230
  const starsList: P[] = []
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * TAU - Math.PI / 2
    starsList.push([cx + R * Math.cos(t), cy + R * Math.sin(t)])
  }
  // chords: each star connects to a few others, forming a partnership web
  let chords = ''
  for (let i = 0; i < 12; i++) {
    const p = at(starsList, i)
    for (const k of [1, 3, 5]) {
      if (r.chance(k === 1 ? 1 : 0.3)) {
        const q = at(starsList, i + k)
        chords += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
      }
    }
  }
  const cg = a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    cx - R,
    cy - R,
    cx + R,
    cy + R,
    true,
  )
  a.add(`<path d="${chords}" stroke="${cg}" stroke-opacity="0.45" stroke-width="1.3" fill="none"/>`)
  // central spark (innovation)
  bgGlow(a, cx, cy, 120, CYAN, 0.55)
  let rays = ''
  for (let i = 0; i < 16; i++) {
    const t = (i / 16) * TAU
    const r1 = 34
    const r2 = i % 2 === 0 ? 86 : 62
    rays += `M${n(cx + r1 * Math.cos(t))},${n(cy + r1 * Math.sin(t))}L${n(cx + r2 * Math.cos(t))},${n(cy + r2 * Math.sin(t))}`
  }
  a.add(`<path d="${rays}" stroke="${CYAN_L}" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`)
  a.add(`<polygon points="${pts(starPoints(cx, cy, 40, 12, 4))}" fill="${WHITE}" filter="${a.glow(8, 1)}"/>`)
  // the ring of twelve stars
  const sg = a.lin(
    [
      [0, CYAN_L],
      [1, BLUE_L],
    ],
    0,
    0,
    1,
    1,
  )
  let starD = ''
  for (const [x, y] of starsList) starD += `M${pts(starPoints(x, y, 17, 7, 5)).replace(/ /g, 'L')}Z`
  for (const [x, y] of starsList) bgGlow(a, x, y, 46, BLUE, 0.45)
  a.add(`<path d="${starD}" fill="${sg}" filter="${a.glow(6, 0.9)}"/>`)
  // two interlocking partnership rings
  const px = w * 0.17
  const py = h * 0.55
  a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="90" fill="${CYAN}" fill-opacity="0.06" stroke="${CYAN}" stroke-opacity="0.6" stroke-width="3"/>`)
  a.add(`<circle cx="${n(px + 110)}" cy="${n(py)}" r="90" fill="${VIOLET}" fill-opacity="0.06" stroke="${VIOLET}" stroke-opacity="0.6" stroke-width="3"/>`)
  a.add(node(a, px + 55, py - 70, 5, WHITE), node(a, px + 55, py + 70, 5, WHITE))
  orbit(a, cx, cy, R + 90, R + 90, 0, BLUE_L, 0.16, '2 10')
  orbit(a, cx, cy, R + 170, R * 0.75, -14, VIOLET_L, 0.12)
  dots(a, 45, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

// ---------------------------------------------------------------------------------------------
// Industries (1200×800)
// ---------------------------------------------------------------------------------------------

const IW = 1200
const IH = 800

function industryEnergy(): Art {
  const a = new Art(IW, IH, 'industries/energy-oil-gas')
  const { r, w, h } = a
  backdrop(a, w * 0.6, h * 0.4)
  // sun-like glow ring
  const sx = w * r.range(0.62, 0.75)
  const sy = h * 0.3
  bgGlow(a, sx, sy, 190, CYAN, 0.5)
  a.add(`<circle cx="${n(sx)}" cy="${n(sy)}" r="96" fill="none" stroke="${CYAN_L}" stroke-opacity="0.5" stroke-width="2"/>`)
  a.add(`<circle cx="${n(sx)}" cy="${n(sy)}" r="130" fill="none" stroke="${CYAN_L}" stroke-opacity="0.2" stroke-width="1.2" stroke-dasharray="3 8"/>`)
  // turbines
  const turbines: Array<[number, number, number]> = [
    [w * 0.2, h * 0.3, 1.2],
    [w * 0.38, h * 0.4, 0.85],
    [w * 0.52, h * 0.48, 0.6],
  ]
  const tower = a.lin(
    [
      [0, '#c7d6ff', 0.85],
      [1, '#c7d6ff', 0.15],
    ],
    0,
    0,
    0,
    1,
  )
  for (const [x, y, s] of turbines) {
    const base = h * 0.82
    a.add(
      `<polygon points="${pts([
        [x - 3 * s, y],
        [x + 3 * s, y],
        [x + 8 * s, base],
        [x - 8 * s, base],
      ])}" fill="${tower}"/>`,
    )
    const rot = r.range(0, 120)
    const L = 150 * s
    const blade = `M0,0C${n(9 * s)},${n(-14 * s)} ${n(8 * s)},${n(-L * 0.6)} 0,${n(-L)}C${n(-4 * s)},${n(-L * 0.6)} ${n(-6 * s)},${n(-14 * s)} 0,0Z`
    let g = ''
    for (let k = 0; k < 3; k++) g += `<path d="${blade}" transform="rotate(${n(rot + k * 120)})"/>`
    a.add(`<g filter="${a.glow(6, 0.5)}"><g transform="translate(${n(x)} ${n(y)})" fill="${WHITE}" fill-opacity="0.88">${g}<circle r="${n(8 * s)}" fill="${CYAN_L}"/></g></g>`)
  }
  // energy waves at the bottom
  const layers: Array<[string, number, number]> = [
    [VIOLET, h * 0.74, 0.35],
    [BLUE, h * 0.79, 0.45],
    [CYAN, h * 0.85, 0.4],
  ]
  layers.forEach(([c, y, op], i) => {
    const list = wavePoints(-20, w + 20, y, r.range(14, 26), r.range(380, 620), r.range(0, TAU))
    const fill = a.lin(
      [
        [0, c, op],
        [1, NAVY, 0.2],
      ],
      0,
      0,
      0,
      1,
    )
    a.add(`<path d="${smooth(list)}L${w + 20},${h}L-20,${h}Z" fill="${fill}"/>`)
    a.add(`<path d="${smooth(list)}" fill="none" stroke="${mix(c, WHITE, 0.35)}" stroke-opacity="0.7" stroke-width="${2 - i * 0.3}"/>`)
  })
  // pulse line (power)
  const py = h * 0.64
  const pulse: P[] = [
    [w * 0.6, py],
    [w * 0.7, py],
    [w * 0.72, py - 50],
    [w * 0.745, py + 40],
    [w * 0.77, py - 20],
    [w * 0.79, py],
    [w * 0.98, py],
  ]
  a.add(`<polyline points="${pts(pulse)}" fill="none" stroke="${CYAN}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" filter="${a.glow(6, 0.9)}"/>`)
  // drop
  const dx = w * 0.86
  const dy = h * 0.42
  a.add(
    `<path d="M${n(dx)},${n(dy - 46)}C${n(dx + 12)},${n(dy - 20)} ${n(dx + 32)},${n(dy)} ${n(dx + 32)},${n(dy + 18)}A32,32 0 0 1 ${n(dx - 32)},${n(dy + 18)}C${n(dx - 32)},${n(dy)} ${n(dx - 12)},${n(dy - 20)} ${n(dx)},${n(dy - 46)}Z" fill="${a.lin(
      [
        [0, VIOLET_L],
        [1, VIOLET],
      ],
      0,
      0,
      0,
      1,
    )}" fill-opacity="0.85" filter="${a.glow(8, 0.7)}"/>`,
  )
  dots(a, 40, 0, 0, w, h * 0.6, 0.35)
  vignette(a)
  return a
}

function industryHealthcare(): Art {
  const a = new Art(IW, IH, 'industries/healthcare')
  const { r, w, h } = a
  const cx = w * r.range(0.55, 0.65)
  const cy = h * 0.45
  backdrop(a, cx, cy)
  // hex lattice (molecular)
  const hexes: P[] = []
  const hs = 46
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 5; col++) {
      if (r.chance(0.45)) continue
      hexes.push([w * 0.05 + col * hs * 1.5, h * 0.08 + row * hs * C30 * 2 + (col % 2) * hs * C30])
    }
  }
  let hexD = ''
  for (const [x, y] of hexes) {
    const list: P[] = []
    for (let i = 0; i < 6; i++) list.push([x + hs * Math.cos((i * TAU) / 6), y + hs * Math.sin((i * TAU) / 6)])
    hexD += `M${pts(list).replace(/ /g, 'L')}Z`
  }
  a.add(`<path d="${hexD}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.16" stroke-width="1.4"/>`)
  for (const [x, y] of hexes.slice(0, 6)) a.add(node(a, x + hs, y, 3.5, CYAN))
  // the cross
  const s = 190
  const arm = s * 0.36
  const crossG = a.lin(
    [
      [0, CYAN],
      [0.55, BLUE],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    1,
  )
  const crossD = `M${n(cx - arm)},${n(cy - s)}h${n(2 * arm)}v${n(s - arm)}h${n(s - arm)}v${n(2 * arm)}h${n(-(s - arm))}v${n(s - arm)}h${n(-2 * arm)}v${n(-(s - arm))}h${n(-(s - arm))}v${n(-2 * arm)}h${n(s - arm)}Z`
  bgGlow(a, cx, cy, s * 1.7, BLUE, 0.4)
  a.add(`<path d="${crossD}" fill="${crossG}" stroke="${crossG}" stroke-width="36" stroke-linejoin="round" fill-opacity="0.9" stroke-opacity="0.9" filter="${a.glow(16, 0.8)}"/>`)
  a.add(
    `<path d="${crossD}" fill="none" stroke="${WHITE}" stroke-opacity="0.35" stroke-width="2" transform="translate(${n(cx)} ${n(cy)}) scale(0.72) translate(${n(-cx)} ${n(-cy)})" stroke-linejoin="round"/>`,
  )
  // ECG line across, passing through the cross
  const ey = cy + r.range(-20, 30)
  const ecg: P[] = [[-10, ey]]
  let x = 0
  while (x < w) {
    x += r.range(90, 140)
    if (Math.abs(x - cx) < 140) {
      x = cx + 160
      continue
    }
    ecg.push(
      [x, ey],
      [x + 12, ey - 14],
      [x + 24, ey],
      [x + 34, ey],
      [x + 42, ey + 22],
      [x + 54, ey - 110],
      [x + 66, ey + 50],
      [x + 76, ey],
      [x + 96, ey],
      [x + 112, ey - 24],
      [x + 128, ey],
    )
    x += 128
  }
  ecg.push([w + 10, ey])
  const ecgG = a.lin(
    [
      [0, CYAN, 0.2],
      [0.4, CYAN_L, 1],
      [1, VIOLET_L, 0.6],
    ],
    0,
    0,
    w,
    0,
    true,
  )
  a.add(`<polyline points="${pts(ecg)}" fill="none" stroke="${ecgG}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" filter="${a.glow(6, 1)}"/>`)
  // cells
  for (let i = 0; i < 7; i++) {
    const px = r.range(w * 0.72, w * 0.97)
    const pyy = r.range(h * 0.1, h * 0.9)
    const rr = r.range(10, 34)
    a.add(
      `<circle cx="${n(px)}" cy="${n(pyy)}" r="${n(rr)}" fill="${VIOLET}" fill-opacity="0.12" stroke="${VIOLET_L}" stroke-opacity="0.4" stroke-width="1.5"/><circle cx="${n(px + rr * 0.2)}" cy="${n(pyy - rr * 0.2)}" r="${n(rr * 0.3)}" fill="${VIOLET_L}" fill-opacity="0.35"/>`,
    )
  }
  dots(a, 35, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function industryEducation(): Art {
  const a = new Art(IW, IH, 'industries/education')
  const { r, w, h } = a
  const cx = w * r.range(0.5, 0.58)
  const by = h * 0.78
  backdrop(a, cx, h * 0.45)
  gridOverlay(a, 40, 0.08, cx, h * 0.5, w * 0.5)
  // orbit lines around the cap
  const capY = h * 0.3
  orbit(a, cx, capY + 10, 360, 120, -8, BLUE_L, 0.22)
  orbit(a, cx, capY + 10, 300, 90, 10, VIOLET_L, 0.18, '3 8')
  // open book: stacked pages
  const W = 330
  const top = by - 250
  for (let k = 4; k >= 0; k--) {
    const off = k * 7
    const op = k === 0 ? 1 : 0.35
    const leftPage = `M${n(cx)},${n(by - off)}C${n(cx - W * 0.35)},${n(by - 40 - off)} ${n(cx - W * 0.7)},${n(by - 20 - off)} ${n(cx - W - off)},${n(by - 10 - off * 0.5)}V${n(top - off * 0.2)}C${n(cx - W * 0.7)},${n(top - 14)} ${n(cx - W * 0.35)},${n(top - 30)} ${n(cx)},${n(top + 20)}Z`
    const rightPage = `M${n(cx)},${n(by - off)}C${n(cx + W * 0.35)},${n(by - 40 - off)} ${n(cx + W * 0.7)},${n(by - 20 - off)} ${n(cx + W + off)},${n(by - 10 - off * 0.5)}V${n(top - off * 0.2)}C${n(cx + W * 0.7)},${n(top - 14)} ${n(cx + W * 0.35)},${n(top - 30)} ${n(cx)},${n(top + 20)}Z`
    const fillL =
      k === 0
        ? a.lin(
            [
              [0, '#1e2d58'],
              [1, '#2a3f7a'],
            ],
            0,
            0,
            1,
            0,
          )
        : NAVY2
    const fillR =
      k === 0
        ? a.lin(
            [
              [0, '#2a3f7a'],
              [1, '#1e2d58'],
            ],
            0,
            0,
            1,
            0,
          )
        : NAVY2
    a.add(
      `<g opacity="${op}"><path d="${leftPage}" fill="${fillL}" stroke="${BLUE_L}" stroke-opacity="0.55" stroke-width="1.6"/><path d="${rightPage}" fill="${fillR}" stroke="${BLUE_L}" stroke-opacity="0.55" stroke-width="1.6"/></g>`,
    )
  }
  // page lines (skeleton)
  let lines = ''
  for (let i = 0; i < 6; i++) {
    const y = top + 50 + i * 26
    const wl = r.range(150, 230)
    lines += `M${n(cx - 40 - wl)},${n(y + 6)}Q${n(cx - 40 - wl / 2)},${n(y)} ${n(cx - 40)},${n(y + 14)}`
    const wr = r.range(150, 230)
    lines += `M${n(cx + 40)},${n(y + 14)}Q${n(cx + 40 + wr / 2)},${n(y)} ${n(cx + 40 + wr)},${n(y + 6)}`
  }
  a.add(`<path d="${lines}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.3" stroke-width="5" stroke-linecap="round"/>`)
  // graduation cap
  const cs = 150
  const capTop: P[] = [
    [cx, capY - cs * 0.42],
    [cx + cs, capY],
    [cx, capY + cs * 0.42],
    [cx - cs, capY],
  ]
  const capG = a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    1,
  )
  a.add(
    `<path d="M${n(cx - cs * 0.55)},${n(capY + 12)}V${n(capY + 80)}Q${n(cx)},${n(capY + 120)} ${n(cx + cs * 0.55)},${n(capY + 80)}V${n(capY + 12)}Z" fill="${BLUE}" fill-opacity="0.75" stroke="${BLUE_L}" stroke-opacity="0.5"/>`,
  )
  a.add(`<polygon points="${pts(capTop)}" fill="${capG}" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="2" stroke-linejoin="round" filter="${a.glow(12, 0.8)}"/>`)
  a.add(
    `<path d="M${n(cx)},${n(capY)}L${n(cx + cs * 0.78)},${n(capY + 18)}V${n(capY + 92)}" fill="none" stroke="${CYAN_L}" stroke-width="3" stroke-linecap="round"/><circle cx="${n(cx + cs * 0.78)}" cy="${n(capY + 98)}" r="8" fill="${CYAN_L}"/>`,
  )
  a.add(`<circle cx="${n(cx)}" cy="${n(capY)}" r="6" fill="${WHITE}"/>`)
  // idea sparks
  for (let i = 0; i < 6; i++) {
    const x = r.pick([r.range(w * 0.04, w * 0.22), r.range(w * 0.8, w * 0.96)])
    const y = r.range(h * 0.1, h * 0.7)
    a.add(`<polygon points="${pts(starPoints(x, y, r.range(8, 16), 3, 4))}" fill="${r.pick([CYAN_L, VIOLET_L, BLUE_L])}" fill-opacity="0.8"/>`)
  }
  dots(a, 40, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function industryEcommerce(): Art {
  const a = new Art(IW, IH, 'industries/ecommerce-retail')
  const { r, w, h } = a
  const cx = w * r.range(0.56, 0.62)
  const cy = h * 0.52
  backdrop(a, cx, cy)
  // faint product-card grid in the back
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 2; j++) {
      const x = w * 0.04 + i * 142
      const y = h * 0.07 + j * 200
      if (r.chance(0.3)) continue
      a.add(
        `<g opacity="0.35">${panel(a, x, y, 126, 180, { rx: 12 })}<rect x="${x + 12}" y="${y + 12}" width="102" height="92" rx="8" fill="${r.pick(ACCENTS)}" fill-opacity="0.35"/>${skeleton(x + 12, y + 118, [80, 50], 7, 9)}</g>`,
      )
    }
  }
  // shopping bags
  const bag = (x: number, y: number, s: number, c1: string, c2: string, op: number): string => {
    const g = a.lin(
      [
        [0, c1],
        [1, c2],
      ],
      0,
      0,
      1,
      1,
    )
    const body = `M${n(x - s * 0.5)},${n(y - s * 0.35)}H${n(x + s * 0.5)}L${n(x + s * 0.58)},${n(y + s * 0.55)}Q${n(x + s * 0.6)},${n(y + s * 0.65)} ${n(x + s * 0.5)},${n(y + s * 0.65)}H${n(x - s * 0.5)}Q${n(x - s * 0.6)},${n(y + s * 0.65)} ${n(x - s * 0.58)},${n(y + s * 0.55)}Z`
    const handle = `M${n(x - s * 0.22)},${n(y - s * 0.2)}V${n(y - s * 0.45)}A${n(s * 0.22)},${n(s * 0.22)} 0 0 1 ${n(x + s * 0.22)},${n(y - s * 0.45)}V${n(y - s * 0.2)}`
    return `<g opacity="${op}"><path d="${handle}" fill="none" stroke="${mix(c1, WHITE, 0.5)}" stroke-width="${n(s * 0.05)}" stroke-linecap="round"/><path d="${body}" fill="${g}" stroke="${WHITE}" stroke-opacity="0.3" stroke-width="2"/><circle cx="${n(x - s * 0.22)}" cy="${n(y - s * 0.2)}" r="${n(s * 0.035)}" fill="${NAVY}"/><circle cx="${n(x + s * 0.22)}" cy="${n(y - s * 0.2)}" r="${n(s * 0.035)}" fill="${NAVY}"/></g>`
  }
  bgGlow(a, cx, cy, 300, VIOLET, 0.35)
  a.add(`<g filter="${a.glow(14, 0.6)}">${bag(cx + 170, cy - 40, 220, VIOLET, '#4c1d95', 0.9)}${bag(cx - 20, cy + 20, 300, CYAN, BLUE, 1)}</g>`)
  // cart
  const kx = w * 0.08
  const ky = h * 0.86
  const cart = `M${n(kx - 40)},${n(ky - 120)}H${n(kx)}L${n(kx + 40)},${n(ky)}H${n(kx + 210)}L${n(kx + 250)},${n(ky - 90)}H${n(kx + 16)}M${n(kx + 24)},${n(ky - 45)}H${n(kx + 230)}M${n(kx + 90)},${n(ky - 90)}L${n(kx + 100)},${n(ky)}M${n(kx + 160)},${n(ky - 90)}L${n(kx + 155)},${n(ky)}`
  a.add(`<path d="${cart}" fill="none" stroke="${BLUE_L}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`)
  a.add(
    `<circle cx="${n(kx + 60)}" cy="${n(ky + 34)}" r="14" fill="none" stroke="${CYAN}" stroke-width="6"/><circle cx="${n(kx + 190)}" cy="${n(ky + 34)}" r="14" fill="none" stroke="${CYAN}" stroke-width="6"/>`,
  )
  // price tags
  for (let i = 0; i < 3; i++) {
    const tx = r.range(w * 0.72, w * 0.92)
    const ty = h * 0.16 + i * 200 + r.range(-20, 20)
    const rot = r.range(-30, 30)
    const c = at(ACCENTS, i)
    a.add(
      `<g transform="rotate(${n(rot)} ${n(tx)} ${n(ty)})"><path d="M${n(tx)},${n(ty - 24)}H${n(tx + 70)}L${n(tx + 96)},${n(ty)}L${n(tx + 70)},${n(ty + 24)}H${n(tx)}Z" fill="${c}" fill-opacity="0.22" stroke="${mix(c, WHITE, 0.3)}" stroke-width="2" stroke-linejoin="round"/><circle cx="${n(tx + 72)}" cy="${n(ty)}" r="5" fill="${mix(c, WHITE, 0.4)}"/>${skeleton(tx + 12, ty - 4, [40], 8, 0, WHITE, 0.45)}</g>`,
    )
  }
  dots(a, 35, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function industryMedia(): Art {
  const a = new Art(IW, IH, 'industries/media-entertainment')
  const { r, w, h } = a
  const cx = w * r.range(0.48, 0.56)
  const cy = h * 0.46
  backdrop(a, cx, cy)
  // film strip, diagonal
  const stripH = 150
  const clipCols = [CYAN, BLUE, VIOLET, BLUE, CYAN, VIOLET, BLUE]
  let frames = ''
  let holes = ''
  const fw = 170
  for (let i = -1; i < 9; i++) {
    const x = i * (fw + 14)
    frames += `<rect x="${x}" y="28" width="${fw}" height="${stripH - 56}" rx="6" fill="${at(clipCols, i + 1)}" fill-opacity="0.32"/>`
    for (let k = 0; k < 6; k++) {
      const hx = x + 10 + k * 29
      holes += roundRectPath(hx, 8, 14, 11, 3) + roundRectPath(hx, stripH - 19, 14, 11, 3)
    }
  }
  a.add(
    `<g transform="translate(-60 ${n(h * 0.8)}) rotate(${n(r.range(-16, -10))})"><rect x="-300" y="0" width="${w + 700}" height="${stripH}" fill="#0a0f1e" fill-opacity="0.85" stroke="${BLUE_L}" stroke-opacity="0.35"/>${frames}<path d="${holes}" fill="${BLUE_L}" fill-opacity="0.35"/></g>`,
  )
  // the screen with play button
  const sw = 560
  const sh = 330
  const sg = a.lin(
    [
      [0, '#1d2c57'],
      [1, '#2b1f5c'],
    ],
    0,
    0,
    1,
    1,
  )
  a.add(
    `<rect x="${n(cx - sw / 2)}" y="${n(cy - sh / 2)}" width="${sw}" height="${sh}" rx="24" fill="${sg}" stroke="${VIOLET_L}" stroke-opacity="0.5" stroke-width="2" filter="${a.glow(18, 0.6)}"/>`,
  )
  // timeline bar
  a.add(
    `<rect x="${n(cx - sw / 2 + 30)}" y="${n(cy + sh / 2 - 36)}" width="${sw - 60}" height="6" rx="3" fill="${WHITE}" fill-opacity="0.15"/><rect x="${n(cx - sw / 2 + 30)}" y="${n(cy + sh / 2 - 36)}" width="${n((sw - 60) * 0.42)}" height="6" rx="3" fill="${CYAN}"/><circle cx="${n(cx - sw / 2 + 30 + (sw - 60) * 0.42)}" cy="${n(cy + sh / 2 - 33)}" r="9" fill="${WHITE}"/>`,
  )
  a.add(playButton(a, cx, cy - 12, 70))
  // sound rings + equalizer
  for (let i = 1; i <= 3; i++) {
    const rr = 40 + i * 34
    const ex = cx + sw / 2 - 10
    const sy = cy - 12
    const t = 0.75
    a.add(
      `<path d="M${n(ex + rr * Math.cos(-t))},${n(sy + rr * Math.sin(-t))}A${rr},${rr} 0 0 1 ${n(ex + rr * Math.cos(t))},${n(sy + rr * Math.sin(t))}" fill="none" stroke="${CYAN}" stroke-opacity="${n(0.7 / i)}" stroke-width="4" stroke-linecap="round"/>`,
    )
  }
  const eqX = w * 0.06
  const eqY = h * 0.32
  let eq = ''
  for (let i = 0; i < 14; i++) {
    const bh = 20 + Math.abs(Math.sin(i * 0.9 + r.range(0, 1))) * 110
    eq += roundRectPath(eqX + i * 16, eqY - bh / 2, 9, bh, 4.5)
  }
  const eqG = a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    0,
  )
  a.add(`<path d="${eq}" fill="${eqG}" fill-opacity="0.75"/>`)
  // star sparkles
  for (let i = 0; i < 5; i++)
    a.add(`<polygon points="${pts(starPoints(r.range(w * 0.6, w * 0.97), r.range(h * 0.05, h * 0.3), r.range(8, 15), 3, 4))}" fill="${VIOLET_L}" fill-opacity="0.8"/>`)
  dots(a, 40, 0, 0, w, h * 0.7, 0.3)
  vignette(a)
  return a
}

function rocket(x: number, y: number, angleDeg: number, s: number, a: Art): string {
  const body = a.lin(
    [
      [0, '#e6ecff'],
      [0.55, '#b9c7ef'],
      [1, '#7f90c9'],
    ],
    0,
    0,
    1,
    0,
  )
  const flame = a.lin(
    [
      [0, CYAN_L],
      [0.4, CYAN],
      [1, BLUE, 0],
    ],
    0,
    0,
    0,
    1,
  )
  return (
    `<g filter="${a.glow(8, 0.6)}"><g transform="translate(${n(x)} ${n(y)}) rotate(${n(angleDeg)}) scale(${s})">` +
    `<path d="M-15,40Q0,150 15,40Z" fill="${flame}"/>` +
    `<path d="M-20,8L-44,52L-18,44ZM20,8L44,52L18,44Z" fill="${VIOLET}"/>` +
    `<path d="M0,-78C26,-52 28,0 22,44H-22C-28,0 -26,-52 0,-78Z" fill="${body}"/>` +
    `<path d="M0,-78C11,-67 17,-56 20,-46H-20C-17,-56 -11,-67 0,-78Z" fill="${CYAN}"/>` +
    `<circle cx="0" cy="-12" r="11" fill="${NAVY}" stroke="${CYAN}" stroke-width="4"/>` +
    `<path d="M-6,44V56H6V44Z" fill="#5b6a9c"/></g></g>`
  )
}

function industryStartup(): Art {
  const a = new Art(IW, IH, 'industries/startup')
  const { r, w, h } = a
  backdrop(a, w * 0.65, h * 0.35)
  dots(a, 90, 0, 0, w, h, 0.45)
  // planet with ring
  const px = w * r.range(0.12, 0.22)
  const py = h * r.range(0.2, 0.3)
  const planet = a.lin(
    [
      [0, VIOLET],
      [1, '#312e81'],
    ],
    0,
    0,
    1,
    1,
  )
  bgGlow(a, px, py, 130, VIOLET, 0.4)
  a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="62" fill="${planet}"/>`)
  a.add(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="112" ry="24" transform="rotate(-18 ${n(px)} ${n(py)})" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.6" stroke-width="3"/>`)
  // growth bars (abstract chart rising)
  const bx = w * 0.56
  let bars = ''
  for (let i = 0; i < 6; i++) {
    const bh = 40 + i * i * 10
    bars += roundRectPath(bx + i * 46, h * 0.95 - bh, 28, bh, 5)
  }
  a.add(
    `<path d="${bars}" fill="${a.lin(
      [
        [0, BLUE_L, 0.35],
        [1, BLUE, 0.05],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  // trajectory
  const p0: P = [w * 0.04, h * 0.96]
  const p1: P = [w * 0.4, h * 0.92]
  const p2: P = [w * 0.6, h * 0.6]
  const p3: P = [w * r.range(0.72, 0.78), h * 0.3]
  const tg = a.lin(
    [
      [0, CYAN, 0],
      [0.6, CYAN, 0.7],
      [1, CYAN_L, 1],
    ],
    p0[0],
    p0[1],
    p3[0],
    p3[1],
    true,
  )
  a.add(`<path d="M${pts([p0])}C${pts([p1, p2, p3])}" fill="none" stroke="${tg}" stroke-width="3" stroke-dasharray="12 10" stroke-linecap="round"/>`)
  a.add(`<path d="M${pts([p0])}C${pts([p1, p2, p3])}" fill="none" stroke="${tg}" stroke-width="26" stroke-opacity="0.18" filter="${a.blur(10)}"/>`)
  for (const t of [0.3, 0.55, 0.78]) {
    const p = bez(p0, p1, p2, p3, t)
    a.add(node(a, p[0], p[1], 5, CYAN, { ring: true }))
  }
  const dx = 3 * (p3[0] - p2[0])
  const dy = 3 * (p3[1] - p2[1])
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI
  const len = Math.hypot(dx, dy)
  const rx = p3[0] + (dx / len) * 90
  const ry = p3[1] + (dy / len) * 90
  bgGlow(a, rx, ry, 190, CYAN, 0.35)
  a.add(rocket(rx, ry, angle, 1.5, a))
  orbit(a, rx, ry, 220, 80, -35, BLUE_L, 0.2, '3 9')
  vignette(a)
  return a
}

// ---------------------------------------------------------------------------------------------
// Case studies
// ---------------------------------------------------------------------------------------------

function kpiTile(a: Art, x: number, y: number, w: number, h: number, color: string): string {
  const r = a.r
  let out = panel(a, x, y, w, h, { rx: 14 })
  out += `<circle cx="${n(x + 28)}" cy="${n(y + 28)}" r="11" fill="${color}" fill-opacity="0.25" stroke="${color}" stroke-width="2"/>`
  out += skeleton(x + 48, y + 24, [w * 0.3], 8, 0, WHITE, 0.25)
  out += `<rect x="${n(x + 20)}" y="${n(y + 56)}" width="${n(w * r.range(0.35, 0.5))}" height="18" rx="6" fill="${WHITE}" fill-opacity="0.75"/>`
  const spark = series(r, 10, 0.5, 0.2)
  out += `<path d="${smooth(spark.map((v, i): P => [x + w * 0.55 + (i / 9) * (w * 0.38), y + h - 18 - v * (h * 0.45)]))}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/>`
  return out
}

function invoiceCard(a: Art, x: number, y: number, w: number, h: number, accent: string, rot = 0, glow = true): string {
  const r = a.r
  let inner = `<rect x="0" y="0" width="${n(w)}" height="${n(h)}" rx="14" fill="#e8eeff" fill-opacity="0.96"/>`
  inner += `<rect x="0" y="0" width="${n(w)}" height="10" rx="5" fill="${accent}"/>`
  inner += `<rect x="22" y="30" width="34" height="34" rx="9" fill="${accent}" fill-opacity="0.85"/>`
  inner += skeleton(68, 34, [w * 0.35, w * 0.22], 8, 9, NAVY, 0.45)
  inner += skeleton(w - 22 - w * 0.22, 34, [w * 0.22], 8, 0, NAVY, 0.25)
  const rows = Math.max(3, Math.floor((h - 170) / 30))
  for (let i = 0; i < rows; i++) {
    const yy = 96 + i * 30
    inner += `<path d="M22,${n(yy + 20)}H${n(w - 22)}" stroke="${NAVY}" stroke-opacity="0.08"/>`
    inner += skeleton(22, yy, [r.range(w * 0.25, w * 0.45)], 7, 0, NAVY, 0.3)
    inner += skeleton(w - 22 - w * 0.16, yy, [w * 0.16], 7, 0, NAVY, 0.4)
  }
  inner += `<rect x="${n(w - 22 - w * 0.38)}" y="${n(h - 58)}" width="${n(w * 0.38)}" height="34" rx="9" fill="${accent}" fill-opacity="0.18"/>`
  inner += skeleton(w - 22 - w * 0.38 + 12, h - 46, [w * 0.26], 10, 0, accent, 0.9)
  inner += `<circle cx="48" cy="${n(h - 42)}" r="20" fill="none" stroke="${accent}" stroke-width="3"/><path d="M39,${n(h - 42)}l6,6l12,-12" fill="none" stroke="${accent}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
  const card = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)} ${n(w / 2)} ${n(h / 2)})">${inner}</g>`
  return glow ? `<g filter="${a.glow(16, 0.35)}">${card}</g>` : card
}

function sidebar(a: Art, x: number, y: number, h: number): string {
  let out = `<path d="${roundRectPath(x, y, 70, h, 16)}" fill="#0d1530" fill-opacity="0.9"/>`
  out += `<rect x="${x + 19}" y="${y + 20}" width="32" height="32" rx="9" fill="${a.lin(
    [
      [0, CYAN],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    1,
  )}"/>`
  for (let i = 0; i < 6; i++) {
    const active = i === 1
    out += `<rect x="${x + 23}" y="${y + 86 + i * 46}" width="24" height="24" rx="7" fill="${active ? CYAN : WHITE}" fill-opacity="${active ? 0.8 : 0.16}"/>`
  }
  return out
}

function energeticaMain(): Art {
  const a = new Art(SW, SH, 'case-studies/energetica-erp/main')
  const { r, w, h } = a
  backdrop(a, w * 0.55, h * 0.45)
  gridOverlay(a, 40, 0.08, w * 0.5, h * 0.5, w * 0.6)
  // dashboard window
  const x = 150
  const y = 80
  const W = 930
  const H = 600
  a.add(
    panel(a, x, y, W, H, {
      rx: 22,
      fill: a.lin(
        [
          [0, '#16213f', 0.95],
          [1, '#0f1730', 0.95],
        ],
        0,
        0,
        0,
        1,
      ),
      opacity: 0.22,
    }),
  )
  a.add(sidebar(a, x + 12, y + 12, H - 24))
  const cx0 = x + 104
  a.add(skeleton(cx0, y + 32, [220], 12, 0, WHITE, 0.35))
  a.add(
    `<circle cx="${x + W - 40}" cy="${y + 38}" r="16" fill="${VIOLET}" fill-opacity="0.6"/><rect x="${x + W - 250}" y="${y + 24}" width="180" height="28" rx="14" fill="${WHITE}" fill-opacity="0.07"/>`,
  )
  const kw = (W - 104 - 30 - 24) / 3
  ;[CYAN, BLUE, VIOLET].forEach((c, i) => a.add(kpiTile(a, cx0 + i * (kw + 12), y + 76, kw, 110, c)))
  const chartW = (W - 104 - 30) * 0.62
  a.add(panel(a, cx0, y + 200, chartW, 370, { rx: 14 }))
  a.add(skeleton(cx0 + 20, y + 222, [140], 9, 0))
  a.add(lineChart(a, cx0 + 20, y + 270, chartW - 40, 170, series(r, 12, 0.35, 0.15, 0.035), CYAN))
  a.add(barChart(a, cx0 + 20, y + 470, chartW - 40, 80, series(r, 16, 0.5, 0.25), [BLUE, VIOLET]))
  const dx = cx0 + chartW + 12
  const dw = W - 104 - 30 - chartW - 12
  a.add(panel(a, dx, y + 200, dw, 370, { rx: 14 }))
  a.add(
    donut(dx + dw / 2, y + 320, 74, 20, [
      [0.42, CYAN],
      [0.28, BLUE],
      [0.18, VIOLET],
    ]),
  )
  a.add(skeleton(dx + 24, y + 430, [dw * 0.7, dw * 0.5, dw * 0.6], 8, 14))
  ;[CYAN, BLUE, VIOLET].forEach((c, i) => a.add(`<circle cx="${n(dx + dw - 30)}" cy="${n(y + 434 + i * 22)}" r="5" fill="${c}"/>`))
  // floating invoice cards
  a.add(invoiceCard(a, 1130, 150, 270, 360, CYAN, r.range(4, 8)))
  a.add(invoiceCard(a, 1060, 300, 290, 390, VIOLET, r.range(-5, -2)))
  // meter
  a.add(`<g>${panel(a, 1250, 520, 200, 170, { rx: 16 })}${gauge(a, 1350, 615, 62, r.range(0.55, 0.8), CYAN)}</g>`)
  vignette(a, 0.45)
  return a
}

function energeticaGallery(index: number): Art {
  const a = new Art(IW, IH, `case-studies/energetica-erp/gallery-${index}`)
  const { r, w, h } = a
  backdrop(a, w * r.range(0.35, 0.65), h * 0.45)
  gridOverlay(a, 40, 0.07, w * 0.5, h * 0.5, w * 0.6, index % 2 ? 'lines' : 'dots')
  if (index === 1) {
    // analytics: large chart + KPI tiles
    ;[CYAN, BLUE, VIOLET].forEach((c, i) => a.add(kpiTile(a, 90 + i * 344, 90, 330, 120, c)))
    a.add(panel(a, 90, 236, 1020, 480, { rx: 18 }))
    a.add(skeleton(120, 262, [180, 100], 10, 10))
    a.add(lineChart(a, 120, 330, 960, 220, series(r, 18, 0.3, 0.14, 0.03), CYAN))
    a.add(lineChart(a, 120, 330, 960, 220, series(r, 18, 0.25, 0.1, 0.01), VIOLET, false))
    a.add(barChart(a, 120, 580, 960, 110, series(r, 24, 0.5, 0.28), [BLUE, BLUE, CYAN]))
  } else if (index === 2) {
    // energy meters
    const vals = [0.72, 0.45, 0.88, 0.6]
    vals.forEach((v, i) => {
      const col = i % 2
      const row = Math.floor(i / 2)
      const x = 110 + col * 500
      const y = 80 + row * 330
      a.add(panel(a, x, y, 470, 300, { rx: 18 }))
      a.add(gauge(a, x + 150, y + 170, 100, v, at(ACCENTS, i)))
      a.add(skeleton(x + 290, y + 90, [130, 90, 110], 9, 16))
      a.add(barChart(a, x + 290, y + 180, 150, 80, series(r, 7, 0.5, 0.2), [at(ACCENTS, i + 1)]))
    })
    // lightning accent
    a.add(
      `<polygon points="${pts([
        [600, 300],
        [570, 400],
        [600, 400],
        [585, 480],
        [640, 370],
        [608, 370],
        [630, 300],
      ])}" fill="${CYAN_L}" filter="${a.glow(12, 1)}"/>`,
    )
  } else if (index === 3) {
    // invoices fanned out
    bgGlow(a, 600, 420, 360, BLUE, 0.35)
    a.add(invoiceCard(a, 220, 170, 320, 460, BLUE, -12))
    a.add(invoiceCard(a, 660, 170, 320, 460, VIOLET, 12))
    a.add(invoiceCard(a, 440, 130, 330, 500, CYAN, 0))
    // check badge
    a.add(
      `<circle cx="830" cy="600" r="48" fill="${CYAN}" filter="${a.glow(14, 0.9)}"/><path d="M808,600l15,15l30,-30" fill="none" stroke="${NAVY}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  } else {
    // network of energy sites with small info panels
    const sites = scatter(r, 16, 80, 90, w - 80, h - 90)
    network(a, sites, 300, BLUE_L, 0.25, 5)
    for (const [x, y] of sites.slice(0, 4))
      a.add(`<circle cx="${n(x)}" cy="${n(y)}" r="28" fill="none" stroke="${CYAN}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 6"/>`)
    const p1 = at(sites, 5)
    const p2 = at(sites, 10)
    for (const [p, c] of [
      [p1, CYAN],
      [p2, VIOLET],
    ] as const) {
      const px = Math.min(w - 300, p[0] + 30)
      const py = Math.min(h - 200, Math.max(40, p[1] - 80))
      a.add(panel(a, px, py, 260, 160, { rx: 14 }))
      a.add(skeleton(px + 20, py + 20, [120], 9, 0))
      a.add(lineChart(a, px + 20, py + 50, 220, 90, series(r, 8, 0.4, 0.2, 0.03), c))
    }
  }
  vignette(a, 0.45)
  return a
}

function heroesMain(): Art {
  const a = new Art(SW, SH, 'case-studies/heroes-project/main')
  const { r, w, h } = a
  backdrop(a, w * 0.5, h * 0.45)
  gridOverlay(a, 36, 0.07, w * 0.5, h * 0.5, w * 0.55, 'dots')
  // call window with a grid of video tiles
  const x = 180
  const y = 90
  const W = 820
  const H = 560
  a.add(panel(a, x, y, W, H, { rx: 24 }))
  const cols = 3
  const rows = 2
  const tw = (W - 40 - (cols - 1) * 14) / cols
  const th = (H - 110 - (rows - 1) * 14) / rows
  for (let i = 0; i < cols * rows; i++) {
    const c = i % cols
    const rr = Math.floor(i / cols)
    a.add(videoTile(a, x + 20 + c * (tw + 14), y + 20 + rr * (th + 14), tw, th, at([CYAN, BLUE, VIOLET, BLUE, VIOLET, CYAN], i)))
  }
  // call controls
  const by = y + H - 50
  ;[WHITE, WHITE, '#f43f5e', WHITE].forEach((c, i) => a.add(`<circle cx="${x + W / 2 - 84 + i * 56}" cy="${by}" r="20" fill="${c}" fill-opacity="${c === WHITE ? 0.14 : 0.8}"/>`))
  // large heart (care) with play button
  const hx = 1220
  const hy = 320
  bgGlow(a, hx, hy, 260, VIOLET, 0.45)
  const heartG = a.lin(
    [
      [0, '#f0abfc'],
      [0.5, VIOLET],
      [1, BLUE],
    ],
    0,
    0,
    1,
    1,
  )
  a.add(`<path d="${smooth(heartPoints(hx, hy, 170), true)}" fill="${heartG}" fill-opacity="0.9" filter="${a.glow(18, 0.7)}"/>`)
  a.add(playButton(a, hx, hy - 10, 58, CYAN))
  // connecting arcs with small figures
  const people: P[] = [
    [1080, 640],
    [1260, 660],
    [1420, 580],
    [1440, 130],
  ]
  let arcs = ''
  for (const [px, py] of people) arcs += `M${hx},${hy}Q${n((hx + px) / 2 + r.range(-60, 60))},${n((hy + py) / 2 + r.range(-60, 60))} ${px},${py}`
  a.add(`<path d="${arcs}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.4" stroke-width="1.6" stroke-dasharray="4 7"/>`)
  for (const [px, py] of people) {
    a.add(`<circle cx="${px}" cy="${py}" r="34" fill="${NAVY2}" stroke="${CYAN}" stroke-opacity="0.7" stroke-width="2"/>`)
    const clip = a.id('c')
    a.def(`<clipPath id="${clip}"><circle cx="${px}" cy="${py}" r="33"/></clipPath>`)
    a.add(`<g clip-path="url(#${clip})">${figure(px, py + 8, 40, CYAN_L, 0.85)}</g>`)
  }
  vignette(a, 0.45)
  return a
}

function heroesGallery(index: number): Art {
  const a = new Art(IW, IH, `case-studies/heroes-project/gallery-${index}`)
  const { r, w, h } = a
  backdrop(a, w * r.range(0.4, 0.6), h * 0.45)
  if (index === 1) {
    // large video player
    gridOverlay(a, 40, 0.07, w / 2, h / 2, w * 0.6)
    const x = 130
    const y = 110
    const W = 940
    const H = 540
    a.add(panel(a, x - 14, y - 14, W + 28, H + 100, { rx: 28 }))
    a.add(videoTile(a, x, y, W, H, BLUE, false))
    const clip = a.id('c')
    a.def(`<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${W}" height="${H}" rx="12"/></clipPath>`)
    a.add(`<g clip-path="url(#${clip})">${figure(x + W * 0.3, y + H * 0.68, 300, BLUE_L, 0.55)}${figure(x + W * 0.66, y + H * 0.72, 250, VIOLET_L, 0.5)}</g>`)
    a.add(playButton(a, x + W / 2, y + H / 2, 70))
    const ty = y + H + 38
    a.add(
      `<rect x="${x + 90}" y="${ty}" width="${W - 180}" height="8" rx="4" fill="${WHITE}" fill-opacity="0.15"/><rect x="${x + 90}" y="${ty}" width="${n((W - 180) * 0.58)}" height="8" rx="4" fill="${a.lin(
        [
          [0, CYAN],
          [1, VIOLET],
        ],
        0,
        0,
        1,
        0,
      )}"/><circle cx="${n(x + 90 + (W - 180) * 0.58)}" cy="${ty + 4}" r="11" fill="${WHITE}"/>`,
    )
    a.add(
      `<polygon points="${pts([
        [x + 24, ty - 12],
        [x + 50, ty + 4],
        [x + 24, ty + 20],
      ])}" fill="${WHITE}" fill-opacity="0.8"/>`,
    )
  } else if (index === 2) {
    // circle of care: figures around a heart
    const cx = w / 2
    const cy = h / 2
    const R = 270
    a.add(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.25" stroke-width="1.5" stroke-dasharray="3 9"/>`)
    a.add(`<circle cx="${cx}" cy="${cy}" r="${R - 90}" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.18" stroke-width="1.2"/>`)
    const count = 8
    const ps: P[] = []
    for (let i = 0; i < count; i++) {
      const t = (i / count) * TAU - Math.PI / 2 + 0.2
      ps.push([cx + R * Math.cos(t), cy + R * Math.sin(t)])
    }
    let spokes = ''
    for (const [px, py] of ps) spokes += `M${n(cx)},${n(cy)}L${n(px)},${n(py)}`
    a.add(`<path d="${spokes}" stroke="${CYAN_L}" stroke-opacity="0.25" stroke-width="1.4"/>`)
    ps.forEach(([px, py], i) => {
      const c = at(ACCENTS, i)
      bgGlow(a, px, py, 46, c, 0.5)
      a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="36" fill="${mix(c, NAVY, 0.6)}" stroke="${c}" stroke-width="2.5"/>`)
      const clip = a.id('c')
      a.def(`<clipPath id="${clip}"><circle cx="${n(px)}" cy="${n(py)}" r="35"/></clipPath>`)
      a.add(`<g clip-path="url(#${clip})">${figure(px, py + 10, 44, mix(c, WHITE, 0.6))}</g>`)
    })
    const heartG = a.lin(
      [
        [0, '#f0abfc'],
        [0.5, VIOLET],
        [1, BLUE],
      ],
      0,
      0,
      1,
      1,
    )
    bgGlow(a, cx, cy, 200, VIOLET, 0.5)
    a.add(`<path d="${smooth(heartPoints(cx, cy, 110), true)}" fill="${heartG}" filter="${a.glow(16, 0.8)}"/>`)
    a.add(`<path d="M${cx - 60},${cy}h30l12,-26l18,52l14,-40l10,14h36" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`)
  } else if (index === 3) {
    // two phones with video and chat
    gridOverlay(a, 36, 0.08, w / 2, h / 2, w * 0.6, 'dots')
    const phone = (x: number, y: number, rot: number, content: string): string =>
      `<g transform="rotate(${rot} ${x + 150} ${y + 290})"><rect x="${x}" y="${y}" width="300" height="580" rx="44" fill="#0a1022" stroke="${BLUE_L}" stroke-opacity="0.5" stroke-width="3"/><rect x="${x + 16}" y="${y + 16}" width="268" height="548" rx="32" fill="${NAVY2}"/><rect x="${x + 115}" y="${y + 28}" width="70" height="10" rx="5" fill="#0a1022"/>${content}</g>`
    let left = videoTile(a, 316, 170, 252, 300, VIOLET)
    left += playButton(a, 442, 300, 34)
    left += skeleton(316, 496, [200, 150, 180], 9, 12)
    left += `<rect x="316" y="580" width="252" height="44" rx="22" fill="${CYAN}" fill-opacity="0.85"/>`
    a.add(phone(300, 110, -6, left))
    let right = ''
    for (let i = 0; i < 5; i++) {
      const mine = i % 2 === 1
      const bw = r.range(150, 210)
      const bx = mine ? 640 + 252 - bw : 640
      right += bubble(bx, 200 + i * 84, bw, 56, mine ? BLUE : '#26335c', !mine)
      right += skeleton(bx + 16, 214 + i * 84, [bw - 50, bw * 0.45], 8, 9, WHITE, mine ? 0.6 : 0.35)
    }
    right += `<circle cx="${640 + 30}" cy="${170 - 10}" r="18" fill="${VIOLET}"/>` + skeleton(640 + 60, 154, [110], 10, 0, WHITE, 0.4)
    a.add(phone(624, 90, 6, right))
  } else {
    // community network of people with floating video frames
    const frames: Array<[number, number, string]> = [
      [w * 0.16, h * 0.3, CYAN],
      [w * 0.58, h * 0.16, VIOLET],
      [w * 0.66, h * 0.62, BLUE],
    ]
    // nobody hides behind a frame
    const ps = scatter(r, 28, 70, 70, w - 70, h - 70).filter(([px, py]) => !frames.some(([fx, fy]) => px > fx - 50 && px < fx + 290 && py > fy - 50 && py < fy + 200))
    let edges = ''
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        const p = at(ps, i)
        const q = at(ps, j)
        if (Math.hypot(p[0] - q[0], p[1] - q[1]) < 260) edges += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
      }
    }
    a.add(`<path d="${edges}" stroke="${BLUE_L}" stroke-opacity="0.22" stroke-width="1.3"/>`)
    ps.forEach(([px, py], i) => {
      const c = at(ACCENTS, i)
      const s = r.range(22, 34)
      bgGlow(a, px, py, s * 2.2, c, 0.35)
      a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="${n(s)}" fill="${mix(c, NAVY, 0.55)}" stroke="${c}" stroke-width="2"/>`)
      const clip = a.id('c')
      a.def(`<clipPath id="${clip}"><circle cx="${n(px)}" cy="${n(py)}" r="${n(s - 1)}"/></clipPath>`)
      a.add(`<g clip-path="url(#${clip})">${figure(px, py + s * 0.25, s * 1.25, mix(c, WHITE, 0.6))}</g>`)
    })
    for (const [fx, fy, c] of frames) {
      a.add(`<g filter="${a.glow(14, 0.5)}">${videoTile(a, fx, fy, 240, 150, c)}</g>`)
      a.add(playButton(a, fx + 120, fy + 66, 24))
    }
  }
  vignette(a, 0.45)
  return a
}

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

function homeAbout(): Art {
  const a = new Art(1200, 900, 'home/about')
  const { w, h } = a
  const cx = w / 2
  const cy = h * 0.68
  backdrop(a, cx, h * 0.5)
  gridOverlay(a, 40, 0.08, cx, cy, w * 0.6)
  // round table (ellipse) with people around
  bgGlow(a, cx, cy + 40, 360, BLUE, 0.35, 120)
  const seats: Array<[number, string]> = [
    [200, CYAN],
    [240, BLUE],
    [300, VIOLET],
    [340, CYAN],
    [20, BLUE],
    [160, VIOLET],
  ]
  const seatPos = (deg: number): P => [cx + 330 * Math.cos((deg * Math.PI) / 180), cy + 110 * Math.sin((deg * Math.PI) / 180)]
  const behind = seats.filter(([d]) => Math.sin((d * Math.PI) / 180) < 0)
  const front = seats.filter(([d]) => Math.sin((d * Math.PI) / 180) >= 0)
  for (const [d, c] of behind) {
    const [px, py] = seatPos(d)
    a.add(figure(px, py - 40, 110, mix(c, NAVY, 0.25)))
  }
  const tableG = a.lin(
    [
      [0, '#22336b'],
      [1, '#141d3d'],
    ],
    0,
    0,
    0,
    1,
  )
  a.add(
    `<ellipse cx="${cx}" cy="${cy + 18}" rx="280" ry="96" fill="#0d1530"/><ellipse cx="${cx}" cy="${cy}" rx="280" ry="96" fill="${tableG}" stroke="${CYAN_L}" stroke-opacity="0.4" stroke-width="2"/>`,
  )
  // shared devices on the table
  a.add(
    `<g transform="matrix(1 0 -0.9 0.36 ${n(cx - 40)} ${n(cy - 40)})"><rect x="-60" y="0" width="150" height="100" rx="10" fill="${CYAN}" fill-opacity="0.35" stroke="${CYAN_L}" stroke-width="3"/><rect x="130" y="20" width="110" height="140" rx="10" fill="${VIOLET}" fill-opacity="0.35" stroke="${VIOLET_L}" stroke-width="3"/></g>`,
  )
  for (const [d, c] of front) {
    const [px, py] = seatPos(d)
    a.add(figure(px, py + 30, 130, mix(c, WHITE, 0.15)))
  }
  // a shared idea floating above: board with connected cards
  const bx = cx - 260
  const by = 110
  a.add(panel(a, bx, by, 520, 250, { rx: 20 }))
  const cards: P[] = [
    [bx + 40, by + 40],
    [bx + 200, by + 120],
    [bx + 360, by + 50],
  ]
  let links = ''
  for (let i = 0; i < cards.length - 1; i++) {
    const p = at(cards, i)
    const q = at(cards, i + 1)
    links += `M${n(p[0] + 120)},${n(p[1] + 35)}C${n(p[0] + 160)},${n(p[1] + 35)} ${n(q[0] - 40)},${n(q[1] + 35)} ${n(q[0])},${n(q[1] + 35)}`
  }
  a.add(`<path d="${links}" fill="none" stroke="${CYAN}" stroke-width="2.5" stroke-dasharray="6 6" filter="${a.glow(4, 0.8)}"/>`)
  cards.forEach(([x, y], i) => {
    const c = at(ACCENTS, i)
    a.add(
      `<rect x="${n(x)}" y="${n(y)}" width="120" height="70" rx="12" fill="${c}" fill-opacity="0.25" stroke="${c}" stroke-width="2"/>${skeleton(x + 14, y + 18, [80, 56], 8, 10, WHITE, 0.5)}`,
    )
  })
  // speech bubbles
  a.add(bubble(w * 0.06, h * 0.44, 170, 70, BLUE, true, 0.55) + skeleton(w * 0.06 + 20, h * 0.44 + 20, [120, 80], 8, 10, WHITE, 0.55))
  a.add(bubble(w * 0.8, h * 0.4, 170, 70, VIOLET, false, 0.55) + skeleton(w * 0.8 + 20, h * 0.4 + 20, [110, 90], 8, 10, WHITE, 0.55))
  dots(a, 40, 0, 0, w, h * 0.5, 0.3)
  vignette(a)
  return a
}

function homeDigital(): Art {
  const a = new Art(1200, 900, 'home/digital')
  const { r, w, h } = a
  const gx = w * 0.32
  const gy = h * 0.48
  const R = 230
  backdrop(a, gx + 150, gy)
  // wireframe globe
  let wire = `M${n(gx + R)},${n(gy)}A${R},${R} 0 1 0 ${n(gx - R)},${n(gy)}A${R},${R} 0 1 0 ${n(gx + R)},${n(gy)}`
  for (let k = 1; k < 6; k++) {
    const rx = R * Math.cos((k / 6) * Math.PI)
    if (Math.abs(rx) < 1) {
      wire += `M${n(gx)},${n(gy - R)}V${n(gy + R)}`
      continue
    }
    wire += `M${n(gx)},${n(gy - R)}A${n(Math.abs(rx))},${R} 0 0 ${rx > 0 ? 1 : 0} ${n(gx)},${n(gy + R)}`
  }
  for (let k = 1; k < 6; k++) {
    const lat = (k / 6) * Math.PI
    const y = gy - R * Math.cos(lat)
    const rr = R * Math.sin(lat)
    wire += `M${n(gx - rr)},${n(y)}A${n(rr)},${n(rr * 0.22)} 0 0 0 ${n(gx + rr)},${n(y)}`
  }
  a.add(
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="${R}" fill="${a.rad(
      [
        [0, BLUE, 0.25],
        [1, NAVY2, 0.5],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
  )
  a.add(`<path d="${wire}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.45" stroke-width="1.5"/>`)
  // nodes on the globe
  for (let i = 0; i < 10; i++) {
    const t = r.range(0, TAU)
    const d = Math.sqrt(r.next()) * R * 0.9
    a.add(node(a, gx + d * Math.cos(t), gy + d * Math.sin(t), 3.5, r.pick(ACCENTS)))
  }
  // dissolving into pixels on the right
  const cell = 26
  const startX = gx + R * 0.6
  const byColor = new Map<string, string>()
  for (let col = 0; col < 22; col++) {
    const x = startX + col * cell
    if (x > w - 20) break
    const spread = R * (1 - col / 30)
    for (let row = -12; row <= 12; row++) {
      const y = gy + row * cell
      if (Math.abs(row * cell) > spread) continue
      const density = 1 - col / 22
      if (!r.chance(0.25 + density * 0.6)) continue
      const size = cell * (0.35 + 0.5 * (col / 22)) * r.range(0.7, 1)
      const c = col < 7 ? CYAN : col < 14 ? BLUE : VIOLET
      byColor.set(c, (byColor.get(c) ?? '') + roundRectPath(x - size / 2, y - size / 2, size, size, size * 0.22))
    }
  }
  for (const [c, d] of byColor) a.add(`<path d="${d}" fill="${c}" fill-opacity="0.7"/>`)
  // streams flowing out
  let streams = ''
  for (let i = 0; i < 5; i++) {
    const y0 = gy + r.range(-R * 0.7, R * 0.7)
    streams += smooth(wavePoints(gx, w + 20, y0, r.range(12, 30), r.range(300, 500), r.range(0, TAU), 30))
  }
  const sg = a.lin(
    [
      [0, CYAN, 0],
      [0.4, CYAN, 0.45],
      [1, VIOLET, 0.15],
    ],
    gx,
    0,
    w,
    0,
    true,
  )
  a.add(`<path d="${streams}" fill="none" stroke="${sg}" stroke-width="1.5"/>`)
  orbit(a, gx, gy, R + 60, R * 0.38, -20, CYAN_L, 0.3)
  orbit(a, gx, gy, R + 110, R * 0.6, 25, VIOLET_L, 0.16, '3 8')
  dots(a, 50, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

// ---------------------------------------------------------------------------------------------
// Pictograms for the blog posts and portfolio works (SVG strings in the palette)
// ---------------------------------------------------------------------------------------------

/** Two-colour gradient across the bounding box (diagonal by default). */
function duo(a: Art, c1: string, c2: string, x2 = 1, y2 = 1): string {
  return a.lin(
    [
      [0, c1],
      [1, c2],
    ],
    0,
    0,
    x2,
    y2,
  )
}

/** Dark glass fill for devices and cards. */
function glass(a: Art): string {
  return a.lin(
    [
      [0, '#1c2a50'],
      [1, '#0e1630'],
    ],
    0,
    0,
    0,
    1,
  )
}

/** Glass panel with a vertical gradient (cheaper in PNG than the diagonal one of `panel`). */
function pane(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; opacity?: number; stroke?: string } = {}): string {
  const fill =
    opts.fill ??
    a.lin(
      [
        [0, '#1a2749'],
        [1, '#111a33'],
      ],
      0,
      0,
      0,
      1,
    )
  return panel(a, x, y, w, h, { ...opts, fill })
}

/** Browser or app window: glass panel, a title bar with three dots, optionally an address bar. */
function windowFrame(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; url?: boolean; stroke?: string } = {}): string {
  let out = pane(a, x, y, w, h, { rx: opts.rx ?? 16, fill: opts.fill, opacity: 0.24, stroke: opts.stroke })
  out += `<path d="M${n(x)},${n(y + 36)}h${n(w)}" stroke="${WHITE}" stroke-opacity="0.1"/>`
  ACCENTS.forEach((c, i) => (out += `<circle cx="${n(x + 20 + i * 16)}" cy="${n(y + 18)}" r="5" fill="${c}" fill-opacity="0.8"/>`))
  if (opts.url) out += `<rect x="${n(x + 80)}" y="${n(y + 10)}" width="${n(Math.min(w - 110, w * 0.5))}" height="16" rx="8" fill="${WHITE}" fill-opacity="0.08"/>`
  return out
}

/** Phone body; its screen area starts about 34 px below the top. */
function phone(a: Art, x: number, y: number, w: number, h: number, glow = false): string {
  const body = pane(a, x, y, w, h, { rx: Math.round(w * 0.15), fill: glass(a), opacity: 0.4 })
  const notch = `<rect x="${n(x + w * 0.38)}" y="${n(y + 12)}" width="${n(w * 0.24)}" height="8" rx="4" fill="${WHITE}" fill-opacity="0.25"/>`
  return (glow ? `<g filter="${a.glow(10, 0.45)}">${body}</g>` : body) + notch
}

function tickPath(x: number, y: number, s: number): string {
  return `M${n(x - s * 0.5)},${n(y)}l${n(s * 0.33)},${n(s * 0.33)}l${n(s * 0.67)},${n(-s * 0.66)}`
}

/** Filled round badge with a white check mark. */
function tickBadge(x: number, y: number, rad: number, color: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}"/>` +
    `<path d="${tickPath(x, y + rad * 0.05, rad)}" fill="none" stroke="${WHITE}" stroke-width="${n(Math.max(2, rad * 0.22))}" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** Five stars in a row, `filled` of them lit; (x, y) is the centre of the first. */
function starRow(a: Art, x: number, y: number, filled: number, size = 26, gap = 66, color = CYAN_L): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const on = i < filled
    out += `<polygon points="${pts(starPoints(x + i * gap, y, size, size * 0.43, 5))}" fill="${on ? color : 'none'}" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"${on ? '' : ' stroke-opacity="0.55"'}/>`
  }
  return `<g filter="${a.glow(5, 0.6)}">${out}</g>`
}

/** Lightning bolt centred on (x, y), s tall. */
function boltPoints(x: number, y: number, s: number): P[] {
  const shape: ReadonlyArray<readonly [number, number]> = [
    [0.12, -0.5],
    [-0.3, 0.06],
    [-0.02, 0.06],
    [-0.12, 0.5],
    [0.3, -0.08],
    [0.02, -0.08],
  ]
  return shape.map(([px, py]): P => [x + px * s, y + py * s])
}

/** Laptop seen from the front: the screen is w wide with (x, y) its top-left corner, the base below it. */
function laptop(a: Art, x: number, y: number, w: number, color: string, lines = true): string {
  const h = w * 0.62
  const screen = a.lin(
    [
      [0, mix(color, NAVY, 0.35)],
      [1, mix(color, NAVY, 0.8)],
    ],
    0,
    0,
    1,
    1,
  )
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.05)}" fill="#0e1630" stroke="${mix(color, WHITE, 0.5)}" stroke-opacity="0.5" stroke-width="2"/>`
  out += `<rect x="${n(x + w * 0.05)}" y="${n(y + w * 0.05)}" width="${n(w * 0.9)}" height="${n(h - w * 0.1)}" rx="${n(w * 0.02)}" fill="${screen}"/>`
  if (lines) out += skeleton(x + w * 0.1, y + w * 0.11, [w * 0.45, w * 0.3, w * 0.55, w * 0.25], Math.max(3, w * 0.03), Math.max(3, w * 0.035), WHITE, 0.4)
  out += `<path d="M${n(x - w * 0.08)},${n(y + h + 2)}H${n(x + w * 1.08)}l${n(-w * 0.04)},${n(w * 0.05)}H${n(x - w * 0.04)}Z" fill="${mix(color, WHITE, 0.25)}" fill-opacity="0.7"/>`
  return out
}

/** Database cylinder; (cx, y) is the centre of its top ellipse. */
function cylinder(a: Art, cx: number, y: number, rx: number, ry: number, h: number, color: string, bands = 3): string {
  const side = a.lin(
    [
      [0, mix(color, NAVY, 0.55)],
      [0.45, mix(color, NAVY, 0.15)],
      [1, mix(color, NAVY, 0.65)],
    ],
    0,
    0,
    1,
    0,
  )
  let out = `<path d="M${n(cx - rx)},${n(y)}V${n(y + h)}A${n(rx)},${n(ry)} 0 0 0 ${n(cx + rx)},${n(y + h)}V${n(y)}Z" fill="${side}"/>`
  for (let i = 1; i < bands; i++) {
    const yy = y + (h * i) / bands
    out += `<path d="M${n(cx - rx)},${n(yy)}A${n(rx)},${n(ry)} 0 0 0 ${n(cx + rx)},${n(yy)}" fill="none" stroke="${mix(color, WHITE, 0.6)}" stroke-opacity="0.55" stroke-width="2.5"/>`
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${duo(a, mix(color, WHITE, 0.55), color)}" stroke="${mix(color, WHITE, 0.7)}" stroke-opacity="0.6" stroke-width="2"/>`
  return out
}

/** Leaf with its stem at (x, y), pointing along `deg`, `len` long. */
function leaf(x: number, y: number, len: number, deg: number, fill: string, vein = true): string {
  const d = `M0,0C${n(len * 0.3)},${n(-len * 0.34)} ${n(len * 0.75)},${n(-len * 0.3)} ${n(len)},0C${n(len * 0.75)},${n(len * 0.3)} ${n(len * 0.3)},${n(len * 0.34)} 0,0Z`
  const rib = vein ? `<path d="M${n(len * 0.08)},0H${n(len * 0.85)}" stroke="${NAVY}" stroke-opacity="0.35" stroke-width="1.5"/>` : ''
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})"><path d="${d}" fill="${fill}"/>${rib}</g>`
}

/** Clock face with hour ticks and two hands (angles in degrees, 0 = twelve o'clock). */
function clockFace(cx: number, cy: number, rad: number, hourDeg: number, minDeg: number, color: string): string {
  let ticks = ''
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * TAU
    const r1 = rad * 0.84
    const r2 = rad * (i % 3 === 0 ? 0.68 : 0.76)
    ticks += `M${n(cx + r1 * Math.cos(t))},${n(cy + r1 * Math.sin(t))}L${n(cx + r2 * Math.cos(t))},${n(cy + r2 * Math.sin(t))}`
  }
  const hand = (deg: number, len: number, width: number, c: string): string => {
    const t = ((deg - 90) * Math.PI) / 180
    return `<path d="M${n(cx)},${n(cy)}L${n(cx + len * Math.cos(t))},${n(cy + len * Math.sin(t))}" stroke="${c}" stroke-width="${n(width)}" stroke-linecap="round"/>`
  }
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${NAVY2}" stroke="${color}" stroke-width="${n(rad * 0.07)}"/>` +
    `<path d="${ticks}" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="${n(Math.max(2, rad * 0.03))}" stroke-linecap="round"/>` +
    hand(hourDeg, rad * 0.45, rad * 0.07, WHITE) +
    hand(minDeg, rad * 0.66, rad * 0.045, mix(color, WHITE, 0.4)) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad * 0.07)}" fill="${color}"/>`
  )
}

/** Month calendar card: a header band with binder rings and cols × rows day cells, `marked` ones filled. */
function calendar(a: Art, x: number, y: number, w: number, h: number, color: string, marked: readonly number[], cols = 7, rows = 5, markFill = color): string {
  const head = h * 0.2
  let out = pane(a, x, y, w, h, { rx: 18, fill: glass(a), opacity: 0.3 })
  out += `<path d="M${n(x)},${n(y + head)}V${n(y + 18)}a18,18 0 0 1 18,-18H${n(x + w - 18)}a18,18 0 0 1 18,18V${n(y + head)}Z" fill="${duo(a, color, mix(color, VIOLET, 0.5), 1, 0)}" fill-opacity="0.9"/>`
  for (const fx of [0.25, 0.75]) out += `<rect x="${n(x + w * fx - 6)}" y="${n(y - 12)}" width="12" height="28" rx="6" fill="${mix(color, WHITE, 0.7)}"/>`
  out += skeleton(x + 22, y + head / 2 - 5, [w * 0.3], 10, 0, WHITE, 0.7)
  const pad = 18
  const gap = Math.max(5, w * 0.014)
  const cw = (w - 2 * pad - (cols - 1) * gap) / cols
  const top = y + head + pad * 0.8
  const ch = (y + h - pad - top - (rows - 1) * gap) / rows
  let plain = ''
  let hot = ''
  for (let i = 0; i < cols * rows; i++) {
    const d = roundRectPath(x + pad + (i % cols) * (cw + gap), top + Math.floor(i / cols) * (ch + gap), cw, ch, Math.min(8, cw * 0.2))
    if (marked.includes(i)) hot += d
    else plain += d
  }
  out += `<path d="${plain}" fill="${WHITE}" fill-opacity="0.07"/>`
  if (hot) out += `<path d="${hot}" fill="${markFill}" fill-opacity="0.85"/>`
  return out
}

/** A string of pennants sagging between two points. */
function bunting(x0: number, y0: number, x1: number, y1: number, sag: number, count: number, size: number, colors: readonly string[]): string {
  const c: P = [(x0 + x1) / 2, (y0 + y1) / 2 + sag * 2]
  const q = (t: number): P => [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * c[0] + t * t * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * c[1] + t * t * y1]
  let out = `<path d="M${n(x0)},${n(y0)}Q${n(c[0])},${n(c[1])} ${n(x1)},${n(y1)}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.5" stroke-width="2"/>`
  for (let i = 0; i < count; i++) {
    const [px, py] = q((i + 0.5) / count)
    out += `<polygon points="${pts([
      [px - size / 2, py],
      [px + size / 2, py],
      [px, py + size * 1.25],
    ])}" fill="${at(colors, i)}" fill-opacity="0.9"/>`
  }
  return out
}

/** Box truck facing right; (x, y) is the top-left corner of the cargo box, s its length. */
function truck(a: Art, x: number, y: number, s: number, color: string): string {
  const bh = s * 0.42
  const cab = x + s + 6
  let out = `<rect x="${n(x - 6)}" y="${n(y + bh - 4)}" width="${n(s * 1.36)}" height="14" rx="5" fill="#0d1530"/>`
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(bh)}" rx="10" fill="${a.lin(
    [
      [0, '#eef2ff'],
      [1, '#c9d4f2'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`
  out += `<rect x="${n(x)}" y="${n(y + bh - 22)}" width="${n(s)}" height="10" fill="${color}" fill-opacity="0.85"/>`
  out += `<path d="M${n(cab)},${n(y + bh * 0.22)}H${n(cab + s * 0.17)}L${n(cab + s * 0.29)},${n(y + bh * 0.55)}V${n(y + bh)}H${n(cab)}Z" fill="${color}"/>`
  out += `<path d="M${n(cab + s * 0.04)},${n(y + bh * 0.3)}H${n(cab + s * 0.15)}L${n(cab + s * 0.23)},${n(y + bh * 0.52)}H${n(cab + s * 0.04)}Z" fill="${CYAN_L}" fill-opacity="0.7"/>`
  for (const wx of [x + s * 0.2, x + s * 0.4, cab + s * 0.16]) {
    out += `<circle cx="${n(wx)}" cy="${n(y + bh + 12)}" r="${n(s * 0.065)}" fill="#0a1022" stroke="${BLUE_L}" stroke-opacity="0.6" stroke-width="3"/>`
    out += `<circle cx="${n(wx)}" cy="${n(y + bh + 12)}" r="${n(s * 0.022)}" fill="${BLUE_L}"/>`
  }
  return out
}

/** Map pin with its tip at (x, y), s tall. */
function pin(x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${n(x)},${n(y)}C${n(x - s * 0.5)},${n(y - s * 0.45)} ${n(x - s * 0.38)},${n(y - s)} ${n(x)},${n(y - s)}C${n(x + s * 0.38)},${n(y - s)} ${n(x + s * 0.5)},${n(y - s * 0.45)} ${n(x)},${n(y)}Z" fill="${color}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - s * 0.64)}" r="${n(s * 0.16)}" fill="${NAVY}"/>`
  )
}

/** Open book seen from above: (cx, y) is the top of the spine, w × h the spread. */
function openBook(a: Art, cx: number, y: number, w: number, h: number, color: string): string {
  const page = a.lin(
    [
      [0, '#f3f6ff'],
      [1, '#cdd7f3'],
    ],
    0,
    0,
    0,
    1,
  )
  const half = (s: number): string =>
    `M${n(cx)},${n(y + h * 0.06)}Q${n(cx + s * w * 0.25)},${n(y - h * 0.05)} ${n(cx + s * w * 0.48)},${n(y + h * 0.03)}V${n(y + h)}Q${n(cx + s * w * 0.25)},${n(y + h * 0.9)} ${n(cx)},${n(y + h * 1.02)}Z`
  let out = `<path d="M${n(cx - w * 0.52)},${n(y + h * 0.08)}V${n(y + h * 1.06)}Q${n(cx - w * 0.25)},${n(y + h * 0.98)} ${n(cx)},${n(y + h * 1.1)}Q${n(cx + w * 0.25)},${n(y + h * 0.98)} ${n(cx + w * 0.52)},${n(y + h * 1.06)}V${n(y + h * 0.08)}Z" fill="${color}"/>`
  out += `<path d="${half(-1)}${half(1)}" fill="${page}"/>`
  out += skeleton(cx - w * 0.42, y + h * 0.2, [w * 0.32, w * 0.28, w * 0.34, w * 0.22, w * 0.3], Math.max(4, h * 0.05), Math.max(5, h * 0.07), NAVY, 0.22)
  out += skeleton(cx + w * 0.08, y + h * 0.2, [w * 0.32, w * 0.26, w * 0.34, w * 0.3, w * 0.2], Math.max(4, h * 0.05), Math.max(5, h * 0.07), NAVY, 0.22)
  out += `<path d="M${n(cx)},${n(y + h * 0.06)}V${n(y + h * 1.02)}" stroke="${NAVY}" stroke-opacity="0.25" stroke-width="2"/>`
  return out
}

/** Hardcover book standing upright, seen slightly from the side: cover w × h at (x, y), spine to its left. */
function standingBook(a: Art, x: number, y: number, w: number, h: number, color: string, depth = 44): string {
  const spine = pts([
    [x - depth, y + depth * 0.35],
    [x, y],
    [x, y + h],
    [x - depth, y + h + depth * 0.35],
  ])
  let out = `<polygon points="${spine}" fill="${mix(color, NAVY, 0.55)}"/>`
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="8" fill="${duo(a, mix(color, WHITE, 0.15), mix(color, NAVY, 0.35), 0, 1)}"/>`
  out += `<rect x="${n(x + 10)}" y="${n(y)}" width="4" height="${n(h)}" fill="${NAVY}" fill-opacity="0.25"/>`
  return out
}

/** Question mark drawn as a stroke, s tall, centred on (x, y). */
function questionMark(x: number, y: number, s: number, color: string): string {
  const rr = s * 0.24
  const cy = y - s * 0.22
  const ex = x + rr * Math.cos(Math.PI / 4)
  const ey = cy + rr * Math.sin(Math.PI / 4)
  return (
    `<path d="M${n(x - rr)},${n(cy)}A${n(rr)},${n(rr)} 0 1 1 ${n(ex)},${n(ey)}Q${n(x)},${n(ey + s * 0.06)} ${n(x)},${n(y + s * 0.16)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.13)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y + s * 0.4)}" r="${n(s * 0.08)}" fill="${color}"/>`
  )
}

/** QR-like square of modules with three finder marks; (x, y) top-left, s the side. */
function qrCode(r: Rand, x: number, y: number, s: number, color: string): string {
  const k = 11
  const m = s / k
  let d = ''
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const finder = (i < 3 && j < 3) || (i < 3 && j > k - 4) || (i > k - 4 && j < 3)
      if (!finder && r.chance(0.45)) d += `M${n(x + i * m)},${n(y + j * m)}h${n(m)}v${n(m)}h${n(-m)}Z`
    }
  }
  for (const [fx, fy] of [
    [0, 0],
    [k - 3, 0],
    [0, k - 3],
  ] as const)
    d +=
      `M${n(x + fx * m)},${n(y + fy * m)}h${n(3 * m)}v${n(3 * m)}h${n(-3 * m)}Z` + `M${n(x + (fx + 0.8) * m)},${n(y + (fy + 0.8) * m)}v${n(1.4 * m)}h${n(1.4 * m)}v${n(-1.4 * m)}Z`
  return `<path d="${d}" fill="${color}" fill-rule="evenodd"/>`
}

/** Mouse pointer with its tip at (x, y). */
function cursor(x: number, y: number, s: number, color = WHITE): string {
  return `<path d="M${n(x)},${n(y)}l0,${n(s)}l${n(s * 0.26)},${n(-s * 0.24)}l${n(s * 0.17)},${n(s * 0.36)}l${n(s * 0.13)},${n(-s * 0.06)}l${n(-s * 0.16)},${n(-s * 0.35)}l${n(s * 0.36)},${n(-s * 0.02)}Z" fill="${color}" stroke="${NAVY}" stroke-width="2" stroke-linejoin="round"/>`
}

/** Institution: pediment, columns and steps; (x, y) is the bottom centre. */
function institution(x: number, y: number, s: number, color: string): string {
  let d = `M${n(x - s * 0.5)},${n(y - s * 0.62)}L${n(x)},${n(y - s * 0.9)}L${n(x + s * 0.5)},${n(y - s * 0.62)}Z`
  d += `M${n(x - s * 0.5)},${n(y - s * 0.1)}h${n(s)}v${n(s * 0.1)}h${n(-s)}Z`
  for (let i = 0; i < 4; i++) d += `M${n(x - s * 0.4 + i * s * 0.25)},${n(y - s * 0.56)}h${n(s * 0.1)}v${n(s * 0.42)}h${n(-s * 0.1)}Z`
  return `<path d="${d}" fill="${color}"/>`
}

/** A glowing stroke without a blur filter: two wide translucent strokes under the line (far fewer PNG bytes than a blur). */
function neon(d: string, color: string, width: number, extra = ''): string {
  return (
    `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round"${extra}>` +
    `<path d="${d}" stroke-width="${n(width * 3.6)}" stroke-opacity="0.12"/><path d="${d}" stroke-width="${n(width * 2.2)}" stroke-opacity="0.22"/><path d="${d}" stroke-width="${n(width)}"/></g>`
  )
}

/** Arrow head at (x, y) pointing along `deg`. */
function arrowHead(x: number, y: number, s: number, deg: number, color: string): string {
  return `<path d="M${n(-s)},${n(-s * 0.8)}L0,0L${n(-s)},${n(s * 0.8)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})" fill="none" stroke="${color}" stroke-width="${n(s * 0.4)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Avatar: a figure inside a ringed circle. */
function avatar(a: Art, x: number, y: number, rad: number, color: string): string {
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad - 1)}"/></clipPath>`)
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${mix(color, NAVY, 0.55)}" stroke="${color}" stroke-width="${n(Math.max(2, rad * 0.08))}"/>` +
    `<g clip-path="url(#${clip})">${figure(x, y + rad * 0.3, rad * 1.25, mix(color, WHITE, 0.6))}</g>`
  )
}

// ---------------------------------------------------------------------------------------------
// Blog: one composition per post, drawn from its subject
// ---------------------------------------------------------------------------------------------

/** Calm software: a quiet task list, a muted bell, a crescent moon and ripples on still water. */
function blogCalmSoftware(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.6, h * 0.55)
  const px = 820
  const py = 590
  for (let i = 5; i >= 0; i--) {
    const rx = 60 + i * 72
    a.add(`<ellipse cx="${px}" cy="${py}" rx="${rx}" ry="${n(rx * 0.28)}" fill="none" stroke="${CYAN_L}" stroke-opacity="${n(0.55 - i * 0.08)}" stroke-width="2"/>`)
  }
  bgGlow(a, px, py, 260, CYAN, 0.3, 90)
  a.add(leaf(px - 40, py + 6, 90, -18, mix(CYAN, '#34d399', 0.5)))
  // a window with three tasks, two done
  const x = 110
  const y = 150
  a.add(windowFrame(a, x, y, 500, 430, { rx: 20 }))
  a.add(skeleton(x + 40, y + 70, [220], 16, 0, WHITE, 0.6))
  for (let i = 0; i < 3; i++) {
    const ry = y + 140 + i * 90
    a.add(`<rect x="${x + 30}" y="${ry}" width="440" height="70" rx="16" fill="${WHITE}" fill-opacity="0.05"/>`)
    if (i < 2) a.add(tickBadge(x + 68, ry + 35, 18, i === 0 ? CYAN : BLUE))
    else a.add(`<circle cx="${x + 68}" cy="${ry + 35}" r="17" fill="none" stroke="${BLUE_L}" stroke-opacity="0.6" stroke-width="2.5"/>`)
    a.add(skeleton(x + 104, ry + 24, [[240, 190, 270][i]!, [150, 110, 170][i]!], 9, 8, WHITE, i < 2 ? 0.28 : 0.5))
  }
  // a muted bell
  const bx = 900
  const by = 250
  const s = 100
  a.add(`<circle cx="${bx}" cy="${by}" r="92" fill="${NAVY2}" stroke="${VIOLET_L}" stroke-opacity="0.45" stroke-width="2"/>`)
  a.add(
    `<path d="M${n(bx - 0.45 * s)},${n(by + 0.3 * s)}C${n(bx - 0.3 * s)},${n(by + 0.12 * s)} ${n(bx - 0.38 * s)},${n(by - 0.45 * s)} ${bx},${n(by - 0.45 * s)}C${n(bx + 0.38 * s)},${n(by - 0.45 * s)} ${n(bx + 0.3 * s)},${n(by + 0.12 * s)} ${n(bx + 0.45 * s)},${n(by + 0.3 * s)}Z" fill="${WHITE}" fill-opacity="0.85"/>` +
      `<circle cx="${bx}" cy="${n(by + 0.4 * s)}" r="${n(0.1 * s)}" fill="${WHITE}" fill-opacity="0.85"/><circle cx="${bx}" cy="${n(by - 0.5 * s)}" r="${n(0.07 * s)}" fill="${WHITE}" fill-opacity="0.85"/>`,
  )
  a.add(
    `<path d="M${bx - 52},${by - 52}L${bx + 52},${by + 52}" stroke="${NAVY2}" stroke-width="14" stroke-linecap="round"/><path d="M${bx - 52},${by - 52}L${bx + 52},${by + 52}" stroke="${VIOLET}" stroke-width="7" stroke-linecap="round"/>`,
  )
  // a crescent moon
  const mx = 1080
  const my = 110
  bgGlow(a, mx, my, 120, VIOLET, 0.35)
  a.add(`<path d="M${mx},${my - 44}A44,44 0 1 0 ${mx},${my + 44}A34,44 0 1 1 ${mx},${my - 44}Z" fill="${VIOLET_L}"/>`)
}

/** The spreadsheet is the prototype: a sheet with a selected column turning into an app screen. */
function blogSpreadsheet(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.55, h * 0.5)
  const x = 80
  const y = 110
  const sw = 620
  const sh = 580
  a.add(windowFrame(a, x, y, sw, sh, { rx: 18 }))
  // formula bar
  a.add(
    `<rect x="${x + 20}" y="${y + 50}" width="60" height="28" rx="8" fill="${CYAN}" fill-opacity="0.8"/><rect x="${x + 92}" y="${y + 50}" width="${sw - 112}" height="28" rx="8" fill="${WHITE}" fill-opacity="0.07"/>`,
  )
  a.add(skeleton(x + 106, y + 60, [260], 8, 0, CYAN_L, 0.6))
  const gx = x + 60
  const gy = y + 132
  const cols = 6
  const rows = 12
  const cw = (sw - 80) / cols
  const ch = (sh - 152) / rows
  // headers
  a.add(`<rect x="${x + 20}" y="${y + 96}" width="${sw - 40}" height="${n(ch * 0.9)}" rx="6" fill="${WHITE}" fill-opacity="0.06"/>`)
  let heads = ''
  for (let c = 0; c < cols; c++) heads += roundRectPath(gx + c * cw + cw / 2 - 8, y + 104, 16, 8, 4)
  for (let i = 0; i < rows; i++) heads += roundRectPath(x + 30, gy + i * ch + ch / 2 - 4, 14, 8, 4)
  a.add(`<path d="${heads}" fill="${WHITE}" fill-opacity="0.3"/>`)
  // highlighted column and grid lines
  const hc = 3
  a.add(`<rect x="${n(gx + hc * cw)}" y="${gy}" width="${n(cw)}" height="${n(rows * ch)}" fill="${CYAN}" fill-opacity="0.12"/>`)
  let grid = ''
  for (let c = 0; c <= cols; c++) grid += `M${n(gx + c * cw)},${gy}v${n(rows * ch)}`
  for (let i = 0; i <= rows; i++) grid += `M${gx},${n(gy + i * ch)}h${n(cols * cw)}`
  a.add(`<path d="${grid}" stroke="${BLUE_L}" stroke-opacity="0.18" stroke-width="1"/>`)
  let vals = ''
  let tags = ''
  const values: number[] = []
  for (let i = 0; i < rows; i++) {
    for (let c = 0; c < cols; c++) {
      if (c === 0) {
        tags += roundRectPath(gx + 8, gy + i * ch + ch / 2 - 7, cw * 0.7, 14, 7)
        continue
      }
      const v = r.range(0.3, 0.85)
      if (c === hc) values.push(v)
      vals += roundRectPath(gx + (c + 1) * cw - 10 - v * (cw - 20), gy + i * ch + ch / 2 - 4, v * (cw - 20), 8, 4)
    }
  }
  let hot = ''
  for (const [c, i] of [
    [1, 2],
    [5, 3],
    [2, 7],
    [4, 9],
    [5, 10],
    [1, 11],
  ] as const)
    hot += `<rect x="${n(gx + c * cw + 2)}" y="${n(gy + i * ch + 2)}" width="${n(cw - 4)}" height="${n(ch - 4)}" rx="4" fill="${at([CYAN, VIOLET, BLUE], c + i)}" fill-opacity="0.3"/>`
  a.add(hot)
  a.add(`<path d="${tags}" fill="${VIOLET_L}" fill-opacity="0.45"/><path d="${vals}" fill="${WHITE}" fill-opacity="0.35"/>`)
  a.add(
    `<rect x="${n(gx + hc * cw)}" y="${n(gy + 4 * ch)}" width="${n(cw)}" height="${n(ch)}" fill="none" stroke="${CYAN}" stroke-width="3"/><rect x="${n(gx + (hc + 1) * cw - 5)}" y="${n(gy + 5 * ch - 5)}" width="10" height="10" fill="${CYAN}"/>`,
  )
  // arrow into the prototype
  a.add(neon(`M${x + sw + 10},400C${x + sw + 60},340 ${x + sw + 90},340 ${x + sw + 130},380`, CYAN, 4, ' stroke-dasharray="2 12"'))
  a.add(arrowHead(x + sw + 132, 382, 14, 45, CYAN))
  // the app built from it
  const px = 860
  const py = 120
  a.add(phone(a, px, py, 270, 560))
  a.add(skeleton(px + 26, py + 50, [130], 12, 0, WHITE, 0.55))
  a.add(`<rect x="${px + 20}" y="${py + 84}" width="230" height="180" rx="14" fill="${WHITE}" fill-opacity="0.05"/>`)
  a.add(barChart(a, px + 30, py + 100, 210, 150, values.slice(0, 7), [CYAN, BLUE]))
  for (let i = 0; i < 2; i++) {
    a.add(`<rect x="${px + 20}" y="${py + 290 + i * 74}" width="230" height="56" rx="12" fill="none" stroke="${BLUE_L}" stroke-opacity="0.45" stroke-width="2"/>`)
    a.add(skeleton(px + 36, py + 312 + i * 74, [[120, 90][i]!], 10, 0, WHITE, 0.4))
  }
  a.add(`<rect x="${px + 20}" y="${py + 460}" width="230" height="56" rx="28" fill="${VIOLET}"/>` + skeleton(px + 90, py + 483, [90], 10, 0, WHITE, 0.85))
}

/** What maintainers know about docs: a documentation page, a question and its answer by link, an open book. */
function blogMaintainersDocs(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.5)
  const x = 90
  const y = 100
  const dw = 680
  const dh = 600
  a.add(windowFrame(a, x, y, dw, dh, { rx: 18, url: true }))
  // table of contents
  a.add(`<rect x="${x + 16}" y="${y + 52}" width="170" height="${dh - 68}" rx="12" fill="${WHITE}" fill-opacity="0.04"/>`)
  const toc = [0, 1, 1, 0, 1, 1, 1, 0, 1, 0]
  toc.forEach((ind, i) => {
    const on = i === 4
    if (on) a.add(`<rect x="${x + 24}" y="${y + 70 + i * 40}" width="154" height="28" rx="8" fill="${CYAN}" fill-opacity="0.2"/>`)
    a.add(skeleton(x + 36 + ind * 18, y + 80 + i * 40, [ind ? 96 : 120], 8, 0, on ? CYAN_L : WHITE, on ? 0.9 : ind ? 0.25 : 0.45))
  })
  // the page
  const mx = x + 214
  a.add(skeleton(mx, y + 70, [300], 22, 0, WHITE, 0.75))
  a.add(skeleton(mx, y + 118, [430, 400, 440, 280], 9, 12, WHITE, 0.25))
  a.add(`<rect x="${mx}" y="${y + 214}" width="440" height="170" rx="12" fill="${DEEP}" stroke="${BLUE_L}" stroke-opacity="0.2"/>`)
  const code: Array<[number, number, string]> = [
    [0, 140, VIOLET_L],
    [1, 220, CYAN_L],
    [1, 170, BLUE_L],
    [2, 120, CYAN_L],
    [1, 90, WHITE],
    [0, 60, VIOLET_L],
  ]
  code.forEach(([ind, cw, c], i) => {
    a.add(`<rect x="${mx + 16}" y="${y + 232 + i * 24}" width="14" height="8" rx="4" fill="${WHITE}" fill-opacity="0.15"/>`)
    a.add(`<rect x="${mx + 46 + ind * 24}" y="${y + 232 + i * 24}" width="${cw}" height="8" rx="4" fill="${c}" fill-opacity="0.7"/>`)
  })
  a.add(
    `<rect x="${mx}" y="${y + 404}" width="440" height="100" rx="12" fill="${BLUE}" fill-opacity="0.14"/><rect x="${mx}" y="${y + 404}" width="6" height="100" rx="3" fill="${BLUE}"/>`,
  )
  a.add(
    `<circle cx="${mx + 44}" cy="${y + 454}" r="18" fill="${BLUE}"/><path d="M${mx + 44},${y + 448}v14" stroke="${WHITE}" stroke-width="4" stroke-linecap="round"/><circle cx="${mx + 44}" cy="${y + 441}" r="2.6" fill="${WHITE}"/>`,
  )
  a.add(skeleton(mx + 80, y + 434, [300, 240], 9, 14, WHITE, 0.35))
  a.add(skeleton(mx, y + 530, [420, 330], 9, 12, WHITE, 0.25))
  // the question, answered by a link to the page
  const qx = 850
  a.add(bubble(qx, 120, 260, 140, NAVY2, true, 1) + `<path d="${roundRectPath(qx, 120, 260, 140, 14)}" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.5"/>`)
  a.add(questionMark(qx + 66, 190, 84, VIOLET_L) + skeleton(qx + 120, 168, [110, 80, 96], 9, 12, WHITE, 0.4))
  a.add(bubble(qx, 330, 260, 120, BLUE, false, 0.9))
  let chain = ''
  for (const dx of [0, 30])
    chain += `<rect x="${qx + 34 + dx}" y="${378}" width="46" height="24" rx="12" transform="rotate(-35 ${qx + 57 + dx} 390)" fill="none" stroke="${WHITE}" stroke-width="5"/>`
  a.add(chain + skeleton(qx + 124, 372, [90, 60], 9, 12, WHITE, 0.7))
  a.add(tickBadge(qx + 238, 440, 22, CYAN))
  a.add(neon(`M${qx - 10},400C${qx - 60},400 ${x + dw + 30},${y + 220} ${x + dw - 6},${y + 220}`, CYAN_L, 3, ' stroke-dasharray="2 10"'))
  bgGlow(a, 1000, 630, 200, VIOLET, 0.3)
  a.add(openBook(a, 1000, 560, 300, 130, VIOLET))
}

/** Migrating an energy ERP without downtime: the old rack, the new platform, records crossing between them, uptime below. */
function blogMigratingErp(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.6, h * 0.45)
  // legacy rack
  const rx = 100
  const ry = 170
  a.add(pane(a, rx, ry, 230, 420, { rx: 14, fill: '#151d33', opacity: 0.3 }))
  for (let i = 0; i < 6; i++) {
    const sy = ry + 24 + i * 64
    a.add(`<rect x="${rx + 20}" y="${sy}" width="190" height="48" rx="8" fill="${WHITE}" fill-opacity="0.06" stroke="${WHITE}" stroke-opacity="0.1"/>`)
    a.add(`<circle cx="${rx + 42}" cy="${sy + 24}" r="6" fill="${i % 3 === 1 ? VIOLET_L : CYAN_L}" fill-opacity="0.8"/>` + skeleton(rx + 62, sy + 20, [60], 8, 0, WHITE, 0.2))
    let vents = ''
    for (let k = 0; k < 5; k++) vents += `M${rx + 140 + k * 12},${sy + 14}v20`
    a.add(`<path d="${vents}" stroke="${WHITE}" stroke-opacity="0.18" stroke-width="3"/>`)
  }
  // new platform: a stack of cubes
  const cx = 930
  const styles = [cubeStyle(a, VIOLET), cubeStyle(a, BLUE), cubeStyle(a, CYAN)]
  bgGlow(a, cx, 400, 260, CYAN, 0.35)
  for (let level = 0; level < 3; level++) a.add(cube(cx, 430 - level * 92, 110, at(styles, level), 0.75))
  // records crossing the bridge
  const lanes = [250, 330, 410]
  lanes.forEach((ly, i) => {
    const d = `M${rx + 250},${ly + 60}C${rx + 420},${ly + 60} ${cx - 300},${ly - 40 + i * 30} ${cx - 120},${ly - 40 + i * 30}`
    a.add(neon(d, at([CYAN, BLUE_L, VIOLET_L], i), 2.5, ' stroke-dasharray="3 10"') + arrowHead(cx - 112, ly - 40 + i * 30, 10, 0, at([CYAN, BLUE_L, VIOLET_L], i)))
    for (const t of [0.3, 0.62]) {
      const p = bez([rx + 250, ly + 60], [rx + 420, ly + 60], [cx - 300, ly - 40 + i * 30], [cx - 120, ly - 40 + i * 30], t + i * 0.06)
      a.add(`<rect x="${n(p[0] - 18)}" y="${n(p[1] - 24)}" width="36" height="46" rx="5" fill="#eef2ff"/>` + skeleton(p[0] - 10, p[1] - 12, [20, 14, 18], 4, 5, NAVY, 0.45))
    }
  })

  // energy
  bgGlow(a, 600, 130, 120, CYAN, 0.4)
  a.add(`<polygon points="${pts(boltPoints(600, 130, 110))}" fill="${CYAN_L}" stroke="${CYAN_L}" stroke-width="6" stroke-linejoin="round"/>`)
  // uptime: every bar up, one continuous line
  let bars = ''
  for (let i = 0; i < 44; i++) bars += roundRectPath(110 + i * 22.3, 690, 14, 36, 4)
  a.add(`<path d="${bars}" fill="${CYAN}" fill-opacity="0.75"/>`)
  a.add(neon('M110,660H1080', CYAN_L, 3))
  a.add(tickBadge(1110, 660, 20, CYAN))
}

/** First Horizon Europe consortium: partners joined around a proposal inside a ring of twelve stars, and the work-package plan. */
function blogHorizonConsortium(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.38, h * 0.5)
  const cx = 400
  const cy = 400
  let stars = ''
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * TAU
    stars += `<polygon points="${pts(starPoints(cx + 270 * Math.cos(t), cy + 270 * Math.sin(t), 18, 7.5, 5))}"/>`
  }
  a.add(`<g fill="${CYAN_L}">${stars}</g>`)
  bgGlow(a, cx, cy, 300, BLUE, 0.35)
  const partners: P[] = []
  for (let i = 0; i < 6; i++) {
    const t = (i / 6) * TAU + 0.3
    partners.push([cx + 170 * Math.cos(t), cy + 150 * Math.sin(t)])
  }
  let links = ''
  partners.forEach(([px, py], i) => {
    links += `M${cx},${cy}L${n(px)},${n(py)}`
    const [qx, qy] = at(partners, i + 1)
    links += `M${n(px)},${n(py)}L${n(qx)},${n(qy)}`
  })
  a.add(`<path d="${links}" stroke="${BLUE_L}" stroke-opacity="0.35" stroke-width="2"/>`)
  partners.forEach(([px, py], i) => {
    const c = at(ACCENTS, i)
    if (i % 2 === 0) {
      a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="44" fill="${mix(c, NAVY, 0.55)}" stroke="${c}" stroke-width="3"/>`)
      a.add(institution(px, py + 26, 56, mix(c, WHITE, 0.6)))
    } else a.add(avatar(a, px, py, 44, c))
  })
  // the proposal at the hub
  a.add(`<rect x="${cx - 46}" y="${cy - 60}" width="92" height="120" rx="10" fill="#eef2ff"/>` + skeleton(cx - 30, cy - 40, [60, 44, 56, 36], 7, 9, NAVY, 0.4))
  a.add(`<circle cx="${cx + 30}" cy="${cy + 44}" r="22" fill="${VIOLET}"/><polygon points="${pts(starPoints(cx + 30, cy + 44, 11, 5, 5))}" fill="${WHITE}"/>`)
  // work packages
  const gx = 770
  const gy = 160
  const gw = 360
  const gh = 480
  a.add(pane(a, gx, gy, gw, gh, { rx: 18 }))
  a.add(skeleton(gx + 24, gy + 26, [150], 12, 0, WHITE, 0.55))
  let cols = ''
  for (let i = 0; i <= 6; i++) cols += `M${n(gx + 90 + i * 38)},${gy + 62}V${gy + gh - 24}`
  a.add(`<path d="${cols}" stroke="${WHITE}" stroke-opacity="0.07"/>`)
  for (let i = 0; i < 8; i++) {
    const yy = gy + 80 + i * 48
    const start = r.int(0, 3)
    const len = r.int(2, 6 - Math.min(start, 3))
    a.add(skeleton(gx + 24, yy + 6, [44], 8, 0, WHITE, 0.3))
    a.add(`<rect x="${n(gx + 90 + start * 38)}" y="${yy}" width="${n(len * 38 - 6)}" height="22" rx="11" fill="${at(ACCENTS, i)}" fill-opacity="0.85"/>`)
    if (i % 3 === 1) {
      const mx = gx + 90 + (start + len) * 38 + 6
      a.add(
        `<polygon points="${pts([
          [mx, yy - 2],
          [mx + 12, yy + 11],
          [mx, yy + 24],
          [mx - 12, yy + 11],
        ])}" fill="${WHITE}"/>`,
      )
    }
  }
  a.add(`<path d="M${gx + 90 + 3 * 38 + 20},${gy + 62}V${gy + gh - 24}" stroke="${CYAN_L}" stroke-width="2" stroke-dasharray="4 6"/>`)
}

/** Rebuilding a clinic booking app for accessibility: large targets and text, a focus ring, a magnifier, the access symbol, contrast and text-size controls. */
function blogClinicAccessibility(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.5)
  const px = 150
  const py = 80
  a.add(phone(a, px, py, 330, 650))
  a.add(
    `<rect x="${px + 24}" y="${py + 48}" width="48" height="48" rx="12" fill="${WHITE}"/><path d="M${px + 48},${py + 58}v28M${px + 34},${py + 72}h28" stroke="${CYAN}" stroke-width="9" stroke-linecap="round"/>`,
  )
  a.add(skeleton(px + 86, py + 58, [180, 120], 14, 10, WHITE, 0.6))
  a.add(skeleton(px + 28, py + 140, [270, 230, 250], 18, 14, WHITE, 0.3))
  const b1 = py + 260
  a.add(`<rect x="${px + 24}" y="${b1}" width="282" height="84" rx="20" fill="${BLUE}"/>` + skeleton(px + 56, b1 + 33, [170], 18, 0, WHITE, 0.85))
  a.add(`<rect x="${px + 14}" y="${b1 + 106}" width="302" height="104" rx="28" fill="none" stroke="${CYAN_L}" stroke-width="4" stroke-dasharray="12 8"/>`)
  a.add(`<rect x="${px + 24}" y="${b1 + 116}" width="282" height="84" rx="20" fill="${CYAN}"/>` + skeleton(px + 56, b1 + 149, [150], 18, 0, NAVY, 0.6))
  a.add(
    `<rect x="${px + 24}" y="${b1 + 236}" width="110" height="56" rx="28" fill="${VIOLET}"/><circle cx="${px + 106}" cy="${b1 + 264}" r="22" fill="${WHITE}"/>` +
      skeleton(px + 152, b1 + 256, [140], 16, 0, WHITE, 0.4),
  )
  // magnifier showing the text larger
  const mx = 560
  const my = 300
  const mr = 110
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><circle cx="${mx}" cy="${my}" r="${mr}"/></clipPath>`)
  a.add(`<path d="M${mx + 74},${my + 74}L${mx + 170},${my + 170}" stroke="${VIOLET_L}" stroke-width="26" stroke-linecap="round"/>`)
  a.add(`<circle cx="${mx}" cy="${my}" r="${mr}" fill="${NAVY2}"/>`)
  a.add(`<g clip-path="url(#${clip})">${skeleton(mx - 150, my - 62, [250, 200, 230], 30, 22, WHITE, 0.55)}</g>`)
  a.add(`<circle cx="${mx}" cy="${my}" r="${mr}" fill="none" stroke="${VIOLET_L}" stroke-width="14"/>`)
  // the access symbol
  const ax = 930
  const ay = 220
  bgGlow(a, ax, ay, 200, CYAN, 0.4)
  a.add(`<circle cx="${ax}" cy="${ay}" r="116" fill="${duo(a, CYAN, BLUE)}"/>`)
  a.add(
    `<circle cx="${ax}" cy="${ay - 58}" r="17" fill="${WHITE}"/><path d="M${ax - 62},${ay - 22}H${ax + 62}M${ax},${ay - 22}V${ay + 22}L${ax - 36},${ay + 76}M${ax},${ay + 22}L${ax + 36},${ay + 76}" fill="none" stroke="${WHITE}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
  // contrast and text size
  const cx0 = 700
  const cy0 = 450
  a.add(pane(a, cx0, cy0, 420, 260, { rx: 22 }))
  a.add(
    `<circle cx="${cx0 + 70}" cy="${cy0 + 70}" r="34" fill="none" stroke="${WHITE}" stroke-width="5"/><path d="M${cx0 + 70},${cy0 + 36}A34,34 0 0 1 ${cx0 + 70},${cy0 + 104}Z" fill="${WHITE}"/>`,
  )
  a.add(
    `<rect x="${cx0 + 300}" y="${cy0 + 50}" width="84" height="42" rx="21" fill="${CYAN}"/><circle cx="${cx0 + 363}" cy="${cy0 + 71}" r="16" fill="${WHITE}"/>` +
      skeleton(cx0 + 130, cy0 + 62, [130], 14, 0, WHITE, 0.4),
  )
  a.add(
    `<rect x="${cx0 + 40}" y="${cy0 + 178}" width="16" height="16" rx="3" fill="${WHITE}" fill-opacity="0.7"/><rect x="${cx0 + 350}" y="${cy0 + 166}" width="34" height="34" rx="5" fill="${WHITE}" fill-opacity="0.9"/>`,
  )
  a.add(
    `<rect x="${cx0 + 76}" y="${cy0 + 181}" width="254" height="10" rx="5" fill="${WHITE}" fill-opacity="0.15"/><rect x="${cx0 + 76}" y="${cy0 + 181}" width="180" height="10" rx="5" fill="${VIOLET_L}"/><circle cx="${cx0 + 256}" cy="${cy0 + 186}" r="16" fill="${WHITE}"/>`,
  )
}

/** Review of The Pragmatic Programmer: the book standing, an open copy with reading glasses, and five stars. */
function blogReviewPragmatic(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.4, h * 0.5, 0.6)
  bgGlow(a, 330, 400, 300, VIOLET, 0.35)
  const bx = 230
  const by = 110
  a.add(standingBook(a, bx, by, 290, 500, VIOLET, 54))
  a.add(`<rect x="${bx + 30}" y="${by + 60}" width="180" height="12" rx="6" fill="${WHITE}" fill-opacity="0.5"/>` + skeleton(bx + 30, by + 90, [180, 130], 16, 14, WHITE, 0.85))
  const hx = bx + 145
  const hy = by + 320
  const nut: P[] = []
  for (let i = 0; i < 6; i++) nut.push([hx + 78 * Math.cos((i * TAU) / 6), hy + 78 * Math.sin((i * TAU) / 6)])
  a.add(`<polygon points="${pts(nut)}" fill="${CYAN_L}" fill-opacity="0.9"/><circle cx="${hx}" cy="${hy}" r="34" fill="${mix(VIOLET, NAVY, 0.3)}"/>`)
  a.add(`<path d="M${bx + 230},${by}v120l18,-16l18,16V${by}Z" fill="${CYAN}"/>`)
  // open copy, glasses, stars and the review
  a.add(openBook(a, 820, 470, 520, 190, BLUE))
  a.add(
    `<g fill="none" stroke="${INK}" stroke-width="6"><circle cx="770" cy="600" r="36"/><circle cx="870" cy="600" r="36"/><path d="M806,596q14,-12 28,0M734,592l-40,-30M906,592l40,-30"/></g>`,
  )
  a.add(starRow(a, 640, 170, 5, 28, 72))
  a.add(skeleton(612, 240, [420, 360, 400, 250], 11, 16, WHITE, 0.3))
}

/** Review of Shape Up: the hill chart with its scopes, six weeks of building and two of cool-down, the book and four stars. */
function blogReviewShapeUp(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.45, h * 0.5, 0.6)
  const x = 70
  const y = 100
  const pw = 700
  const ph = 600
  a.add(pane(a, x, y, pw, ph, { rx: 24 }))
  const x0 = x + 60
  const x1 = x + pw - 60
  const base = y + 380
  const top = y + 110
  const hill: P[] = []
  for (let i = 0; i <= 40; i++) {
    const t = i / 40
    hill.push([x0 + (x1 - x0) * t, base - (base - top) * Math.exp(-((t - 0.5) ** 2) / 0.045)])
  }
  a.add(`<path d="M${x0},${base}H${x1}" stroke="${WHITE}" stroke-opacity="0.25" stroke-width="2"/>`)
  a.add(`<path d="M${(x0 + x1) / 2},${top - 30}V${base}" stroke="${WHITE}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 8"/>`)
  a.add(neon(smooth(hill), CYAN, 4))
  ;[0.16, 0.33, 0.45, 0.62, 0.8].forEach((t, i) => {
    const [hx, hy] = at(hill, Math.round(t * 40))
    a.add(`<circle cx="${n(hx)}" cy="${n(hy)}" r="15" fill="${at([VIOLET, BLUE, CYAN, BLUE_L, CYAN_L], i)}" stroke="${NAVY2}" stroke-width="4"/>`)
  })
  a.add(skeleton(x0, base + 24, [120], 9, 0, WHITE, 0.3) + skeleton(x1 - 120, base + 24, [120], 9, 0, WHITE, 0.3))
  // six weeks, then two of cool-down
  const cw = (x1 - x0 - 7 * 10) / 8
  for (let i = 0; i < 8; i++) {
    const cool = i >= 6
    a.add(
      `<rect x="${n(x0 + i * (cw + 10))}" y="${base + 80}" width="${n(cw)}" height="70" rx="12" fill="${cool ? VIOLET : BLUE}" fill-opacity="${cool ? 0.35 : 0.8}"${cool ? ` stroke="${VIOLET_L}" stroke-opacity="0.6" stroke-dasharray="5 5"` : ''}/>`,
    )
  }
  // the book and the rating
  const bx = 880
  const by = 130
  a.add(standingBook(a, bx, by, 240, 330, CYAN, 40))
  const mini: P[] = []
  for (let i = 0; i <= 16; i++) mini.push([bx + 40 + i * 10, by + 250 - 110 * Math.exp(-((i / 16 - 0.5) ** 2) / 0.05)])
  a.add(`<path d="${smooth(mini)}" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/><circle cx="${bx + 120}" cy="${by + 140}" r="12" fill="${WHITE}"/>`)
  a.add(skeleton(bx + 30, by + 40, [150, 100], 14, 12, NAVY, 0.5))
  a.add(starRow(a, 862, 560, 4, 24, 64))
  a.add(skeleton(840, 610, [270, 210], 10, 14, WHITE, 0.3))
}

/** Review of Playwright: the same suite run in three browsers, every test ticked, a scripted click and the pass rate. */
function blogReviewPlaywright(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.45, h * 0.5, 0.5)
  a.add(windowFrame(a, 140, 70, 660, 520, { rx: 18, fill: '#0f1730' }))
  a.add(windowFrame(a, 110, 110, 660, 520, { rx: 18, fill: '#132044' }))
  const x = 80
  const y = 150
  a.add(windowFrame(a, x, y, 660, 560, { rx: 18, url: true }))
  for (let i = 0; i < 8; i++) {
    const ry = y + 66 + i * 60
    a.add(`<rect x="${x + 24}" y="${ry}" width="612" height="48" rx="12" fill="${WHITE}" fill-opacity="${i % 2 ? 0.03 : 0.06}"/>`)
    a.add(tickBadge(x + 52, ry + 24, 14, i === 5 ? VIOLET : CYAN))
    a.add(skeleton(x + 84, ry + 20, [[260, 200, 300, 230, 180, 280, 240, 210][i]!], 9, 0, WHITE, 0.4))
    a.add(skeleton(x + 560, ry + 20, [50], 9, 0, CYAN_L, 0.45))
  }
  a.add(starRow(a, 860, 130, 5, 24, 62))
  // a scripted click
  a.add(`<rect x="840" y="250" width="260" height="70" rx="35" fill="${BLUE}"/>` + skeleton(890, 280, [120], 10, 0, WHITE, 0.85))
  a.add(`<circle cx="1030" cy="300" r="30" fill="none" stroke="${CYAN_L}" stroke-width="3" stroke-opacity="0.7"/>` + cursor(1030, 300, 64))
  // pass rate
  a.add(
    donut(970, 560, 100, 26, [
      [0.96, CYAN],
      [0.04, VIOLET],
    ]),
  )
  a.add(`<path d="${tickPath(970, 566, 70)}" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`)
}

/** Review of a year with Postgres only: the database with data, search, queues and cache around it, under five stars. */
function blogReviewPostgres(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.15, 0.55)
  const cx = 600
  const top = 250
  // the review card (a large opaque card also keeps the PNG small)
  a.add(pane(a, 90, 190, 1020, 560, { rx: 32 }))
  a.add(`<ellipse cx="${cx}" cy="680" rx="260" ry="40" fill="${BLUE}" fill-opacity="0.2"/>`)
  const sats: Array<[number, number, string, string]> = [
    [230, 300, CYAN, 'table'],
    [230, 560, VIOLET, 'search'],
    [970, 300, VIOLET, 'queue'],
    [970, 560, CYAN, 'cache'],
  ]
  let links = ''
  for (const [sx, sy] of sats) links += `M${sx},${sy}L${sx < cx ? cx - 200 : cx + 200},${sy}`
  a.add(`<path d="${links}" stroke="${BLUE_L}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 8"/>`)
  a.add(cylinder(a, cx, top, 200, 56, 370, BLUE, 3))
  for (const [sx, sy, c, kind] of sats) {
    a.add(`<circle cx="${sx}" cy="${sy}" r="70" fill="${NAVY2}" stroke="${c}" stroke-width="3"/>`)
    const ink = mix(c, WHITE, 0.5)
    if (kind === 'table') {
      let d = ''
      for (let i = 0; i <= 3; i++) d += `M${sx - 36},${sy - 30 + i * 20}h72`
      for (let i = 0; i <= 2; i++) d += `M${sx - 36 + i * 36},${sy - 30}v60`
      a.add(`<path d="${d}" stroke="${ink}" stroke-width="4"/>`)
    } else if (kind === 'search') {
      a.add(
        `<circle cx="${sx - 8}" cy="${sy - 8}" r="24" fill="none" stroke="${ink}" stroke-width="7"/><path d="M${sx + 10},${sy + 10}l22,22" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`,
      )
    } else if (kind === 'queue') {
      let d = ''
      for (let i = 0; i < 3; i++) d += roundRectPath(sx - 44 + i * 26, sy - 14, 20, 28, 4)
      a.add(`<path d="${d}" fill="${ink}"/>` + arrowHead(sx + 42, sy, 10, 0, ink))
    } else a.add(`<polygon points="${pts(boltPoints(sx, sy, 70))}" fill="${ink}"/>`)
  }
  // stars on an arc above
  let stars = ''
  for (let i = 0; i < 5; i++) {
    const t = Math.PI * (1.25 + i * 0.125)
    stars += `<polygon points="${pts(starPoints(cx + 260 * Math.cos(t), 330 + 260 * Math.sin(t), 30, 13, 5))}"/>`
  }
  a.add(`<g fill="${CYAN_L}" stroke="${CYAN_L}" stroke-width="3" stroke-linejoin="round">${stars}</g>`)
}

/** Review of Figma Dev Mode: a selected element with its measurements, the code it hands over, and three stars of five. */
function blogReviewFigma(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.45, h * 0.5, 0.6)
  const x = 70
  const y = 90
  a.add(windowFrame(a, x, y, 640, 620, { rx: 18 }))
  // the artboard
  const ax = x + 150
  const ay = y + 70
  const aw = 340
  const ah = 510
  a.add(`<rect x="${ax}" y="${ay}" width="${aw}" height="${ah}" rx="18" fill="#e9eefb"/>`)
  a.add(`<rect x="${ax + 24}" y="${ay + 24}" width="${aw - 48}" height="150" rx="14" fill="${BLUE}" fill-opacity="0.85"/>`)
  a.add(skeleton(ax + 24, ay + 200, [220, 260, 180], 12, 12, NAVY, 0.3))
  a.add(
    `<rect x="${ax + 24}" y="${ay + 300}" width="130" height="110" rx="12" fill="${VIOLET}" fill-opacity="0.7"/><rect x="${ax + 170}" y="${ay + 300}" width="146" height="110" rx="12" fill="${CYAN}" fill-opacity="0.7"/>`,
  )
  // the selected button with its measurements
  const sx = ax + 60
  const sy = ay + 436
  const sw = 220
  const sh = 50
  a.add(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="25" fill="${NAVY}"/>` + skeleton(sx + 70, sy + 20, [80], 10, 0, WHITE, 0.8))
  a.add(`<rect x="${sx - 6}" y="${sy - 6}" width="${sw + 12}" height="${sh + 12}" fill="none" stroke="${BLUE}" stroke-width="2.5"/>`)
  let handles = ''
  for (const [hx, hy] of [
    [sx - 6, sy - 6],
    [sx + sw + 6, sy - 6],
    [sx - 6, sy + sh + 6],
    [sx + sw + 6, sy + sh + 6],
  ] as const)
    handles += `M${hx - 6},${hy - 6}h12v12h-12Z`
  a.add(`<path d="${handles}" fill="${WHITE}" stroke="${BLUE}" stroke-width="2"/>`)
  const pink = '#f472b6'
  a.add(`<path d="M${ax},${sy + sh / 2}H${sx - 6}M${ax + 4},${sy + 15}v20M${sx - 10},${sy + 15}v20M${sx + sw / 2},${sy + sh + 6}V${ay + ah}" stroke="${pink}" stroke-width="2"/>`)
  a.add(`<rect x="${sx + sw / 2 + 8}" y="${sy + sh + 14}" width="40" height="18" rx="4" fill="${pink}"/>`)
  a.add(cursor(sx + sw - 30, sy + 30, 46))
  // handover: the code panel
  a.add(neon(`M${sx + sw + 20},${sy + 10}C${x + 700},${sy} ${x + 640},440 770,440`, CYAN_L, 3, ' stroke-dasharray="2 10"'))
  a.add(arrowHead(778, 440, 12, 0, CYAN_L))
  const cx = 790
  const cy = 230
  a.add(pane(a, cx, cy, 340, 420, { rx: 18, fill: DEEP, opacity: 0.3 }))
  const lines: Array<[number, number, string]> = [
    [0, 150, VIOLET_L],
    [1, 210, CYAN_L],
    [1, 170, BLUE_L],
    [1, 190, CYAN_L],
    [1, 130, pink],
    [0, 40, VIOLET_L],
    [0, 0, WHITE],
    [0, 170, VIOLET_L],
    [1, 220, BLUE_L],
    [1, 140, CYAN_L],
    [0, 40, VIOLET_L],
  ]
  lines.forEach(([ind, lw, c], i) => {
    if (lw) a.add(`<rect x="${cx + 30 + ind * 28}" y="${cy + 40 + i * 32}" width="${lw}" height="10" rx="5" fill="${c}" fill-opacity="0.75"/>`)
  })
  a.add(`<rect x="${cx + 280}" y="${cy + 24}" width="34" height="40" rx="6" fill="none" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="3"/>`)
  a.add(starRow(a, 830, 150, 3, 26, 64))
}

/** Five Git habits: small commits on short branches merging back into main, five of them lit, a tidy diff and an approving review. */
function blogGitHabits(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.4)
  const main = 340
  a.add(neon(`M60,${main}H1140`, BLUE_L, 6))
  const branches: Array<[number, number, number, string, number[]]> = [
    [140, 430, 190, CYAN, [260, 350]],
    [480, 840, 490, VIOLET, [580, 660, 740]],
    [860, 1050, 190, CYAN, [940, 1000]],
  ]
  const commits: Array<[number, number, string]> = []
  for (const [x0, x1, y, c, xs] of branches) {
    const d = `M${x0},${main}C${x0 + 50},${main} ${x0 + 30},${y} ${x0 + 90},${y}H${x1 - 90}C${x1 - 30},${y} ${x1 - 50},${main} ${x1},${main}`
    a.add(neon(d, c, 5))
    for (const x of xs) commits.push([x, y, c])
    commits.push([x1, main, BLUE])
  }
  for (const x of [100, 560, 1120]) commits.push([x, main, BLUE])
  const lit = new Set([260, 430, 660, 840, 1000])
  for (const [x, y, c] of commits) {
    if (lit.has(x)) {
      bgGlow(a, x, y, 60, c, 0.5)
      a.add(`<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${c}" stroke-opacity="0.6" stroke-width="3"/>`)
    }
    a.add(`<circle cx="${x}" cy="${y}" r="14" fill="${NAVY}" stroke="${mix(c, WHITE, 0.4)}" stroke-width="6"/>`)
  }
  // a small, tidy diff
  const dx = 110
  const dy = 580
  a.add(pane(a, dx, dy, 470, 170, { rx: 16, fill: DEEP, opacity: 0.3 }))
  const diff: Array<[string, number]> = [
    [' ', 260],
    ['-', 200],
    ['+', 240],
    ['+', 180],
  ]
  diff.forEach(([k, lw], i) => {
    const yy = dy + 28 + i * 32
    const c = k === '+' ? CYAN : k === '-' ? VIOLET : WHITE
    if (k !== ' ') a.add(`<rect x="${dx + 14}" y="${yy - 6}" width="442" height="26" rx="6" fill="${c}" fill-opacity="0.12"/>`)
    const sign = k === '+' ? `M${dx + 24},${yy + 7}h14M${dx + 31},${yy}v14` : k === '-' ? `M${dx + 24},${yy + 7}h14` : ''
    if (sign) a.add(`<path d="${sign}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`)
    a.add(`<rect x="${dx + 56}" y="${yy + 2}" width="${lw}" height="10" rx="5" fill="${c}" fill-opacity="${k === ' ' ? 0.3 : 0.75}"/>`)
  })
  // an approving review
  const rx = 660
  const ry = 590
  a.add(bubble(rx, ry, 440, 130, NAVY2, true, 1) + `<path d="${roundRectPath(rx, ry, 440, 130, 14)}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.4"/>`)
  a.add(avatar(a, rx + 60, ry + 65, 36, VIOLET))
  a.add(skeleton(rx + 120, ry + 44, [220, 170], 11, 16, WHITE, 0.45))
  a.add(tickBadge(rx + 390, ry + 65, 28, CYAN))
}

/** Welcoming the 2022 interns: six new people under bunting and a welcome sign. */
function blogInterns(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.5, h * 0.45)
  a.add(bunting(30, 60, 1170, 60, 50, 16, 40, [CYAN, BLUE, VIOLET, CYAN_L]))
  const sx = 330
  const sy = 200
  bgGlow(a, 600, 265, 320, CYAN, 0.35, 130)
  a.add(`<rect x="${sx}" y="${sy}" width="540" height="130" rx="24" fill="${duo(a, CYAN, VIOLET, 1, 0)}"/>`)
  a.add(skeleton(sx + 100, sy + 38, [340, 220], 18, 18, WHITE, 0.9))
  for (const x of [sx + 50, sx + 490]) a.add(`<polygon points="${pts(starPoints(x, sy + 65, 22, 9, 5))}" fill="${WHITE}"/>`)
  let confetti = ''
  for (let i = 0; i < 28; i++) {
    const x = r.range(60, 1140)
    const y = r.range(140, 400)
    if (x > sx - 20 && x < sx + 500 && y > sy - 20 && y < sy + 130) continue
    confetti += `<rect x="${n(x)}" y="${n(y)}" width="12" height="6" rx="2" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" fill="${at([CYAN_L, VIOLET_L, BLUE_L], i)}"/>`
  }
  a.add(confetti)
  // six interns
  const floor = 700
  a.add(`<path d="M60,${floor}H1140" stroke="${BLUE_L}" stroke-opacity="0.3" stroke-width="2"/>`)
  bgGlow(a, 600, floor, 520, BLUE, 0.3, 80)
  for (let i = 0; i < 6; i++) {
    const x = 160 + i * 176
    const s = [190, 170, 200, 180, 195, 175][i]!
    const c = mix(at(ACCENTS, i), WHITE, 0.45)
    const y = floor - s * 0.55
    a.add(figure(x, y, s, c))
    a.add(
      `<path d="M${n(x - s * 0.18)},${n(y + s * 0.08)}L${x},${n(y + s * 0.26)}L${n(x + s * 0.18)},${n(y + s * 0.08)}" fill="none" stroke="${NAVY}" stroke-opacity="0.4" stroke-width="3"/>`,
    )
    a.add(
      `<rect x="${x - 20}" y="${n(y + s * 0.26)}" width="40" height="30" rx="5" fill="${WHITE}"/><rect x="${x - 20}" y="${n(y + s * 0.26)}" width="40" height="9" rx="4" fill="${at(ACCENTS, i)}"/>`,
    )
    if (i % 2 === 1) {
      const hy = y - s * 0.55
      a.add(
        `<polygon points="${pts([
          [x, hy - 16],
          [x + 50, hy],
          [x, hy + 16],
          [x - 50, hy],
        ])}" fill="${NAVY2}"/><path d="M${x + 40},${hy + 2}v30" stroke="${CYAN_L}" stroke-width="4"/>`,
      )
    }
  }
}

/** Open-source Fridays: every Friday marked on the calendar, a heart of code, a merged pull request and packages set free. */
function blogOpenSourceFridays(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.55, h * 0.5)
  a.add(calendar(a, 90, 170, 500, 470, VIOLET, [4, 11, 18, 25, 32], 7, 5, VIOLET))
  a.add(`<polygon points="${pts(heartPoints(90 + 18 + 4 * 66.6 + 30, 170 + 94 + 2 * 74 + 30, 20))}" fill="${WHITE}"/>`)
  // heart of code
  const hx = 880
  const hy = 360
  bgGlow(a, hx, hy, 280, VIOLET, 0.4)
  const heart = heartPoints(hx, hy, 190)
  a.add(neon(`M${pts(heart).replace(/ /g, 'L')}Z`, VIOLET_L, 6))
  a.add(
    neon(
      `M${hx - 50},${hy - 40}L${hx - 95},${hy}L${hx - 50},${hy + 40}M${hx + 50},${hy - 40}L${hx + 95},${hy}L${hx + 50},${hy + 40}M${hx + 18},${hy - 52}L${hx - 18},${hy + 52}`,
      CYAN_L,
      7,
    ),
  )
  // packages leaving it
  const st = cubeStyle(a, CYAN)
  a.add(cube(700, 110, 34, st, 1) + cube(1060, 90, 40, cubeStyle(a, BLUE), 1) + cube(1120, 230, 28, cubeStyle(a, VIOLET), 1))
  // a merged pull request
  const px = 690
  const py = 600
  a.add(pane(a, px, py, 440, 130, { rx: 18 }))
  a.add(
    `<path d="M${px + 50},${py + 30}V${py + 100}M${px + 50},${py + 40}C${px + 50},${py + 70} ${px + 90},${py + 60} ${px + 90},${py + 90}" fill="none" stroke="${VIOLET_L}" stroke-width="5"/>` +
      `<circle cx="${px + 50}" cy="${py + 30}" r="10" fill="${VIOLET}"/><circle cx="${px + 50}" cy="${py + 100}" r="10" fill="${VIOLET}"/><circle cx="${px + 90}" cy="${py + 96}" r="10" fill="${CYAN}"/>`,
  )
  a.add(skeleton(px + 130, py + 42, [200, 150], 12, 16, WHITE, 0.45))
  a.add(tickBadge(px + 390, py + 65, 28, VIOLET))
}

/** Notes from the first hackathon: a twenty-four-hour clock nearly run, five team laptops and the sticky notes of the night. */
function blogHackathon(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.5, h * 0.35)
  const cx = 600
  const cy = 250
  bgGlow(a, cx, cy, 240, CYAN, 0.4)
  a.add(
    donut(cx, cy, 170, 16, [
      [0.8, CYAN],
      [0.2, VIOLET],
    ]),
  )
  a.add(clockFace(cx, cy, 130, 200, 60, BLUE))
  // sticky notes
  const notes: Array<[number, number, string]> = [
    [150, 110, CYAN_L],
    [260, 170, VIOLET_L],
    [140, 240, BLUE_L],
    [900, 100, VIOLET_L],
    [1000, 180, CYAN_L],
    [890, 250, BLUE_L],
  ]
  for (const [x, y, c] of notes) {
    const rot = r.range(-8, 8)
    a.add(
      `<g transform="rotate(${n(rot)} ${x + 50} ${y + 50})"><rect x="${x}" y="${y}" width="100" height="100" rx="6" fill="${c}"/>${skeleton(x + 16, y + 28, [64, 50, 58], 7, 10, NAVY, 0.35)}</g>`,
    )
  }
  // five teams
  const table = 640
  a.add(
    `<rect x="40" y="${table}" width="1120" height="20" rx="10" fill="${a.lin(
      [
        [0, '#2a3a6b'],
        [1, '#17224a'],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  for (let i = 0; i < 5; i++) {
    const lw = 170
    const x = 75 + i * 220
    a.add(laptop(a, x, table - 14 - lw * 0.62, lw, at([CYAN, BLUE, VIOLET, CYAN, BLUE], i)))
    // the team, seen from behind, at their screen
    a.add(figure(x + lw / 2 + (i % 2 ? 34 : -34), table + 52, 124, mix(at(ACCENTS, i + 1), NAVY, 0.4)))
  }
  bgGlow(a, 600, table, 560, BLUE, 0.3, 90)
}

/** The later posts: file name and drawing. */
const BLOG_POSTS: ReadonlyArray<readonly [slug: string, draw: (a: Art) => void]> = [
  ['calm-software', blogCalmSoftware],
  ['the-spreadsheet-is-the-prototype', blogSpreadsheet],
  ['what-maintainers-know-about-docs', blogMaintainersDocs],
  ['migrating-an-energy-erp-without-downtime', blogMigratingErp],
  ['our-first-horizon-europe-consortium', blogHorizonConsortium],
  ['rebuilding-a-clinic-booking-app-for-accessibility', blogClinicAccessibility],
  ['review-the-pragmatic-programmer', blogReviewPragmatic],
  ['review-shape-up', blogReviewShapeUp],
  ['review-playwright-after-two-years', blogReviewPlaywright],
  ['review-a-year-with-postgres-as-our-only-database', blogReviewPostgres],
  ['review-figma-dev-mode', blogReviewFigma],
  ['five-git-habits-for-calmer-code-reviews', blogGitHabits],
  ['welcoming-our-2022-interns', blogInterns],
  ['giving-back-open-source-fridays', blogOpenSourceFridays],
  ['notes-from-our-first-hackathon', blogHackathon],
]

function blogArt(slug: string, draw: (a: Art) => void): Art {
  const a = new Art(IW, IH, `blog/${slug}`)
  draw(a)
  vignette(a)
  return a
}

// ---------------------------------------------------------------------------------------------
// Blog: the first posts
// ---------------------------------------------------------------------------------------------

function blogShipping(): Art {
  const a = new Art(IW, IH, 'blog/shipping-a-product-in-ten-weeks')
  const { w, h } = a
  backdrop(a, w * 0.7, h * 0.4)
  floorGrid(a, h * 0.58, w * 0.75, 0.16)
  // ten weekly milestones along a rising path
  const p0: P = [w * 0.06, h * 0.78]
  const p1: P = [w * 0.35, h * 0.82]
  const p2: P = [w * 0.55, h * 0.35]
  const p3: P = [w * 0.78, h * 0.34]
  const g = a.lin(
    [
      [0, BLUE, 0.3],
      [1, CYAN, 1],
    ],
    p0[0],
    0,
    p3[0],
    0,
    true,
  )
  a.add(`<path d="M${pts([p0])}C${pts([p1, p2, p3])}" fill="none" stroke="${g}" stroke-width="4" stroke-linecap="round" filter="${a.glow(6, 0.7)}"/>`)
  for (let i = 0; i < 10; i++) {
    const t = i / 9
    const [x, y] = bez(p0, p1, p2, p3, t)
    const c = mix(BLUE, CYAN, t)
    a.add(`<path d="M${n(x)},${n(y + 14)}V${n(h * 0.93)}" stroke="${c}" stroke-opacity="${n(0.1 + t * 0.25)}" stroke-dasharray="2 5"/>`)
    a.add(node(a, x, y, 5 + t * 5, c, { ring: i === 9 || i % 3 === 0 }))
  }
  // week calendar squares at the bottom
  let cal = ''
  for (let i = 0; i < 10; i++) cal += roundRectPath(w * 0.06 + i * 44, h * 0.9, 32, 32, 8)
  a.add(`<path d="${cal}" fill="${BLUE}" fill-opacity="0.18" stroke="${BLUE_L}" stroke-opacity="0.35"/>`)
  a.add(`<path d="${roundRectPath(w * 0.06 + 9 * 44, h * 0.9, 32, 32, 8)}" fill="${CYAN}" fill-opacity="0.8"/>`)
  // shipped package (iso cube) with launch arrow
  const bx = p3[0] + 120
  const by = p3[1] - 40
  bgGlow(a, bx, by + 60, 190, CYAN, 0.45)
  a.add(`<g filter="${a.glow(12, 0.6)}">${cube(bx, by, 80, cubeStyle(a, BLUE), 1)}</g>`)
  a.add(
    `<path d="M${n(bx - 69)},${n(by + 40)}L${n(bx)},${n(by + 80)}L${n(bx + 69)},${n(by + 40)}M${n(bx - 35)},${n(by + 20)}L${n(bx + 35)},${n(by + 60)}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.8" stroke-width="3"/>`,
  )
  a.add(
    `<path d="M${n(bx)},${n(by - 40)}V${n(by - 150)}M${n(bx - 26)},${n(by - 124)}L${n(bx)},${n(by - 150)}L${n(bx + 26)},${n(by - 124)}" fill="none" stroke="${CYAN}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" filter="${a.glow(6, 1)}"/>`,
  )
  dots(a, 45, 0, 0, w, h * 0.55, 0.35)
  vignette(a)
  return a
}

function blogDesignSystems(): Art {
  const a = new Art(IW, IH, 'blog/design-systems-that-last')
  const { w, h } = a
  const cx = w * 0.52
  backdrop(a, cx, h * 0.5)
  // three isometric plates: tokens → components → pages
  const iso = (x: number, y: number): string => `matrix(0.87 0.5 -0.87 0.5 ${n(x)} ${n(y)})`
  const plate = 330
  const levels: Array<[number, string]> = [
    [h * 0.56, VIOLET],
    [h * 0.36, BLUE],
    [h * 0.16, CYAN],
  ]
  // pillars linking the layers
  let pillars = ''
  for (const [dx, dy] of [
    [0, 0],
    [plate * 0.87, plate * 0.5],
    [-plate * 0.87, plate * 0.5],
    [0, plate],
  ] as const)
    pillars += `M${n(cx + dx)},${n(h * 0.16 + dy)}V${n(h * 0.56 + dy)}`
  a.add(`<path d="${pillars}" stroke="${BLUE_L}" stroke-opacity="0.3" stroke-dasharray="4 6" stroke-width="1.5"/>`)
  levels.forEach(([y, c], li) => {
    let inner = `<rect x="0" y="0" width="${plate}" height="${plate}" rx="26" fill="${mix(c, NAVY, 0.7)}" fill-opacity="0.88" stroke="${mix(c, WHITE, 0.3)}" stroke-width="2.5"/>`
    if (li === 0) {
      // tokens: colour swatches + spacing scale
      ;[CYAN, BLUE, VIOLET, '#e879f9', BLUE_L, CYAN_L].forEach((sc, i) => {
        inner += `<rect x="${30 + (i % 3) * 96}" y="${30 + Math.floor(i / 3) * 96}" width="80" height="80" rx="16" fill="${sc}"/>`
      })
      for (let i = 0; i < 5; i++)
        inner += `<rect x="30" y="${240 + i * 0}" width="${20 + i * 14}" height="${20 + i * 14}" rx="4" fill="none" stroke="${WHITE}" stroke-opacity="0.3" transform="translate(${i * 22} 0)"/>`
    } else if (li === 1) {
      // components: button, toggle, slider, checkbox
      inner +=
        `<rect x="30" y="34" width="150" height="48" rx="24" fill="${BLUE}"/>` +
        `<rect x="196" y="34" width="104" height="48" rx="24" fill="none" stroke="${BLUE_L}" stroke-width="3"/>`
      inner += `<rect x="30" y="112" width="96" height="48" rx="24" fill="${CYAN}"/><circle cx="102" cy="136" r="18" fill="${WHITE}"/>`
      inner += `<rect x="150" y="130" width="150" height="10" rx="5" fill="${WHITE}" fill-opacity="0.2"/><rect x="150" y="130" width="90" height="10" rx="5" fill="${VIOLET_L}"/><circle cx="240" cy="135" r="15" fill="${WHITE}"/>`
      inner += `<rect x="30" y="196" width="44" height="44" rx="10" fill="${VIOLET}"/><path d="M40,218l9,9l16,-16" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
      inner +=
        `<rect x="96" y="196" width="204" height="44" rx="12" fill="${WHITE}" fill-opacity="0.1" stroke="${BLUE_L}" stroke-opacity="0.5"/>` +
        skeleton(112, 214, [90], 8, 0, WHITE, 0.4)
      inner += `<circle cx="52" cy="284" r="20" fill="${BLUE_L}" fill-opacity="0.6"/><circle cx="104" cy="284" r="20" fill="${CYAN_L}" fill-opacity="0.6"/><circle cx="156" cy="284" r="20" fill="${VIOLET_L}" fill-opacity="0.6"/>`
    } else {
      // pages assembled from components
      inner += `<rect x="26" y="26" width="278" height="40" rx="10" fill="${WHITE}" fill-opacity="0.12"/>`
      inner += `<rect x="26" y="82" width="278" height="110" rx="14" fill="${a.lin(
        [
          [0, CYAN],
          [1, VIOLET],
        ],
        0,
        0,
        1,
        1,
      )}" fill-opacity="0.85"/>`
      for (let i = 0; i < 3; i++)
        inner += `<rect x="${26 + i * 96}" y="208" width="86" height="96" rx="12" fill="${WHITE}" fill-opacity="0.12"/>` + skeleton(38 + i * 96, 266, [54, 38], 7, 8, WHITE, 0.45)
    }
    a.add(`<g filter="${a.glow(10, 0.45)}"><g transform="${iso(cx, y)}">${inner}</g></g>`)
  })
  // measurement / grid lines on the side
  let guides = ''
  for (let i = 0; i < 8; i++) guides += `M${n(w * 0.08)},${n(h * 0.2 + i * 64)}h${n(i % 4 === 0 ? 40 : 20)}`
  a.add(`<path d="M${n(w * 0.08)},${n(h * 0.2)}V${n(h * 0.2 + 7 * 64)}${guides}" stroke="${CYAN_L}" stroke-opacity="0.35" stroke-width="2"/>`)
  a.add(skeleton(w * 0.86, h * 0.3, [70, 54, 40, 30, 22], 16, 14, BLUE_L, 0.28))
  dots(a, 35, 0, 0, w, h, 0.3)
  vignette(a)
  return a
}

function blogCommunity(): Art {
  const a = new Art(IW, IH, 'blog/bucharest-tech-community-2021')
  const { r, w, h } = a
  backdrop(a, w * 0.5, h * 0.35)
  // moon-like glow
  const mx = w * r.range(0.65, 0.8)
  const my = h * 0.22
  bgGlow(a, mx, my, 180, VIOLET, 0.45)
  a.add(`<circle cx="${n(mx)}" cy="${n(my)}" r="62" fill="${VIOLET_L}" fill-opacity="0.25" stroke="${VIOLET_L}" stroke-opacity="0.5" stroke-width="2"/>`)
  // abstract skyline of blocks with lit windows
  const base = h * 0.95
  let x = -10
  let blocks = ''
  let windows = ''
  while (x < w) {
    const bw = r.range(50, 110)
    const bh = r.range(90, 300) * (0.55 + 0.45 * Math.sin((x / w) * Math.PI))
    blocks += roundRectPath(x, base - bh, bw - 6, bh + 20, 4)
    for (let wy = base - bh + 16; wy < base - 16; wy += 22) {
      for (let wx = x + 10; wx < x + bw - 22; wx += 18) {
        if (r.chance(0.22)) windows += `M${n(wx)},${n(wy)}h8v8h-8Z`
      }
    }
    x += bw
  }
  const bg = a.lin(
    [
      [0, '#1b2850'],
      [1, '#0d1530'],
    ],
    0,
    0,
    0,
    1,
  )
  a.add(`<path d="${blocks}" fill="${bg}" stroke="${BLUE_L}" stroke-opacity="0.2"/>`)
  a.add(`<path d="${windows}" fill="${CYAN_L}" fill-opacity="0.45"/>`)
  a.add(`<rect x="0" y="${n(base)}" width="${w}" height="${n(h - base)}" fill="#0a1022"/>`)
  // community clusters above the city
  const clusters: P[] = [
    [w * 0.2, h * 0.28],
    [w * 0.46, h * 0.4],
    [w * 0.74, h * 0.5],
  ]
  const people: P[] = []
  for (const [ccx, ccy] of clusters) {
    for (let i = 0; i < 5; i++) {
      const t = (i / 5) * TAU + r.range(-0.3, 0.3)
      people.push([ccx + 80 * Math.cos(t), ccy + 56 * Math.sin(t)])
    }
  }
  let links = ''
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const p = at(people, i)
      const q = at(people, j)
      const d = Math.hypot(p[0] - q[0], p[1] - q[1])
      if (d < 170 || (d < 360 && r.chance(0.08))) links += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`
    }
  }
  a.add(`<path d="${links}" stroke="${CYAN_L}" stroke-opacity="0.28" stroke-width="1.3"/>`)
  people.forEach(([px, py], i) => {
    const c = at(ACCENTS, Math.floor(i / 5))
    bgGlow(a, px, py, 40, c, 0.4)
    a.add(`<circle cx="${n(px)}" cy="${n(py)}" r="24" fill="${mix(c, NAVY, 0.55)}" stroke="${c}" stroke-width="2"/>`)
    const clip = a.id('c')
    a.def(`<clipPath id="${clip}"><circle cx="${n(px)}" cy="${n(py)}" r="23"/></clipPath>`)
    a.add(`<g clip-path="url(#${clip})">${figure(px, py + 7, 30, mix(c, WHITE, 0.6))}</g>`)
  })
  dots(a, 60, 0, 0, w, h * 0.5, 0.4)
  vignette(a, 0.45)
  return a
}

// ---------------------------------------------------------------------------------------------
// Portfolio (800 px wide; heights vary so the masonry has rhythm). One composition per work, drawn
// from what the work is about; they share the backdrop, the palette and the glass panels.
// ---------------------------------------------------------------------------------------------

const PW = 800

/** Payments identity: app icon with a bolt mark, the payment card and a card terminal. */
function pfVoltaPay(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.42, 0.85)
  const ix = 80
  const iy = 80
  const is = 150
  bgGlow(a, ix + is / 2, iy + is / 2, 190, CYAN, 0.35)
  a.add(`<g filter="${a.glow(12, 0.6)}"><rect x="${ix}" y="${iy}" width="${is}" height="${is}" rx="36" fill="${duo(a, CYAN, BLUE)}"/></g>`)
  a.add(`<polygon points="${pts(boltPoints(ix + is / 2, iy + is / 2, is * 0.62))}" fill="${WHITE}" stroke="${WHITE}" stroke-width="4" stroke-linejoin="round"/>`)
  a.add(skeleton(ix + is + 36, iy + 46, [250, 160], 18, 18, WHITE, 0.5))
  // the card
  const cw = 470
  const ch = 296
  const cx = w * 0.5
  const cy = h * 0.43
  const x0 = cx - cw / 2
  const y0 = cy - ch / 2
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><rect x="${n(x0)}" y="${n(y0)}" width="${cw}" height="${ch}" rx="24"/></clipPath>`)
  let card = `<rect x="${n(x0)}" y="${n(y0)}" width="${cw}" height="${ch}" rx="24" fill="${duo(a, BLUE, VIOLET)}"/>`
  card += `<g clip-path="url(#${clip})"><circle cx="${n(x0 + cw * 0.95)}" cy="${n(y0 + ch * 1.05)}" r="${n(cw * 0.5)}" fill="${WHITE}" fill-opacity="0.08"/><circle cx="${n(x0 + cw * 1.05)}" cy="${n(y0 + ch * 1.1)}" r="${n(cw * 0.33)}" fill="${WHITE}" fill-opacity="0.07"/></g>`
  card += `<rect x="${n(x0 + 40)}" y="${n(y0 + 84)}" width="66" height="50" rx="10" fill="${CYAN_L}" fill-opacity="0.9"/>`
  card += `<path d="M${n(x0 + 40)},${n(y0 + 109)}h66M${n(x0 + 62)},${n(y0 + 84)}v50M${n(x0 + 84)},${n(y0 + 84)}v50" stroke="${NAVY}" stroke-opacity="0.3" stroke-width="2"/>`
  let waves = ''
  for (let i = 1; i <= 3; i++) waves += `M${n(x0 + 126 + i * 9)},${n(y0 + 109 - i * 9)}a${i * 12},${i * 12} 0 0 1 0,${i * 18}`
  card += `<path d="${waves}" fill="none" stroke="${WHITE}" stroke-opacity="0.8" stroke-width="3" stroke-linecap="round"/>`
  card += `<polygon points="${pts(boltPoints(x0 + cw - 50, y0 + 50, 46))}" fill="${WHITE}" fill-opacity="0.9"/>`
  let digits = ''
  for (let g = 0; g < 4; g++) for (let k = 0; k < 4; k++) digits += circlePath(x0 + 44 + g * 100 + k * 18, y0 + 188, 5)
  card += `<path d="${digits}" fill="${WHITE}" fill-opacity="0.8"/>`
  card += skeleton(x0 + 40, y0 + 236, [150], 12, 0, WHITE, 0.55) + skeleton(x0 + cw - 110, y0 + 236, [70], 12, 0, WHITE, 0.55)
  bgGlow(a, cx, cy, 330, VIOLET, 0.3, 240)
  a.add(`<g transform="rotate(-10 ${n(cx)} ${n(cy)})">${card}</g>`)
  // terminal, with the contactless waves meeting the card
  const tx = 470
  const ty = 650
  const tw = 210
  const th = 290
  a.add(pane(a, tx, ty, tw, th, { rx: 30, fill: glass(a), opacity: 0.4 }))
  a.add(`<rect x="${tx + 22}" y="${ty + 24}" width="${tw - 44}" height="96" rx="12" fill="${CYAN}" fill-opacity="0.16" stroke="${CYAN}" stroke-opacity="0.4"/>`)
  a.add(tickBadge(tx + tw / 2, ty + 72, 28, CYAN))
  let keys = ''
  for (let i = 0; i < 12; i++) keys += roundRectPath(tx + 30 + (i % 3) * 54, ty + 140 + Math.floor(i / 3) * 34, 42, 24, 8)
  a.add(`<path d="${keys}" fill="${WHITE}" fill-opacity="0.14"/>`)
  let arcs = ''
  for (let i = 1; i <= 3; i++) {
    const rr = 16 + i * 16
    arcs += `M${n(tx + tw / 2 - rr * 0.7)},${n(ty - 8 - rr * 0.7)}A${rr},${rr} 0 0 1 ${n(tx + tw / 2 + rr * 0.7)},${n(ty - 8 - rr * 0.7)}`
  }
  a.add(`<path d="${arcs}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.8" stroke-width="4" stroke-linecap="round" filter="${a.glow(5, 0.7)}"/>`)
  ;[CYAN, BLUE, VIOLET, CYAN_L].forEach((c, i) => a.add(`<rect x="${80 + i * 72}" y="${n(h - 150)}" width="56" height="56" rx="14" fill="${c}"/>`))
  a.add(skeleton(80, h - 72, [200], 10, 0, WHITE, 0.3))
}

/** Energy customer portal: a window with a sidebar, a meter gauge, monthly use, an invoice and a contract. */
function pfEnergetica(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.55, h * 0.5, 0.9)
  const x = 36
  const y = 44
  const W = 690
  const H = 510
  a.add(windowFrame(a, x, y, W, H, { rx: 18, url: true }))
  a.add(sidebar(a, x + 10, y + 46, H - 56))
  const x0 = x + 100
  a.add(pane(a, x0, y + 56, 200, 214, { rx: 14 }))
  a.add(gauge(a, x0 + 100, y + 170, 70, r.range(0.6, 0.75), CYAN, false))
  a.add(`<polygon points="${pts(boltPoints(x0 + 28, y + 80, 26))}" fill="${CYAN_L}"/>`)
  a.add(pane(a, x0 + 214, y + 56, 200, 214, { rx: 14 }))
  a.add(skeleton(x0 + 232, y + 76, [90], 9, 0, WHITE, 0.35))
  a.add(barChart(a, x0 + 226, y + 110, 178, 140, series(r, 12, 0.55, 0.18), [BLUE, VIOLET, CYAN]))
  // contract with a signature and a check
  a.add(pane(a, x0, y + 284, 414, 206, { rx: 14 }))
  a.add(
    `<path d="M${x0 + 30},${y + 310}h70l24,24v110h-94Z" fill="#e8eeff" fill-opacity="0.92"/><path d="M${x0 + 100},${y + 310}v24h24Z" fill="${BLUE_L}"/>` +
      skeleton(x0 + 42, y + 350, [58, 46, 58, 36], 6, 9, NAVY, 0.35),
  )
  a.add(skeleton(x0 + 150, y + 316, [200, 150, 230], 10, 14, WHITE, 0.3))
  a.add(`<path d="M${x0 + 152},${y + 452}c18,-30 30,-30 34,-8s14,18 30,-14s22,-6 24,10s18,4 36,-12" fill="none" stroke="${CYAN_L}" stroke-width="3.5" stroke-linecap="round"/>`)
  a.add(tickBadge(x0 + 370, y + 440, 24, VIOLET))
  bgGlow(a, 665, 315, 200, CYAN, 0.3)
  a.add(invoiceCard(a, 560, 150, 210, 330, CYAN, 5, false))
}

/** Coffee packaging: three stand-up pouches with a mountain mark, a QR tag, beans and a steaming cup. */
function pfCarpathiaCoffee(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.52, h * 0.45, 0.9)
  // the Carpathians behind, as an outline
  a.add(
    `<path d="M0,${n(h * 0.42)}L110,${n(h * 0.3)}L190,${n(h * 0.36)}L300,${n(h * 0.18)}L380,${n(h * 0.28)}L470,${n(h * 0.14)}L580,${n(h * 0.3)}L660,${n(h * 0.24)}L800,${n(h * 0.38)}" fill="none" stroke="${BLUE_L}" stroke-opacity="0.22" stroke-width="2"/>`,
  )
  const base = h * 0.79
  bgGlow(a, w * 0.5, base, w * 0.5, BLUE, 0.35, 70)
  a.add(`<path d="M30,${n(base)}H${w - 30}" stroke="${BLUE_L}" stroke-opacity="0.35" stroke-width="2"/>`)
  const pouch = (x: number, top: number, pw: number, color: string): string => {
    const ph = base - top
    const body = a.lin(
      [
        [0, mix(color, WHITE, 0.1)],
        [1, mix(color, NAVY, 0.45)],
      ],
      0,
      0,
      1,
      1,
    )
    let out = `<path d="M${n(x)},${n(top)}H${n(x + pw)}L${n(x + pw * 0.97)},${n(base - 10)}Q${n(x + pw * 0.97)},${n(base)} ${n(x + pw * 0.97 - 10)},${n(base)}H${n(x + pw * 0.03 + 10)}Q${n(x + pw * 0.03)},${n(base)} ${n(x + pw * 0.03)},${n(base - 10)}Z" fill="${body}"/>`
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(pw)}" height="${n(ph * 0.09)}" fill="${NAVY}" fill-opacity="0.35"/>`
    let crimp = ''
    for (let k = x + 8; k < x + pw - 4; k += 8) crimp += `M${n(k)},${n(top + 4)}v${n(ph * 0.09 - 8)}`
    out += `<path d="${crimp}" stroke="${WHITE}" stroke-opacity="0.18" stroke-width="2"/>`
    out += `<circle cx="${n(x + pw / 2)}" cy="${n(top + ph * 0.17)}" r="${n(pw * 0.05)}" fill="${NAVY}" fill-opacity="0.45" stroke="${WHITE}" stroke-opacity="0.35"/>`
    const lx = x + pw / 2
    const ly = top + ph * 0.5
    const lr = pw * 0.3
    out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr)}" fill="#f5f7fb"/>`
    out += `<polygon points="${pts([
      [lx - lr * 0.7, ly + lr * 0.38],
      [lx - lr * 0.2, ly - lr * 0.45],
      [lx + lr * 0.05, ly - lr * 0.05],
      [lx + lr * 0.28, ly - lr * 0.35],
      [lx + lr * 0.7, ly + lr * 0.38],
    ])}" fill="${color}"/>`
    out += skeleton(x + pw * 0.22, ly + lr + 20, [pw * 0.56, pw * 0.38], 8, 10, WHITE, 0.55)
    return out
  }
  a.add(pouch(170, base - 300, 180, VIOLET))
  a.add(pouch(530, base - 280, 170, BLUE))
  a.add(`<g filter="${a.glow(12, 0.45)}">${pouch(320, base - 410, 230, CYAN)}</g>`)
  // a tag with a QR code hanging off the tall pouch
  const tx = 548
  const ty = base - 330
  a.add(`<path d="M540,${n(base - 400)}L${tx + 40},${ty}" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="2"/>`)
  a.add(`<g transform="rotate(8 ${tx + 40} ${ty})"><rect x="${tx}" y="${ty}" width="84" height="100" rx="10" fill="#f5f7fb"/>${qrCode(r, tx + 12, ty + 16, 60, INK)}</g>`)
  // a cup with steam
  const cx = 100
  const cb = base + 6
  a.add(`<ellipse cx="${cx}" cy="${n(cb)}" rx="78" ry="14" fill="${BLUE_L}" fill-opacity="0.35"/>`)
  a.add(
    `<path d="M${cx - 52},${n(cb - 96)}H${cx + 52}L${cx + 42},${n(cb - 12)}Q${cx + 40},${n(cb - 4)} ${cx + 30},${n(cb - 4)}H${cx - 30}Q${cx - 40},${n(cb - 4)} ${cx - 42},${n(cb - 12)}Z" fill="#eef2ff"/>`,
  )
  a.add(`<path d="M${cx + 50},${n(cb - 80)}c34,-4 36,40 -4,44" fill="none" stroke="#eef2ff" stroke-width="9"/>`)
  a.add(`<ellipse cx="${cx}" cy="${n(cb - 96)}" rx="52" ry="9" fill="#6b4a3a"/>`)
  a.add(
    `<path d="M${cx - 16},${n(cb - 116)}c-16,-24 16,-36 0,-62M${cx + 14},${n(cb - 112)}c-16,-24 16,-40 0,-70" fill="none" stroke="${WHITE}" stroke-opacity="0.4" stroke-width="5" stroke-linecap="round"/>`,
  )
  // beans on the table
  let beans = ''
  let creases = ''
  for (let i = 0; i < 11; i++) {
    const bx = 220 + i * 50 + r.range(-12, 12)
    const by = base + 38 + r.range(-10, 22)
    const rot = r.range(0, 180)
    beans += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="15" ry="10" transform="rotate(${n(rot)} ${n(bx)} ${n(by)})"/>`
    creases += `<path d="M${n(bx - 11)},${n(by)}q5,-4 11,0t11,0" transform="rotate(${n(rot)} ${n(bx)} ${n(by)})"/>`
  }
  a.add(`<g fill="#8a5d48">${beans}</g><g fill="none" stroke="#3b2419" stroke-width="2">${creases}</g>`)
}

/** Caregiver video profiles: a tablet playing an introduction, profile cards, a family and a message. */
function pfHeroesProfiles(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.35, 0.9)
  // tablet with the video
  a.add(pane(a, 60, 90, 680, 440, { rx: 30, fill: glass(a), opacity: 0.35 }))
  a.add(videoTile(a, 84, 114, 632, 392, BLUE, false))
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><rect x="84" y="114" width="632" height="392" rx="12"/></clipPath>`)
  a.add(`<g clip-path="url(#${clip})">${figure(400, 330, 200, mix(BLUE, WHITE, 0.55), 0.9)}</g>`)
  a.add(playButton(a, 136, 452, 24, CYAN))
  a.add(`<rect x="176" y="448" width="510" height="8" rx="4" fill="${WHITE}" fill-opacity="0.15"/><rect x="176" y="448" width="210" height="8" rx="4" fill="${CYAN}"/>`)
  a.add(`<circle cx="386" cy="452" r="10" fill="${WHITE}"/>`)
  a.add(`<rect x="610" y="134" width="84" height="28" rx="14" fill="${NAVY}" fill-opacity="0.6"/>` + skeleton(626, 144, [52], 8, 0, WHITE, 0.6))
  // three profile cards
  ;[CYAN, VIOLET, BLUE].forEach((c, i) => {
    const x = 60 + i * 236
    const y = 570
    a.add(pane(a, x, y, 208, 220, { rx: 18, stroke: i === 1 ? c : undefined, opacity: i === 1 ? 0.6 : 0.16 }))
    bgGlow(a, x + 104, y + 70, 70, c, 0.3)
    a.add(`<circle cx="${x + 104}" cy="${y + 70}" r="44" fill="${mix(c, NAVY, 0.5)}" stroke="${c}" stroke-width="3"/>`)
    const clip = a.id('c')
    a.def(`<clipPath id="${clip}"><circle cx="${x + 104}" cy="${y + 70}" r="43"/></clipPath>`)
    a.add(`<g clip-path="url(#${clip})">${figure(x + 104, y + 84, 56, mix(c, WHITE, 0.6))}</g>`)
    a.add(skeleton(x + 44, y + 134, [120, 80], 10, 10, WHITE, 0.4))
    a.add(`<polygon points="${pts(heartPoints(x + 104, y + 186, 20))}" fill="${i === 1 ? c : 'none'}" stroke="${c}" stroke-width="2.5"/>`)
  })
  // a family sending a message
  a.add(figure(120, 900, 96, BLUE_L, 0.85) + figure(196, 920, 64, CYAN_L, 0.85))
  a.add(bubble(300, 840, 420, 90, NAVY2, true, 0.95))
  a.add(`<path d="${roundRectPath(300, 840, 420, 90, 14)}" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.4"/>`)
  a.add(skeleton(330, 866, [260, 180], 11, 14, WHITE, 0.4))
  a.add(`<polygon points="${pts(heartPoints(670, 884, 26))}" fill="${VIOLET}"/>`)
}

/** Driver onboarding illustrations: a road over the hills, a delivery truck, map pins and the app's first steps. */
function pfFleetline(a: Art): void {
  const { r, w, h } = a
  backdrop(a, w * 0.4, h * 0.3, 0.9)
  const sx = 110
  const sy = 120
  bgGlow(a, sx, sy, 130, CYAN, 0.4)
  a.add(`<circle cx="${sx}" cy="${sy}" r="44" fill="${CYAN_L}" fill-opacity="0.85"/>`)
  for (let layer = 0; layer < 2; layer++) {
    const y = h * (0.5 + layer * 0.14)
    const list = wavePoints(-40, w + 40, y, 22 + layer * 10, r.range(380, 560), r.range(0, TAU), 40)
    a.add(`<path d="${smooth(list)}L${w + 40},${h + 10}L-40,${h + 10}Z" fill="${mix(at([BLUE, VIOLET], layer), NAVY, 0.45 + layer * 0.2)}"/>`)
  }
  // a road winding from the front to the horizon
  const road = 'M-20,480C120,478 240,468 360,440S520,360 548,316'
  a.add(`<path d="${road}" fill="none" stroke="#0b1226" stroke-width="46"/>`)
  a.add(`<path d="${road}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="14 12"/>`)
  a.add(truck(a, 120, 374, 170, CYAN))
  let pines = ''
  for (const [tx, ty, ts] of [
    [390, 560, 70],
    [450, 548, 90],
    [520, 566, 62],
    [250, 590, 54],
  ] as const)
    pines += `M${tx},${ty - ts}L${tx + ts * 0.36},${ty}H${tx - ts * 0.36}Z`
  a.add(`<path d="${pines}" fill="${mix(CYAN, NAVY, 0.55)}"/>`)
  for (const [px, py, c] of [
    [530, 290, VIOLET],
    [60, 440, CYAN],
  ] as const) {
    bgGlow(a, px, py - 20, 50, c, 0.4)
    a.add(pin(px, py, 46, c))
  }
  // onboarding screens on a phone
  const px = 580
  const py = 70
  a.add(phone(a, px, py, 170, 340))
  a.add(`<circle cx="${px + 85}" cy="${py + 120}" r="48" fill="${BLUE}" fill-opacity="0.3"/>` + pin(px + 85, py + 146, 56, CYAN_L))
  a.add(skeleton(px + 30, py + 190, [110, 80], 9, 10, WHITE, 0.4))
  for (let i = 0; i < 3; i++) a.add(`<circle cx="${px + 67 + i * 18}" cy="${py + 250}" r="5" fill="${i === 0 ? CYAN : WHITE}" fill-opacity="${i === 0 ? 1 : 0.3}"/>`)
  a.add(`<rect x="${px + 24}" y="${py + 276}" width="122" height="34" rx="17" fill="${CYAN}"/>`)
}

/** Animated explainer for an online school: a lit bulb, two speech bubbles (two languages) and a storyboard. */
function pfLumenExplainer(a: Art): void {
  const { w } = a
  backdrop(a, w * 0.5, 220, 0.9)
  const bx = 400
  const by = 190
  bgGlow(a, bx, by, 220, CYAN, 0.5)
  let rays = ''
  for (let i = 0; i < 9; i++) {
    const t = Math.PI + (i / 8) * Math.PI
    rays += `M${n(bx + 112 * Math.cos(t))},${n(by + 112 * Math.sin(t))}L${n(bx + 140 * Math.cos(t))},${n(by + 140 * Math.sin(t))}`
  }
  a.add(`<path d="${rays}" stroke="${CYAN_L}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.7"/>`)
  a.add(
    `<g filter="${a.glow(14, 0.7)}"><path d="M${bx - 44},${by + 64}C${bx - 44},${by + 30} ${bx - 84},${by + 14} ${bx - 84},${by - 28}A84,84 0 0 1 ${bx + 84},${by - 28}C${bx + 84},${by + 14} ${bx + 44},${by + 30} ${bx + 44},${by + 64}Z" fill="${a.rad(
      [
        [0, WHITE],
        [0.5, CYAN_L],
        [1, CYAN],
      ],
      0.5,
      0.4,
      0.7,
    )}"/></g>`,
  )
  a.add(`<path d="M${bx - 22},${by + 60}V${by + 10}l11,-14l11,14l11,-14l11,14V${by + 60}" fill="none" stroke="${BLUE}" stroke-width="4" stroke-linejoin="round"/>`)
  a.add(`<path d="${roundRectPath(bx - 42, by + 70, 84, 16, 6)}${roundRectPath(bx - 38, by + 90, 76, 16, 6)}${roundRectPath(bx - 26, by + 110, 52, 14, 7)}" fill="${BLUE_L}"/>`)
  a.add(bubble(60, 90, 190, 80, BLUE, true, 0.85) + skeleton(84, 114, [130, 90], 10, 12, WHITE, 0.75))
  a.add(bubble(550, 150, 190, 80, VIOLET, false, 0.85) + skeleton(574, 174, [120, 140], 10, 12, WHITE, 0.75))
  // storyboard: six frames with arrows between them
  const icons: Array<(x: number, y: number) => string> = [
    (x, y) => openBook(a, x, y - 28, 110, 58, BLUE),
    (x, y) =>
      `<polygon points="${pts([
        [x, y - 34],
        [x + 60, y - 10],
        [x, y + 14],
        [x - 60, y - 10],
      ])}" fill="${VIOLET_L}"/><path d="M${x - 34},${y + 2}v22c20,14 48,14 68,0v-22" fill="${VIOLET}"/><path d="M${x + 50},${y - 6}v36" stroke="${CYAN_L}" stroke-width="4"/>`,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="40" fill="${BLUE}" fill-opacity="0.5" stroke="${CYAN_L}" stroke-width="3"/><path d="M${x - 40},${y}h80M${x},${y - 40}c-26,20 -26,60 0,80c26,-20 26,-60 0,-80" fill="none" stroke="${CYAN_L}" stroke-width="3"/>`,
    (x, y) =>
      `<rect x="${x - 60}" y="${y - 30}" width="120" height="62" rx="10" fill="${WHITE}" fill-opacity="0.12"/>` +
      barChart(a, x - 52, y - 24, 104, 50, [0.4, 0.7, 0.55, 0.95], [CYAN, BLUE]),
    (x, y) =>
      `<g transform="rotate(-35 ${x} ${y})"><rect x="${x - 60}" y="${y - 12}" width="96" height="24" fill="${VIOLET_L}"/><path d="M${x + 36},${y - 12}l26,12l-26,12Z" fill="#eef2ff"/><rect x="${x - 72}" y="${y - 12}" width="14" height="24" rx="4" fill="${VIOLET}"/></g>`,
    (x, y) => tickBadge(x, y, 36, CYAN),
  ]
  icons.forEach((icon, i) => {
    const fx = 70 + (i % 3) * 230
    const fy = 420 + Math.floor(i / 3) * 190
    a.add(pane(a, fx, fy, 200, 160, { rx: 14 }))
    a.add(icon(fx + 100, fy + 70))
    a.add(
      `<rect x="${fx + 16}" y="${fy + 134}" width="168" height="6" rx="3" fill="${WHITE}" fill-opacity="0.12"/><rect x="${fx + 16}" y="${fy + 134}" width="${28 * (i + 1)}" height="6" rx="3" fill="${at(ACCENTS, i)}"/>`,
    )
    if (i % 3 !== 2)
      a.add(
        `<path d="M${fx + 206},${fy + 80}h18m-7,-7l7,7l-7,7" fill="none" stroke="${CYAN_L}" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
  })
}

/** Freight identity: an orbit mark and wordmark, the mark on a truck, a tracking e-mail and the route. */
function pfOrbisLogistics(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.35, h * 0.35, 0.75)
  const mark = (cx: number, cy: number, s: number): string => {
    const ring = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 1.5)}" ry="${n(s * 0.5)}" transform="rotate(-22 ${n(cx)} ${n(cy)})" fill="none" stroke="${CYAN_L}" stroke-width="${n(s * 0.1)}"/>`
    const ball = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s)}" fill="${duo(a, CYAN, BLUE)}"/>`
    const moon = `<circle cx="${n(cx + s * 1.38)}" cy="${n(cy - s * 0.56)}" r="${n(s * 0.2)}" fill="${VIOLET_L}"/>`
    return ball + ring + moon
  }
  bgGlow(a, 170, 160, 160, CYAN, 0.4)
  a.add(mark(170, 160, 62))
  a.add(skeleton(300, 132, [250, 170], 20, 16, WHITE, 0.55))
  // tracking e-mail
  const ex = 560
  const ey = 230
  a.add(`<rect x="${ex}" y="${ey}" width="170" height="110" rx="12" fill="#eef2ff" fill-opacity="0.95"/>`)
  a.add(`<path d="M${ex + 6},${ey + 8}L${ex + 85},${ey + 62}L${ex + 164},${ey + 8}" fill="none" stroke="${BLUE}" stroke-width="4" stroke-linejoin="round"/>`)
  a.add(tickBadge(ex + 162, ey + 104, 22, CYAN))
  // route from the mail to the truck
  a.add(`<path d="M${ex + 20},${ey + 120}C${ex - 40},${ey + 200} 420,300 330,320" fill="none" stroke="${CYAN_L}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="8 9"/>`)
  a.add(truck(a, 90, 350, 420, BLUE))
  a.add(mark(300, 438, 34))
  a.add(skeleton(360, 426, [90], 14, 0, INK, 0.6))
  a.add(`<path d="M20,${n(h - 36)}H${w - 20}" stroke="${BLUE_L}" stroke-opacity="0.3" stroke-width="2"/>`)
}

/** Organic label system: three label designs, jars on a shelf wearing them, and leafy sprigs around. */
function pfHarvestLabels(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.55, 0.9)
  const greens = [mix(CYAN, '#34d399', 0.6), mix(CYAN, '#34d399', 0.3), CYAN_L] as const
  // label designs, fanned
  ;[
    [180, -7, CYAN],
    [400, 0, BLUE],
    [620, 7, VIOLET],
  ].forEach(([x, rot, c], i) => {
    const cx = Number(x)
    const color = String(c)
    let lab = `<rect x="${cx - 100}" y="100" width="200" height="140" rx="14" fill="#f5f7fb"/>`
    lab += `<rect x="${cx - 100}" y="100" width="200" height="36" rx="14" fill="${color}"/><rect x="${cx - 100}" y="120" width="200" height="16" fill="${color}"/>`
    lab += leaf(cx - 76, 196, 46, -40, at(greens, i)) + leaf(cx - 76, 196, 34, -100, at(greens, i + 1))
    lab += skeleton(cx - 24, 156, [100, 80, 90], 7, 9, INK, 0.45)
    ;[CYAN, BLUE, VIOLET].forEach((f, k) => (lab += `<circle cx="${cx - 16 + k * 18}" cy="${118}" r="5" fill="${k === i ? WHITE : f}" fill-opacity="0.9"/>`))
    a.add(`<g transform="translate(0 70) rotate(${rot} ${cx} 170)">${lab}</g>`)
  })
  // sprigs behind the jars
  const sprig = (x0: number, y0: number, x1: number, y1: number, side: number): string => {
    let out = `<path d="M${x0},${y0}Q${n(x0 + side * 40)},${n((y0 + y1) / 2)} ${x1},${y1}" fill="none" stroke="${greens[0]}" stroke-width="4"/>`
    for (let i = 1; i <= 5; i++) {
      const t = i / 6
      const px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * (x0 + side * 40) + t * t * x1
      const py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2) + t * t * y1
      out += leaf(px, py, 52 - i * 4, i % 2 ? -150 : -30, at(greens, i))
    }
    return out
  }
  const shelf = 790
  a.add(sprig(110, shelf, 150, 430, 1) + sprig(700, shelf, 660, 480, -1))
  // jars
  const jar = (cx: number, jw: number, jh: number, fill: string, band: string): string => {
    const top = shelf - jh
    const body = a.lin(
      [
        [0, mix(fill, WHITE, 0.15), 0.9],
        [1, mix(fill, NAVY, 0.4), 0.9],
      ],
      0,
      0,
      1,
      1,
    )
    let out = `<rect x="${n(cx - jw * 0.42)}" y="${n(top)}" width="${n(jw * 0.84)}" height="${n(jh * 0.12)}" rx="8" fill="${mix(band, WHITE, 0.25)}"/>`
    out += `<rect x="${n(cx - jw / 2)}" y="${n(top + jh * 0.14)}" width="${n(jw)}" height="${n(jh * 0.86)}" rx="${n(jw * 0.16)}" fill="${body}" stroke="${WHITE}" stroke-opacity="0.3" stroke-width="2"/>`
    out += `<rect x="${n(cx - jw * 0.38)}" y="${n(top + jh * 0.22)}" width="10" height="${n(jh * 0.62)}" rx="5" fill="${WHITE}" fill-opacity="0.25"/>`
    const ly = top + jh * 0.42
    const lh = jh * 0.34
    out += `<rect x="${n(cx - jw / 2)}" y="${n(ly)}" width="${n(jw)}" height="${n(lh)}" fill="#f5f7fb"/>`
    out += `<rect x="${n(cx - jw / 2)}" y="${n(ly)}" width="${n(jw)}" height="10" fill="${band}"/>`
    out += leaf(cx - jw * 0.1, ly + lh * 0.62, lh * 0.45, -55, greens[0]) + leaf(cx - jw * 0.1, ly + lh * 0.62, lh * 0.34, -125, greens[1])
    out += skeleton(cx - jw * 0.32, ly + lh * 0.78, [jw * 0.64], 6, 0, INK, 0.45)
    return out
  }
  a.add(jar(230, 150, 250, VIOLET, VIOLET))
  a.add(jar(585, 140, 210, BLUE, BLUE))
  a.add(`<g filter="${a.glow(12, 0.4)}">${jar(405, 180, 330, mix(CYAN, '#f59e0b', 0.35), CYAN)}</g>`)
  a.add(
    `<rect x="60" y="${shelf}" width="680" height="18" rx="6" fill="${a.lin(
      [
        [0, '#2a3a6b'],
        [1, '#17224a'],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  bgGlow(a, 400, shelf + 30, 380, CYAN, 0.3, 60)
  ;[CYAN, BLUE, VIOLET, greens[0], CYAN_L].forEach((c, i) => a.add(`<circle cx="${290 + i * 55}" cy="${h - 90}" r="20" fill="${c}"/>`))
}

/** Clinic booking in three taps: a calendar, a phone picking a day and a time, the three steps and a kite. */
function pfKiteHealth(a: Art): void {
  const { w } = a
  backdrop(a, w * 0.5, 480, 0.65)
  a.add(calendar(a, 60, 170, 420, 360, CYAN, [10, 15, 24], 7, 5, BLUE))
  a.add(
    `<rect x="402" y="196" width="46" height="46" rx="12" fill="${WHITE}" fill-opacity="0.9"/><path d="M425,204v30M410,219h30" stroke="${CYAN}" stroke-width="9" stroke-linecap="round"/>`,
  )
  // phone
  const px = 420
  const py = 270
  const pw = 300
  const ph = 590
  a.add(phone(a, px, py, pw, ph))
  a.add(skeleton(px + 28, py + 50, [140], 12, 0, WHITE, 0.55))
  for (let i = 0; i < 5; i++) {
    const on = i === 2
    a.add(`<rect x="${px + 24 + i * 52}" y="${py + 84}" width="44" height="62" rx="12" fill="${on ? CYAN : WHITE}" fill-opacity="${on ? 0.9 : 0.08}"/>`)
    a.add(
      skeleton(px + 34 + i * 52, py + 98, [24], 7, 0, on ? NAVY : WHITE, 0.5) +
        `<circle cx="${px + 46 + i * 52}" cy="${py + 126}" r="8" fill="${on ? NAVY : WHITE}" fill-opacity="0.5"/>`,
    )
  }
  for (let i = 0; i < 6; i++) {
    const on = i === 3
    const x = px + 24 + (i % 2) * 130
    const y = py + 176 + Math.floor(i / 2) * 64
    a.add(
      `<rect x="${x}" y="${y}" width="120" height="48" rx="24" fill="${on ? VIOLET : 'none'}" stroke="${on ? VIOLET : BLUE_L}" stroke-opacity="${on ? 1 : 0.4}" stroke-width="2"/>`,
    )
    a.add(skeleton(x + 34, y + 20, [52], 8, 0, WHITE, on ? 0.9 : 0.4))
  }
  a.add(skeleton(px + 28, py + 392, [220, 180, 200], 9, 12, WHITE, 0.22))
  const bx = px + 24
  const by = py + ph - 110
  a.add(`<rect x="${bx}" y="${by}" width="${pw - 48}" height="60" rx="30" fill="${duo(a, CYAN, BLUE, 1, 0)}"/>`)
  a.add(
    `<path d="${tickPath(bx + 50, by + 30, 26)}" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      skeleton(bx + 80, by + 25, [110], 10, 0, WHITE, 0.85),
  )
  a.add(
    `<circle cx="${bx + 190}" cy="${by + 34}" r="22" fill="${WHITE}" fill-opacity="0.35"/><circle cx="${bx + 190}" cy="${by + 34}" r="38" fill="none" stroke="${WHITE}" stroke-opacity="0.35" stroke-width="2"/>`,
  )
  // one, two, three taps
  for (let i = 0; i < 3; i++) {
    const sx = 100 + i * 110
    const sy = 660
    if (i < 2) a.add(`<path d="M${sx + 36},${sy}h38" stroke="${CYAN_L}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="5 6"/>`)
    if (i === 2) a.add(tickBadge(sx, sy, 32, CYAN))
    else {
      a.add(`<circle cx="${sx}" cy="${sy}" r="32" fill="${NAVY2}" stroke="${CYAN}" stroke-width="3"/>`)
      let pips = ''
      for (let k = 0; k <= i; k++) pips += circlePath(sx - i * 8 + k * 16, sy, 5)
      a.add(`<path d="${pips}" fill="${CYAN_L}"/>`)
    }
  }
  a.add(skeleton(68, 730, [300, 220], 10, 14, WHITE, 0.25))
  a.add(pane(a, 60, 810, 330, 120, { rx: 18 }))
  a.add(clockFace(118, 870, 34, 300, 0, CYAN))
  a.add(skeleton(170, 846, [140, 110], 11, 14, WHITE, 0.45))
  a.add(`<circle cx="352" cy="848" r="14" fill="${VIOLET}"/>`)
  // a kite
  const kx = 640
  const ky = 120
  const kite: P[] = [
    [kx, ky - 70],
    [kx + 52, ky],
    [kx, ky + 90],
    [kx - 52, ky],
  ]
  bgGlow(a, kx, ky, 100, VIOLET, 0.45)
  const [k0, k1, k2, k3] = kite as [P, P, P, P]
  a.add(`<polygon points="${pts([k0, k1, k2])}" fill="${VIOLET}"/><polygon points="${pts([k0, k3, k2])}" fill="${VIOLET_L}"/>`)
  a.add(`<path d="M${kx},${ky - 70}V${ky + 90}M${kx - 52},${ky}H${kx + 52}" stroke="${WHITE}" stroke-opacity="0.6" stroke-width="2"/>`)
  a.add(`<path d="M${kx},${ky + 90}c20,30 60,10 80,36s50,24 90,10" fill="none" stroke="${VIOLET_L}" stroke-opacity="0.7" stroke-width="2.5"/>`)
  a.add(`<path d="M${kx + 46},${ky + 106}l8,-12l8,14ZM${kx + 106},${ky + 136}l8,-12l8,14Z" fill="${CYAN_L}"/>`)
}

/** Launch film: a film strip whose frames carry a rising energy line, a clapperboard and the meter it ends on. */
function pfPulseFilm(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.55, h * 0.4, 0.6)
  const top = 150
  const sh = 310
  let strip = `<rect x="-10" y="${top}" width="${w + 20}" height="${sh}" fill="${DEEP}" fill-opacity="0.94" stroke="${BLUE_L}" stroke-opacity="0.3"/>`
  let holes = ''
  for (let x = 8; x < w; x += 36) holes += roundRectPath(x, top + 12, 18, 13, 3) + roundRectPath(x, top + sh - 25, 18, 13, 3)
  strip += `<path d="${holes}" fill="${WHITE}" fill-opacity="0.3"/>`
  let frames = ''
  for (let i = 0; i < 4; i++) frames += roundRectPath(16 + i * 194, top + 40, 180, sh - 80, 8)
  strip += `<path d="${frames}" fill="#15224a" stroke="${WHITE}" stroke-opacity="0.1"/>`
  // the energy line: a pulse that climbs frame by frame
  const line: string[] = []
  for (let i = 0; i <= 48; i++) {
    const x = 30 + i * 15.2
    const base = top + sh - 70 - (i / 48) * (sh - 160)
    const k = i % 8
    const y = k === 3 ? base - 56 : k === 4 ? base + 24 : base
    line.push(`${n(x)},${n(y)}`)
  }
  const g = a.lin(
    [
      [0, BLUE],
      [1, CYAN_L],
    ],
    30,
    0,
    760,
    0,
    true,
  )
  // a crisp halo of wider translucent strokes glows almost as well as a blur and costs far fewer PNG bytes
  const poly = (width: number, op: number): string =>
    `<polyline points="${line.join(' ')}" fill="none" stroke="${g}" stroke-opacity="${op}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`
  strip += poly(18, 0.12) + poly(11, 0.22) + poly(5, 1)
  a.add(strip)
  bgGlow(a, 740, 110, 110, CYAN, 0.45)
  a.add(`<polygon points="${pts(boltPoints(740, 100, 80))}" fill="${CYAN_L}" stroke="${CYAN_L}" stroke-width="4" stroke-linejoin="round"/>`)
  // clapperboard
  const cx = 50
  const cy = 40
  a.add(`<rect x="${cx}" y="${cy + 30}" width="120" height="70" rx="8" fill="${NAVY2}" stroke="${WHITE}" stroke-opacity="0.4" stroke-width="2"/>`)
  a.add(
    `<g transform="rotate(-14 ${cx} ${cy + 28})"><rect x="${cx}" y="${cy}" width="120" height="24" rx="4" fill="${WHITE}"/><path d="M${cx + 12},${cy}l13,24h17l-13,-24ZM${cx + 52},${cy}l13,24h17l-13,-24ZM${cx + 92},${cy}l13,24h15l-13,-24Z" fill="${NAVY}"/></g>`,
  )
  a.add(skeleton(cx + 16, cy + 52, [64, 88], 8, 10, WHITE, 0.4))
  // the edit timeline under the strip
  const ty = 530
  a.add(`<rect x="60" y="${ty}" width="680" height="8" rx="4" fill="${WHITE}" fill-opacity="0.12"/><rect x="60" y="${ty}" width="440" height="8" rx="4" fill="${CYAN}"/>`)
  a.add(`<path d="M500,${ty - 18}v44" stroke="${WHITE}" stroke-width="3"/><circle cx="500" cy="${ty - 20}" r="8" fill="${WHITE}"/>`)
}

/** Tech-week illustrations: a stage screen with the city's arch and palace, a poster and a lanyard badge. */
function pfTechWeek(a: Art): void {
  const { r, w } = a
  backdrop(a, w * 0.5, 260, 0.9)
  // spotlights
  for (const [x0, x1] of [
    [40, 300],
    [760, 500],
  ] as const) {
    const cone = a.lin(
      [
        [0, CYAN_L, 0.35],
        [1, CYAN_L, 0],
      ],
      0,
      0,
      0,
      1,
    )
    a.add(
      `<polygon points="${pts([
        [x0 - 10, 20],
        [x0 + 10, 20],
        [x1 + 90, 420],
        [x1 - 90, 420],
      ])}" fill="${cone}"/>`,
    )
    a.add(`<rect x="${x0 - 22}" y="6" width="44" height="26" rx="8" fill="${NAVY2}" stroke="${WHITE}" stroke-opacity="0.3"/>`)
  }
  // stage screen with the skyline
  const sx = 110
  const sy = 90
  const sw = 580
  const sh = 300
  a.add(pane(a, sx, sy, sw, sh, { rx: 12, fill: duo(a, '#1e3a8a', '#3b1f7a', 0, 1), opacity: 0.4 }))
  bgGlow(a, 400, 200, 170, VIOLET, 0.35)
  a.add(`<circle cx="${sx + sw * 0.86}" cy="${sy + 70}" r="36" fill="${VIOLET_L}" fill-opacity="0.55"/>`)
  const gy = sy + sh - 20
  const ax = sx + 90
  a.add(
    `<path d="M${ax},${gy}V${gy - 130}H${ax + 150}V${gy}H${ax + 104}V${gy - 62}A29,29 0 0 0 ${ax + 46},${gy - 62}V${gy}Z" fill="${CYAN_L}" fill-opacity="0.9"/><rect x="${ax - 8}" y="${gy - 146}" width="166" height="20" rx="3" fill="${CYAN_L}"/>`,
  )
  const px = sx + 300
  a.add(
    `<path d="M${px},${gy}V${gy - 60}H${px + 30}V${gy - 90}H${px + 60}V${gy - 116}H${px + 150}V${gy - 90}H${px + 180}V${gy - 60}H${px + 210}V${gy}Z" fill="${BLUE_L}" fill-opacity="0.8"/>`,
  )
  let windows = ''
  for (let i = 0; i < 9; i++) windows += `M${px + 18 + i * 21},${gy - 40}h8v18h-8Z`
  a.add(`<path d="${windows}" fill="${NAVY}" fill-opacity="0.5"/>`)
  a.add(`<rect x="${sx}" y="${gy}" width="${sw}" height="20" fill="${NAVY}" fill-opacity="0.4"/>`)
  a.add(`<path d="M60,430H740" stroke="${BLUE_L}" stroke-opacity="0.35" stroke-width="3"/>`)
  // poster
  let poster = `<rect x="80" y="490" width="280" height="390" rx="10" fill="${duo(a, VIOLET, BLUE, 0, 1)}"/>`
  poster += `<circle cx="220" cy="610" r="80" fill="${CYAN}" fill-opacity="0.85"/>`
  for (let i = 0; i < 5; i++) poster += `<rect x="100" y="${560 + i * 22}" width="240" height="8" rx="4" fill="${NAVY}" fill-opacity="0.35"/>`
  poster += skeleton(104, 730, [200, 150], 20, 14, WHITE, 0.9)
  poster += skeleton(104, 820, [120, 90], 9, 10, WHITE, 0.5)
  bgGlow(a, 220, 685, 260, VIOLET, 0.35)
  a.add(poster)
  // badge on a lanyard
  const bx = 470
  const by = 560
  a.add(`<path d="M${bx + 20},440L${bx + 110},${by - 6}L${bx + 200},440" fill="none" stroke="${CYAN}" stroke-width="12" stroke-linejoin="round"/>`)
  a.add(`<rect x="${bx + 92}" y="${by - 16}" width="36" height="26" rx="6" fill="${BLUE_L}"/>`)
  a.add(`<rect x="${bx}" y="${by}" width="220" height="310" rx="18" fill="#f5f7fb"/>`)
  a.add(`<rect x="${bx}" y="${by}" width="220" height="70" rx="18" fill="${CYAN}"/><rect x="${bx}" y="${by + 40}" width="220" height="30" fill="${CYAN}"/>`)
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><circle cx="${bx + 110}" cy="${by + 120}" r="46"/></clipPath>`)
  a.add(`<circle cx="${bx + 110}" cy="${by + 120}" r="46" fill="${BLUE}" fill-opacity="0.85"/><g clip-path="url(#${clip})">${figure(bx + 110, by + 132, 64, '#f5f7fb')}</g>`)
  a.add(skeleton(bx + 40, by + 184, [140, 100], 12, 12, INK, 0.6))
  a.add(qrCode(r, bx + 80, by + 236, 56, INK))
  let crowd = ''
  for (let i = 0; i < 9; i++) crowd += figure(20 + i * 95 + (i % 2) * 12, 975 - (i % 2) * 10, 84, '#1b2850')
  a.add(`<g>${crowd}</g>`)
}

/** Loading animations for grid data: six loaders in six tiles. */
function pfGridwiseLoaders(a: Art): void {
  const { w } = a
  backdrop(a, w * 0.5, 300, 0.9)
  const tiles: Array<(cx: number, cy: number) => string> = [
    // ring spinner
    (cx, cy) =>
      `<circle cx="${cx}" cy="${cy}" r="48" fill="none" stroke="${WHITE}" stroke-opacity="0.1" stroke-width="12"/>` +
      `<circle cx="${cx}" cy="${cy}" r="48" fill="none" stroke="${duo(a, CYAN, BLUE)}" stroke-width="12" stroke-linecap="round" stroke-dasharray="200 400" transform="rotate(-90 ${cx} ${cy})" filter="${a.glow(6, 0.7)}"/>`,
    // three dots
    (cx, cy) =>
      [-44, 0, 44]
        .map((dx, i) => `<circle cx="${cx + dx}" cy="${cy - [10, -6, 14][i]!}" r="${[14, 18, 11][i]!}" fill="${at(ACCENTS, i + 1)}" fill-opacity="${[0.5, 1, 0.35][i]!}"/>`)
        .join(''),
    // equaliser
    (cx, cy) => barChart(a, cx - 70, cy - 50, 140, 100, [0.45, 0.8, 1, 0.6, 0.35], [VIOLET, BLUE, CYAN]),
    // progress bar
    (cx, cy) =>
      `<rect x="${cx - 80}" y="${cy - 8}" width="160" height="16" rx="8" fill="${WHITE}" fill-opacity="0.1"/><rect x="${cx - 80}" y="${cy - 8}" width="110" height="16" rx="8" fill="${duo(a, BLUE, CYAN, 1, 0)}" filter="${a.glow(5, 0.6)}"/>` +
      skeleton(cx - 80, cy - 44, [70], 10, 0, WHITE, 0.35) +
      skeleton(cx + 40, cy + 26, [40], 10, 0, CYAN_L, 0.7),
    // grid cells lighting up in a wave
    (cx, cy) => {
      let out = ''
      for (let i = 0; i < 16; i++) {
        const c = i % 4
        const rr = Math.floor(i / 4)
        const lit = Math.max(0, 1 - Math.abs(c + rr - 3) * 0.35)
        out += `<rect x="${cx - 62 + c * 32}" y="${cy - 62 + rr * 32}" width="26" height="26" rx="6" fill="${mix(BLUE, CYAN, lit)}" fill-opacity="${n(0.15 + lit * 0.8)}"/>`
      }
      return out
    },
    // pulse rings around a bolt
    (cx, cy) =>
      [26, 46, 66].map((rr, i) => `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${VIOLET_L}" stroke-opacity="${0.8 - i * 0.3}" stroke-width="3"/>`).join('') +
      `<polygon points="${pts(boltPoints(cx, cy, 40))}" fill="${CYAN_L}"/>`,
  ]
  tiles.forEach((draw, i) => {
    const x = 50 + (i % 3) * 240
    const y = 70 + Math.floor(i / 3) * 240
    a.add(pane(a, x, y, 220, 220, { rx: 22 }))
    a.add(draw(x + 110, y + 104))
    a.add(
      `<rect x="${x + 60}" y="${y + 196}" width="100" height="5" rx="2.5" fill="${WHITE}" fill-opacity="0.1"/><rect x="${x + 60 + i * 14}" y="${y + 196}" width="24" height="5" rx="2.5" fill="${CYAN_L}" fill-opacity="0.7"/>`,
    )
  })
  bgGlow(a, 170, 180, 150, CYAN, 0.25)
  bgGlow(a, 630, 420, 150, VIOLET, 0.25)
}

/** Retail brand system: a storefront with an awning and a sign, shopping bags and a sheet of design tokens. */
function pfNordicaRetail(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.4, 0.9)
  const nMark = (x: number, y: number, s: number, color: string, width: number): string =>
    `<path d="M${n(x - s / 2)},${n(y + s / 2)}V${n(y - s / 2)}L${n(x + s / 2)},${n(y + s / 2)}V${n(y - s / 2)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`
  // storefront
  const fx = 110
  const fy = 70
  const fw = 580
  a.add(`<rect x="${fx}" y="${fy}" width="${fw}" height="400" rx="10" fill="${glass(a)}" stroke="${BLUE_L}" stroke-opacity="0.3"/>`)
  a.add(`<rect x="${fx + 20}" y="${fy + 20}" width="${fw - 40}" height="70" rx="8" fill="${NAVY}" fill-opacity="0.7"/>`)
  a.add(`<g filter="${a.glow(8, 0.7)}">${nMark(fx + 70, fy + 55, 34, CYAN_L, 7)}</g>` + skeleton(fx + 110, fy + 44, [180], 22, 0, WHITE, 0.75))
  let stripes = ''
  let scallops = ''
  for (let i = 0; i < 10; i++) {
    const x = fx + i * (fw / 10)
    if (i % 2 === 0) stripes += `M${n(x)},${fy + 110}h${n(fw / 10)}v50h${n(-fw / 10)}Z`
    scallops += `M${n(x)},${fy + 160}a${n(fw / 20)},${n(fw / 20)} 0 0 0 ${n(fw / 10)},0Z`
  }
  a.add(
    `<rect x="${fx}" y="${fy + 110}" width="${fw}" height="50" fill="${WHITE}" fill-opacity="0.85"/><path d="${stripes}" fill="${CYAN}"/><path d="${scallops}" fill="${BLUE}"/>`,
  )
  for (const wx of [fx + 30, fx + 390]) {
    a.add(`<rect x="${wx}" y="${fy + 200}" width="160" height="180" rx="6" fill="${BLUE}" fill-opacity="0.18" stroke="${BLUE_L}" stroke-opacity="0.4"/>`)
    for (let s = 0; s < 2; s++) {
      a.add(`<path d="M${wx + 10},${fy + 270 + s * 70}h140" stroke="${BLUE_L}" stroke-opacity="0.5" stroke-width="3"/>`)
      for (let k = 0; k < 4; k++)
        a.add(
          `<rect x="${wx + 18 + k * 34}" y="${fy + 238 + s * 70 - (k % 2) * 10}" width="24" height="${32 + (k % 2) * 10}" rx="4" fill="${at(ACCENTS, k + s)}" fill-opacity="0.8"/>`,
        )
    }
  }
  a.add(
    `<rect x="${fx + 230}" y="${fy + 210}" width="120" height="190" rx="6" fill="${NAVY}" fill-opacity="0.7" stroke="${CYAN_L}" stroke-opacity="0.4"/><circle cx="${fx + 330}" cy="${fy + 310}" r="5" fill="${CYAN_L}"/>`,
  )
  bgGlow(a, w / 2, fy + 420, 360, CYAN, 0.3, 60)
  // shopping bags
  const bag = (x: number, y: number, bw: number, bh: number, color: string, ink: string): string =>
    `<path d="M${n(x + bw * 0.3)},${n(y)}v-22a${n(bw * 0.2)},${n(bw * 0.2)} 0 0 1 ${n(bw * 0.4)},0v22" fill="none" stroke="${ink}" stroke-width="6"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="8" fill="${color}"/>` +
    nMark(x + bw / 2, y + bh * 0.48, bw * 0.34, ink, 8)
  a.add(bag(90, 560, 150, 190, '#f5f7fb', BLUE))
  a.add(`<g filter="${a.glow(10, 0.45)}">${bag(200, 600, 130, 160, CYAN, NAVY)}</g>`)
  // tokens
  const tx = 390
  const ty = 530
  a.add(pane(a, tx, ty, 330, 230, { rx: 18 }))
  ;[CYAN, BLUE, VIOLET, CYAN_L, BLUE_L, VIOLET_L].forEach((c, i) =>
    a.add(`<rect x="${tx + 22 + (i % 3) * 50}" y="${ty + 24 + Math.floor(i / 3) * 50}" width="40" height="40" rx="10" fill="${c}"/>`),
  )
  a.add(skeleton(tx + 190, ty + 26, [110, 84, 62, 44], 12, 10, WHITE, 0.45))
  for (let i = 0; i < 5; i++) {
    const s = 10 + i * 7
    a.add(
      `<rect x="${tx + 24 + i * 44 + (34 - s) / 2}" y="${ty + 190 - s}" width="${s}" height="${s}" rx="${i * 2}" fill="none" stroke="${CYAN_L}" stroke-opacity="0.7" stroke-width="2"/>`,
    )
  }
  a.add(`<rect x="${tx + 250}" y="${ty + 146}" width="56" height="44" rx="22" fill="${BLUE}"/>`)
}

/** Motion language for a medical app: an easing curve with its handles and timing marks, and a card moving between two screens. */
function pfMedisyncMotion(a: Art): void {
  const { w, h } = a
  backdrop(a, w * 0.5, h * 0.35, 0.9)
  const gx = 90
  const gy = 70
  const gw = 620
  const gh = 330
  a.add(pane(a, gx, gy, gw, gh, { rx: 18 }))
  const x0 = gx + 60
  const y0 = gy + gh - 50
  const x1 = gx + gw - 50
  const y1 = gy + 50
  let grid = ''
  for (let i = 1; i < 5; i++) grid += `M${n(x0 + ((x1 - x0) * i) / 5)},${y1}V${y0}M${x0},${n(y0 + ((y1 - y0) * i) / 5)}H${x1}`
  a.add(
    `<path d="${grid}" stroke="${WHITE}" stroke-opacity="0.06"/><path d="M${x0},${y1 - 10}V${y0}H${x1 + 10}" fill="none" stroke="${WHITE}" stroke-opacity="0.35" stroke-width="2"/>`,
  )
  const p0: P = [x0, y0]
  const c1: P = [x0 + (x1 - x0) * 0.42, y0]
  const c2: P = [x0 + (x1 - x0) * 0.58, y1]
  const p3: P = [x1, y1]
  a.add(`<path d="M${pts([p0])}L${pts([c1])}M${pts([p3])}L${pts([c2])}" stroke="${VIOLET_L}" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="5 5"/>`)
  a.add(`<path d="M${pts([p0])}C${pts([c1, c2, p3])}" fill="none" stroke="${duo(a, BLUE, CYAN, 1, 0)}" stroke-width="6" stroke-linecap="round" filter="${a.glow(6, 0.8)}"/>`)
  for (const [x, y] of [c1, c2]) a.add(`<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${NAVY}" stroke="${VIOLET_L}" stroke-width="3"/>`)
  let marks = ''
  for (let i = 0; i <= 10; i++) {
    const [x, y] = bez(p0, c1, c2, p3, i / 10)
    marks += circlePath(x, y, 5)
    marks += `M${n(x)},${n(y0 + 16)}v10`
  }
  a.add(`<path d="${marks}" fill="${CYAN_L}" stroke="${CYAN_L}" stroke-opacity="0.6" stroke-width="2"/>`)
  // two screens and the card travelling between them
  const s1 = 90
  const s2 = 520
  const sy = 460
  a.add(phone(a, s1, sy, 190, 290, false) + phone(a, s2, sy, 190, 290, false))
  for (let i = 0; i < 4; i++)
    a.add(`<rect x="${s1 + 16}" y="${sy + 44 + i * 58}" width="158" height="46" rx="10" fill="${i === 1 ? BLUE : WHITE}" fill-opacity="${i === 1 ? 0.85 : 0.08}"/>`)
  a.add(
    `<rect x="${s2 + 16}" y="${sy + 44}" width="158" height="110" rx="12" fill="${BLUE}" fill-opacity="0.85"/>` + skeleton(s2 + 20, sy + 172, [140, 110, 130], 8, 12, WHITE, 0.3),
  )
  a.add(
    `<path d="M${s2 + 40},${sy + 100}h22l10,-22l14,40l10,-18h24" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/><path d="M${s2 + 150},${sy + 62}v24M${s2 + 138},${sy + 74}h24" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>`,
  )
  for (let i = 1; i <= 5; i++) {
    const t = i / 6
    const e = t * t * (3 - 2 * t)
    const x = s1 + 16 + (s2 + 16 - s1 - 16) * e
    const y = sy + 102 - 58 * Math.sin(e * Math.PI) - (102 - 44) * e
    const ww = 158
    const hh = 46 + (110 - 46) * e
    a.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${ww}" height="${n(hh)}" rx="11" fill="${BLUE}" fill-opacity="${n(0.05 + t * 0.12)}" stroke="${CYAN_L}" stroke-opacity="${n(0.15 + t * 0.45)}" stroke-width="2"/>`,
    )
  }
}

/** slug, height, drawing: the file names match content/pages/portfolio.yaml. */
const PORTFOLIO: ReadonlyArray<readonly [slug: string, height: number, draw: (a: Art) => void]> = [
  ['volta-pay-identity', 1000, pfVoltaPay],
  ['energetica-customer-portal', 600, pfEnergetica],
  ['carpathia-coffee-packaging', 800, pfCarpathiaCoffee],
  ['heroes-video-profiles', 1000, pfHeroesProfiles],
  ['fleetline-onboarding-illustrations', 600, pfFleetline],
  ['lumen-learning-explainer', 800, pfLumenExplainer],
  ['orbis-logistics-identity', 600, pfOrbisLogistics],
  ['harvest-and-co-labels', 1000, pfHarvestLabels],
  ['kite-health-booking-flow', 1000, pfKiteHealth],
  ['pulse-energy-launch-film', 600, pfPulseFilm],
  ['bucharest-tech-week-illustrations', 1000, pfTechWeek],
  ['gridwise-loading-animations', 600, pfGridwiseLoaders],
  ['nordica-retail-brand-system', 800, pfNordicaRetail],
  ['medisync-motion-language', 800, pfMedisyncMotion],
]

function portfolioArt(slug: string, height: number, draw: (a: Art) => void): Art {
  const a = new Art(PW, height, `portfolio/${slug}`)
  draw(a)
  vignette(a, 0.4)
  return a
}

// ---------------------------------------------------------------------------------------------
// Logos: tool tiles, partner wordmarks, award medallions
// ---------------------------------------------------------------------------------------------

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
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect x="2" y="2" width="156" height="156" rx="36" fill="${bg}" stroke="${edge}" stroke-width="2"/>` +
    `<path d="M158,96v26a36,36 0 0 1 -36,36h-26a62,62 0 0 1 62,-62z" fill="${blob}"/>` +
    `<circle cx="126" cy="34" r="7" fill="${dot}"/>` +
    `<text x="80" y="82" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing="${spacing}" fill="${ink}">${mono}</text>` +
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

const INK = '#182033'

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

function partnerLogo(name: string, mark: string): string {
  const words = name.split(' ')
  const first = words[0] ?? name
  const rest = words.slice(1).join(' ')
  const available = 240 - 66 - 8
  const size = Math.min(25, Math.floor((available / textEm(name)) * 10) / 10)
  // the gap is a dx offset: renderers disagree on whitespace at the start of a tspan
  const text = rest ? `${first}<tspan dx="${n(size * 0.28)}" font-weight="400">${rest}</tspan>` : first
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<g transform="translate(12 26)" fill="${INK}">${mark}</g>` +
    `<text x="66" y="48" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing="-0.3" fill="${INK}">${text}</text>` +
    `</svg>`
  )
}

const AWARDS: ReadonlyArray<readonly [slug: string, label: string, c1: string, c2: string, kind: 'star' | 'stars' | 'burst']> = [
  ['award-2021', 'Award 2021', CYAN, BLUE, 'star'],
  ['award-2020', 'Award 2020', VIOLET, BLUE, 'stars'],
  ['award-2019', 'Award 2019', BLUE, CYAN, 'burst'],
]

function awardMedal(label: string, c1: string, c2: string, kind: 'star' | 'stars' | 'burst'): string {
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
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c1, WHITE, 0.35)}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<path d="M58,118l-14,34l14,-6l8,12l10,-32zM102,118l14,34l-14,-6l-8,12l-10,-32z" fill="${mix(c2, NAVY, 0.3)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="70" fill="${NAVY}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="url(#a)" stroke-width="5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="40" fill="url(#a)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="45" fill="none" stroke="${mix(c1, WHITE, 0.5)}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="2 4"/>` +
    `<path d="${stems}" fill="none" stroke="url(#a)" stroke-width="2"/><g fill="url(#a)">${leaves}</g>${centre}</svg>`
  )
}

// ---------------------------------------------------------------------------------------------
// Team portraits: abstract head-and-shoulders avatars built from circles, arcs and polygons
// ---------------------------------------------------------------------------------------------

type HairStyle = 'crop' | 'long' | 'bun' | 'side' | 'curls' | 'bob'

/** File name (also the seed) and the few traits that tell the avatars apart at a glance. */
const TEAM: ReadonlyArray<readonly [slug: string, hair: HairStyle, glasses: boolean, beard: boolean]> = [
  ['andrei-munteanu', 'side', false, true],
  ['ioana-dumitrescu', 'long', true, false],
  ['mihai-stanciu', 'crop', true, false],
  ['elena-radu', 'bun', false, false],
  ['radu-georgescu', 'curls', false, true],
  ['cristina-marin', 'bob', false, false],
  ['alexandru-constantin', 'crop', false, false],
  ['bianca-tudor', 'long', false, false],
  ['vlad-ionescu', 'side', true, true],
  ['ana-maria-petrescu', 'curls', true, false],
  ['tudor-nistor', 'crop', false, true],
  ['irina-popa', 'bob', true, false],
]

function teamAvatar(slug: string, hair: HairStyle, glasses: boolean, beard: boolean, i: number): string {
  const r = new Rand(hash(`team/${slug}`))
  const S = 240
  const accent = at(ACCENTS, i)
  const second = at(ACCENTS, i + 1 + (i % 2))
  const bgFrom = mix(NAVY, accent, 0.18)
  const bgTo = mix(NAVY2, second, 0.42)
  const face = mix(at([CYAN_L, BLUE_L, VIOLET_L], i + 2), WHITE, r.range(0.35, 0.6))
  const shade = mix(face, NAVY, 0.16)
  const hairColor = mix(at([NAVY, DEEP, mix(VIOLET, NAVY, 0.6), mix(BLUE, NAVY, 0.55)], r.int(0, 3)), NAVY, 0.1)
  const coat = mix(accent, NAVY, r.range(0.05, 0.3))
  const collar = mix(second, WHITE, 0.35)
  const hx = 120
  const hy = 104
  // decorative geometry behind the figure: a ring, a dotted arc and a soft disc, placed by the seed
  const ringX = n(r.range(60, 180))
  const ringY = n(r.range(50, 110))
  const ringR = n(r.range(70, 100))
  const discX = n(r.pick([30, 210]))
  const discY = n(r.range(150, 200))
  let dotsXml = ''
  const dotStart = r.range(0, TAU)
  for (let k = 0; k < 9; k++) {
    const t = dotStart + k * 0.22
    dotsXml += `<circle cx="${n(hx + 96 * Math.cos(t))}" cy="${n(hy + 96 * Math.sin(t))}" r="2.6"/>`
  }
  const back: string[] = []
  const front: string[] = []
  switch (hair) {
    case 'long':
      back.push(`<path d="M${hx - 46},${hy}c0,-38 20,-54 46,-54s46,16 46,54v78h-92z"/>`)
      front.push(`<path d="M${hx - 42},${hy - 4}c4,-30 22,-44 42,-44s38,14 42,44c-18,-4 -32,-14 -40,-28c-8,16 -24,26 -44,28z"/>`)
      break
    case 'bob':
      back.push(`<path d="M${hx - 48},${hy + 30}c-4,-54 16,-82 48,-82s52,28 48,82z"/>`)
      front.push(`<path d="M${hx - 44},${hy - 2}c2,-32 20,-48 44,-48s42,16 44,48c-28,0 -58,-8 -74,-22c-4,10 -8,18 -14,22z"/>`)
      break
    case 'bun':
      back.push(`<circle cx="${hx + 8}" cy="${hy - 58}" r="20"/>`)
      front.push(`<path d="M${hx - 40},${hy - 6}c2,-30 18,-44 40,-44s38,14 40,44c-24,-6 -50,-16 -62,-30c-6,14 -12,24 -18,30z"/>`)
      break
    case 'side':
      front.push(`<path d="M${hx - 40},${hy - 4}c-2,-32 16,-48 42,-48c24,0 40,14 38,42l-8,-14c-18,0 -42,-4 -56,-16c-4,14 -10,26 -16,36z"/>`)
      break
    case 'curls': {
      let curls = ''
      for (let k = 0; k < 9; k++) {
        const t = Math.PI + (k / 8) * Math.PI
        curls += `<circle cx="${n(hx + 40 * Math.cos(t))}" cy="${n(hy - 6 + 40 * Math.sin(t))}" r="${n(13 + (k % 2) * 3)}"/>`
      }
      front.push(curls)
      break
    }
    default:
      front.push(`<path d="M${hx - 39},${hy - 6}c2,-28 18,-42 39,-42s37,14 39,42c-12,-8 -26,-12 -39,-12s-27,4 -39,12z"/>`)
  }
  const beardXml = beard
    ? `<path d="M${hx - 37},${hy + 14}c3,24 17,36 37,36s34,-12 37,-36c-8,10 -14,14 -22,14c-6,-6 -24,-6 -30,0c-8,0 -14,-4 -22,-14z" fill="${hairColor}" fill-opacity=".9"/>`
    : ''
  const glassesXml = glasses
    ? `<g fill="none" stroke="${NAVY}" stroke-width="3.2" stroke-opacity=".85"><circle cx="${hx - 16}" cy="${hy + 4}" r="11"/><circle cx="${hx + 16}" cy="${hy + 4}" r="11"/><path d="M${hx - 5},${hy + 3}h10"/></g>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>` +
    `<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(coat, WHITE, 0.12)}"/><stop offset="1" stop-color="${mix(coat, NAVY, 0.35)}"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#b)"/>` +
    `<circle cx="${discX}" cy="${discY}" r="64" fill="${second}" fill-opacity=".16"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="${ringR}" fill="none" stroke="${mix(accent, WHITE, 0.4)}" stroke-opacity=".3" stroke-width="2"/>` +
    `<g fill="${mix(second, WHITE, 0.5)}" fill-opacity=".55">${dotsXml}</g>` +
    `<g fill="${hairColor}">${back.join('')}</g>` +
    `<path d="M28,${S}c0,-48 36,-74 92,-74s92,26 92,74z" fill="url(#c)"/>` +
    `<path d="M${hx - 22},${hy + 62}l22,24l22,-24z" fill="${collar}"/>` +
    `<rect x="${hx - 15}" y="${hy + 30}" width="30" height="36" rx="12" fill="${shade}"/>` +
    `<ellipse cx="${hx}" cy="${hy}" rx="38" ry="44" fill="${face}"/>` +
    beardXml +
    `<g fill="${hairColor}">${front.join('')}</g>` +
    glassesXml +
    `</svg>`
  )
}

// ---------------------------------------------------------------------------------------------
// Hero video
// ---------------------------------------------------------------------------------------------

const VW = 1280
const VH = 720
const FPS = 24
const SECONDS = 8
const FRAMES = FPS * SECONDS

interface HeroNode {
  x: number
  y: number
  ax: number
  ay: number
  phx: number
  phy: number
  kx: number
  ky: number
  r: number
  color: string
}

function heroNodes(): HeroNode[] {
  const r = new Rand(hash('hero-video'))
  return scatter(r, 34, -40, -30, VW + 40, VH + 30).map(([x, y]) => ({
    x,
    y,
    ax: r.range(14, 34),
    ay: r.range(10, 26),
    phx: r.range(0, TAU),
    phy: r.range(0, TAU),
    kx: r.pick([1, 1, 2]),
    ky: r.pick([1, 2]),
    r: r.range(1.6, 3.4),
    color: r.pick(ACCENTS),
  }))
}

/** One frame at loop position t ∈ [0, 1); everything is periodic in t, so the loop is seamless. */
function heroFrame(t: number, nodes: readonly HeroNode[]): Art {
  const a = new Art(VW, VH, 'hero-frame')
  const ph = t * TAU
  const glows: Array<[number, number, number, number, number, string, number]> = [
    // cx, cy, orbit rx, orbit ry, phase offset, colour, opacity
    [VW * 0.78, VH * 0.32, 120, 70, 0, CYAN, 0.36],
    [VW * 0.22, VH * 0.7, 140, 60, 2.1, VIOLET, 0.4],
    [VW * 0.55, VH * 0.95, 180, 50, 4.2, BLUE, 0.42],
  ]
  a.bg = {
    from: NAVY,
    to: NAVY2,
    line: [0, 0, 1, 1],
    glows: [
      ...glows.map(([gx, gy, rx, ry, off, color, opacity]) => ({ x: gx + rx * Math.cos(ph + off), y: gy + ry * Math.sin(ph + off), rx: 620, ry: 440, color, opacity })),
      // keep the middle calm and dark behind headline text
      { x: VW * 0.42, y: VH * 0.5, rx: VW * 0.55, ry: VH * 0.55, color: DEEP, opacity: 0.55 },
    ],
  }
  a.vignette = 0.5
  // concentric dashed rings: the dash pattern drifts by exactly one period per loop
  const rcx = VW * 0.8
  const rcy = VH * 0.42
  for (let i = 0; i < 4; i++) {
    const rr = 150 + i * 85
    const dash = 6 + i * 4
    const gap = 14 + i * 6
    const period = dash + gap
    const dir = i % 2 === 0 ? 1 : -1
    a.add(
      `<circle cx="${n(rcx)}" cy="${n(rcy)}" r="${rr}" fill="none" stroke="${i % 2 ? VIOLET_L : CYAN_L}" stroke-opacity="${n(0.16 - i * 0.025)}" stroke-width="1.5" stroke-dasharray="${dash} ${gap}" stroke-dashoffset="${n(dir * t * period * 2)}"/>`,
    )
  }
  // drifting network
  const ps: P[] = nodes.map((nd) => [nd.x + nd.ax * Math.sin(nd.kx * ph + nd.phx), nd.y + nd.ay * Math.cos(nd.ky * ph + nd.phy)])
  const maxD = 250
  const buckets = new Map<number, string>()
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) {
      const p = at(ps, i)
      const q = at(ps, j)
      const d = Math.hypot(p[0] - q[0], p[1] - q[1])
      if (d >= maxD) continue
      // opacity fades to zero at maxD, so links appear and vanish smoothly (bucketed by 1% to batch paths)
      const op = Math.round((1 - d / maxD) ** 1.5 * 0.42 * 100) / 100
      if (op <= 0) continue
      buckets.set(op, (buckets.get(op) ?? '') + `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`)
    }
  }
  for (const [op, d] of buckets) a.add(`<path d="${d}" stroke="${BLUE_L}" stroke-opacity="${op}" stroke-width="1.1"/>`)
  nodes.forEach((nd, i) => {
    const [x, y] = at(ps, i)
    const pulse = 0.75 + 0.25 * Math.sin(ph * 2 + nd.phx)
    a.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(nd.r * 6)}" fill="${a.halo(nd.color, 0.45)}" opacity="${Math.round(pulse * 100) / 100}"/>`)
    a.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(nd.r)}" fill="${mix(nd.color, WHITE, 0.5)}" fill-opacity="0.85"/>`)
  })
  // slow waves along the bottom
  for (let k = 0; k < 3; k++) {
    const list = wavePoints(-40, VW + 40, VH * (0.78 + k * 0.06), 18 - k * 4, VW / (k + 1.5), ph * (k % 2 === 0 ? 1 : -1) + k, 32)
    a.add(`<path d="${smooth(list)}" fill="none" stroke="${at(ACCENTS, k)}" stroke-opacity="0.28" stroke-width="1.6"/>`)
  }
  return a
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

type Job = { rel: string; kind: 'png'; art: Art } | { rel: string; kind: 'svg'; svg: string }

const PNG_LIMIT = 250_000

function kb(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B (${(bytes / 1024).toFixed(1)} KB)`
}

async function writeJob(job: Job): Promise<void> {
  const file = path.join(MEDIA, job.rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (job.kind === 'svg') {
    fs.writeFileSync(file, job.svg)
  } else {
    const { art } = job
    const raw = await rasterize(art)
    await sharp(raw, { raw: { width: art.w, height: art.h, channels: 3 } })
      .png({ compressionLevel: 9, palette: false, adaptiveFiltering: true })
      .toFile(file)
  }
  const size = fs.statSync(file).size
  const warn = job.kind === 'png' && size > PNG_LIMIT ? '   ⚠ over 250 KB' : ''
  console.log(`${path.relative(ROOT, file)}  ${kb(size)}${warn}`)
}

function imageJobs(): Job[] {
  const jobs: Job[] = []
  const services: Array<[string, () => Art]> = [
    ['digital-transformation', serviceDigitalTransformation],
    ['software-development', serviceSoftwareDevelopment],
    ['3', serviceConsulting],
    ['ui-ux-design', serviceUiUx],
    ['ai-ml-development', serviceAi],
    ['rpa', serviceRpa],
    ['innovation-grants-partnerships', serviceGrants],
  ]
  for (const [id, make] of services) jobs.push(save(make(), `services/${id}.png`))
  const industries: Array<[string, () => Art]> = [
    ['energy-oil-gas', industryEnergy],
    ['healthcare', industryHealthcare],
    ['education', industryEducation],
    ['ecommerce-retail', industryEcommerce],
    ['media-entertainment', industryMedia],
    ['startup', industryStartup],
  ]
  for (const [id, make] of industries) jobs.push(save(make(), `industries/${id}.png`))
  jobs.push(save(energeticaMain(), 'case-studies/energetica-erp/main.png'))
  for (let i = 1; i <= 4; i++) jobs.push(save(energeticaGallery(i), `case-studies/energetica-erp/gallery-${i}.png`))
  jobs.push(save(heroesMain(), 'case-studies/heroes-project/main.png'))
  for (let i = 1; i <= 4; i++) jobs.push(save(heroesGallery(i), `case-studies/heroes-project/gallery-${i}.png`))
  jobs.push(save(homeAbout(), 'home/about.png'))
  jobs.push(save(homeDigital(), 'home/digital.png'))
  jobs.push(save(blogShipping(), 'blog/shipping-a-product-in-ten-weeks.png'))
  jobs.push(save(blogDesignSystems(), 'blog/design-systems-that-last.png'))
  jobs.push(save(blogCommunity(), 'blog/bucharest-tech-community-2021.png'))
  for (const [slug, draw] of BLOG_POSTS) jobs.push(save(blogArt(slug, draw), `blog/${slug}.png`))
  for (const [slug, height, draw] of PORTFOLIO) jobs.push(save(portfolioArt(slug, height, draw), `portfolio/${slug}.png`))
  TOOLS.forEach(([slug, name, mono], i) => jobs.push({ rel: `logos/tools/${slug}.svg`, svg: toolTile(name, mono, i), kind: 'svg' }))
  for (const [slug, name, mark] of PARTNERS) jobs.push({ rel: `logos/partners/${slug}.svg`, svg: partnerLogo(name, mark), kind: 'svg' })
  for (const [slug, label, c1, c2, kind] of AWARDS) jobs.push({ rel: `logos/awards/${slug}.svg`, svg: awardMedal(label, c1, c2, kind), kind: 'svg' })
  TEAM.forEach(([slug, hair, glasses, beard], i) => jobs.push({ rel: `art/team/${slug}.svg`, svg: teamAvatar(slug, hair, glasses, beard, i), kind: 'svg' }))
  return jobs
}

function run(cmd: string, args: readonly string[]): void {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (res.error) throw res.error
  if (res.status !== 0) throw new Error(`${cmd} exited with ${res.status}`)
}

async function makeVideo(): Promise<void> {
  const check = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' })
  if (check.error || check.status !== 0) throw new Error('ffmpeg not found on PATH (apt-get install ffmpeg)')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'))
  try {
    process.stderr.write(`hero video: rendering ${FRAMES} frames, then encoding VP9 and H.264 (a few minutes)…\n`)
    const nodes = heroNodes()
    const indices = Array.from({ length: FRAMES }, (_, i) => i)
    const workers = Math.max(1, Math.min(4, os.cpus().length))
    let next = 0
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < indices.length) {
          const i = next++
          const raw = await rasterize(heroFrame(i / FRAMES, nodes))
          await sharp(raw, { raw: { width: VW, height: VH, channels: 3 } })
            .png({ compressionLevel: 1 })
            .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`))
        }
      }),
    )
    const outDir = path.join(ROOT, 'public', 'video')
    fs.mkdirSync(outDir, { recursive: true })
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')]
    const webm = path.join(outDir, 'hero.webm')
    const mp4 = path.join(outDir, 'hero.mp4')
    const log = path.join(tmp, 'vp9')
    const vp9 = [
      '-c:v',
      'libvpx-vp9',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '620k',
      '-maxrate',
      '900k',
      '-minrate',
      '0',
      '-crf',
      '31',
      '-g',
      '96',
      '-row-mt',
      '1',
      '-an',
      '-passlogfile',
      log,
    ]
    run('ffmpeg', [...input, ...vp9, '-pass', '1', '-deadline', 'good', '-cpu-used', '4', '-f', 'webm', '/dev/null'])
    run('ffmpeg', [...input, ...vp9, '-pass', '2', '-deadline', 'good', '-cpu-used', '2', webm])
    run('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '24',
      '-maxrate',
      '900k',
      '-bufsize',
      '1800k',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '96',
      '-movflags',
      '+faststart',
      '-an',
      mp4,
    ])
    const poster = path.join(MEDIA, 'art', 'home', 'hero-poster.jpg')
    fs.mkdirSync(path.dirname(poster), { recursive: true })
    await sharp(path.join(tmp, 'f0000.png')).jpeg({ quality: 70, mozjpeg: true }).toFile(poster)
    for (const f of [webm, mp4, poster]) console.log(`${path.relative(ROOT, f)}  ${kb(fs.statSync(f).size)}`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/**
 * The files this script draws, as paths under content/media (`art/portfolio/….png`): tests of the
 * artwork compare these, not whatever else an editor has put beside them.
 */
export function drawnFiles(): string[] {
  return imageJobs().map((job) => job.rel.split(path.sep).join('/'))
}

// Run as a command (`npm run art`), not when a test imports drawnFiles.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const jobs = imageJobs().filter((job) => !only || job.rel.includes(only))
  for (const job of jobs) await writeJob(job)
  if (process.argv.includes('--video')) await makeVideo()
}
