/**
 * Starts swiper on a carousel the server rendered (Carousel.tsx), without React: the arrows, dots,
 * keyboard, screen-reader labels and, for testimonials, autoplay with its pause button.
 */
import { fillText } from '../../../lib/shared/format'
import type { CarouselProps } from './Carousel'
import { AUTOPLAY_DELAY_MS, mostInView, SETTINGS, SPEED_MS } from './settings'
import { onFirstUse, wasUsed, type EarlyUse } from '../firstUse'
import { idle, whenSettled } from '../whenIdle'

export async function enhance(root: HTMLElement, { variant, items, labels }: CarouselProps, early?: EarlyUse): Promise<void> {
  const section = root.querySelector<HTMLElement>('section')
  const viewport = root.querySelector<HTMLElement>('.swiper')
  if (!section || !viewport) return
  const find = (name: string) => root.querySelector<HTMLElement>(`[data-carousel-${name}]`)
  const [prev, next, dots, toggle] = [find('prev'), find('next'), find('dots'), find('toggle') as HTMLButtonElement | null]
  const settings = SETTINGS[variant]
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const autoplay = settings.autoplay && !reduce

  // A carousel in view while the page is still starting (the news carousel of /blog-grid/ on a
  // phone) starts once the page has settled, or as soon as the visitor reaches for it: its first
  // slides are on screen, and they scroll by touch, meanwhile. One scrolled into view later starts
  // at the next idle period. One pressed before the page's islands code arrived (`early`) starts now.
  let replayPress = () => {}
  await new Promise<void>((resolve) => {
    const use = onFirstUse(section, resolve, undefined, early)
    replayPress = use.ready
    if (wasUsed(early)) use.now()
    else whenSettled(use.now)
  })
  const { Swiper, A11y, Autoplay, Keyboard, Navigation, Pagination } = await import('./swiper')
  // Running swiper's code and building the carousel are two tasks, not one long one: a visitor who
  // touches the carousel early starts it while the page may still be settling.
  await idle()
  const swiper = new Swiper(viewport, {
    ...settings.options,
    modules: [A11y, Keyboard, Navigation, Pagination, Autoplay],
    // Swiper's loop re-arranges slides around the active one and needs at least twice as many as
    // are in view; with fewer, the ends rewind instead (a loop of 5 with 3 in view ignored clicks).
    ...(items.length >= 2 * mostInView(settings.options) ? { loop: true, loopPreventsSliding: false } : { rewind: items.length > 1 }),
    speed: reduce ? 0 : SPEED_MS,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: settings.arrows ? { prevEl: prev, nextEl: next } : false,
    pagination: settings.dots ? { el: dots, clickable: true, bulletElement: 'button' } : false,
    autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    a11y: {
      enabled: true,
      prevSlideMessage: labels.carouselPrevious,
      nextSlideMessage: labels.carouselNext,
      paginationBulletMessage: fillText(labels.carouselGoTo, { index: '{{index}}' }),
      slideLabelMessage: fillText(labels.carouselSlide, { index: '{{index}}', total: '{{slidesLength}}' }),
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      itemRoleDescriptionMessage: 'slide',
    },
  })

  let playing = autoplay
  const showPlaying = () => {
    if (!toggle) return
    toggle.dataset.playing = String(playing)
    toggle.setAttribute('aria-label', playing ? labels.carouselPause : labels.carouselPlay)
  }
  toggle?.addEventListener('click', () => {
    if (playing) swiper.autoplay.stop()
    else swiper.autoplay.start()
    playing = !playing
    showPlaying()
  })
  // Autoplay waits while a keyboard user is inside the carousel (hover is swiper's own option).
  section.addEventListener('focusin', () => {
    if (playing) swiper.autoplay.pause()
  })
  section.addEventListener('focusout', (event) => {
    if (playing && !section.contains(event.relatedTarget as Node | null)) swiper.autoplay.resume()
  })

  showPlaying()
  viewport.removeAttribute('tabindex')
  section.dataset.ready = 'true'
  // An arrow (or the pause button) pressed before the carousel worked does its work now.
  replayPress()
}
