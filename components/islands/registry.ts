import type { ComponentType } from 'react'
import { hasDraft } from './ContactForm/draft'
import type { EarlyUse } from './firstUse'

/**
 * Every island the browser can hydrate, loaded on demand: a page downloads the code of the
 * islands it contains and nothing else.
 */
export const islandLoaders = {
  Countdown: () => import('./Countdown/Countdown'),
  ContactForm: () => import('./ContactForm/ContactForm'),
  CommentForm: () => import('./CommentForm/CommentForm'),
  FilterTabs: () => import('./FilterTabs/FilterTabs'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

/**
 * Islands that need no React in the browser: the server renders them with React, and a plain
 * function starts their widget (swiper for the carousel). A page with only these loads no React.
 */
export const islandEnhancers = {
  Carousel: () => import('./Carousel/enhance'),
  Counters: () => import('./Counters/enhance'),
  HeroVideo: () => import('./HeroVideo/enhance'),
  Lightbox: () => import('./Lightbox/enhance'),
  SiteSearch: () => import('./SiteSearch/enhance'),
  SubscribeForm: () => import('./SubscribeForm/enhance'),
} satisfies Record<string, () => Promise<{ enhance: (root: HTMLElement, props: never, early?: EarlyUse) => Promise<void> | void }>>

export type IslandName = keyof typeof islandLoaders | keyof typeof islandEnhancers

/**
 * Islands that wait for their first use (`when="interaction"`) but start at once when this says
 * so: the contact form, when the tab holds a draft of it to show.
 */
export const startsAtOnce: Partial<Record<IslandName, () => boolean>> = {
  ContactForm: hasDraft,
}

/**
 * Islands that wait for their visitor's first use themselves, and make a press made before they
 * worked again themselves (onFirstUse inside their enhance): the carousel, which also starts once
 * the page has settled. Every other island shown when visible is started and replayed by hydrate.ts.
 */
export const startsOnFirstUseItself: ReadonlySet<IslandName> = new Set<IslandName>(['Carousel'])
