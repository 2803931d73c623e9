/**
 * The frames of the looping hero video: a drifting network of nodes over moving glows, drawn at
 * 1280 × 720 (the poster is the first frame at that size) and encoded at OUT_W × OUT_H, eight
 * seconds at 12 frames a second. The drift is slow, so 12 frames a second look as smooth as 24,
 * and a smaller, slower video is less work for a phone to decode and draw on every frame: on the
 * home page the video was most of a first visit's main-thread time (docs/performance.md).
 */
import { ACCENTS, Art, at, BLUE, BLUE_L, CYAN, CYAN_L, DEEP, hash, mix, n, NAVY, NAVY2, type P, Rand, smooth, TAU, VIOLET, VIOLET_L, wavePoints, WHITE } from '../primitives'
import { scatter } from '../elements'

export const VW = 1280
export const VH = 720
export const OUT_W = 960
export const OUT_H = 540
export const FPS = 12
const SECONDS = 8
export const FRAMES = FPS * SECONDS

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

export function heroNodes(): HeroNode[] {
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
export function heroFrame(t: number, nodes: readonly HeroNode[]): Art {
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
