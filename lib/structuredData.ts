import { DEFAULT_LOCALE, LOCALE_INFO, localizePath, type Locale } from './shared/locales'
import type { SiteData } from './content/schemas'
import type { PageHead } from './head'

/**
 * JSON-LD for search engines: the company (Organization, with the S.R.L. details of site.yaml) on
 * every page, the trail to the page (BreadcrumbList) and, for posts, the post (BlogPosting).
 */
export function structuredData(site: SiteData, head: PageHead, pathname: string, homeName: string, locale: Locale = DEFAULT_LOCALE): object[] {
  const url = (p: string) => new URL(p, site.url).href
  /** A page of the site in the page's language. */
  const page = (p: string) => url(localizePath(p, locale))
  const inLanguage = LOCALE_INFO[locale].tag
  const organizationId = url('/#organization')
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: url('/'),
    logo: url('/icons/icon-512.png'),
    email: site.email,
    telephone: site.phone,
    taxID: site.taxCode,
    identifier: { '@type': 'PropertyValue', propertyID: 'Trade Register (ONRC)', value: site.registryNumber },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((s) => s.url),
  }
  const graph: object[] = [
    organization,
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': page(pathname),
      url: page(pathname),
      name: head.title,
      description: head.description,
      inLanguage,
      publisher: { '@id': organizationId },
    },
  ]
  if (pathname !== '/') {
    const trail = [{ name: homeName, path: '/' }, ...(head.breadcrumbs ?? []), { name: head.title, path: pathname }]
    graph.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: page(crumb.path) })),
    })
  }
  if (head.article) {
    graph.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: head.title,
      description: head.description,
      datePublished: head.article.published,
      dateModified: head.article.modified ?? head.article.published,
      author: { '@type': 'Person', name: head.article.author },
      publisher: { '@id': organizationId },
      articleSection: head.article.section,
      keywords: head.article.tags.join(', '),
      mainEntityOfPage: page(pathname),
      inLanguage,
      ...(head.image ? { image: url(head.image) } : {}),
    })
  }
  return graph
}
