/**
 * The props of the islands that the server builds from the content: the types (and the one
 * constant) that the page code and the islands share. Code here runs in the browser too.
 */
import type { PictureData } from './picture'

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
  /** The language of its title and text where it is not the page's (an untranslated post), and the mark that says so. */
  lang?: string
  langLabel?: string
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

export interface FilterTab {
  /** Matched against each item's `tabs`. */
  id: string
  label: string
  /** Shown beside the label when given, e.g. how many items the tab shows. */
  count?: number
}

/** One card or row. Everything is data: island props travel as JSON. */
export interface FilterItem {
  /** Ids of the tabs that show this item (besides `all`). */
  tabs: string[]
  title: string
  /** Where the card leads; a card without one leads nowhere (a work without a case study). */
  href?: string
  /** Small text above the title, e.g. the category. */
  kicker?: string
  /** Small text after the title, e.g. the year. */
  meta?: string
  summary?: string
  image?: PictureData
  /** The language of its title and summary where it is not the page's (a work the translation lacks), and the mark that says so. */
  lang?: string
  langLabel?: string
}

export interface FilterTabsProps {
  /** Accessible name of the row of tabs. */
  label: string
  tabs: FilterTab[]
  items: FilterItem[]
  /** `grid`: cards in two columns; `masonry`: cards in two CSS columns, pictures in their own proportions; `list`: rows with a picture that pops up on hover and focus. */
  layout: 'grid' | 'masonry' | 'list'
  /** Said to screen readers after a tab is chosen; {count} and {category} are filled in. */
  results?: string
  /** Level of the card titles (grid and masonry); 2 unless the cards sit under another h2. */
  headingLevel?: 2 | 3
  /** `sizes` of the card pictures. */
  sizes?: string
  /** Id of the tab selected at first; `all` by default. */
  initial?: string
  /** The list is at the top of its page: the first picture is the largest thing in view, so it loads at once. */
  eagerFirst?: boolean
}

/** The id of the tab that shows every item. */
export const ALL_TAB = 'all'

export interface SearchLabels {
  fieldLabel: string
  placeholder: string
  button: string
  searching: string
  results: string
  resultOne: string
  noResults: string
  unavailable: string
}
