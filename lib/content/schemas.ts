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
      /** Old addresses that lead to a page of this site (HTTP 301 where the host allows it). */
      redirects: z
        .array(
          z
            .object({
              from: z.string().regex(/^\/[\w\-/]*$/, { error: 'expected a site path such as /old-page' }),
              to: z.string().regex(/^\/[\w\-/#]*$/, { error: 'expected a site path such as /new-page/' }),
            })
            .strict(),
        )
        .default([]),
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
          scrollDown: text(),
          /** Accessible name of a picture that opens enlarged; {alt} is the picture's description. */
          enlargeImage: text(),
          imageLoadError: text(),
          serviceLabel: text(),
          industryLabel: text(),
          nextCaseStudy: text(),
          projectWebsite: text(),
          clientLabel: text(),
          industryFactLabel: text(),
          servicesFactLabel: text(),
        })
        .strict(),
    })
    .strict()

  /** A picture: a file in content/media and the words that describe it to people who cannot see it. */
  const picture = () =>
    z
      .object({
        src: media(),
        /** What the picture shows, for screen readers and search engines. */
        alt: text(),
      })
      .strict()

  /** A question and its answer, shown in an accordion. */
  const faqItem = z.object({ question: text(), answer: text() }).strict()

  /** A titled step or point with a short explanation. */
  const point = z.object({ title: text(), text: text() }).strict()

  const service = z
    .object({
      /** Heading of the service page. */
      title: text(),
      /** Page name in the browser title; the title when left out. */
      pageTitle: text().optional(),
      /** Shorter name for menus and lists; the title when left out. */
      menuTitle: text().optional(),
      /** Position in menus and lists, smallest first. */
      order: order(),
      /** One or two sentences for listings and the meta description. */
      summary: text(),
      /** Opening paragraph, shown large. */
      text1: text(),
      /** Optional second paragraph. */
      text2: text().optional(),
      /** Optional third paragraph. */
      text3: text().optional(),
      /** Paragraph after the main image. */
      text4: text(),
      /** Main image (1520 × 760 works best); opens enlarged on click. */
      image: picture(),
      /** Heading of the counters section, shown only when there are counters. */
      specializationTitle: text().default('Specialization'),
      /** Figures that count up when they come into view, e.g. 95 with the label "Web". */
      counters: z
        .array(z.object({ value: z.number().int().min(0), suffix: z.string().default(''), label: text() }).strict())
        .default([]),
      /** Heading of the tools grid. */
      skillTitle: text().default('Our Skills'),
      /** Tools and technologies, each with a logo from content/media. */
      skills: z.array(z.object({ title: text(), logo: media() }).strict()).default([]),
      approachTitle: text(),
      approachDescription: text(),
      approach: z.array(point).min(1),
      /** Heading of the list of all services in the sidebar. */
      servicesTitle: text().default('Our Services'),
      /** Heading of the questions in the sidebar. */
      faqTitle: text().default('FAQ'),
      faq: z.array(faqItem).default([]),
      draft: draft(),
    })
    .strict()

  const industry = z
    .object({
      /** Industry name: the heading and the page name in the browser title. */
      title: text(),
      menuTitle: text().optional(),
      order: order(),
      summary: text(),
      /** Opening paragraph under the heading. */
      intro: text(),
      /** Label of the button to the contact page. */
      ctaLabel: text().default('SCHEDULE A CALL'),
      expertiseTitle: text().default('Our Expertise'),
      /** Paragraphs of the expertise section. */
      expertise: z.array(text()).min(1),
      image: picture(),
      challengesTitle: text().default('Challenges We Address'),
      challenges: z.array(point).min(1),
      servicesTitle: text().default('Our Services'),
      faqTitle: text().default('FAQ'),
      faq: z.array(faqItem).default([]),
      draft: draft(),
    })
    .strict()

  const caseStudy = z
    .object({
      title: text(),
      pageTitle: text().optional(),
      order: order(),
      summary: text(),
      /** Category shown above the title, e.g. "ERP Platform". */
      category: text(),
      /** Id of the industry (a file name in content/industries, without .md). */
      industry: text(),
      /** Who the work was for, as shown in the facts line. */
      client: text(),
      /** What we did, as shown in the facts line. */
      services: z.array(text()).min(1),
      /** The project's own website, if it has one. */
      projectUrl: z.url().optional(),
      /** Label of the button to the contact page. */
      ctaLabel: text().default("Let's talk about your project"),
      mainImage: picture(),
      /** Short fact columns, e.g. "Funding" with "2M+ EUR". */
      columns: z.array(z.object({ title: text(), lines: z.array(text()).min(1).max(3) }).strict()).default([]),
      challengeTitle: text().default('Challenge'),
      challenge: z.array(text()).min(1),
      solutionTitle: text().default('Solution'),
      solution: z.array(text()).min(1),
      solutionItems: z.array(point).default([]),
      /** Pictures shown in a grid; each opens enlarged. */
      gallery: z.array(picture()).default([]),
      brandsTitle: text().default('Partners'),
      brands: z.array(z.object({ title: text(), logo: media() }).strict()).default([]),
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

  const counter = z.object({ value: z.number().int().min(0), suffix: z.string().default(''), label: text() }).strict()

  const homePage = z
    .object({
      title: text(),
      description: text(),
      hero: z
        .object({
          kicker: text(),
          slogan: text(),
          intro: text(),
          cta: cta,
          scrollLabel: text(),
          /** The looping cover video (files in public/video) and the still shown before it plays. */
          video: z
            .object({
              webm: z.string().regex(/^\/video\/.+\.webm$/),
              mp4: z.string().regex(/^\/video\/.+\.mp4$/),
              poster: picture(),
              pauseLabel: text(),
              playLabel: text(),
            })
            .strict(),
        })
        .strict(),
      getStarted: z.object({ heading: text(), text: text(), bookingLabel: text() }).strict(),
      digital: z.object({ label: text(), heading: text(), paragraphs: z.array(text()).min(1), image: picture() }).strict(),
      about: z
        .object({ label: text(), heading: text(), paragraphs: z.array(text()).min(1), image: picture(), points: z.array(text()).default([]) })
        .strict(),
      whatWeDo: z
        .object({ heading: text(), intro: text(), servicesHeading: text(), industriesHeading: text() })
        .strict(),
      /** Shown on large screens only. */
      stats: z.array(counter).min(1),
      counters: z.array(counter).min(1),
      approach: z
        .object({
          heading: text(),
          intro: text(),
          steps: z.array(z.object({ title: text(), text: text() }).strict()).min(1),
        })
        .strict(),
      ourWork: z.object({ heading: text(), intro: text(), readMore: text(), contactCta: cta }).strict(),
      awards: z
        .object({
          heading: text(),
          intro: text(),
          years: z
            .array(
              z
                .object({
                  year: z.number().int().min(1990).max(2100),
                  logo: media(),
                  awards: z.array(z.object({ title: text(), subTitle: text() }).strict()).min(1),
                  /** "See project": where the awarded work is shown. */
                  link: cta,
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      blog: z
        .object({
          heading: text(),
          intro: text(),
          continueLabel: text(),
          /** File names (without .md) of the posts to show, from content/blog. */
          posts: z.array(text()).min(1).max(6),
        })
        .strict(),
      partners: z
        .object({ heading: text(), intro: text(), logos: z.array(z.object({ title: text(), logo: media() }).strict()).min(1) })
        .strict(),
      social: z.object({ heading: text(), text: text() }).strict(),
      contact: z.object({ label: text(), heading: text(), text: text(), sayHiLabel: text(), contactLabel: text() }).strict(),
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

  const caseStudiesPage = z
    .object({ title: text(), description: text(), label: text(), heading: text(), intro: text(), readMore: text() })
    .strict()

  return { site, service, industry, caseStudy, blogPost, legal, homePage, notFoundPage, caseStudiesPage }
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
export type CaseStudiesPageData = z.output<Schemas['caseStudiesPage']>
