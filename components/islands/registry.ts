import type { ComponentType } from 'react'

/**
 * Every island the browser can hydrate, loaded on demand: a page downloads the code of the
 * islands it contains and nothing else.
 */
export const islandLoaders = {
  Counters: () => import('./Counters/Counters'),
  Lightbox: () => import('./Lightbox/Lightbox'),
  HeroVideo: () => import('./HeroVideo/HeroVideo'),
  Countdown: () => import('./Countdown/Countdown'),
  SubscribeForm: () => import('./SubscribeForm/SubscribeForm'),
  ContactForm: () => import('./ContactForm/ContactForm'),
  CommentForm: () => import('./CommentForm/CommentForm'),
  FilterTabs: () => import('./FilterTabs/FilterTabs'),
  Carousel: () => import('./Carousel/Carousel'),
  SiteSearch: () => import('./SiteSearch/SiteSearch'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islandLoaders
