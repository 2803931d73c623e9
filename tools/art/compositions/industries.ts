/** The industries' pictures (1200 × 800), one composition per industry drawn from its everyday work. */
import {
  ACCENTS,
  Art,
  at,
  bez,
  BLUE,
  BLUE_L,
  C30,
  CYAN,
  CYAN_L,
  IH,
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
  wavePoints,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, dots, gridOverlay, vignette } from '../backdrops'
import { node, orbit, panel, playButton, skeleton } from '../elements'
import { genericPicture } from './generic'

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

/** The pictures of the industries: art/industries/<id>.png, where <id> names the industry's file in content/industries/. */
export const industries: Subject = {
  folder: 'art/industries',
  ext: '.png',
  own: new Map([
    ['energy-oil-gas', industryEnergy],
    ['healthcare', industryHealthcare],
    ['education', industryEducation],
    ['ecommerce-retail', industryEcommerce],
    ['media-entertainment', industryMedia],
    ['startup', industryStartup],
  ]),
  generic: (rel) => genericPicture(rel, IW, IH),
}
