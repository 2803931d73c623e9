import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType, ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'
import { IslandScope } from '../../components/islands/Island'
import { LocaleProvider } from '../../components/locale'
import type { Content } from '../../lib/content'
import { schemas, type PagesData } from '../../lib/content/schemas'
import { portfolioItem, portfolioView } from '../../lib/portfolio'
import type { Locale } from '../../lib/shared/locales'
import { PageContextProvider } from '../../renderer/usePageContext'
import AboutMePage from '../../pages/about-me/+Page'
import AboutUsPage from '../../pages/about-us/+Page'
import BlogGridPage from '../../pages/blog-grid/+Page'
import CaseStudiesPage from '../../pages/case-studies/index/+Page'
import ComingSoonPage from '../../pages/coming-soon/+Page'
import ContactPage from '../../pages/contact/+Page'
import FaqPage from '../../pages/faq/+Page'
import { faqData } from '../../pages/faq/faqData'
import HomePage from '../../pages/index/+Page'
import { NotFound } from '../../pages/_error/NotFound'
import PricingPage from '../../pages/pricing/+Page'
import TeamPage from '../../pages/team/+Page'
import PortfolioGridPage from '../../pages/works-grid/+Page'
import { completed, standIn } from './complete'
import { BLANK_PICTURE, DrawWhatCan, FilledNote, pictureOf, Unfinished } from './drawing'

/**
 * A file of content/pages as the site draws it: by the page component of its page
 * (pages/<route>/+Page.tsx), given the page data its +data.ts would make, made here from the file
 * being edited. What a page shows from other files (site.yaml's e-mail and labels, the services,
 * the posts) is a neutral stand-in, named in a note above the page. Every field is read as
 * optional: a field not written yet is blank (./complete.ts), and a part that still cannot be drawn
 * leaves the rest of the page in view.
 */
type Props = PreviewTemplateComponentProps
type PageKey = keyof PagesData

/** What the preview of one page file knows besides the file: its pictures and its language. */
interface Drawing {
  picture: (image: { src?: string; alt?: string } | undefined) => ReturnType<typeof pictureOf> & object
  locale: Locale
}

interface PageFile<K extends PageKey> {
  /** The page component that shows the file on the site. */
  Page: ComponentType
  /** The page's data, as its +data.ts makes it, from the file and stand-ins for the other files. */
  data: (page: PagesData[K], drawing: Drawing) => object
  /** What the page shows from other files, in the note's words. */
  filled: string[]
}

// site.yaml's words (labels, e-mail, phone, socials) where a page shows them: each the name of its field.
const SITE = standIn(schemas.site)
// forms.yaml's words on the contact page: each the name of its field, the usual mark of a required one.
const FORMS = { ...standIn(schemas.pages.forms), requiredMark: '*' }
const HOME = completed(schemas.pages.home, {})

/** Only what the portfolio's helpers read: the file being edited, its pictures, site.yaml's stand-in. */
const portfolioContent = (portfolio: PagesData['portfolio'], drawing: Drawing) =>
  ({ pages: { portfolio }, media: { picture: drawing.picture }, site: SITE, locale: drawing.locale }) as unknown as Content

const SITE_WORDS = 'site.yaml’s'

