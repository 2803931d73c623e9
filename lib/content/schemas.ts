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

  /** What every inner page starts with: its name in the browser title, and the dark title band. */
  const innerPageHead = {
    /** The page name in the browser title. */
    title: text(),
    /** Meta description for search engines. */
    description: text(),
    /** Small label above the heading. */
    label: text(),
    /** The page's one h1. */
    heading: text(),
    /** The paragraph under the heading. */
    intro: text(),
  }

  /** The contact page: booking link, address block and the project form around it. */
  const contactPage = z
    .object({
      ...innerPageHead,
      booking: z.object({ heading: text(), text: text(), label: text() }).strict(),
      details: z
        .object({
          heading: text(),
          addressLabel: text(),
          emailLabel: text(),
          phoneLabel: text(),
          /** When people can expect an answer, e.g. "Monday to Friday, 9:00–18:00". */
          hours: text(),
        })
        .strict(),
      formHeading: text(),
      formIntro: text(),
      /** Shown only to browsers without JavaScript; {email} and {phone} are filled in. */
      noScript: text(),
    })
    .strict()

  /** Every text of the site's forms: labels, buttons, validation and sending messages. */
  const forms = z
    .object({
      /** Validation messages, shared by the contact and comment forms. */
      messages: z
        .object({
          nameRequired: text().default('Name is required'),
          emailRequired: text().default('Email is required'),
          emailFormat: text().default('Entered value does not match email format'),
          acceptTermsRequired: text().default('Accept Terms and Conditions is required'),
          commentRequired: text().default('Pleae write your comment'),
        })
        .strict(),
      /** Marks a required field after its label. */
      requiredMark: text(),
      contact: z
        .object({
          name: text(),
          organization: text(),
          email: text(),
          projectGoal: text(),
          /** The checkbox label; {terms} becomes a link to the terms and conditions. */
          acceptTerms: text(),
          termsLinkLabel: text(),
          /** Label of the field people never see; spam robots fill it in. */
          honeypot: text(),
          submit: text(),
          sending: text(),
          retry: text(),
          /** The toast after a message was sent. */
          sent: text(),
          failedHeading: text(),
          /** Why it failed; {seconds} is filled in for the rate limit. */
          failedError: text(),
          failedNetwork: text(),
          failedTimeout: text(),
          failedRateLimit: text(),
          /** After any failure; {email} becomes a link that carries the typed message. */
          keepText: text(),
          notConfiguredHeading: text(),
          /** When the site was built without the e-mail settings; {email} as above. */
          notConfiguredText: text(),
          /** Subject of the e-mail prepared for people who write directly; {name} is filled in. */
          mailSubject: text(),
          draftRestored: text(),
        })
        .strict(),
      comment: z
        .object({
          heading: text(),
          intro: text(),
          name: text(),
          email: text(),
          comment: text(),
          acceptTerms: text().default('Save my name & email in this browser for next time I comment.'),
          submit: text(),
          /** Shown after a comment was accepted. */
          done: text(),
        })
        .strict(),
    })
    .strict()

  /** The pricing page: plans side by side and a call for larger projects. */
  const pricingPage = z
    .object({
      ...innerPageHead,
      /** Screen-reader name of each plan's list of features. */
      featuresLabel: text(),
      plans: z
        .array(
          z
            .object({
              /** Plan name, e.g. BASIC PLAN. */
              name: text(),
              /** Price in whole currency units, e.g. 49. */
              price: z.number().positive(),
              /** Sign written before the price. */
              currency: text().default('$'),
              /** Words after the price, e.g. per month. */
              period: text(),
              /** Small print under the price. */
              note: text(),
              /** What the plan includes, one line each. */
              features: z.array(text()).min(1),
              /** A highlight such as "Popular"; the plan stands out when it has one. */
              badge: text().optional(),
              /** The button under the plan, e.g. Start My Project Now to /contact/. */
              cta: cta,
            })
            .strict(),
        )
        .min(1),
      /** The block for projects that fit no plan. */
      enterprise: z.object({ heading: text(), text: text(), cta: cta }).strict(),
    })
    .strict()

  /** The team page: a portrait per person and one open place for the next colleague. */
  const teamPage = z
    .object({
      ...innerPageHead,
      members: z
        .array(
          z
            .object({
              name: text(),
              /** Job title, e.g. Head of Engineering. */
              role: text(),
              /** A square picture (the generated art in /media/art/team/). */
              portrait: picture(),
            })
            .strict(),
        )
        .min(1),
      /** The empty place in the grid that invites applicants. */
      openSlot: z.object({ heading: text(), text: text(), cta: cta }).strict(),
    })
    .strict()

  /** The FAQ page: questions grouped by category, each group an accordion. */
  const faqPage = z
    .object({
      ...innerPageHead,
      categories: z.array(z.object({ title: text(), items: z.array(faqItem).min(1) }).strict()).min(1),
      /** The box after the questions, with the link to the contact page. */
      contact: z.object({ heading: text(), text: text(), cta: cta }).strict(),
    })
    .strict()

  /** The coming-soon page: a countdown and a subscribe box that sends nothing. */
  const comingSoonPage = z
    .object({
      ...innerPageHead,
      /** When the countdown reaches zero, with its UTC offset, e.g. 2022-12-30T00:00:00+02:00. */
      launch: z.iso.datetime({ offset: true, error: 'expected a date and time with its offset, such as 2022-12-30T00:00:00+02:00' }),
      countdown: z
        .object({
          /** Accessible name of the timer. */
          label: text(),
          days: text(),
          hours: text(),
          minutes: text(),
          seconds: text(),
          /** What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in. */
          summary: text(),
        })
        .strict(),
      subscribe: z
        .object({
          heading: text(),
          text: text(),
          emailLabel: text(),
          placeholder: text(),
          button: text(),
          /** Shown after the button is pressed: nothing is sent anywhere. */
          notice: text(),
        })
        .strict(),
    })
    .strict()

  /** What a client said about working with the studio. */
  const testimonial = z
    .object({
      /** Their words, without quotation marks. */
      quote: text(),
      name: text(),
      /** Their job title. */
      designation: text(),
      company: text(),
    })
    .strict()

  /** The About Us page; its awards and partners come from pages/home.yaml. */
  const aboutUsPage = z
    .object({
      ...innerPageHead,
      /** Who we are, with up to three pictures of the studio's work. */
      story: z
        .object({ label: text(), heading: text(), paragraphs: z.array(text()).min(1), images: z.array(picture()).min(1).max(3) })
        .strict(),
      /** The services list is made from content/services. */
      services: z.object({ label: text(), heading: text(), intro: text(), readMore: text() }).strict(),
      testimonials: z.object({ label: text(), heading: text(), items: z.array(testimonial).min(1) }).strict(),
    })
    .strict()

  /** The founder's personal profile. E-mail, phone and social links come from site.yaml. */
  const aboutMePage = z
    .object({
      title: text(),
      description: text(),
      /** Small label above the name. */
      label: text(),
      /** The person's name: the page heading. */
      name: text(),
      role: text(),
      intro: text(),
      portrait: picture(),
      bio: z.object({ heading: text(), paragraphs: z.array(text()).min(1) }).strict(),
      contact: z.object({ heading: text(), text: text(), emailLabel: text(), phoneLabel: text() }).strict(),
      services: z.object({ heading: text(), items: z.array(point).min(1) }).strict(),
      advantages: z.object({ heading: text(), items: z.array(point).min(1) }).strict(),
      timeline: z
        .object({
          heading: text(),
          /** E.g. Education and Experience, each a list of dated lines. */
          groups: z
            .array(
              z
                .object({
                  title: text(),
                  /** `year` may be a span such as 2012 – 2016. */
                  entries: z.array(z.object({ year: z.union([z.number().int(), text()]).transform(String), text: text() }).strict()).min(1),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      skills: z
        .object({
          heading: text(),
          intro: text(),
          items: z.array(z.object({ title: text(), percentage: z.number().int().min(0).max(100) }).strict()).min(1),
        })
        .strict(),
      social: z.object({ heading: text(), text: text() }).strict(),
    })
    .strict()

  /** Pages added with the pricing, team, FAQ, coming-soon and about pages. */
  const morePages = {
    pricing: pricingPage,
    team: teamPage,
    faq: faqPage,
    comingSoon: comingSoonPage,
    aboutUs: aboutUsPage,
    aboutMe: aboutMePage,
  }

  /**
   * One schema per file in content/pages/, keyed by the name pages use (`content.pages.home`).
   * To add a page's content: write its schema above, then list it here and in PAGE_FILES.
   */
  const pages = { home: homePage, notFound: notFoundPage, caseStudies: caseStudiesPage, contact: contactPage, forms, ...morePages }

  return { site, service, industry, caseStudy, blogPost, legal, pages }
}

/** The file in content/ that holds each page's structured text. */
export const PAGE_FILES: Record<keyof Schemas['pages'], string> = {
  home: 'pages/home.yaml',
  notFound: 'pages/not-found.yaml',
  caseStudies: 'pages/case-studies.yaml',
  pricing: 'pages/pricing.yaml',
  team: 'pages/team.yaml',
  faq: 'pages/faq.yaml',
  comingSoon: 'pages/coming-soon.yaml',
  aboutUs: 'pages/about-us.yaml',
  aboutMe: 'pages/about-me.yaml',
  contact: 'pages/contact.yaml',
  forms: 'pages/forms.yaml',
}

export type Schemas = ReturnType<typeof createSchemas>
export type SiteData = z.output<Schemas['site']>
export type ServiceData = z.output<Schemas['service']>
export type IndustryData = z.output<Schemas['industry']>
export type CaseStudyData = z.output<Schemas['caseStudy']>
export type BlogPostData = z.output<Schemas['blogPost']>
export type LegalData = z.output<Schemas['legal']>
/** The checked content of every file in content/pages/. */
export type PagesData = { [K in keyof Schemas['pages']]: z.output<Schemas['pages'][K]> }
export type HomePageData = PagesData['home']
export type NotFoundPageData = PagesData['notFound']
export type CaseStudiesPageData = PagesData['caseStudies']
export type ContactPageData = PagesData['contact']
export type FormsData = PagesData['forms']
export type PricingPageData = PagesData['pricing']
export type TeamPageData = PagesData['team']
export type FaqPageData = PagesData['faq']
export type ComingSoonPageData = PagesData['comingSoon']
export type AboutUsPageData = PagesData['aboutUs']
export type AboutMePageData = PagesData['aboutMe']
export type TestimonialData = AboutUsPageData['testimonials']['items'][number]
