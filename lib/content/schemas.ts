import { z } from 'zod'

/** What the schemas need to check references against the files on disk. */
export interface SchemaContext {
  /** True when `/media/…` names a file in content/media. */
  mediaExists: (publicPath: string) => boolean
}

const text = () => z.string().trim().min(1)
const isoDate = () => z.iso.date()
const order = () => z.number().int().min(0)

/** Builds every content schema; references to images are checked against the disk. */
export function createSchemas(ctx: SchemaContext) {
  /** A picture from content/media, written as `/media/name.svg`; the file must exist. */
  const media = () =>
    z
      .string()
      .regex(/^\/media\/[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/, {
        error: 'expected an image path such as /media/picture.svg (a file in content/media)',
      })
      .refine((p) => ctx.mediaExists(p), {
        error: (issue) => `the image "${String(issue.input)}" does not exist in content/media`,
      })

  /** Hidden from production builds while true. */
  const draft = () => z.boolean().default(false)

  const social = z
    .object({
      /** Network name shown to screen readers and used to pick the icon. */
      name: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube']),
      /** Full address of the profile. */
      url: z.url(),
    })
    .strict()

  const menuItem = z
    .object({
      /** Text of the menu entry. */
      label: text(),
      /** Where the entry leads, such as /contact/ or /#how-we-do. */
      href: z.string().regex(/^\/[^\s]*$/, { error: 'expected a site path starting with /' }).optional(),
      /** A dropdown listing every entry of this collection, in their `order`. */
      collection: z.enum(['services', 'industries']).optional(),
    })
    .strict()
    .refine((item) => (item.href === undefined) !== (item.collection === undefined), {
      error: 'give either href (a link) or collection (a dropdown), not both and not neither',
    })

  const site = z
    .object({
      /** Brand name used in titles and the footer. */
      name: text(),
      /** Words after the name in the home page title. */
      tagline: text(),
      /** Registered company name (S.R.L.). */
      legalName: text(),
      /** Trade registry number, e.g. J40/1234/2016. */
      registryNumber: text(),
      /** Tax code (CUI), e.g. RO12345678. */
      taxCode: text(),
      /** Phone number as people should dial it. */
      phone: z.string().regex(/^\+?[\d ()-]{6,}$/, { error: 'expected a phone number such as +40 21 555 0142' }),
      /** Public contact e-mail. */
      email: z.email(),
      /** The site's public address, used for canonical links and the sitemap. */
      url: z.url(),
      /** Default meta description. */
      description: text(),
      /** Meta keywords. */
      keywords: z.array(text()).min(1),
      /** Locale for the page language and Open Graph, e.g. en. */
      language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).default('en'),
      address: z
        .object({
          street: text(),
          postalCode: text(),
          city: text(),
          country: text(),
        })
        .strict(),
      /** The free-consultation scheduling page (opens in a new tab). */
      bookingUrl: z.url(),
      socials: z.array(social).min(1),
      /** Information-security certification badge shown in the footer. */
      certification: z
        .object({ image: media(), alt: text(), width: z.number().int().positive(), height: z.number().int().positive() })
        .strict(),
      menu: z.array(menuItem).min(1),
      /** Interface wording: every text a visitor reads that is not page content. */
      ui: z
        .object({
          skipLink: text(),
          homeLinkLabel: text(),
          openMenu: text(),
          closeMenu: text(),
          menuHeading: text(),
          mainNavigation: text(),
          followUs: text(),
          backToTop: text(),
          rightsReserved: text(),
          footerLegalHeading: text(),
          footerContactHeading: text(),
          footerFollowHeading: text(),
          opensInNewTab: text(),
          lastUpdated: text(),
          onThisPage: text(),
        })
        .strict(),
    })
    .strict()

  const service = z
    .object({
      /** Heading of the service page. */
      title: text(),
      /** Shorter name for menus and lists; the title when left out. */
      menuTitle: text().optional(),
      /** Position in menus and lists, smallest first. */
      order: order(),
      /** One or two sentences for listings and the meta description. */
      summary: text(),
      draft: draft(),
    })
    .strict()

  const industry = service

  const caseStudy = z
    .object({
      title: text(),
      order: order(),
      summary: text(),
      /** Id of the industry (a file name in content/industries, without .md). */
      industry: text(),
      draft: draft(),
    })
    .strict()

  const blogPost = z
    .object({
      title: text(),
      /** Publication date, YYYY-MM-DD. */
      date: isoDate(),
      category: z.enum(['Product', 'Inspiration', 'Community', 'Experiences', 'Reviews', 'Tips & Tricks', 'Others']),
      author: text(),
      summary: text(),
      image: media().optional(),
      tags: z.array(text()).default([]),
      draft: draft(),
    })
    .strict()

  const legal = z
    .object({
      /** Page heading; also the page name in the browser title. */
      title: text(),
      /** Meta description. */
      description: text(),
      /** Position in the footer's legal links. */
      order: order(),
      /** Date of the last change, YYYY-MM-DD. */
      updated: isoDate(),
      draft: draft(),
    })
    .strict()

  const cta = z.object({ label: text(), href: z.string().regex(/^(\/|#|https:\/\/)/) }).strict()

  const homePage = z
    .object({
      title: text(),
      description: text(),
      hero: z.object({ kicker: text(), slogan: text(), intro: text(), cta: cta, scrollLabel: text() }).strict(),
      getStarted: z.object({ heading: text(), text: text(), bookingLabel: text() }).strict(),
      whatWeDo: z
        .object({ heading: text(), intro: text(), servicesHeading: text(), industriesHeading: text() })
        .strict(),
      approach: z
        .object({
          heading: text(),
          intro: text(),
          steps: z.array(z.object({ title: text(), text: text() }).strict()).min(1),
        })
        .strict(),
      ourWork: z.object({ heading: text(), intro: text(), contactCta: cta }).strict(),
    })
    .strict()

  const notFoundPage = z
    .object({
      title: text(),
      description: text(),
      heading: text(),
      text: text(),
      backLabel: text(),
      /** Shown instead when a page fails for another reason than not existing. */
      errorHeading: text(),
      errorText: text(),
    })
    .strict()

  return { site, service, industry, caseStudy, blogPost, legal, homePage, notFoundPage }
}

export type Schemas = ReturnType<typeof createSchemas>
export type SiteData = z.output<Schemas['site']>
export type ServiceData = z.output<Schemas['service']>
export type IndustryData = z.output<Schemas['industry']>
export type CaseStudyData = z.output<Schemas['caseStudy']>
export type BlogPostData = z.output<Schemas['blogPost']>
export type LegalData = z.output<Schemas['legal']>
export type HomePageData = z.output<Schemas['homePage']>
export type NotFoundPageData = z.output<Schemas['notFoundPage']>