export const PAGE_FILE_PREVIEWS: { [K in PageKey]?: PageFile<K> } = {
  aboutMe: {
    Page: AboutMePage,
    data: (page, { picture }) => ({ page, portrait: picture(page.portrait), email: SITE.email, phone: SITE.phone, socials: [], opensInNewTab: SITE.ui.opensInNewTab }),
    filled: [`${SITE_WORDS} e-mail, phone and social links`],
  },
  aboutUs: {
    Page: AboutUsPage,
    data: (page, { picture }) => ({
      page,
      storyImages: page.story.images.map((image) => picture(image)),
      services: [],
      awards: { awards: { ...HOME.awards, years: [] }, logos: [] },
      partners: { partners: { heading: '', intro: '' }, logos: [] },
    }),
    filled: ['the services’ cards', 'the awards and partners of home.yaml'],
  },
  blog: {
    // The first of the blog's listings (/blog-grid/); its other layouts show the same posts.
    Page: BlogGridPage,
    data: (blog) => ({
      page: blog.grid,
      slides: [],
      labels: SITE.ui,
      posts: [],
      readMore: blog.readMore,
      more: blog.more,
      search: { heading: blog.search.heading, labels: { ...SITE.search, ...blog.search } },
      newsletter: blog.newsletter,
    }),
    filled: ['the posts', `${SITE_WORDS} words of the search and the slides`],
  },
  caseStudies: {
    Page: CaseStudiesPage,
    data: (page) => ({ page, studies: [] }),
    filled: ['the case studies'],
  },
  comingSoon: {
    Page: ComingSoonPage,
    data: (page) => ({ page, renderedAt: Date.now() }),
    filled: [],
  },
  contact: {
    Page: ContactPage,
    data: (page) => ({
      page,
      forms: FORMS,
      bookingUrl: SITE.bookingUrl,
      email: SITE.email,
      language: SITE.ui.languageName,
      phone: SITE.phone,
      address: SITE.address,
      opensInNewTab: SITE.ui.opensInNewTab,
      termsHref: FORMS.contact.termsPage,
    }),
    filled: ['the form’s words of forms.yaml', `${SITE_WORDS} address, e-mail, phone and booking link`],
  },
  faq: {
    Page: FaqPage,
    data: (page) => faqData(page, { site: SITE }),
    filled: [`${SITE_WORDS} heading of the list of groups`],
  },
  home: {
    Page: HomePage,
    data: (home, { picture }) => ({
      home,
      poster: picture(home.hero.video.poster),
      digitalImage: picture(home.digital.image),
      aboutImage: picture(home.about.image),
      awardLogos: home.awards.years.map((y) => picture({ src: y.logo, alt: '' })),
      partnerLogos: home.partners.logos.map((p) => ({ title: p.title, logo: picture({ src: p.logo, alt: p.title }) })),
      bookingUrl: SITE.bookingUrl,
      socials: [],
      opensInNewTab: SITE.ui.opensInNewTab,
      services: [],
      industries: [],
      caseStudies: [],
      posts: [],
    }),
    filled: ['the services and industries', 'the case studies', 'the posts', `${SITE_WORDS} booking link and social links`],
  },
  portfolio: {
    Page: PortfolioGridPage,
    data: (portfolio, drawing) => {
      const content = portfolioContent(portfolio, drawing)
      const { latest } = portfolio.grid
      const newest = [...portfolio.items].sort((a, b) => b.year - a.year).slice(0, latest.count)
      return { ...portfolioView(content, 'grid'), latest: { label: latest.label, heading: latest.heading, items: newest.map((item) => portfolioItem(content, item)) } }
    },
    filled: [],
  },
  pricing: {
    Page: PricingPage,
    data: (page) => ({ page }),
    filled: [],
  },
  team: {
    Page: TeamPage,
    data: (page, { picture }) => ({ page, members: page.members.map((m) => ({ name: m.name, role: m.role, portrait: picture(m.portrait) })) }),
    filled: [],
  },
}

/** The preview of page file `key` in `locale` (the CMS's file `team`, `team_ro`). */
export function pagePreview<K extends PageKey>(key: K, locale: Locale): ComponentType<Props> | undefined {
  const schema = schemas.pages[key]
  const file = PAGE_FILE_PREVIEWS[key] as PageFile<K> | undefined
  // The not-found page reads its file itself on the site; its body is a component of its own.
  if (key === 'notFound') {
    return function NotFoundPreview(props: Props) {
      const notFound = completed(schemas.pages.notFound, dataOf(props))
      return (
        <Frame locale={locale} data={{}} filled={[]} entry={notFound}>
          <NotFound notFound={notFound} is404 />
        </Frame>
      )
    }
  }
  if (!file) return undefined
  const { Page, filled } = file
  return function PageFilePreview(props: Props) {
    const raw = dataOf(props)
    const asset = (path: string) => props.getAsset(path)?.toString() ?? path
    const drawing: Drawing = { locale, picture: (image) => pictureOf(image, asset) ?? BLANK_PICTURE }
    let data: object | undefined
    try {
      data = file.data(completed(schema, raw) as PagesData[K], drawing)
    } catch {
      data = undefined
    }
    return (
      <Frame locale={locale} data={data ?? {}} filled={filled} entry={raw}>
        {data ? <Page /> : <Unfinished what="A part of the page" />}
      </Frame>
    )
  }
}

function dataOf(props: Props): Record<string, unknown> {
  return ((props.entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>
}

/** The page inside what the site's renderer puts around it: the page's data and language. */
function Frame({ locale, data, filled, entry, children }: { locale: Locale; data: object; filled: string[]; entry: unknown; children: ReactNode }) {
  const pageContext = { data, locale, is404: false } as unknown as PageContextServer
  return (
    <>
      <FilledNote filled={filled} />
      <main>
        <PageContextProvider pageContext={pageContext}>
          <LocaleProvider locale={locale}>
            <IslandScope>
              {/* Drawn afresh after each change: a part that could not be drawn may be complete now. */}
              <DrawWhatCan key={JSON.stringify(entry)} fallback={<Unfinished what="A part of the page" />}>
                {children}
              </DrawWhatCan>
            </IslandScope>
          </LocaleProvider>
        </PageContextProvider>
      </main>
    </>
  )
}
