/**
 * Pictograms in the palette: the devices, documents, books, calendars, vehicles and signs the blog
 * posts and portfolio works are drawn from (and a few services and case studies borrow), as SVG strings.
 */
import { ACCENTS, type Art, at, BLUE_L, CYAN_L, mix, n, NAVY, NAVY2, type P, pts, type Rand, roundRectPath, starPoints, TAU, VIOLET, WHITE } from './primitives'
import { figure, panel, skeleton } from './elements'

/** Two-colour gradient across the bounding box (diagonal by default). */
export function duo(a: Art, c1: string, c2: string, x2 = 1, y2 = 1): string {
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
export function glass(a: Art): string {
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
export function pane(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; opacity?: number; stroke?: string } = {}): string {
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
export function windowFrame(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; url?: boolean; stroke?: string } = {}): string {
  let out = pane(a, x, y, w, h, { rx: opts.rx ?? 16, fill: opts.fill, opacity: 0.24, stroke: opts.stroke })
  out += `<path d="M${n(x)},${n(y + 36)}h${n(w)}" stroke="${WHITE}" stroke-opacity="0.1"/>`
  ACCENTS.forEach((c, i) => (out += `<circle cx="${n(x + 20 + i * 16)}" cy="${n(y + 18)}" r="5" fill="${c}" fill-opacity="0.8"/>`))
  if (opts.url) out += `<rect x="${n(x + 80)}" y="${n(y + 10)}" width="${n(Math.min(w - 110, w * 0.5))}" height="16" rx="8" fill="${WHITE}" fill-opacity="0.08"/>`
  return out
}

/** Phone body; its screen area starts about 34 px below the top. */
export function phone(a: Art, x: number, y: number, w: number, h: number, glow = false): string {
  const body = pane(a, x, y, w, h, { rx: Math.round(w * 0.15), fill: glass(a), opacity: 0.4 })
  const notch = `<rect x="${n(x + w * 0.38)}" y="${n(y + 12)}" width="${n(w * 0.24)}" height="8" rx="4" fill="${WHITE}" fill-opacity="0.25"/>`
  return (glow ? `<g filter="${a.glow(10, 0.45)}">${body}</g>` : body) + notch
}

/** Check mark path, s wide and centred on x; its short stroke starts at height y. */
export function tickPath(x: number, y: number, s: number): string {
  return `M${n(x - s * 0.5)},${n(y)}l${n(s * 0.33)},${n(s * 0.33)}l${n(s * 0.67)},${n(-s * 0.66)}`
}

/** Filled round badge with a white check mark. */
export function tickBadge(x: number, y: number, rad: number, color: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}"/>` +
    `<path d="${tickPath(x, y + rad * 0.05, rad)}" fill="none" stroke="${WHITE}" stroke-width="${n(Math.max(2, rad * 0.22))}" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** Five stars in a row, `filled` of them lit; (x, y) is the centre of the first. */
export function starRow(a: Art, x: number, y: number, filled: number, size = 26, gap = 66, color = CYAN_L): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const on = i < filled
    out += `<polygon points="${pts(starPoints(x + i * gap, y, size, size * 0.43, 5))}" fill="${on ? color : 'none'}" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"${on ? '' : ' stroke-opacity="0.55"'}/>`
  }
  return `<g filter="${a.glow(5, 0.6)}">${out}</g>`
}

