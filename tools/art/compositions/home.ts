/** The pictures of the home page and its variants (1200 × 900). */
import {
  ACCENTS,
  Art,
  at,
  BLUE,
  BLUE_L,
  CYAN,
  CYAN_L,
  mix,
  n,
  NAVY,
  NAVY2,
  type P,
  roundRectPath,
  smooth,
  TAU,
  VIOLET,
  VIOLET_L,
  wavePoints,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, dots, gridOverlay, vignette } from '../backdrops'
import { bubble, figure, node, orbit, panel, skeleton } from '../elements'
import { genericPicture } from './generic'

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

/** The pictures of the home pages: art/home/<name>.png (the hero poster beside them comes with the video). */
export const home: Subject = {
  folder: 'art/home',
  ext: '.png',
  own: new Map([
    ['about', homeAbout],
    ['digital', homeDigital],
  ]),
  generic: (rel) => genericPicture(rel, 1200, 900),
}
