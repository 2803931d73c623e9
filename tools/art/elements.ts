/**
 * The shared visual vocabulary of the raster pictures: glowing nodes and networks, glass panels with
 * placeholder text, isometric cubes, charts and gauges, abstract people, video tiles and the invoice
 * and app-sidebar cards that case studies and portfolio works both show.
 */
import { ACCENTS, type Art, at, BLUE, C30, CYAN, mix, n, NAVY, NAVY2, type P, pts, type Rand, roundRectPath, smooth, TAU, VIOLET, WHITE } from './primitives'
import { bgGlow } from './backdrops'

/** Glowing node: soft halo, solid core, optional ring. */
export function node(a: Art, x: number, y: number, rad: number, color: string, opts: { halo?: number; ring?: boolean; core?: string } = {}): string {
  const haloR = rad * (opts.halo ?? 4)
  bgGlow(a, x, y, haloR, color, 0.55)
  let out = ''
  if (opts.ring) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 2)}" fill="none" stroke="${color}" stroke-opacity="0.55" stroke-width="1.5"/>`
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${opts.core ?? mix(color, WHITE, 0.55)}"/>`
  return out
}

/** An elliptical orbit with a small glowing planet at a seeded place on it. */
export function orbit(a: Art, cx: number, cy: number, rx: number, ry: number, rot: number, color: string, opacity: number, dash = ''): void {
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
export function network(a: Art, nodes: readonly P[], maxDist: number, color: string, edgeOpacity = 0.35, nodeR = 3): void {
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

/** `count` points spread evenly but irregularly over a rectangle (a jittered grid). */
export function scatter(r: Rand, count: number, x0: number, y0: number, x1: number, y1: number): P[] {
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

/** The three shaded faces of an isometric cube in one colour. */
export function cubeStyle(a: Art, color: string): CubeStyle {
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
export function cube(x: number, y: number, s: number, st: CubeStyle, height = 1): string {
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

/** Outline of an isometric cube, (x, y) as for `cube`. */
export function wireCube(x: number, y: number, s: number, color: string, opacity: number): string {
  const c = s * C30
  const d =
    `M${n(x)},${n(y)}L${n(x + c)},${n(y + s / 2)}L${n(x)},${n(y + s)}L${n(x - c)},${n(y + s / 2)}Z` +
    `M${n(x - c)},${n(y + s / 2)}V${n(y + 1.5 * s)}L${n(x)},${n(y + 2 * s)}L${n(x + c)},${n(y + 1.5 * s)}V${n(y + s / 2)}M${n(x)},${n(y + s)}V${n(y + 2 * s)}`
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1.3" stroke-linejoin="round"/>`
}

/** Glass panel / card. */
export function panel(a: Art, x: number, y: number, w: number, h: number, opts: { rx?: number; fill?: string; opacity?: number; stroke?: string } = {}): string {
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
export function skeleton(x: number, y: number, widths: readonly number[], lineH = 8, gap = 10, color = WHITE, opacity = 0.22): string {
  let d = ''
  widths.forEach((w, i) => {
    d += roundRectPath(x, y + i * (lineH + gap), w, lineH, lineH / 2)
  })
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`
}

/** A seeded random walk of `count` values between 0 and 1, for charts. */
export function series(r: Rand, count: number, start = 0.4, vol = 0.18, trend = 0.01): number[] {
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

/** Smooth line chart with guide lines, a fading area under it and a glowing last point. */
export function lineChart(a: Art, x: number, y: number, w: number, h: number, values: readonly number[], color: string, fillArea = true): string {
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

/** Bars of heights `values` (0 to 1), each in a fading gradient of its colour. */
export function barChart(a: Art, x: number, y: number, w: number, h: number, values: readonly number[], colors: readonly string[]): string {
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

/** Donut chart: `parts` are fractions of the ring and their colours, with a small gap between them. */
export function donut(x: number, y: number, rad: number, width: number, parts: ReadonlyArray<readonly [number, string]>, rot = -90): string {
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

/** Dial gauge with ticks and a needle at `value` (0 to 1). */
export function gauge(a: Art, x: number, y: number, rad: number, value: number, color: string, glow = true): string {
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
export function figure(x: number, y: number, s: number, fill: string, opacity = 1): string {
  const op = opacity < 1 ? ` fill-opacity="${Math.round(opacity * 100) / 100}"` : ''
  return (
    `<circle cx="${n(x)}" cy="${n(y - s * 0.32)}" r="${n(s * 0.26)}" fill="${fill}"${op}/>` +
    `<path d="M${n(x - s * 0.5)},${n(y + s * 0.55)}a${n(s * 0.5)},${n(s * 0.5)} 0 0 1 ${n(s)},0Z" fill="${fill}"${op}/>`
  )
}

/** Round play button with a soft glow behind it. */
export function playButton(a: Art, x: number, y: number, s: number, color = CYAN): string {
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
export function videoTile(a: Art, x: number, y: number, w: number, h: number, color: string, withFigure = true): string {
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

/** Speech bubble with its tail at the bottom left or right. */
export function bubble(x: number, y: number, w: number, h: number, fill: string, tailLeft = true, opacity = 0.9): string {
  const tail = tailLeft ? `M${n(x + 18)},${n(y + h - 1)}l-6,16l22,-16Z` : `M${n(x + w - 18)},${n(y + h - 1)}l6,16l-22,-16Z`
  return `<path d="${roundRectPath(x, y, w, h, 14)}${tail}" fill="${fill}" fill-opacity="${opacity}"/>`
}

/** A light invoice or receipt card with placeholder lines, optionally tilted and glowing. */
export function invoiceCard(a: Art, x: number, y: number, w: number, h: number, accent: string, rot = 0, glow = true): string {
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

/** The icon sidebar of an app window, one item highlighted. */
export function sidebar(a: Art, x: number, y: number, h: number): string {
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
