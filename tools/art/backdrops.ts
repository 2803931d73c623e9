/**
 * The backdrop every raster picture shares: a navy gradient with soft colour glows, the textures laid
 * over it (fading grids, a perspective floor, specks of light) and the vignette, and the compositing of
 * a picture's SVG layer onto that backdrop into the final pixels.
 */
import sharp from 'sharp'
import { ACCENTS, type Art, at, type BackdropSpec, BLUE_L, circlePath, CYAN_L, DEEP, n, NAVY, NAVY2, rgb, WHITE } from './primitives'

/** Navy base with three soft colour glows placed around a focus point (rasterised in float, see `backdropPixels`). */
export function backdrop(a: Art, fx: number, fy: number, strength = 1): void {
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
export function bgGlow(a: Art, x: number, y: number, rx: number, color: string, opacity: number, ry = rx): void {
  if (!a.bg) throw new Error('bgGlow needs a backdrop')
  a.bg = { ...a.bg, glows: [...a.bg.glows, { x, y, rx, ry, color, opacity }] }
}

/** Darkened edges, keeps the set consistent and text-friendly (applied after the SVG is composited). */
export function vignette(a: Art, strength = 0.55): void {
  a.vignette = strength
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
export async function rasterize(a: Art): Promise<Buffer> {
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

/** A grid of lines or dots that fades out around (cx, cy). */
export function gridOverlay(a: Art, step: number, opacity: number, cx: number, cy: number, radius: number, kind: 'lines' | 'dots' = 'lines'): void {
  const id = a.id('p')
  const shape =
    kind === 'lines'
      ? `<path d="M${step} 0.5H0.5V${step}" fill="none" stroke="${BLUE_L}" stroke-opacity="${opacity}"/>`
      : `<circle cx="${step / 2}" cy="${step / 2}" r="1.3" fill="${BLUE_L}" fill-opacity="${opacity * 2.2}"/>`
  a.def(`<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">${shape}</pattern>`)
  a.add(`<rect width="${a.w}" height="${a.h}" fill="url(#${id})" mask="${a.fadeMask(cx, cy, radius)}"/>`)
}

/** Perspective floor grid converging on a vanishing point. */
export function floorGrid(a: Art, horizon: number, vx: number, opacity = 0.2): void {
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

/** Specks of light scattered over a rectangle. */
export function dots(a: Art, count: number, x0: number, y0: number, x1: number, y1: number, opacity = 0.5): void {
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