/** Lightning bolt centred on (x, y), s tall. */
export function boltPoints(x: number, y: number, s: number): P[] {
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
export function laptop(a: Art, x: number, y: number, w: number, color: string, lines = true): string {
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
export function cylinder(a: Art, cx: number, y: number, rx: number, ry: number, h: number, color: string, bands = 3): string {
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
export function leaf(x: number, y: number, len: number, deg: number, fill: string, vein = true): string {
  const d = `M0,0C${n(len * 0.3)},${n(-len * 0.34)} ${n(len * 0.75)},${n(-len * 0.3)} ${n(len)},0C${n(len * 0.75)},${n(len * 0.3)} ${n(len * 0.3)},${n(len * 0.34)} 0,0Z`
  const rib = vein ? `<path d="M${n(len * 0.08)},0H${n(len * 0.85)}" stroke="${NAVY}" stroke-opacity="0.35" stroke-width="1.5"/>` : ''
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})"><path d="${d}" fill="${fill}"/>${rib}</g>`
}

/** Clock face with hour ticks and two hands (angles in degrees, 0 = twelve o'clock). */
export function clockFace(cx: number, cy: number, rad: number, hourDeg: number, minDeg: number, color: string): string {
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
export function calendar(a: Art, x: number, y: number, w: number, h: number, color: string, marked: readonly number[], cols = 7, rows = 5, markFill = color): string {
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
export function bunting(x0: number, y0: number, x1: number, y1: number, sag: number, count: number, size: number, colors: readonly string[]): string {
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
export function truck(a: Art, x: number, y: number, s: number, color: string): string {
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
export function pin(x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${n(x)},${n(y)}C${n(x - s * 0.5)},${n(y - s * 0.45)} ${n(x - s * 0.38)},${n(y - s)} ${n(x)},${n(y - s)}C${n(x + s * 0.38)},${n(y - s)} ${n(x + s * 0.5)},${n(y - s * 0.45)} ${n(x)},${n(y)}Z" fill="${color}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - s * 0.64)}" r="${n(s * 0.16)}" fill="${NAVY}"/>`
  )
}

/** Open book seen from above: (cx, y) is the top of the spine, w × h the spread. */
export function openBook(a: Art, cx: number, y: number, w: number, h: number, color: string): string {
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
export function standingBook(a: Art, x: number, y: number, w: number, h: number, color: string, depth = 44): string {
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
export function questionMark(x: number, y: number, s: number, color: string): string {
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
export function qrCode(r: Rand, x: number, y: number, s: number, color: string): string {
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
export function cursor(x: number, y: number, s: number, color = WHITE): string {
  return `<path d="M${n(x)},${n(y)}l0,${n(s)}l${n(s * 0.26)},${n(-s * 0.24)}l${n(s * 0.17)},${n(s * 0.36)}l${n(s * 0.13)},${n(-s * 0.06)}l${n(-s * 0.16)},${n(-s * 0.35)}l${n(s * 0.36)},${n(-s * 0.02)}Z" fill="${color}" stroke="${NAVY}" stroke-width="2" stroke-linejoin="round"/>`
}

/** Institution: pediment, columns and steps; (x, y) is the bottom centre. */
export function institution(x: number, y: number, s: number, color: string): string {
  let d = `M${n(x - s * 0.5)},${n(y - s * 0.62)}L${n(x)},${n(y - s * 0.9)}L${n(x + s * 0.5)},${n(y - s * 0.62)}Z`
  d += `M${n(x - s * 0.5)},${n(y - s * 0.1)}h${n(s)}v${n(s * 0.1)}h${n(-s)}Z`
  for (let i = 0; i < 4; i++) d += `M${n(x - s * 0.4 + i * s * 0.25)},${n(y - s * 0.56)}h${n(s * 0.1)}v${n(s * 0.42)}h${n(-s * 0.1)}Z`
  return `<path d="${d}" fill="${color}"/>`
}

/** A glowing stroke without a blur filter: two wide translucent strokes under the line (far fewer PNG bytes than a blur). */
export function neon(d: string, color: string, width: number, extra = ''): string {
  return (
    `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round"${extra}>` +
    `<path d="${d}" stroke-width="${n(width * 3.6)}" stroke-opacity="0.12"/><path d="${d}" stroke-width="${n(width * 2.2)}" stroke-opacity="0.22"/><path d="${d}" stroke-width="${n(width)}"/></g>`
  )
}

/** Arrow head at (x, y) pointing along `deg`. */
export function arrowHead(x: number, y: number, s: number, deg: number, color: string): string {
  return `<path d="M${n(-s)},${n(-s * 0.8)}L0,0L${n(-s)},${n(s * 0.8)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})" fill="none" stroke="${color}" stroke-width="${n(s * 0.4)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Avatar: a figure inside a ringed circle. */
export function avatar(a: Art, x: number, y: number, rad: number, color: string): string {
  const clip = a.id('c')
  a.def(`<clipPath id="${clip}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad - 1)}"/></clipPath>`)
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${mix(color, NAVY, 0.55)}" stroke="${color}" stroke-width="${n(Math.max(2, rad * 0.08))}"/>` +
    `<g clip-path="url(#${clip})">${figure(x, y + rad * 0.3, rad * 1.25, mix(color, WHITE, 0.6))}</g>`
  )
}
