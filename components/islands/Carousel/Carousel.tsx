import 'swiper/css'
import 'swiper/css/pagination'
import { useEffect, useId, useRef, useState } from 'react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import type { PictureData } from '../../../lib/images'
import { Picture } from '../../Picture/Picture'
import { fillText } from '../forms/fill'
import styles from './Carousel.module.css'

/** The four sliders of SPEC §9; each is one set of swiper settings. */
export type CarouselVariant = 'caseStudies' | 'testimonials' | 'slider' | 'news'

/** One slide, as data: island props travel as JSON. A testimonial uses text, name and role. */
export interface CarouselItem {
  title: string
  href?: string
  image?: PictureData
  /** Small label above the title, e.g. a category. */
  kicker?: string
  /** A date, a year or a client line. */
  meta?: string
  /** A summary, or the quote of a testimonial. */
  text?: string
  name?: string
  role?: string
}

/** The carousel texts of site.yaml `ui`. */
export interface CarouselLabels {
  carouselPrevious: string
  carouselNext: string
  carouselPause: string
  carouselPlay: string
  /** "{index} of {total}" */
  carouselSlide: string
  /** "Go to slide {index}" */
  carouselGoTo: string
}

export interface CarouselProps {
  variant: CarouselVariant
  /** The carousel's accessible name, e.g. "Case studies". */
  label: string
  items: CarouselItem[]
  labels: CarouselLabels
  /** The level of each slide's title: 3 under a section heading (the default), 2 right under the page's h1. */
  headingLevel?: 2 | 3
  /** The carousel is in view when the page opens: its first picture loads at once. */
  eagerFirst?: boolean
}

const SPEED_MS = 900
const AUTOPLAY_DELAY_MS = 5000

/** SPEC §9, one entry per slider. Breakpoints are min-widths, so "2 below 991 px" starts at 576. */
const SETTINGS: Record<CarouselVariant, { options: SwiperOptions; arrows: boolean; dots: boolean; autoplay: boolean }> = {
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
function mostInView(options: SwiperOptions): number {
  const counts = [options.slidesPerView, ...Object.values(options.breakpoints ?? {}).map((b) => b.slidesPerView)]
  return Math.max(1, ...counts.map((n) => (typeof n === 'number' ? n : 1)))
}

function Slide({ item, variant, eager, headingLevel }: { item: CarouselItem; variant: CarouselVariant; eager: boolean; headingLevel: 2 | 3 }) {
  if (variant === 'testimonials') {
    return (
      <figure className={styles.quote}>
        <blockquote>
          <p>{item.text}</p>
        </blockquote>
        <figcaption>
          <strong>{item.name ?? item.title}</strong>
          {item.role ? <span>{item.role}</span> : null}
        </figcaption>
      </figure>
    )
  }
  const title = item.href ? <a href={item.href}>{item.title}</a> : item.title
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`${styles.card} ${variant === 'slider' ? styles.wide : ''}`}>
      {item.image ? <Picture image={item.image} sizes="(min-width: 991px) 400px, (min-width: 576px) 50vw, 100vw" className={styles.picture} eager={eager} /> : null}
      <div className={styles.body}>
        {item.kicker ? <p className={styles.kicker}>{item.kicker}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {item.meta ? <p className={styles.meta}>{item.meta}</p> : null}
        {item.text ? <p className={styles.text}>{item.text}</p> : null}
      </div>
    </article>
  )
}

/**
 * A swiper carousel. The server renders every slide (readable and scrollable without script); the
 * browser then starts swiper with its a11y and keyboard modules. Autoplay (testimonials only) pauses
 * on hover and focus, has a pause button, and is off for people who prefer reduced motion.
 */
export default function Carousel({ variant, label, items, labels, headingLevel = 3, eagerFirst = false }: CarouselProps) {
  const id = useId()
  const container = useRef<HTMLDivElement>(null)
  const prev = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const dots = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  const settings = SETTINGS[variant]

  useEffect(() => {
    let cancelled = false
    const el = container.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('./swiper').then(({ Swiper, A11y, Autoplay, Keyboard, Navigation, Pagination }) => {
      if (cancelled) return
      const autoplay = settings.autoplay && !reduce
      const swiper = new Swiper(el, {
        ...settings.options,
        modules: [A11y, Keyboard, Navigation, Pagination, Autoplay],
        // Swiper's loop re-arranges slides around the active one and needs at least twice as many as
        // are in view; with fewer, the ends rewind instead (a loop of 5 with 3 in view ignored clicks).
        ...(items.length >= 2 * mostInView(settings.options) ? { loop: true, loopPreventsSliding: false } : { rewind: items.length > 1 }),
        speed: reduce ? 0 : SPEED_MS,
        keyboard: { enabled: true, onlyInViewport: true },
        navigation: settings.arrows ? { prevEl: prev.current, nextEl: next.current } : false,
        pagination: settings.dots ? { el: dots.current, clickable: true, bulletElement: 'button' } : false,
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
      swiperRef.current = swiper
      setPlaying(autoplay)
      setReady(true)
    })
    return () => {
      cancelled = true
      swiperRef.current?.destroy(true, false)
      swiperRef.current = null
    }
    // The settings never change for one carousel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Autoplay waits while a keyboard user is inside the carousel (hover is swiper's own option).
  const pauseWhileFocused = (focused: boolean) => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay || !playing) return
    if (focused) autoplay.pause()
    else autoplay.resume()
  }

  const togglePlay = () => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay) return
    if (playing) autoplay.stop()
    else autoplay.start()
    setPlaying(!playing)
  }

  return (
    <section
      className={`${styles.carousel} ${styles[variant] ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? 'true' : 'false'}
      onFocus={() => pauseWhileFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) pauseWhileFocused(false)
      }}
    >
      {/* Until swiper runs, the row scrolls sideways, so it must be reachable with the keyboard. */}
      <div ref={container} className={`swiper ${styles.viewport}`} tabIndex={ready ? undefined : 0}>
        <div className="swiper-wrapper" id={`${id}slides`}>
          {items.map((item, index) => (
            <div
              key={`${item.title}-${index}`}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={fillText(labels.carouselSlide, { index: index + 1, total: items.length })}
            >
              <Slide item={item} variant={variant} eager={eagerFirst && index === 0} headingLevel={headingLevel} />
            </div>
          ))}
        </div>
      </div>
      {settings.arrows || settings.dots || settings.autoplay ? (
        <div className={styles.controls}>
          {settings.autoplay ? (
            <button type="button" className={styles.control} onClick={togglePlay} disabled={!ready} aria-label={playing ? labels.carouselPause : labels.carouselPlay}>
              {playing ? (
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M8 5l11 7-11 7z" fill="currentColor" />
                </svg>
              )}
            </button>
          ) : null}
          {settings.arrows ? (
            <button ref={prev} type="button" className={styles.control} aria-label={labels.carouselPrevious} aria-controls={`${id}slides`} disabled={!ready}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : null}
          {settings.dots ? <div ref={dots} className={styles.dots} /> : null}
          {settings.arrows ? (
            <button ref={next} type="button" className={styles.control} aria-label={labels.carouselNext} aria-controls={`${id}slides`} disabled={!ready}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
