import 'swiper/css'
import 'swiper/css/pagination'
import { useId } from 'react'
import type { CarouselItem, CarouselLabels } from '../../../lib/shared/islands'
import { Picture } from '../../Picture/Picture'
import { fillText } from '../../../lib/shared/format'
import styles from './Carousel.module.css'
import { SETTINGS, type CarouselVariant } from './settings'
import { LanguageMark } from '../../LanguageMark/LanguageMark'
import { LinkOrText } from '../../Link/Link'

export type { CarouselVariant } from './settings'

/** One slide, as data: island props travel as JSON. A testimonial uses text, name and role. */

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
  const title = <LinkOrText href={item.href}>{item.title}</LinkOrText>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`${styles.card} ${variant === 'slider' ? styles.wide : ''}`}>
      {item.image ? <Picture image={item.image} sizes="(min-width: 991px) 400px, (min-width: 576px) 50vw, 100vw" className={styles.picture} eager={eager} /> : null}
      <div className={styles.body}>
        {item.kicker ? <p className={styles.kicker}>{item.kicker}</p> : null}
        <Heading className={styles.title} lang={item.lang}>
          {title}
        </Heading>
        {item.meta || item.langLabel ? (
          <p className={styles.meta}>
            {item.meta}
            {item.meta && item.langLabel ? <span aria-hidden="true"> · </span> : null}
            {item.langLabel ? <LanguageMark label={item.langLabel} /> : null}
          </p>
        ) : null}
        {item.text ? (
          <p className={styles.text} lang={item.lang}>
            {item.text}
          </p>
        ) : null}
      </div>
    </article>
  )
}

/**
 * A swiper carousel, rendered here to HTML: every slide is readable and scrolls sideways without
 * script. In the browser, `enhance.ts` (no React) starts swiper with its a11y and keyboard modules.
 * Autoplay (testimonials only) pauses on hover and focus, has a pause button, and is off for
 * people who prefer reduced motion.
 */
export default function Carousel({ variant, label, items, labels, headingLevel = 3, eagerFirst = false }: CarouselProps) {
  const id = useId()
  const settings = SETTINGS[variant]
  return (
    <section className={`${styles.carousel} ${styles[variant] ?? ''}`} aria-roledescription="carousel" aria-label={label} data-ready="false">
      {/* Until swiper runs, the row scrolls sideways, so it must be reachable with the keyboard (enhance.ts removes the tab stop). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={`swiper ${styles.viewport}`} tabIndex={0}>
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
            <button type="button" className={`${styles.control} ${styles.playToggle}`} aria-label={labels.carouselPlay} data-carousel-toggle="">
              <svg className={styles.pauseIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
              <svg className={styles.playIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            </button>
          ) : null}
          {settings.arrows ? (
            <button type="button" className={styles.control} aria-label={labels.carouselPrevious} aria-controls={`${id}slides`} data-carousel-prev="">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : null}
          {settings.dots ? <div className={styles.dots} data-carousel-dots="" /> : null}
          {settings.arrows ? (
            <button type="button" className={styles.control} aria-label={labels.carouselNext} aria-controls={`${id}slides`} data-carousel-next="">
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
