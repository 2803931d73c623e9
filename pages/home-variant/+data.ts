import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { resolveSections } from '../../lib/sections'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = content.homeVariants.find((e) => e.id === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  const page = entry.data
  return {
    head: { title: page.title, description: page.description },
    hero: page.hero,
    heroImage: page.hero.image ? content.media.picture(page.hero.image) : undefined,
    look: { theme: page.theme, numbered: page.numbered },
    sections: resolveSections(content, page.sections),
  }
}

export type Data = ReturnType<typeof data>
