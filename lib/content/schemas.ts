import { z } from 'zod'
import { reference } from './references'
import { isWebAddress, LINK_TARGET, SITE_PATH, WEB_ADDRESS } from './urls'

/** What the schemas need to check references against the files on disk. */
export interface SchemaContext {
  /** True when `/media/…` names a file in content/media. */
  mediaExists: (publicPath: string) => boolean
}

/** The blog's categories; Product posts appear on the home page and count only under All. */
export const BLOG_CATEGORIES = ['Product', 'Inspirations', 'Experiences', 'Reviews', 'Tips & Tricks', 'Others'] as const

const text = () => z.string().trim().min(1)
const isoDate = () => z.iso.date()
const order = () => z.number().int().min(0)

// Addresses. Every field that holds one is made with one of the helpers below, which trim the value
// and accept only what lib/content/urls.ts allows: no `javascript:`, `data:`, `//host` or `http:`.

/** A full web address of another site, starting with https://; `example` is shown when the value is wrong. */
const webAddress = (example: string) => {
  const error = `expected a full web address starting with https:// such as ${example}`
  return z.string().trim().regex(WEB_ADDRESS, { error, abort: true }).refine(isWebAddress, { error })
}

/** A page of this site, written as a path such as /contact/ or /#how-we-do. */
const sitePath = (example = '/contact/') =>
  z.string().trim().regex(SITE_PATH, { error: `expected a site path such as ${example} (a single / at the start, no spaces)` })

/** Where a button or link leads: a site path such as /contact/, a #section of the page or https://… */
const linkTarget = () => {
  const error = 'expected a site path such as /contact/, a #section of the page, or a full web address starting with https://'
  return z
    .string()
    .trim()
    .regex(LINK_TARGET, { error, abort: true })
    .refine((value) => !value.startsWith('https:') || isWebAddress(value), { error })
}

/**
 * An old address, or the page it leads to, in `redirects`: letters, digits, - and / only, since the
 * old address also names a folder of the build (`extra` adds characters, such as # for the new page).
 */
const redirectPath = (example: string, extra = '') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/(?!\/)[\w\-/${extra}]*$`), {
      error: `expected a site path such as ${example} (letters, digits, - and /, with a single / at the start)`,
    })

/** A video in public/video, written as `/video/name.webm` (or `.mp4`). */
const videoPath = (extension: 'webm' | 'mp4') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/video\/[\w-]+(\/[\w-]+)*\.${extension}$`), {
      error: `expected a video path such as /video/hero.${extension} (a file in public/video)`,
    })

