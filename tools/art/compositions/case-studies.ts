/** The case studies' pictures: a main picture (1520 × 760) and four gallery pictures (1200 × 800) for each. */
import {
  ACCENTS,
  Art,
  at,
  BLUE,
  BLUE_L,
  CYAN,
  CYAN_L,
  heartPoints,
  IH,
  IW,
  mix,
  n,
  NAVY,
  NAVY2,
  type P,
  pts,
  SH,
  smooth,
  SW,
  TAU,
  VIOLET,
  VIOLET_L,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, gridOverlay, vignette } from '../backdrops'
import { barChart, bubble, donut, figure, gauge, invoiceCard, lineChart, network, panel, playButton, scatter, series, sidebar, skeleton, videoTile } from '../elements'
import { genericPicture } from './generic'

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

const GALLERY = [1, 2, 3, 4]

/** The pictures of the case studies: art/case-studies/<slug>/main.png and gallery-<n>.png. */
export const caseStudies: Subject = {
  folder: 'art/case-studies',
  ext: '.png',
  own: new Map([
    ['energetica-erp/main', energeticaMain],
    ...GALLERY.map((i) => [`energetica-erp/gallery-${i}`, () => energeticaGallery(i)] as const),
    ['heroes-project/main', heroesMain],
    ...GALLERY.map((i) => [`heroes-project/gallery-${i}`, () => heroesGallery(i)] as const),
  ]),
  generic: (rel) => (rel.endsWith('/main.png') ? genericPicture(rel, SW, SH) : genericPicture(rel, IW, IH)),
}
