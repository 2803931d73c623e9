import { categoryId } from './portfolio'
import type { CarouselItem } from './shared/islands'
import { ALL_TAB, type FilterItem, type FilterTab } from './shared/islands'
import { cardDate, postCard, type PostCard } from './blog'
import { caseStudyCard, untranslatedMark } from './cards'
import type { Content, TestimonialData } from './content'
import type { PictureData } from './images'
import { optionalHref, portfolioCategoryName } from './portfolio'

// The data the home variants (/home-default/ … /home-agency/) share: every list is derived from the
// one file that owns it (case studies, portfolio.yaml, content/blog, about-us.yaml, team.yaml).

/** A work as the project grid shows it. */
export interface WorkCard {
  title: string
  /** Its case study; none when it has none. */
  href?: string
  image: PictureData
  /** Category words shown above the title. */
  kicker: string
  year: number
  summary: string
  /** The language of its words where it is not the page's (a work the translation lacks), and the mark that says so. */
  lang?: string
  langLabel?: string
}

/** The quotes of about-us.yaml as testimonial slides. */
export function testimonialSlides(items: TestimonialData[]): CarouselItem[] {
  return items.map((t) => ({ title: t.name, name: t.name, role: `${t.designation}, ${t.company}`, text: t.quote }))
}

type PortfolioItem = Content['pages']['portfolio']['items'][number]

function workCard(content: Pick<Content, 'media' | 'site'>, item: PortfolioItem, kicker: string = item.category): WorkCard {
  return { title: item.title, ...optionalHref(item), image: content.media.picture(item.image), kicker, year: item.year, summary: item.summary, ...untranslatedMark(content, item) }
}

/** The case studies first, then the first works of the portfolio, `count` slides in all. */
export function caseStudySlides(content: Content, count: number): CarouselItem[] {
  const studies: CarouselItem[] = content.caseStudies
    .map((e) => caseStudyCard(content, e))
    .map((s) => ({ title: s.title, href: s.href, image: s.image, kicker: s.category, text: s.summary, ...(s.lang ? { lang: s.lang, langLabel: s.langLabel } : {}) }))
  const works: CarouselItem[] = content.pages.portfolio.items.map((w) => ({
    title: w.title,
    ...optionalHref(w),
    image: content.media.picture(w.image),
    kicker: portfolioCategoryName(content, w.category),
    meta: String(w.year),
    text: w.summary,
    ...untranslatedMark(content, w),
  }))
  return [...studies, ...works].slice(0, count)
}

/** The newest `count` works of portfolio.yaml (by year; the file's order among works of one year). */
export function latestWorks(content: Content, count: number): WorkCard[] {
  return newestWorks(content, count).map((item) => workCard(content, item, portfolioCategoryName(content, item.category)))
}

/** The newest `count` works of portfolio.yaml; works of one year keep their order in the file (the sort is stable). */
export function newestWorks(content: Content, count: number): PortfolioItem[] {
  return [...content.pages.portfolio.items].sort((a, b) => b.year - a.year).slice(0, count)
}

/**
 * The works a page names by title, sorted into this page's own categories, as the FilterTabs island
 * takes them: one tab per category after "all", each with its count. Every count is counted from
 * the lists, never typed in. (Every title names a work: content loading has looked them up.)
 */
export function filteredWorks(
  content: Content,
  works: { allLabel: string; filterLabel: string; filters: string[]; items: Array<{ work: string; categories: string[] }> },
): { label: string; results: string; tabs: FilterTab[]; items: FilterItem[] } {
  const byTitle = new Map(content.pages.portfolio.items.map((item) => [item.title, item]))
  const items: FilterItem[] = works.items.map((entry) => {
    const work = byTitle.get(entry.work)!
    return {
      tabs: entry.categories.map(categoryId),
      title: work.title,
      ...optionalHref(work),
      kicker: entry.categories.join(' · '),
      meta: String(work.year),
      image: content.media.picture(work.image),
      ...untranslatedMark(content, work),
    }
  })
  const tabs: FilterTab[] = [
    { id: ALL_TAB, label: works.allLabel, count: items.length },
    ...works.filters.map((label) => ({ id: categoryId(label), label, count: items.filter((item) => item.tabs.includes(categoryId(label))).length })),
  ]
  return { label: works.filterLabel, results: content.pages.portfolio.resultsLabel, tabs, items }
}

/** The newest `count` posts of content/blog. */
export function newestPosts(content: Content, count: number): PostCard[] {
  return content.posts.slice(0, count).map((p) => postCard(content, p))
}

/** The newest posts as news slides. */
export function newsSlides(posts: PostCard[]): CarouselItem[] {
  return posts.map((p) => ({
    title: p.title,
    href: p.href,
    kicker: p.category,
    meta: cardDate(p),
    text: p.summary,
    ...(p.image ? { image: p.image } : {}),
    ...(p.lang ? { lang: p.lang, langLabel: p.langLabel } : {}),
  }))
}

/** The quote of about-us.yaml said by `name` (content loading has checked that there is one). */
export function testimonialBy(content: Content, name: string): TestimonialData {
  return content.pages.aboutUs.testimonials.items.find((t) => t.name === name)!
}
