import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../../lib/pageReads'
import { findById } from '../../../lib/lookup'
import { collectionPath } from '../../../lib/shell'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = findById(content.caseStudies, pageContext.routeParams.id)
  if (!entry) throw render(404)
  const { data: study } = entry
  const { ui } = content.site
  const index = content.caseStudies.indexOf(entry)
  const next = content.caseStudies[index + 1]
  const industry = content.industries.find((i) => i.id === study.industry)
  return {
    head: {
      title: study.pageTitle ?? study.title,
      description: study.summary,
      image: study.mainImage.src,
      breadcrumbs: [{ name: content.pages.caseStudies.title, path: '/case-studies/' }],
    },
    study,
    industry: industry ? { title: industry.data.title, href: collectionPath('industries', industry.id) } : undefined,
    mainImage: content.media.picture(study.mainImage),
    gallery: study.gallery.map((image) => content.media.picture(image)),
    brands: study.brands.map((b) => ({ title: b.title, logo: content.media.picture({ src: b.logo, alt: b.title }) })),
    about: entry.body,
    next: next ? { title: next.data.title, href: collectionPath('case-studies', next.id) } : undefined,
    ui,
  }
}

export type Data = ReturnType<typeof data>
