import { untranslatedMark } from './cards'
import { collection } from './content/registry'
import type { Content, PortfolioItemData } from './content'
import type { Media } from './images'
import { ALL_TAB, type FilterItem, type FilterTabsProps } from './shared/islands'

/** A tab id from a category name: `Ui/Ux` → `ui-ux`. */
export const categoryId = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** How a work's category is written on the pages of the content's language. */
export function portfolioCategoryName(content: Pick<Content, 'pages'>, category: PortfolioItemData['category']): string {
  return content.pages.portfolio.categoryNames[category] ?? category
}

/** A work as a card or row of the FilterTabs island. */
export function portfolioItem(content: Pick<Content, 'pages' | 'media' | 'site'>, item: PortfolioItemData): FilterItem {
  const media: Media = content.media
  return {
    tabs: [categoryId(item.category)],
    title: item.title,
    ...optionalHref(item),
    kicker: portfolioCategoryName(content, item.category),
    meta: String(item.year),
    summary: item.summary,
    image: media.picture(item.image),
    ...untranslatedMark(content, item),
  }
}

/**
 * Everything one portfolio view needs: its texts, and the props of its filter tabs over `items`
 * (every work, unless the page shows some of them in a band of their own).
 */
export function portfolioView(content: Content, view: 'grid' | 'masonry' | 'listing', items: readonly PortfolioItemData[] = content.pages.portfolio.items) {
  const portfolio = content.pages.portfolio
  const page = portfolio[view]
  const filter: FilterTabsProps = {
    label: portfolio.filterLabel,
    results: portfolio.resultsLabel,
    layout: view === 'listing' ? 'list' : view,
    tabs: [
      { id: ALL_TAB, label: portfolio.allLabel, count: items.length },
      ...page.filters.map((category) => ({
        id: categoryId(category),
        label: portfolioCategoryName(content, category),
        count: items.filter((i) => i.category === category).length,
      })),
    ],
    items: items.map((item) => portfolioItem(content, item)),
    ...(view === 'masonry' ? { sizes: '(min-width: 1200px) 580px, (min-width: 501px) 48vw, 92vw' } : {}),
  }
  return {
    head: { title: page.title, description: page.description },
    page: { label: page.label, heading: page.heading, intro: page.intro, more: page.more },
    filter,
  }
}

export type PortfolioViewData = ReturnType<typeof portfolioView>

/** Where a work leads, as a card's `href`: its own case study, or nothing when it has none (never another project's story). */
export function optionalHref(item: Pick<PortfolioItemData, 'caseStudy'>): { href?: string } {
  return item.caseStudy ? { href: collection('caseStudies').address(item.caseStudy) } : {}
}
