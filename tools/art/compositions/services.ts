/** The services' pictures (1520 × 760), one composition per service drawn from what the service does. */
import {
  ACCENTS,
  Art,
  at,
  bez,
  BLUE,
  BLUE_L,
  C30,
  circlePath,
  CYAN,
  CYAN_L,
  gearPath,
  mix,
  n,
  NAVY,
  NAVY2,
  type P,
  pts,
  roundRectPath,
  SH,
  smooth,
  starPoints,
  SW,
  TAU,
  VIOLET,
  VIOLET_L,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, dots, floorGrid, gridOverlay, vignette } from '../backdrops'
import { cube, cubeStyle, node, orbit, panel, scatter, skeleton, wireCube } from '../elements'
import { genericPicture } from './generic'

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

/** The pictures of the services: art/services/<id>.png, where <id> names the service's file in content/services/. */
export const services: Subject = {
  folder: 'art/services',
  ext: '.png',
  own: new Map([
    ['digital-transformation', serviceDigitalTransformation],
    ['software-development', serviceSoftwareDevelopment],
    ['3', serviceConsulting],
    ['ui-ux-design', serviceUiUx],
    ['ai-ml-development', serviceAi],
    ['rpa', serviceRpa],
    ['innovation-grants-partnerships', serviceGrants],
  ]),
  generic: (rel) => genericPicture(rel, SW, SH),
}
