import { collectionAddresses, COLLECTIONS, PAGE_MODULES, pageFileAddresses, pageLayout, type CollectionKey } from './content/registry'
import { isOffered } from './routes'
import { FOOTER_GROUPS } from './content/types/define'
import type { ConsentSettings } from './shared/consent'
import type { SearchLabels } from './shared/islands'
import type { Content } from './content'
import { searchLabels } from './search'

/** A menu entry as the header renders it; dropdown children are derived from a collection. */
export interface MenuLink {
  label: string
  href: string
}
export interface MenuEntry {
  label: string
  href?: string
  children?: MenuLink[]
}

export interface SocialLink {
  name: string
  url: string
}

/** Everything the header, footer and scroll-to-top button need, derived from content/. */
export interface Shell {
  name: string
  legalName: string
  email: string
  phone: string
  address: { street: string; postalCode: string; city: string; country: string }
  socials: SocialLink[]
  menu: MenuEntry[]
  legalLinks: MenuLink[]
  /** The footer's map of the site: every page no menu leads to, in groups (lib/content/types/define.ts › FOOTER_GROUPS). */
  footerGroups: Array<{ heading: string; links: MenuLink[] }>
  certification: { image: string; alt: string; width: number; height: number }
  ui: Content['site']['ui']
  search: { open: string; close: string; labels: SearchLabels }
  /** The cookie banner's wording and what it may load once a visitor agrees. */
  consent: ConsentSettings
}

/** The page of entry `id` of the collection kept in content/<folder> (the registry's address). */
export function collectionPath(folder: 'services' | 'industries' | 'case-studies', id: string): string {
  return COLLECTIONS.find((c) => c.folder === folder)!.address(id)
}

/** The page of every entry of a collection, for prerendering. */
export function collectionUrls(content: Content, key: CollectionKey): string[] {
  return collectionAddresses(content[key], key)
}

export function buildShell(content: Content): Shell {
  return shellOf(content.site, {
    menuChildren: (collection) => {
      const type = COLLECTIONS.find((c) => c.key === collection)!
      const entries = content[type.key] as ReadonlyArray<{ id: string; data: { title: string; menuTitle?: string } }>
      return entries.map((e) => ({ label: e.data.menuTitle ?? e.data.title, href: type.address(e.id) }))
    },
    legalLinks: content.legal.map((l) => ({ label: l.data.title, href: `/${l.id}/` })),
    footerGroups: footerGroups(content),
    searchLabels: searchLabels(content),
  })
}

/**
 * What the frame of every page shows from other files than site.yaml: made from the whole content
 * by buildShell; empty in the content manager's preview of site.yaml, which has only that file.
 */
export interface ShellFromOtherFiles {
  /** The entries of a menu item that lists a collection (its dropdown). */
  menuChildren: (collection: string) => MenuLink[]
  legalLinks: MenuLink[]
  footerGroups: Shell['footerGroups']
  searchLabels: SearchLabels
}

/** The frame of every page: site.yaml's words and settings, with what other files add to them. */
export function shellOf(site: Content['site'], other: ShellFromOtherFiles): Shell {
  return {
    name: site.name,
    legalName: site.legalName,
    email: site.email,
    phone: site.phone,
    address: site.address,
    socials: site.socials,
    menu: site.menu.map((item) => (item.collection ? { label: item.label, children: other.menuChildren(item.collection) } : { label: item.label, href: item.href! })),
    legalLinks: other.legalLinks,
    footerGroups: other.footerGroups,
    certification: site.certification,
    ui: site.ui,
    search: { open: site.search.open, close: site.search.close, labels: other.searchLabels },
    consent: { texts: site.consent, analytics: site.analytics },
  }
}

/**
 * The footer's map of the site, made from the registry: each file of content/pages and each
 * collection says which group lists its pages (`footer`), and the titles come from the files.
 */
function footerGroups(content: Content): Shell['footerGroups'] {
  const links = new Map(FOOTER_GROUPS.map((group) => [group, [] as MenuLink[]]))
  for (const module of PAGE_MODULES) {
    if (!('footer' in module) || !module.footer) continue
    const data = content.pages[module.key] as { title?: string }
    const addresses = pageFileAddresses(module)
    const group = typeof module.footer === 'string' ? module.footer : module.footer.group
    const titles = typeof module.footer === 'string' ? addresses.map(() => data.title!) : (module.footer.titles as (data: unknown) => string[])(data)
    if (titles.length !== addresses.length) throw new Error(`${module.file}: its footer gives ${titles.length} titles for ${addresses.length} addresses`)
    // The layouts the site does not show are left out (site.yaml › layouts).
    links.get(group)!.push(...addresses.flatMap((href, i) => (isOffered(content.site, pageLayout(module, href), href) ? [{ label: titles[i]!, href }] : [])))
  }
  for (const type of COLLECTIONS) {
    if (!type.footer) continue
    const entries = content[type.key] as ReadonlyArray<{ id: string; data: { title: string; menuTitle?: string } }>
    const shown = entries.filter((e) => isOffered(content.site, type.layout, type.address(e.id)))
    links.get(type.footer)!.push(...shown.map((e) => ({ label: e.data.menuTitle ?? e.data.title, href: type.address(e.id) })))
  }
  const headings = content.site.ui.footerGroups
  return FOOTER_GROUPS.filter((group) => links.get(group)!.length > 0).map((group) => ({ heading: headings[group], links: links.get(group)! }))
}
