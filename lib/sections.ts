/**
 * The sections of a home variant (content/home-variants/*.yaml) with everything their components
 * show: each section's own words from its file, and what it names or lists from other files (the
 * quotes of about-us.yaml, the works of portfolio.yaml, the newest posts …), looked up here, at
 * build time, so components/Sections only draws.
 */
import { caseStudyCard, serviceCards, untranslatedMark, type CaseStudyCardData, type ServiceCardData } from './cards'
import { carouselLabels } from './carousel'
import type { Content, HomePageData, SectionData, TestimonialData } from './content'
import { caseStudySlides, filteredWorks, latestWorks, newestPosts, newsSlides, testimonialBy, type WorkCard } from './homeVariants'
import type { PictureData } from './images'
import type { PostCard } from './blog'
import type { CarouselItem, CarouselLabels, FilterItem, FilterTab } from './shared/islands'
import type { SocialLink } from './shell'
import { awardsAndPartners } from './showcase'

type SectionType = SectionData['type']
type Of<K extends SectionType> = Extract<SectionData, { type: K }>

/** What each kind of section needs besides its own fields. */
interface Extras {
  services: object
  'service-list': { services: ServiceCardData[] }
  'case-study-carousel': { slides: CarouselItem[]; labels: CarouselLabels }
  'case-study-cards': { studies: CaseStudyCardData[] }
  approach: { approach: HomePageData['approach'] }
  partners: { logos: Array<{ title: string; logo: PictureData }> }
  awards: { awards: HomePageData['awards']; logos: PictureData[] }
  testimonials: { items: TestimonialData[]; labels: CarouselLabels }
  quote: { quote: TestimonialData }
  'latest-works': { works: WorkCard[] }
  'filtered-works': { works: { label: string; results: string; tabs: FilterTab[]; items: FilterItem[] } }
  blog: { posts: PostCard[] }
  'news-carousel': { slides: CarouselItem[]; labels: CarouselLabels }
  team: { members: Array<{ name: string; role: string; portrait: PictureData; lang?: string; langLabel?: string }> }
  counters: object
  about: { image: PictureData }
  biography: { portrait: PictureData }
  skills: object
  timeline: object
  'social-feed': { socials: SocialLink[]; newTabLabel: string }
  'call-to-action': object
}

/** A section ready to draw: its `type`, its fields (`section`) and what it shows from elsewhere. */
export type ResolvedSection = { [K in SectionType]: { type: K; section: Of<K> } & Extras[K] }[SectionType]

type Resolvers = { [K in SectionType]: (section: Of<K>, content: Content) => Extras[K] }

const RESOLVERS: Resolvers = {
  services: () => ({}),
  'service-list': (_, content) => ({ services: serviceCards(content, { short: true }) }),
  'case-study-carousel': (s, content) => ({ slides: caseStudySlides(content, s.count), labels: carouselLabels(content) }),
  'case-study-cards': (_, content) => ({ studies: content.caseStudies.map((e) => caseStudyCard(content, e)) }),
  approach: (_, content) => ({ approach: content.pages.home.approach }),
  partners: (_, content) => ({ logos: awardsAndPartners(content).partners.logos }),
  awards: (_, content) => awardsAndPartners(content).awards,
  testimonials: (_, content) => ({ items: content.pages.aboutUs.testimonials.items, labels: carouselLabels(content) }),
  quote: (s, content) => ({ quote: testimonialBy(content, s.name) }),
  'latest-works': (s, content) => ({ works: latestWorks(content, s.count) }),
  'filtered-works': (s, content) => ({ works: filteredWorks(content, s) }),
  blog: (s, content) => ({ posts: newestPosts(content, s.count) }),
  'news-carousel': (s, content) => ({ slides: newsSlides(newestPosts(content, s.count)), labels: carouselLabels(content) }),
  team: (s, content) => ({ members: content.pages.team.members.slice(0, s.count).map((m) => teamMember(content, m)) }),
  counters: () => ({}),
  about: (s, content) => ({ image: content.media.picture(s.image) }),
  biography: (s, content) => ({ portrait: content.media.picture(s.portrait) }),
  skills: () => ({}),
  timeline: () => ({}),
  'social-feed': (_, content) => ({ socials: content.site.socials, newTabLabel: content.site.ui.opensInNewTab }),
  'call-to-action': () => ({}),
}

/** Each section with what it shows from other files. */
export function resolveSections(content: Content, sections: SectionData[]): ResolvedSection[] {
  return sections.map((section) => {
    const resolve = RESOLVERS[section.type] as (s: SectionData, c: Content) => object
    return { type: section.type, section, ...resolve(section, content) } as ResolvedSection
  })
}

/** A member of the team as a page shows them: a member the translation lacks is in English, marked so. */
export function teamMember(content: Content, member: Content['pages']['team']['members'][number]) {
  return { name: member.name, role: member.role, portrait: content.media.picture(member.portrait), ...untranslatedMark(content, member) }
}
