import type { PageContextServer } from 'vike/types'
import { caseStudyCard } from '../../lib/cards'
import { pageContent } from '../../lib/pageReads'
import { collectionPath } from '../../lib/shell'
import { categoryName, postHref } from '../../lib/blog'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const { home } = content.pages
  const { site } = content
  const link = (collection: 'services' | 'industries') => (e: { id: string; data: { title: string } }) => ({
    href: collectionPath(collection, e.id),
    title: e.data.title,
  })
  const posts = home.blog.posts.map((id) => content.posts.find((p) => p.id === id)).filter((p) => p !== undefined)
  return {
    head: { title: home.title, description: home.description },
    home,
    poster: content.media.picture(home.hero.video.poster),
    digitalImage: content.media.picture(home.digital.image),
    aboutImage: content.media.picture(home.about.image),
    awardLogos: home.awards.years.map((y) => content.media.picture({ src: y.logo, alt: '' })),
    partnerLogos: home.partners.logos.map((p) => ({ title: p.title, logo: content.media.picture({ src: p.logo, alt: p.title }) })),
    bookingUrl: site.bookingUrl,
    socials: site.socials,
    opensInNewTab: site.ui.opensInNewTab,
    services: content.services.map(link('services')),
    industries: content.industries.map(link('industries')),
    caseStudies: content.caseStudies.map((e) => caseStudyCard(content, e)),
    posts: posts.map((p) => ({
      href: postHref(p.id),
      /** The language of an untranslated post's words, and the mark saying so. */
      ...(p.lang !== content.locale ? { lang: p.lang, langLabel: content.site.ui.inEnglish } : {}),
      title: p.data.title,
      category: home.blog.labels[p.id] ?? categoryName(content, p.data.category),
      date: p.data.date,
      summary: p.data.summary,
      image: p.data.image ? content.media.picture({ src: p.data.image, alt: '' }) : undefined,
    })),
  }
}

export type Data = ReturnType<typeof data>