/** Builds every content schema; references to images are checked against the disk. */
export function createSchemas(ctx: SchemaContext) {
  /** A picture from content/media, written as `/media/name.svg`; the file must exist. */
  const media = () =>
    z
      .string()
      .trim()
      .regex(/^\/media\/[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/, {
        error: 'expected an image path such as /media/picture.svg (a file in content/media)',
      })
      .refine((p) => ctx.mediaExists(p), {
        error: (issue) => `the image "${String(issue.input)}" does not exist in content/media`,
      })

  /** While true, the page shows in npm run dev but is left out of the public site (production builds). */
  const draft = () => z.boolean().default(false)

  const social = z
    .object({
      /** Network name shown to screen readers and used to pick the icon. */
      name: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube']),
      /** Full address of the profile. */
      url: webAddress('https://www.linkedin.com/company/your-company'),
    })
    .strict()

  const menuItem = z
    .object({
      /** Text of the menu entry. */
      label: text(),
      /** Where the entry leads, such as /contact/ or /#how-we-do; give this or `collection`, not both. */
      href: sitePath('/contact/').optional(),
      /** A dropdown listing every entry of this collection, in their `order`; give this or `href`, not both. */
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
      url: webAddress('https://www.example.com'),
      /** Default meta description. */
      description: text(),
      /** Meta keywords. */
      keywords: z.array(text()).min(1),
      /** Locale for the page language and Open Graph, e.g. en. */
      language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).default('en'),
      /** The office address, shown in the footer and on the contact page; {address} in Markdown. */
      address: z
        .object({
          /** Street and number, e.g. Str. Exemplu 12. */
          street: text(),
          /** Postal code, e.g. 010101. */
          postalCode: text(),
          /** City, e.g. Bucharest. */
          city: text(),
          /** Country, e.g. Romania; {country} in Markdown. */
          country: text(),
        })
        .strict(),
      /** The free-consultation scheduling page (opens in a new tab). */
      bookingUrl: webAddress('https://calendly.com/your-name/consultation'),
      /** The social profiles linked in the header menu and the footer, in this order. */
      socials: z.array(social).min(1),
      /** Information-security certification badge shown in the footer. */
      certification: z
        .object({
          /** The badge picture, e.g. /media/iso-27001-badge.svg. */
          image: media(),
          /** What the badge says, for screen readers, e.g. ISO 27001 certified. */
          alt: text(),
          /** Width the badge is shown at, in pixels. */
          width: z.number().int().positive(),
          /** Height the badge is shown at, in pixels. */
          height: z.number().int().positive(),
        })
        .strict(),
      /** The header menu, in this order; each entry is a link or a dropdown. */
      menu: z.array(menuItem).min(1),
      /** Old addresses that lead to a page of this site (HTTP 301 where the host allows it). */
      redirects: z
        .array(
          z
            .object({
              /** The old address, e.g. /old-page. */
              from: redirectPath('/old-page'),
              /** The page it now leads to, e.g. /new-page/. */
              to: redirectPath('/new-page/', '#'),
            })
            .strict(),
        )
        .default([]),
      /** Where the site's files are kept; "Edit this page" links open the page's file there. Left out, no such link is shown. */
      repository: z
        .object({
          /** Address of the repository, e.g. https://github.com/northwind/website. */
          url: webAddress('https://github.com/northwind/website'),
          /** Branch that holds the published site. */
          branch: text().default('main'),
          /** Words of the link under each page made from a content file, e.g. "Edit this page". */
          editLabel: text(),
          /**
           * Address of the sign-in service the content manager (/admin/) uses to sign editors in to
           * GitHub, e.g. https://auth.example.com; left out on Netlify, whose own sign-in is used.
           */
          cmsAuthUrl: webAddress('https://auth.example.com').optional(),
        })
        .strict()
        .optional(),
      /**
       * Visitor statistics. Each service loads only after a visitor accepts analytics cookies, and
       * not at all while its id is left out.
       */
      analytics: z
        .object({
          /** Google Analytics 4 measurement id, e.g. G-AB12CD34EF. */
          googleAnalyticsId: z.string().regex(/^G-[A-Z0-9]{4,12}$/, { error: 'expected a Google Analytics id such as G-AB12CD34EF' }).optional(),
          /** Microsoft Clarity project id (heatmaps and session recordings), e.g. k2x9q7w4pd. */
          clarityId: z.string().regex(/^[a-z0-9]{6,16}$/, { error: 'expected a Clarity project id such as k2x9q7w4pd' }).optional(),
          /** Address that receives the Core Web Vitals of each visit (sent with navigator.sendBeacon); nowhere when left out. */
          webVitalsEndpoint: webAddress('https://vitals.example.com/collect').optional(),
        })
        .strict()
        .default({}),
      /** The site search (header search button, the search page and the blog's search boxes). */
      search: z
        .object({
          /** Page name of /search/ in the browser title, and its heading. */
          title: text(),
          /** Meta description of /search/. */
          description: text(),
          /** Label of the search field. */
          fieldLabel: text(),
          /** Hint inside the empty search field. */
          placeholder: text(),
          /** Text of the button that starts the search. */
          button: text(),
          /** Name of the header button that opens the search box. */
          open: text(),
          /** Name of the same button while the search box is open: it closes it. */
          close: text(),
          /** Said while the results are being looked up. */
          searching: text(),
          /** How many pages were found; {count} and {query} are filled in. */
          results: text(),
          /** The same for exactly one page. */
          resultOne: text(),
          /** Nothing found; {query} is filled in. */
          noResults: text(),
          /** Said when the search index cannot be loaded (e.g. in the development server). */
          unavailable: text(),
          /** Said on /search/ when the browser runs no JavaScript. */
          needsJavaScript: text(),
        })
        .strict(),
      /** The cookie banner and its settings window (vanilla-cookieconsent). */
      consent: z
        .object({
          /** Heading of the banner. */
          title: text(),
          /** Text of the banner. */
          description: text(),
          /** Button that accepts every kind of cookie. */
          acceptAll: text(),
          /** Button that refuses every cookie that is not necessary. */
          rejectAll: text(),
          /** Button that opens the settings window. */
          manage: text(),
          /** Label of the footer button (and the cookie-policy page button) that reopens the settings. */
          settings: text(),
          /** Heading of the settings window. */
          preferencesTitle: text(),
          /** Button that saves the choices made in the settings window. */
          savePreferences: text(),
          /** Screen-reader name of the button that closes the settings window. */
          close: text(),
          /** One entry per kind of cookie: necessary, analytics and marketing. */
          categories: z
            .object({
              /** Cookies the site cannot work without; they cannot be refused. */
              necessary: z
                .object({
                  /** Heading of the kind of cookie in the settings window. */
                  title: text(),
                  /** What these cookies do. */
                  description: text(),
                })
                .strict(),
              /** Cookies of the visitor statistics (see `analytics`). */
              analytics: z
                .object({
                  /** Heading of the kind of cookie in the settings window. */
                  title: text(),
                  /** What these cookies do. */
                  description: text(),
                })
                .strict(),
              /** Cookies for advertising. */
              marketing: z
                .object({
                  /** Heading of the kind of cookie in the settings window. */
                  title: text(),
                  /** What these cookies do. */
                  description: text(),
                })
                .strict(),
            })
            .strict(),
        })
        .strict(),
      /** Interface wording: every text a visitor reads that is not page content. */
      ui: z
        .object({
          /** The first link of every page, for keyboard users: jumps over the menu to the content. */
          skipLink: text(),
          /** Screen-reader name of the logo link to the home page. */
          homeLinkLabel: text(),
          /** Screen-reader name of the button that opens the menu on small screens. */
          openMenu: text(),
          /** Screen-reader name of the button that closes the menu. */
          closeMenu: text(),
          /** Heading at the top of the opened menu. */
          menuHeading: text(),
          /** Screen-reader name of the header menu. */
          mainNavigation: text(),
          /** Words above the social links in the opened menu. */
          followUs: text(),
          /** Screen-reader name of the button that scrolls back to the top. */
          backToTop: text(),
          /** Words after the copyright line in the footer, e.g. All Rights Reserved. */
          rightsReserved: text(),
          /** Heading of the footer's legal links. */
          footerLegalHeading: text(),
          /** Heading of the footer's address and contact details. */
          footerContactHeading: text(),
          /** Heading of the footer's social links. */
          footerFollowHeading: text(),
          /** Screen-reader note after a link that opens in a new tab. */
          opensInNewTab: text(),
          /** Words before a legal page's date of last change. */
          lastUpdated: text(),
          /** Heading of the list of sections on legal pages. */
          onThisPage: text(),
          /** Screen-reader name of the arrow that scrolls past the title band. */
          scrollDown: text(),
          /** Accessible name of a picture that opens enlarged; {alt} is the picture's description. */
          enlargeImage: text(),
          /** Shown in place of an enlarged picture that fails to load. */
          imageLoadError: text(),
          /** Small label above a service page's title. */
          serviceLabel: text(),
          /** Small label above an industry page's title. */
          industryLabel: text(),
          /** Label of the link to the next case study. */
          nextCaseStudy: text(),
          /** Text of the link to a case study's project website. */
          projectWebsite: text(),
          /** Label of the client in a case study's facts line. */
          clientLabel: text(),
          /** Label of the industry in a case study's facts line. */
          industryFactLabel: text(),
          /** Label of the services in a case study's facts line. */
          servicesFactLabel: text(),
          /** Screen-reader name of the carousel button to the previous slide. */
          carouselPrevious: text(),
          /** Screen-reader name of the carousel button to the next slide. */
          carouselNext: text(),
          /** Screen-reader name of the button that stops the carousel turning by itself. */
          carouselPause: text(),
          /** Screen-reader name of the button that lets the carousel turn by itself again. */
          carouselPlay: text(),
          /** Screen-reader name of one slide; {index} and {total} are filled in. */
          carouselSlide: text(),
          /** Screen-reader name of one pagination dot; {index} is filled in. */
          carouselGoTo: text(),
        })
        .strict(),
    })
    .strict()

  /** A picture: a file in content/media and the words that describe it to people who cannot see it. */
  const picture = () =>
    z
      .object({
        /** The picture file, e.g. /media/art/photo.png; it must exist in content/media. */
        src: media(),
        /** What the picture shows, for screen readers and search engines. */
        alt: text(),
      })
      .strict()

  /** A question and its answer, shown in an accordion. */
  const faqItem = z
    .object({
      /** The question, as a visitor would ask it. */
      question: text(),
      /** The answer, shown when the question is opened. */
      answer: text(),
    })
    .strict()

  /** A titled step or point with a short explanation. */
  const point = z
    .object({
      /** Short heading of the point. */
      title: text(),
      /** One or two sentences under it. */
      text: text(),
    })
    .strict()

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
        .array(
          z
            .object({
              /** The figure it counts up to, e.g. 95. */
              value: z.number().int().min(0),
              /** Written right after the figure, e.g. % or +. */
              suffix: z.string().default(''),
              /** What the figure is about, e.g. Web. */
              label: text(),
            })
            .strict(),
        )
        .default([]),
      /** Heading of the tools grid. */
      skillTitle: text().default('Our Skills'),
      /** Tools and technologies, each with a logo from content/media. */
      skills: z
        .array(
          z
            .object({
              /** Name of the tool, shown under its logo, e.g. Kubernetes. */
              title: text(),
              /** The tool's logo, e.g. /media/logos/tools/kubernetes.svg. */
              logo: media(),
            })
            .strict(),
        )
        .default([]),
      /** Heading of the approach section, e.g. Our Approach. */
      approachTitle: text(),
      /** Paragraph under the approach heading. */
      approachDescription: text(),
      /** The steps of the approach, shown as numbered points. */
      approach: z.array(point).min(1),
      /** Heading of the list of all services in the sidebar. */
      servicesTitle: text().default('Our Services'),
      /** Heading of the questions in the sidebar. */
      faqTitle: text().default('FAQ'),
      /** Questions and answers shown in the sidebar; none shows no questions. */
      faq: z.array(faqItem).default([]),
      draft: draft(),
    })
    .strict()

  const industry = z
    .object({
      /** Industry name: the heading and the page name in the browser title. */
      title: text(),
      /** Shorter name for menus and lists; the title when left out. */
      menuTitle: text().optional(),
      /** Position in menus and lists, smallest first. */
      order: order(),
      /** One or two sentences for listings and the meta description. */
      summary: text(),
      /** Opening paragraph under the heading. */
      intro: text(),
      /** Label of the button to the contact page. */
      ctaLabel: text().default('SCHEDULE A CALL'),
      /** Heading of the expertise section. */
      expertiseTitle: text().default('Our Expertise'),
      /** Paragraphs of the expertise section. */
      expertise: z.array(text()).min(1),
      /** Main picture of the page, beside the expertise section. */
      image: picture(),
      /** Heading of the challenges section. */
      challengesTitle: text().default('Challenges We Address'),
      /** The industry's challenges and how we meet them, shown as points. */
      challenges: z.array(point).min(1),
      /** Heading of the list of all services in the sidebar. */
      servicesTitle: text().default('Our Services'),
      /** Heading of the questions in the sidebar. */
      faqTitle: text().default('FAQ'),
      /** Questions and answers shown in the sidebar; none shows no questions. */
      faq: z.array(faqItem).default([]),
      draft: draft(),
    })
    .strict()

  const caseStudy = z
    .object({
      /** Name of the project: the heading of the page. */
      title: text(),
      /** Page name in the browser title; the title when left out. */
      pageTitle: text().optional(),
      /** Position in the case studies list, smallest first; the next case study follows this order. */
      order: order(),
      /** One or two sentences under the heading, on the cards and in the meta description. */
      summary: text(),
      /** Category shown above the title, e.g. "ERP Platform". */
      category: text(),
      /** Id of the industry (a file name in content/industries, without .md). */
      industry: reference(text(), 'industry'),
      /** Who the work was for, as shown in the facts line. */
      client: text(),
      /** What we did, as shown in the facts line. */
      services: z.array(text()).min(1),
      /** The project's own website, if it has one. */
      projectUrl: webAddress('https://www.example.com').optional(),
      /** Label of the button to the contact page. */
      ctaLabel: text().default("Let's talk about your project"),
      /** The large picture of the page (opens enlarged), also shown on the case study's card. */
      mainImage: picture(),
      /** Short fact columns, e.g. "Funding" with "2M+ EUR". */
      columns: z
        .array(
          z
            .object({
              /** Heading of the column, e.g. Funding. */
              title: text(),
              /** One to three short lines under it, e.g. 2M+ EUR. */
              lines: z.array(text()).min(1).max(3),
            })
            .strict(),
        )
        .default([]),
      /** Heading of the challenge section. */
      challengeTitle: text().default('Challenge'),
      /** Paragraphs on the problem the client had. */
      challenge: z.array(text()).min(1),
      /** Heading of the solution section. */
      solutionTitle: text().default('Solution'),
      /** Paragraphs on what we built. */
      solution: z.array(text()).min(1),
      /** Highlights of the solution, shown as points in three columns. */
      solutionItems: z.array(point).default([]),
      /** Pictures shown in a grid; each opens enlarged. */
      gallery: z.array(picture()).default([]),
      /** Heading of the partner logos. */
      brandsTitle: text().default('Partners'),
      /** Logos of the partners of the project. */
      brands: z
        .array(
          z
            .object({
              /** Partner name; screen readers read it for the logo. */
              title: text(),
              /** The partner's logo, e.g. /media/logos/partners/voltara.svg. */
              logo: media(),
            })
            .strict(),
        )
        .default([]),
      draft: draft(),
    })
    .strict()

  /** A reader's comment on a post: sample text shown under it. */
  const blogComment = {
    /** The reader's name as shown. */
    name: text(),
    /** When it was written, YYYY-MM-DD. */
    date: isoDate(),
    /** What they wrote. */
    text: text(),
  }

  const blogPost = z
    .object({
      /** Heading of the post and its name in the browser title. */
      title: text(),
      /** Publication date, YYYY-MM-DD; the newest post comes first in every list. */
      date: isoDate(),
      /** Where the post is filed; the blog's category counts are made from these. */
      category: z.enum(BLOG_CATEGORIES),
      /** Who wrote it: a name from `authors` in content/pages/blog.yaml. */
      author: reference(text(), 'author'),
      /** One or two sentences for listings and the meta description. */
      summary: text(),
      /** The post's picture, shown on listings and above the text. */
      image: media().optional(),
      /** Keywords shown under the post. */
      tags: z.array(text()).default([]),
      /** How many times the post was read, shown beside the date. */
      views: z.number().int().min(0),
      /** One of the posts highlighted at the top of the journal (/blog-sidebar/). */
      featured: z.boolean().default(false),
      /** File names (without .md) of up to three posts shown under the post as related reading. */
      related: z.array(reference(text(), 'post')).max(3).default([]),
      /** Sample comments shown under the post, oldest first; each may have replies. */
      comments: z
        .array(z.object({ ...blogComment, /** Answers to this comment, shown indented. */ replies: z.array(z.object(blogComment).strict()).default([]) }).strict())
        .default([]),
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
      /** Shows the button that reopens the cookie settings (the cookie policy). */
      cookieSettings: z.boolean().default(false),
      draft: draft(),
    })
    .strict()

  /** A button or link: its words and where it leads. */
  const cta = z
    .object({
      /** Words of the button or link. */
      label: text(),
      /**
       * Words screen readers and search engines read after the label, not shown: they make a short
       * label such as "More" say where it leads ("More" + "posts from the journal").
       */
      hint: text().optional(),
      /** Where it leads: a site path such as /contact/, #section or https://… */
      href: linkTarget(),
    })
    .strict()

  /** A figure that counts up when it comes into view. */
  const counter = z
    .object({
      /** The figure it counts up to, e.g. 95. */
      value: z.number().int().min(0),
      /** Written right after the figure, e.g. % or +. */
      suffix: z.string().default(''),
      /** What the figure is about. */
      label: text(),
    })
    .strict()

  /** Skills, each shown with a bar. */
  const skillBars = z
    .array(
      z
        .object({
          /** Name of the skill, e.g. Interface design. */
          title: text(),
          /** How good, from 0 to 100: shown as a figure with % and as a bar. */
          percentage: z.number().int().min(0).max(100),
        })
        .strict(),
    )
    .min(1)

  /** A heading and a sentence above the social links of site.yaml. */
  const socialBand = z
    .object({
      /** Heading above the social links. */
      heading: text(),
      /** The sentence under it. */
      text: text(),
    })
    .strict()

  const homePage = z
    .object({
      /** The page name in the browser title, e.g. "The Software Incubator". */
      title: text(),
      /** Meta description for search engines. */
      description: text(),
      /** The full-screen opening band over the cover video. */
      hero: z
        .object({
          /** Small line above the hero title, e.g. "Software studio · Bucharest". */
          kicker: text(),
          /** The big title over the video: the page's one h1, e.g. "Bigger Goals, Better Tech". */
          slogan: text(),
          /** The sentence under the title. */
          intro: text(),
          cta: cta,
          /** Screen-reader name of the arrow at the bottom of the hero that scrolls to the next section, e.g. "Scroll down". */
          scrollLabel: text(),
          /** The looping cover video (files in public/video) and the still shown before it plays. */
          video: z
            .object({
              webm: videoPath('webm'),
              mp4: videoPath('mp4'),
              poster: picture(),
              /** Screen-reader name of the button that pauses the video. */
              pauseLabel: text(),
              /** Screen-reader name of the same button while the video is paused. */
              playLabel: text(),
            })
            .strict(),
        })
        .strict(),
      /** The band under the hero with the button to book a free consultation (site.yaml `bookingUrl`). */
      getStarted: z
        .object({
          /** Heading of the band, e.g. "Let's talk about your next product". */
          heading: text(),
          /** The sentence beside the button. */
          text: text(),
          /** Words of the booking button, e.g. "Book a Free Consultation TODAY!". */
          bookingLabel: text(),
        })
        .strict(),
      /** The section beside a picture, with the figures of `stats` under it. */
      digital: z
        .object({
          /** Small label above the heading, e.g. "Since 2016". */
          label: text(),
          /** Heading of the section. */
          heading: text(),
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
          image: picture(),
        })
        .strict(),
      /** The About Us section beside a picture, with a list of ticked points. */
      about: z
        .object({
          /** Small label above the heading, e.g. "About Us". */
          label: text(),
          /** Heading of the section. */
          heading: text(),
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
          image: picture(),
          /** Short lines shown with a tick after the paragraphs; none shows no list. */
          points: z.array(text()).default([]),
        })
        .strict(),
      /** The What We Do section (#what-we-do): links to every service and industry of content/. */
      whatWeDo: z
        .object({
          /** Heading of the section. */
          heading: text(),
          /** The paragraph under the heading. */
          intro: text(),
          /** Heading of the column of service links. */
          servicesHeading: text(),
          /** Heading of the column of industry links. */
          industriesHeading: text(),
        })
        .strict(),
      /** Shown on large screens only. */
      stats: z.array(counter).min(1),
      counters: z.array(counter).min(1),
      /** The Our Approach section (#how-we-do); /home-default/ and /home-agency/ show the same steps. */
      approach: z
        .object({
          /** Heading of the section, e.g. Our Approach. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** The steps, shown as numbered points in three columns. */
          steps: z
            .array(
              z
                .object({
                  /** Short heading of the step, e.g. Discovering Your Vision. */
                  title: text(),
                  /** One or two sentences under it. */
                  text: text(),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      /** The case studies section (#our-work): a card for each file of content/case-studies. */
      ourWork: z
        .object({
          /** Heading of the section, e.g. Case Studies. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** The link on each case study card, e.g. "Read the case study". */
          readMore: text(),
          contactCta: cta,
        })
        .strict(),
      /** The awards by year; About Us, /home-default/ and /home-studio/ show the same section. */
      awards: z
        .object({
          /** Heading of the section, e.g. Awards. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** One column per year, in this order. */
          years: z
            .array(
              z
                .object({
                  /** The year, shown large under the medal, e.g. 2021. */
                  year: z.number().int().min(1990).max(2100),
                  logo: media(),
                  /** The awards of that year. */
                  awards: z
                    .array(
                      z
                        .object({
                          /** Name of the award, shown in bold, e.g. Best Energy Software Platform. */
                          title: text(),
                          /** Who gave it, under the name, e.g. Romanian Software Awards. */
                          subTitle: text(),
                        })
                        .strict(),
                    )
                    .min(1),
                  /** "See project": where the awarded work is shown. */
                  link: cta,
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      /** The blog section: the posts named in `posts`, as cards. */
      blog: z
        .object({
          /** Heading of the section, e.g. From the blog. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** The link under each post's summary, e.g. Continue. */
          continueLabel: text(),
          /** File names (without .md) of the posts to show, from content/blog. */
          posts: z.array(reference(text(), 'post')).min(1).max(6),
          /** Label shown on a teaser instead of the post's category, by file name, e.g. Community. */
          labels: z.record(text(), text()).default({}),
        })
        .strict(),
      /** The grid of partner logos; About Us and several home variants show the same logos. */
      partners: z
        .object({
          /** Heading above the logos, e.g. Trusted by. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** The logos, in this order. */
          logos: z
            .array(
              z
                .object({
                  /** The partner's name; screen readers read it for the logo. */
                  title: text(),
                  logo: media(),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      /** The social links beside the closing contact band; the links come from site.yaml. */
      social: socialBand,
      /** The dark closing band with two buttons to the contact page. */
      contact: z
        .object({
          /** Small line above the heading, e.g. "Get in touch". */
          label: text(),
          /** The big heading of the band, e.g. "Let's chat!". */
          heading: text(),
          /** The sentence under the heading. */
          text: text(),
          /** Words of the second, outlined button to /contact/, e.g. "Saying Hi!". */
          sayHiLabel: text(),
          /** Words of the main button to /contact/, e.g. "Contact Us". */
          contactLabel: text(),
        })
        .strict(),
    })
    .strict()

  const notFoundPage = z
    .object({
      /** The page name in the browser title, e.g. Page not found. */
      title: text(),
      /** Meta description of the page (search engines are told not to list it). */
      description: text(),
      /** The heading under the large 404, e.g. "Opps...! Page not found". */
      heading: text(),
      /** The sentence under the heading. */
      text: text(),
      /** Words of the link back to the home page, e.g. Back to Home. */
      backLabel: text(),
      /** Shown instead when a page fails for another reason than not existing. */
      errorHeading: text(),
      /** The sentence under `errorHeading`, e.g. "Please try again in a moment". */
      errorText: text(),
    })
    .strict()

  const caseStudiesPage = z
    .object({
      /** The page name in the browser title. */
      title: text(),
      /** Meta description for search engines. */
      description: text(),
      /** Small label above the heading, e.g. OUR WORK. */
      label: text(),
      /** The page's one h1, in the dark title band. */
      heading: text(),
      /** The paragraph under the heading. */
      intro: text(),
      /** The link on each case study card, e.g. "Read the case study". */
      readMore: text(),
    })
    .strict()

  /** Dated lines in groups, e.g. Education and Experience; `year` may be a span such as 2012 – 2016. */
  const timelineGroups = () =>
    z
      .array(
        z
          .object({
            /** Heading of the group, e.g. Education. */
            title: text(),
            /** The dated lines of the group, in this order. */
            entries: z
              .array(
                z
                  .object({
                    /** When, shown in front of the line: a year such as 2014 or a span such as 2016 – today. */
                    year: z.union([z.number().int(), text()]).transform(String),
                    /** What happened: a degree, a course, a job. */
                    text: text(),
                  })
                  .strict(),
              )
              .min(1),
          })
          .strict(),
      )
      .min(1)

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
      /** The box beside the form with the button to book a consultation (site.yaml `bookingUrl`). */
      booking: z
        .object({
          /** Heading of the box, e.g. Prefer to talk? */
          heading: text(),
          /** The sentence under it. */
          text: text(),
          /** Words of the booking button, e.g. "Book a Free Consultation TODAY!". */
          label: text(),
        })
        .strict(),
      /** The box with the address, e-mail and phone of site.yaml. */
      details: z
        .object({
          /** Heading of the box, e.g. Visit or write. */
          heading: text(),
          /** Label before the office address, e.g. Studio. */
          addressLabel: text(),
          /** Label before the e-mail address. */
          emailLabel: text(),
          /** Label before the phone number. */
          phoneLabel: text(),
          /** When people can expect an answer, e.g. "Monday to Friday, 9:00–18:00". */
          hours: text(),
        })
        .strict(),
      /** Heading above the contact form, e.g. Start a project. */
      formHeading: text(),
      /** The sentence between that heading and the form. */
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
          /** Shown under the name field when it is left empty. */
          nameRequired: text().default('Name is required'),
          /** Shown under the e-mail field when it is left empty. */
          emailRequired: text().default('Email is required'),
          /** Shown under the e-mail field when what was typed is not an e-mail address. */
          emailFormat: text().default('Entered value does not match email format'),
          /** Shown under a form's checkbox when it is not ticked. */
          acceptTermsRequired: text().default('Accept Terms and Conditions is required'),
          /** Shown under the comment field when it is left empty. */
          commentRequired: text().default('Pleae write your comment'),
        })
        .strict(),
      /** Marks a required field after its label. */
      requiredMark: text(),
      /** The project form of the contact page. */
      contact: z
        .object({
          /** Label of the name field. */
          name: text(),
          /** Label of the organization field (optional for visitors). */
          organization: text(),
          /** Label of the e-mail field. */
          email: text(),
          /** Label of the large message field, e.g. "What would you like to build?". */
          projectGoal: text(),
          /** The checkbox label; {terms} becomes a link to the terms and conditions. */
          acceptTerms: text(),
          /** Words of that link, e.g. Terms and Conditions. */
          termsLinkLabel: text(),
          /** The page {terms} links to. */
          termsPage: sitePath('/terms-and-conditions/').default('/terms-and-conditions/'),
          /** Label of the field people never see; spam robots fill it in. */
          honeypot: text(),
          /** Words of the send button, e.g. Send message. */
          submit: text(),
          /** Words of the send button while the message is being sent, e.g. "Sending…". */
          sending: text(),
          /** Words of the send button after a failed attempt, e.g. Try again. */
          retry: text(),
          /** The toast after a message was sent. */
          sent: text(),
          /** Heading of the notice shown when a message could not be sent. */
          failedHeading: text(),
          /** Why it failed, when the e-mail service answered with an error. */
          failedError: text(),
          /** Why it failed, when the e-mail service could not be reached (no connection). */
          failedNetwork: text(),
          /** Why it failed, when the e-mail service did not answer in time. */
          failedTimeout: text(),
          /** Why it failed, when a message was sent a moment before; {seconds} is filled in. */
          failedRateLimit: text(),
          /** After any failure; {email} becomes a link that carries the typed message. */
          keepText: text(),
          /** Heading of the notice above the form when the site was built without the e-mail settings. */
          notConfiguredHeading: text(),
          /** When the site was built without the e-mail settings; {email} as above. */
          notConfiguredText: text(),
          /** Subject of the e-mail prepared for people who write directly; {name} is filled in. */
          mailSubject: text(),
          /** Shown above the form when it is filled in again with what the visitor typed before a reload. */
          draftRestored: text(),
        })
        .strict(),
      /** The comment form under every blog post. */
      comment: z
        .object({
          /** Heading above the form, e.g. Leave a comment. */
          heading: text(),
          /** The sentence under the heading, e.g. "Your e-mail address will not be published." */
          intro: text(),
          /** Label of the name field. */
          name: text(),
          /** Label of the e-mail field. */
          email: text(),
          /** Label of the comment field. */
          comment: text(),
          /** Label of the checkbox under the fields, which must be ticked. */
          acceptTerms: text().default('Save my name & email in this browser for next time I comment.'),
          /** Words of the send button, e.g. Post comment. */
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
      /** The plans, side by side in this order. */
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
      enterprise: z
        .object({
          /** Heading of the block. */
          heading: text(),
          /** The sentence under the heading. */
          text: text(),
          cta: cta,
        })
        .strict(),
    })
    .strict()

  /** The team page: a portrait per person and one open place for the next colleague. */
  const teamPage = z
    .object({
      ...innerPageHead,
      /** Everyone on the team, in this order; /home-modern/ shows the first few. */
      members: z
        .array(
          z
            .object({
              /** Full name, shown under the portrait. */
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
      openSlot: z
        .object({
          /** Shown in place of a name, e.g. This could be you. */
          heading: text(),
          /** The sentence under it. */
          text: text(),
          cta: cta,
        })
        .strict(),
    })
    .strict()

  /** The FAQ page: questions grouped by category, each group an accordion. */
  const faqPage = z
    .object({
      ...innerPageHead,
      /** The groups of questions, in this order; each is also listed in the page's "On this page" links. */
      categories: z
        .array(
          z
            .object({
              /** Heading of the group, e.g. Payment; it also makes the group's #address, e.g. /faq/#payment. */
              title: text(),
              items: z.array(faqItem).min(1),
            })
            .strict(),
        )
        .min(1),
      /** The box after the questions, with the link to the contact page. */
      contact: z
        .object({
          /** Heading of the box, e.g. Still have a question? */
          heading: text(),
          /** The sentence under it. */
          text: text(),
          cta: cta,
        })
        .strict(),
    })
    .strict()

  /** The coming-soon page: a countdown and a subscribe box that sends nothing. */
  const comingSoonPage = z
    .object({
      ...innerPageHead,
      /** When the countdown reaches zero, with its UTC offset, e.g. 2022-12-30T00:00:00+02:00. */
      launch: z.iso.datetime({ offset: true, error: 'expected a date and time with its offset, such as 2022-12-30T00:00:00+02:00' }),
      /** The countdown to `launch`: four figures, each with its word under it. */
      countdown: z
        .object({
          /** Accessible name of the timer. */
          label: text(),
          /** Word under the number of days, e.g. Days. */
          days: text(),
          /** Word under the number of hours. */
          hours: text(),
          /** Word under the number of minutes. */
          minutes: text(),
          /** Word under the number of seconds. */
          seconds: text(),
          /** What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in. */
          summary: text(),
        })
        .strict(),
      /** The subscribe box under the countdown. */
      subscribe: z
        .object({
          /** Heading of the box, e.g. Hear about it first. */
          heading: text(),
          /** The sentence under the heading. */
          text: text(),
          /** Label of the e-mail field, e.g. Your e-mail address. */
          emailLabel: text(),
          /** Example shown inside the empty field, e.g. name@company.com. */
          placeholder: text(),
          /** Words of the button, e.g. Subscribe. */
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
      /** Who said it, shown under the quote; /home-dark/ names its quote by this. */
      name: text(),
      /** Their job title. */
      designation: text(),
      /** Their company, shown after the job title. */
      company: text(),
    })
    .strict()

  /** The About Us page; its awards and partners come from pages/home.yaml. */
  const aboutUsPage = z
    .object({
      ...innerPageHead,
      /** Who we are, with up to three pictures of the studio's work. */
      story: z
        .object({
          /** Small label above the heading, e.g. WHO WE ARE. */
          label: text(),
          /** Heading of the section. */
          heading: text(),
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
          images: z.array(picture()).min(1).max(3),
        })
        .strict(),
      /** The services list is made from content/services. */
      services: z
        .object({
          /** Small label above the heading, e.g. WHAT WE DO. */
          label: text(),
          /** Heading of the section. */
          heading: text(),
          /** The paragraph under the heading. */
          intro: text(),
          /** Words at the foot of each service box, e.g. Learn more. */
          readMore: text(),
        })
        .strict(),
      /** The client quotes; several home variants show them in a slider, and /home-dark/ quotes one. */
      testimonials: z
        .object({
          /** Small label above the heading, e.g. TESTIMONIALS. */
          label: text(),
          /** Heading of the section. */
          heading: text(),
          items: z.array(testimonial).min(1),
        })
        .strict(),
    })
    .strict()

  // Home variants (/home-default … /home-agency): each page is a composition of shared sections,
  // so the pieces below are reused by every home-*.yaml file.

  /** Heading of a section on a home variant. */
  const variantSectionHead = {
    /** Small label above the heading. */
    label: text().optional(),
    /** The section heading (h2). */
    heading: text(),
    /** Paragraph under the heading. */
    intro: text().optional(),
  }

  /** The partner logos of pages/home.yaml under this page's own heading and paragraph. */
  const partnerSection = z
    .object({
      /** Heading above the logos. */
      heading: text(),
      /** The sentence under the heading. */
      intro: text(),
    })
    .strict()

  /** The opening band of a home variant. */
  const variantHero = z
    .object({
      /** Small label above the heading. */
      label: text(),
      /** The page's one h1. */
      heading: text(),
      /** Paragraph under the heading. */
      intro: text(),
      /** Buttons under the paragraph; the first is the main one. */
      ctas: z.array(cta).max(2).default([]),
      /** A picture beside the heading. */
      image: picture().optional(),
    })
    .strict()

  /** The drawings a service box can show; decoration only, the title says what it is. */
  const serviceIcon = z.enum(['brand', 'interface', 'package', 'motion', 'megaphone', 'animation', 'mobile', 'camera', 'pen', 'code', 'chart', 'spark'])

  /** Boxes of services, each with an icon, a title, a line of text and an optional link and count. */
  const serviceBoxes = z
    .object({
      ...variantSectionHead,
      /** Words after a box's count, e.g. projects. */
      countLabel: text().optional(),
      /** The boxes, in this order. */
      items: z
        .array(
          z
            .object({
              /** Heading of the box; it is the link when the box has an `href`. */
              title: text(),
              /** One or two sentences. */
              text: text(),
              icon: serviceIcon,
              /** Where the box leads, e.g. /service-details. */
              href: sitePath('/services/rpa/').optional(),
              /** A figure shown on the box, e.g. the number of projects delivered. */
              count: z.number().int().min(0).optional(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict()

  /** Works of content/pages/portfolio.yaml, named by title and sorted into this page's own categories. */
  const filteredWorks = z
    .object({
      ...variantSectionHead,
      /** Label of the tab that shows every work, e.g. All Projects. */
      allLabel: text(),
      /** Screen-reader name of the row of tabs. */
      filterLabel: text(),
      /** The tabs after the first one, in this order; each work's categories must be among them. */
      filters: z.array(text()).min(1),
      /** The works shown, in this order, each under one or more tabs. */
      items: z
        .array(
          z
            .object({
              /** The title of a work in content/pages/portfolio.yaml. */
              work: reference(text(), 'work'),
              /** One or more of `filters`; a work may sit under two tabs. */
              categories: z.array(text()).min(1),
            })
            .strict(),
        )
        .min(1),
    })
    .strict()
    .superRefine((value, ctx) => {
      value.items.forEach((item, index) =>
        item.categories.forEach((category, c) => {
          if (!value.filters.includes(category)) {
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'categories', c],
              message: `unknown category "${category}"; expected one of ${value.filters.map((f) => `"${f}"`).join(', ')}`,
            })
          }
        }),
      )
    })

  /** The newest works of content/pages/portfolio.yaml, as a grid. */
  const latestWorks = z
    .object({
      ...variantSectionHead,
      /** How many of the newest works to show. */
      count: z.number().int().min(1).max(12).default(6),
      /** A link under the grid, e.g. All Projects. */
      link: cta.optional(),
    })
    .strict()

  /** The case-study carousel: the case studies, then the first works of the portfolio. */
  const caseStudySlides = z
    .object({
      ...variantSectionHead,
      /** Screen-reader name of the carousel. */
      carouselLabel: text(),
      /** How many slides in all. */
      count: z.number().int().min(1).max(12).default(5),
      /** A link beside the carousel, e.g. All Projects. */
      link: cta.optional(),
    })
    .strict()

  /** The newest posts of content/blog, as cards. */
  const blogTeaserFields = {
    ...variantSectionHead,
    /** How many of the newest posts to show. */
    count: z.number().int().min(1).max(6).default(3),
    /** The link on every card, e.g. Read more. */
    continueLabel: text(),
    /** A link under the cards, e.g. All Articles. */
    link: cta.optional(),
  }
  /** The newest posts of content/blog, as cards under a heading. */
  const blogTeasers = z.object(blogTeaserFields).strict()

  /** The quotes of content/pages/about-us.yaml as a slider. */
  const testimonialSlides = z.object({ ...variantSectionHead, /** Screen-reader name of the slider. */ carouselLabel: text() }).strict()

  /** A band that asks people to get in touch. */
  const callToAction = z
    .object({
      /** Small line above the heading; none when left out. */
      label: text().optional(),
      /** Heading of the band. */
      heading: text(),
      /** The sentence under the heading. */
      text: text(),
      cta: cta,
    })
    .strict()

  /** Figures that count up, e.g. 240 with the label "products shipped". */
  const variantCounters = z.array(counter).min(1)

  /** What every home variant starts with. */
  const variantHead = {
    /** The page name in the browser title. */
    title: text(),
    /** Meta description for search engines. */
    description: text(),
    hero: variantHero,
  }

  /** /home-default/: services, case-study carousel, the landing's approach, partners, quotes, awards, blog. */
  const homeDefaultPage = z
    .object({
      ...variantHead,
      services: serviceBoxes,
      caseStudies: caseStudySlides,
      /** The steps themselves come from pages/home.yaml `approach`. */
      approach: z
        .object({
          /** Small label above the approach heading of home.yaml, e.g. How we work. */
          label: text(),
        })
        .strict(),
      partners: partnerSection,
      testimonials: testimonialSlides,
      blog: blogTeasers,
    })
    .strict()

  /** /home-studio/: a design studio's home with eight services, latest work, awards and articles. */
  const homeStudioPage = z
    .object({ ...variantHead, services: serviceBoxes, latestWork: latestWorks, articles: blogTeasers, cta: callToAction })
    .strict()

  /** /home-minimal/: a short introduction and the works with filter tabs and their counts. */
  const homeMinimalPage = z.object({ ...variantHead, works: filteredWorks, cta: callToAction }).strict()

  /** /home-freelancer/: one person's biography, skills, timeline, quotes and recent social posts. */
  const homeFreelancerPage = z
    .object({
      ...variantHead,
      /** The biography beside a portrait. */
      bio: z
        .object({
          ...variantSectionHead,
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
          portrait: picture(),
        })
        .strict(),
      /** Skills with a bar for each. */
      skills: z
        .object({
          ...variantSectionHead,
          /** The skills, in this order. */
          items: skillBars,
        })
        .strict(),
      /** Education and experience, as dated lines (the section's address is #timeline). */
      timeline: z
        .object({
          ...variantSectionHead,
          groups: timelineGroups(),
        })
        .strict(),
      testimonials: testimonialSlides,
      /** Recent posts on the profiles of site.yaml; each links to its network's profile. */
      social: z
        .object({
          ...variantSectionHead,
          /** The link under each post, to the profile; {network} is filled in. */
          linkLabel: text(),
          /** The posts, in this order. */
          posts: z
            .array(
              z
                .object({
                  /** Where it was posted: picks the icon, and the link goes to that profile in site.yaml `socials`. */
                  network: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube']),
                  /** When it was posted, YYYY-MM-DD. */
                  date: isoDate(),
                  /** The words of the post. */
                  text: text(),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      cta: callToAction,
    })
    .strict()

  /** /home-dark/: numbered sections on a dark theme. */
  const homeDarkPage = z
    .object({
      ...variantHead,
      services: serviceBoxes,
      latestWork: latestWorks,
      partners: partnerSection,
      /** One quote of pages/about-us.yaml, named by who said it. */
      quote: z.object({ ...variantSectionHead, /** Who said it, as named in pages/about-us.yaml. */ name: reference(text(), 'testimonial') }).strict(),
      cta: callToAction,
    })
    .strict()

  /** /home-modern/: services with counts, filtered works, clients, team, blog and Let's Talk. */
  const homeModernPage = z
    .object({
      ...variantHead,
      services: serviceBoxes,
      works: filteredWorks,
      clients: partnerSection,
      /** The first members of pages/team.yaml. */
      team: z
        .object({
          ...variantSectionHead,
          /** How many of the first members of pages/team.yaml to show. */
          count: z.number().int().min(1).max(12).default(4),
          link: cta,
        })
        .strict(),
      blog: blogTeasers,
      cta: callToAction,
    })
    .strict()

  /** /home-trending/: figures, services, case-study carousel, latest work and a news slider. */
  const homeTrendingPage = z
    .object({
      ...variantHead,
      counters: variantCounters,
      services: serviceBoxes,
      caseStudies: caseStudySlides,
      latestWork: latestWorks,
      /** The newest posts as a slider. */
      news: z.object({ ...blogTeaserFields, /** Screen-reader name of the slider. */ carouselLabel: text() }).strict(),
      cta: callToAction,
    })
    .strict()

  /** /home-agency/: about, the services of content/services, the landing's approach, case studies, quotes. */
  const homeAgencyPage = z
    .object({
      ...variantHead,
      /** The agency's introduction beside a picture, with figures under the paragraphs. */
      about: z
        .object({
          ...variantSectionHead,
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
          image: picture(),
          counters: variantCounters,
        })
        .strict(),
      /** The service list itself comes from content/services. */
      services: z
        .object({
          ...variantSectionHead,
          /** Words at the foot of each service box, e.g. Learn more. */
          readMore: text(),
        })
        .strict(),
      /** The steps themselves come from pages/home.yaml `approach`. */
      approach: z
        .object({
          /** Small label above the approach heading of home.yaml, e.g. Process. */
          label: text(),
        })
        .strict(),
      /** A card for each file of content/case-studies. */
      caseStudies: z
        .object({
          ...variantSectionHead,
          /** The link on each case study card, e.g. "Read the case study". */
          readMore: text(),
          link: cta.optional(),
        })
        .strict(),
      testimonials: testimonialSlides,
      partners: partnerSection,
      cta: callToAction,
    })
    .strict()

  /** The eight template home variants. */
  const homeVariantPages = {
    homeDefault: homeDefaultPage,
    homeStudio: homeStudioPage,
    homeMinimal: homeMinimalPage,
    homeFreelancer: homeFreelancerPage,
    homeDark: homeDarkPage,
    homeModern: homeModernPage,
    homeTrending: homeTrendingPage,
    homeAgency: homeAgencyPage,
  }

  /** The founder's personal profile. E-mail, phone and social links come from site.yaml. */
  const aboutMePage = z
    .object({
      /** The page name in the browser title. */
      title: text(),
      /** Meta description for search engines. */
      description: text(),
      /** Small label above the name. */
      label: text(),
      /** The person's name: the page heading. */
      name: text(),
      /** Job title, shown under the name, e.g. "Founder & CEO, Northwind Software". */
      role: text(),
      /** The paragraph under the job title. */
      intro: text(),
      portrait: picture(),
      /** The biography beside the portrait. */
      bio: z
        .object({
          /** Heading of the section, e.g. Biography. */
          heading: text(),
          /** Paragraphs under the heading, one item each. */
          paragraphs: z.array(text()).min(1),
        })
        .strict(),
      /** The dark closing band with the e-mail and phone of site.yaml. */
      contact: z
        .object({
          /** Heading of the band, e.g. Get in touch. */
          heading: text(),
          /** The sentence under the heading. */
          text: text(),
          /** Label before the e-mail address. */
          emailLabel: text(),
          /** Label before the phone number. */
          phoneLabel: text(),
        })
        .strict(),
      /** What the person offers, as points. */
      services: z
        .object({
          /** Heading of the section, e.g. How I can help. */
          heading: text(),
          items: z.array(point).min(1),
        })
        .strict(),
      /** Reasons to work with the person, as points. */
      advantages: z
        .object({
          /** Heading of the section, e.g. Why work with me. */
          heading: text(),
          items: z.array(point).min(1),
        })
        .strict(),
      /** Education and experience, as dated lines. */
      timeline: z
        .object({
          /** Heading of the section, e.g. Education & experience. */
          heading: text(),
          /** E.g. Education and Experience, each a list of dated lines. */
          groups: timelineGroups(),
        })
        .strict(),
      /** Skills with a bar for each. */
      skills: z
        .object({
          /** Heading of the section, e.g. Skills. */
          heading: text(),
          /** The sentence under the heading. */
          intro: text(),
          /** The skills, in this order. */
          items: skillBars,
        })
        .strict(),
      /** The social links in the closing band; the links come from site.yaml. */
      social: socialBand,
    })
    .strict()

  /** Name and description of one blog listing or layout page, and its dark title band. */
  const blogListing = z.object({ ...innerPageHead }).strict()

  /** A search or newsletter box: it sends nothing, and says so once pressed. */
  const blogBox = z
    .object({
      /** Heading of the box. */
      heading: text(),
      /** A sentence under the heading; none when left out. */
      text: text().optional(),
      /** Label of the text field, read by screen readers and shown above it. */
      fieldLabel: text(),
      /** Hint shown inside the empty field. */
      placeholder: text(),
      /** Words of the button. */
      button: text(),
      /** Said after the button or Enter is pressed: nothing is sent. */
      notice: text(),
    })
    .strict()

  /** The blog's listing pages (/blog-grid/, /blog-masonry/, /blog-sidebar/) and post layouts. */
  const blogPage = z
    .object({
      grid: blogListing.extend({ /** Heading of the slider of news above the grid. */ sliderHeading: text() }).strict(),
      masonry: blogListing,
      sidebar: blogListing
        .extend({
          /** Heading of the featured posts at the top (the posts with `featured: true`), e.g. Featured. */
          featuredHeading: text(),
          /** Heading of the list of the newest other posts, e.g. Latest posts. */
          latestHeading: text(),
          /** Screen-reader name of the page numbers. */
          paginationLabel: text(),
        })
        .strict(),
      /** /blog-details/ and /blog-details-sidebar/: the newest post shown in the two post layouts. */
      details: z
        .object({
          /** Page name of /blog-details/ in the browser title. */
          title: text(),
          /** Meta description of /blog-details/. */
          description: text(),
          /** Page name of /blog-details-sidebar/ in the browser title; every page has a title of its own. */
          sidebarTitle: text(),
          /** Meta description of /blog-details-sidebar/. */
          sidebarDescription: text(),
          /** The link from /blog-details/ to the layout with the sidebar. */
          withSidebar: text(),
          /** The link from /blog-details-sidebar/ to the layout without it. */
          withoutSidebar: text(),
        })
        .strict(),
      /** The link under the grid and masonry lists, to the full journal. */
      more: z
        .object({
          /** Words of the link, e.g. More. */
          label: text(),
          /** Words read after the label by screen readers, not shown, e.g. "posts from the journal". */
          hint: text().optional(),
          href: sitePath('/blog-sidebar/'),
        })
        .strict(),
      /** Label of the link under each post on the listings. */
      readMore: text(),
      /** The blog's search box (in the sidebar, and above the grid of /blog-grid/): it finds posts with the site search. */
      search: blogBox.omit({ notice: true }).strict(),
      /** The newsletter box: a band at the end of the listings, or a box of the sidebar. */
      newsletter: blogBox,
      /** The sidebar's boxes. */
      aside: z
        .object({
          /** Heading above the social links of site.yaml, e.g. Follow us. */
          followHeading: text(),
          /** Heading of the most-read posts (by their `views`), e.g. Popular posts. */
          popularHeading: text(),
          /** Heading of the categories with their counts. */
          categoriesHeading: text(),
          /** The first line of the categories, counting every post, e.g. All. */
          allLabel: text(),
        })
        .strict(),
      /** Categories listed in the sidebar with how many posts each has; the counts are made from the posts. */
      categories: z.array(z.enum(BLOG_CATEGORIES)).min(1),
      /** Wording around a post; {count} is filled in. */
      post: z
        .object({
          /** Word before the author's name under the post's title, e.g. By. */
          byLabel: text(),
          /** How many times the post was read, beside its date under the title, e.g. "{count} views". */
          views: text(),
          /** The number of comments when there is exactly one, e.g. "{count} comment". */
          commentOne: text(),
          /** The number of comments otherwise, e.g. "{count} comments". */
          commentMany: text(),
          /** Words of the Report link under the post's title, which opens an e-mail to the site address. */
          reportLabel: text(),
          /** Subject of that e-mail; {title} is the post's title. */
          reportSubject: text(),
          /** Heading above the post's tags. */
          tagsLabel: text(),
          /** Heading above the share links. */
          shareLabel: text(),
          /** Name of each share link; {network} is filled in. */
          shareOn: text(),
          /** Heading of the author box under the post, e.g. About the author. */
          authorHeading: text(),
          /** Heading of the related posts (the post's `related`). */
          relatedHeading: text(),
          /** Heading of the comments; the number of comments follows it in brackets. */
          commentsHeading: text(),
          /** Shown in place of the comments when a post has none. */
          noComments: text(),
          /** Screen-reader name of a comment's replies; {name} is filled in. */
          repliesTo: text(),
          /** Label of the link to the next post, at the end of every post, e.g. Next Post. */
          nextPost: text(),
        })
        .strict(),
      /** Everyone who writes posts; a post's `author` is one of these names. */
      authors: z
        .array(
          z
            .object({
              /** Full name, shown in the author box and after "By"; a post's `author` must match it exactly. */
              name: text(),
              /** Job title. */
              role: text(),
              /** Two or three sentences for the author box. */
              bio: text(),
              portrait: picture().optional(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict()

  /** The categories a portfolio work can belong to; the filter tabs use the same names. */
  const portfolioCategory = z.enum(['Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation'])

  /** One portfolio view (/works-grid/, /works-masonry/, /works-listing/): its head, its filter tabs and its 'More' link. */
  const portfolioView = {
    ...innerPageHead,
    /** The filter tabs after "All", in this order; a category without works still shows its tab. */
    filters: z.array(portfolioCategory).min(1),
    /** The link under the works, e.g. More to the next portfolio view. */
    more: cta,
  }

  /** The portfolio pages: every work once, shown as a grid, a masonry and a listing. */
  const portfolioPage = z
    .object({
      /** Label of the tab that shows every work. */
      allLabel: text().default('All'),
      /** Screen-reader name of the row of filter tabs. */
      filterLabel: text(),
      /** What screen readers hear after a tab is chosen; {count} and {category} are filled in. */
      resultsLabel: text(),
      /** /works-grid/: a two-column grid, then a second grid of the latest six works. */
      grid: z
        .object({
          ...portfolioView,
          /** The second grid: the newest works, by year. */
          latest: z
            .object({
              /** Small label above the heading, e.g. RECENTLY SHIPPED. */
              label: text(),
              /** Heading of the second grid, e.g. Six of our latest works. */
              heading: text(),
              /** How many of the newest works it shows. */
              count: z.number().int().min(1).max(12).default(6),
            })
            .strict(),
        })
        .strict(),
      /** /works-masonry/: two columns of pictures in their own proportions (one on small phones). */
      masonry: z.object(portfolioView).strict(),
      /** /works-listing/: one row per work with category, title and year; the picture pops up on hover and focus. */
      listing: z.object(portfolioView).strict(),
      /** /works-carousel/: the newest works in the case-study carousel, with a link to every project. */
      carousel: z
        .object({
          ...innerPageHead,
          /** How many of the newest works the carousel shows. */
          count: z.number().int().min(1).max(14).default(8),
          /** The carousel's name for screen readers, e.g. Our newest works. */
          carouselLabel: text(),
          /** The link to the full portfolio, e.g. All Projects to /works-grid/. */
          allProjects: cta,
        })
        .strict(),
      /** Every work, listed once; the portfolio views and the home variants take their works from here. */
      items: z
        .array(
          z
            .object({
              /** Name of the work. */
              title: text(),
              /** One of Branding, Ui/Ux, Packaging, Illustration, Motion, Animation. */
              category: portfolioCategory,
              /** Year the work was delivered, e.g. 2023. */
              year: z.number().int().min(1990).max(2100),
              /** The work's picture (the generated art in /media/art/portfolio/). */
              image: picture(),
              /** One sentence about the work, shown on the cards. */
              summary: text(),
              /** Where the work leads: a case study such as /case-studies/energetica-erp/, or /case-studies/. */
              href: z
                .string()
                .trim()
                .regex(/^\/case-studies\/([a-z0-9]+(-[a-z0-9]+)*\/)?$/, {
                error: '/case-studies/ or a case study such as /case-studies/energetica-erp/',
              }),
            })
            .strict(),
        )
        .min(1),
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
    portfolio: portfolioPage,
  }

  /**
   * One schema per file in content/pages/, keyed by the name pages use (`content.pages.home`).
   * To add a page's content: write its schema above and list it here; its file is the key in kebab case (PAGE_FILES).
   */
  const pages = { home: homePage, notFound: notFoundPage, caseStudies: caseStudiesPage, contact: contactPage, forms, ...morePages, blog: blogPage, ...homeVariantPages }

  return { site, service, industry, caseStudy, blogPost, legal, pages }
}

/**
 * The file in content/ that holds each page's structured text: the page's key in kebab case
 * (`homeDefault` → `pages/home-default.yaml`). A new file of content/pages is its schema in `pages`
 * above, and nothing else.
 */
export const PAGE_FILES = Object.fromEntries(
  Object.keys(createSchemas({ mediaExists: () => true }).pages).map((key) => [key, `pages/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.yaml`]),
) as Record<keyof Schemas['pages'], string>

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
export type PortfolioPageData = PagesData['portfolio']
export type PortfolioItemData = PortfolioPageData['items'][number]
export type BlogPageData = PagesData['blog']
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export type TestimonialData = AboutUsPageData['testimonials']['items'][number]
export type HomeDefaultPageData = PagesData['homeDefault']
export type HomeStudioPageData = PagesData['homeStudio']
export type HomeMinimalPageData = PagesData['homeMinimal']
export type HomeFreelancerPageData = PagesData['homeFreelancer']
export type HomeDarkPageData = PagesData['homeDark']
export type HomeModernPageData = PagesData['homeModern']
export type HomeTrendingPageData = PagesData['homeTrending']
export type HomeAgencyPageData = PagesData['homeAgency']
