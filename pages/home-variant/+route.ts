// One page per file in content/home-variants, at the top level: /home-default/, /home-dark/ …
// A function rather than '/@slug' (the legal pages' route): it claims only the addresses of the
// files that exist, so each address has one page.
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { collection } from '../../lib/content/registry'

export default function route(pageContext: PageContextServer) {
  const slug = /^\/([a-z0-9-]+)\/?$/.exec(pageContext.urlPathname)?.[1]
  if (!slug) return false
  const { address } = collection('homeVariants')
  const entry = getContent().homeVariants.find((e) => address(e.id) === `/${slug}/`)
  return entry ? { routeParams: { slug: entry.id } } : false
}
