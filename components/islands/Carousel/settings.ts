import type { SwiperOptions } from 'swiper/types'

/** The four sliders of SPEC §9; each is one set of swiper settings. */
export type CarouselVariant = 'caseStudies' | 'testimonials' | 'slider' | 'news'

export const SPEED_MS = 900
export const AUTOPLAY_DELAY_MS = 5000

/** SPEC §9, one entry per slider. Breakpoints are min-widths, so "2 below 991 px" starts at 576. */
export const SETTINGS: Record<CarouselVariant, { options: SwiperOptions; arrows: boolean; dots: boolean; autoplay: boolean }> = {
  caseStudies: {
    options: { slidesPerView: 1, spaceBetween: 24, centeredSlides: true, breakpoints: { 576: { slidesPerView: 2 }, 991: { slidesPerView: 3 } } },
    arrows: true,
    dots: false,
    autoplay: false,
  },
  testimonials: { options: { slidesPerView: 1, spaceBetween: 24 }, arrows: true, dots: true, autoplay: true },
  slider: { options: { slidesPerView: 1, spaceBetween: 24 }, arrows: true, dots: true, autoplay: false },
  // Dots are hidden at 767 px and below by the stylesheet; the news slider has no arrows.
  news: { options: { slidesPerView: 1, spaceBetween: 24 }, arrows: false, dots: true, autoplay: false },
}

/** The most slides in view at any width. */
export function mostInView(options: SwiperOptions): number {
  const counts = [options.slidesPerView, ...Object.values(options.breakpoints ?? {}).map((b) => b.slidesPerView)]
  return Math.max(1, ...counts.map((n) => (typeof n === 'number' ? n : 1)))
}
