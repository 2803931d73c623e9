import type { CaseStudyData, Content, Entry } from './content'
import type { Media, PictureData } from './images'
import { collectionPath } from './shell'

export interface CaseStudyCardData {
  href: string
  title: string
  category: string
  summary: string
  image: PictureData
}

/** What a case-study card shows, on the landing page and on the index alike. */
export function caseStudyCard(media: Media, entry: Entry<CaseStudyData>): CaseStudyCardData {
  return {
    href: collectionPath('case-studies', entry.id),
    title: entry.data.title,
    category: entry.data.category,
    summary: entry.data.summary,
    image: media.picture(entry.data.mainImage),
  }
}

/** What a service card shows. */
export interface ServiceCardData {
  href: string
  title: string
  summary: string
}

/** A card for each service of content/services, titled with its title or, with `short`, its menu title. */
export function serviceCards(content: Content, { short = false } = {}): ServiceCardData[] {
  return content.services.map((s) => ({ href: collectionPath('services', s.id), title: (short ? s.data.menuTitle : undefined) ?? s.data.title, summary: s.data.summary }))
}
