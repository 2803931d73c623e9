/** The blog posts' pictures (1200 × 800), one composition per post drawn from its subject. */
import {
  ACCENTS,
  Art,
  at,
  bez,
  BLUE,
  BLUE_L,
  CYAN,
  CYAN_L,
  DEEP,
  heartPoints,
  IH,
  INK,
  IW,
  mix,
  n,
  NAVY,
  NAVY2,
  type P,
  pts,
  roundRectPath,
  smooth,
  starPoints,
  TAU,
  VIOLET,
  VIOLET_L,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, dots, floorGrid, vignette } from '../backdrops'
import { barChart, bubble, cube, cubeStyle, donut, figure, node, skeleton } from '../elements'
import {
  arrowHead,
  avatar,
  boltPoints,
  bunting,
  calendar,
  clockFace,
  cursor,
  cylinder,
  duo,
  institution,
  laptop,
  leaf,
  neon,
  openBook,
  pane,
  phone,
  questionMark,
  standingBook,
  starRow,
  tickBadge,
  tickPath,
  windowFrame,
} from '../pictograms'
import { genericPicture } from './generic'

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
// Which composition draws which post
// ---------------------------------------------------------------------------------------------

/** The later posts: file name and drawing (into a 1200 × 800 picture with the blog's vignette). */
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

/** The pictures of the blog posts: art/blog/<slug>.png, the picture a post's `image` field names. */
export const blog: Subject = {
  folder: 'art/blog',
  ext: '.png',
  own: new Map([
    ['shipping-a-product-in-ten-weeks', blogShipping],
    ['design-systems-that-last', blogDesignSystems],
    ['bucharest-tech-community-2021', blogCommunity],
    ...BLOG_POSTS.map(([slug, draw]) => [slug, () => blogArt(slug, draw)] as const),
  ]),
  generic: (rel) => genericPicture(rel, IW, IH),
}
