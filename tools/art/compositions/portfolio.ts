/**
 * The portfolio works' pictures (800 px wide; heights vary so the masonry has rhythm). One composition per
 * work, drawn from what the work is about; they share the backdrop, the palette and the glass panels.
 */
import {
  ACCENTS,
  Art,
  at,
  bez,
  BLUE,
  BLUE_L,
  circlePath,
  CYAN,
  CYAN_L,
  DEEP,
  hash,
  heartPoints,
  INK,
  mix,
  n,
  NAVY,
  NAVY2,
  type P,
  pts,
  PW,
  roundRectPath,
  smooth,
  TAU,
  VIOLET,
  VIOLET_L,
  wavePoints,
  WHITE,
  type Subject,
} from '../primitives'
import { backdrop, bgGlow, vignette } from '../backdrops'
import { barChart, bubble, figure, gauge, invoiceCard, playButton, series, sidebar, skeleton, videoTile } from '../elements'
import { boltPoints, calendar, clockFace, duo, glass, leaf, openBook, pane, phone, pin, qrCode, tickBadge, tickPath, truck, windowFrame } from '../pictograms'
import { genericPicture } from './generic'

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

/** slug, height, drawing: the file names match the pictures of content/pages/portfolio.*.yaml. */
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

/** The pictures of the portfolio works: art/portfolio/<slug>.png; a new work's is 600, 800 or 1000 px tall, by its seed. */
export const portfolio: Subject = {
  folder: 'art/portfolio',
  ext: '.png',
  own: new Map(PORTFOLIO.map(([slug, height, draw]) => [slug, () => portfolioArt(slug, height, draw)] as const)),
  generic: (rel) => genericPicture(rel, PW, at([600, 800, 1000], hash(rel)), 0.4),
}
