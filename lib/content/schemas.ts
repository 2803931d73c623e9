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

const sitePath = (example = '/contact/') =>
  z
    .string()
    .trim()
    .regex(SITE_PATH, { error: `expected a site path such as ${example} (a single / at the start, no spaces)` })
    .meta({ description: 'A page of this site, written as a path such as /contact/ or /#how-we-do.' })

/** Where a button or link leads: a site path such as /contact/, a #section of the page or https://… */
const linkTarget = () => {
  const error = 'expected a site path such as /contact/, a #section of the page, or a full web address starting with https://'
  return z
    .string()
    .trim()
    .regex(LINK_TARGET, { error, abort: true })
    .refine((value) => !value.startsWith('https:') || isWebAddress(value), { error })
}

const redirectPath = (example: string, extra = '') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/(?!\/)[\w\-/${extra}]*$`), {
      error: `expected a site path such as ${example} (letters, digits, - and /, with a single / at the start)`,
    })
    .meta({
      description:
        'An old address, or the page it leads to, in `redirects`: letters, digits, - and / only, since the old address also names a folder of the build (`extra` adds characters, such as # for the new page).',
    })

const videoPath = (extension: 'webm' | 'mp4') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/video\/[\w-]+(\/[\w-]+)*\.${extension}$`), {
      error: `expected a video path such as /video/hero.${extension} (a file in public/video)`,
    })
    .meta({ description: 'A video in public/video, written as `/video/name.webm` (or `.mp4`).' })

/** Builds every content schema; references to images are checked against the disk. */
export function createSchemas(ctx: SchemaContext) {
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
      .meta({ description: 'A picture from content/media, written as `/media/name.svg`; the file must exist.' })

  const draft = () => z.boolean().default(false).meta({ description: 'While true, the page shows in npm run dev but is left out of the public site (production builds).' })

  const social = z
    .object({
      name: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube']).meta({ description: 'Network name shown to screen readers and used to pick the icon.' }),
      url: webAddress('https://www.linkedin.com/company/your-company').meta({ description: 'Full address of the profile.' }),
    })
    .strict()

  const menuItem = z
    .object({
      label: text().meta({ description: 'Text of the menu entry.' }),
      href: sitePath('/contact/').optional().meta({ description: 'Where the entry leads, such as /contact/ or /#how-we-do; give this or `collection`, not both.' }),
      collection: z
        .enum(['services', 'industries'])
        .optional()
        .meta({ description: 'A dropdown listing every entry of this collection, in their `order`; give this or `href`, not both.' }),
    })
    .strict()
    .refine((item) => (item.href === undefined) !== (item.collection === undefined), {
      error: 'give either href (a link) or collection (a dropdown), not both and not neither',
    })

  const site = z
    .object({
      name: text().meta({ description: 'Brand name used in titles and the footer.' }),
      tagline: text().meta({ description: 'Words after the name in the home page title.' }),
      legalName: text().meta({ description: 'Registered company name (S.R.L.).' }),
      registryNumber: text().meta({ description: 'Trade registry number, e.g. J40/1234/2016.' }),
      taxCode: text().meta({ description: 'Tax code (CUI), e.g. RO12345678.' }),
      phone: z
        .string()
        .regex(/^\+?[\d ()-]{6,}$/, { error: 'expected a phone number such as +40 21 555 0142' })
        .meta({ description: 'Phone number as people should dial it.' }),
      email: z.email().meta({ description: 'Public contact e-mail.' }),
      url: webAddress('https://www.example.com').meta({ description: "The site's public address, used for canonical links and the sitemap." }),
      description: text().meta({ description: 'Default meta description.' }),
      keywords: z.array(text()).min(1).meta({ description: 'Meta keywords.' }),
      language: z
        .string()
        .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
        .default('en')
        .meta({ description: 'Locale for the page language and Open Graph, e.g. en.' }),
      address: z
        .object({
          street: text().meta({ description: 'Street and number, e.g. Str. Exemplu 12.' }),
          postalCode: text().meta({ description: 'Postal code, e.g. 010101.' }),
          city: text().meta({ description: 'City, e.g. Bucharest.' }),
          country: text().meta({ description: 'Country, e.g. Romania; {country} in Markdown.' }),
        })
        .strict()
        .meta({ description: 'The office address, shown in the footer and on the contact page; {address} in Markdown.' }),
      bookingUrl: webAddress('https://calendly.com/your-name/consultation').meta({ description: 'The free-consultation scheduling page (opens in a new tab).' }),
      socials: z.array(social).min(1).meta({ description: 'The social profiles linked in the header menu and the footer, in this order.' }),
      certification: z
        .object({
          image: media().meta({ description: 'The badge picture, e.g. /media/iso-27001-badge.svg.' }),
          alt: text().meta({ description: 'What the badge says, for screen readers, e.g. ISO 27001 certified.' }),
          width: z.number().int().positive().meta({ description: 'Width the badge is shown at, in pixels.' }),
          height: z.number().int().positive().meta({ description: 'Height the badge is shown at, in pixels.' }),
        })
        .strict()
        .meta({ description: 'Information-security certification badge shown in the footer.' }),
      menu: z.array(menuItem).min(1).meta({ description: 'The header menu, in this order; each entry is a link or a dropdown.' }),
      redirects: z
        .array(
          z
            .object({
              from: redirectPath('/old-page').meta({ description: 'The old address, e.g. /old-page.' }),
              to: redirectPath('/new-page/', '#').meta({ description: 'The page it now leads to, e.g. /new-page/.' }),
            })
            .strict(),
        )
        .default([])
        .meta({ description: 'Old addresses that lead to a page of this site (HTTP 301 where the host allows it).' }),
      repository: z
        .object({
          url: webAddress('https://github.com/northwind/website').meta({ description: 'Address of the repository, e.g. https://github.com/northwind/website.' }),
          branch: text().default('main').meta({ description: 'Branch that holds the published site.' }),
          editLabel: text().meta({ description: 'Words of the link under each page made from a content file, e.g. "Edit this page".' }),
          cmsAuthUrl: webAddress('https://auth.example.com').optional().meta({
            description:
              'Address of the sign-in service the content manager (/admin/) uses to sign editors in to GitHub, e.g. https://auth.example.com; left out on Netlify, whose own sign-in is used.',
          }),
        })
        .strict()
        .optional()
        .meta({ description: 'Where the site\'s files are kept; "Edit this page" links open the page\'s file there. Left out, no such link is shown.' }),
      analytics: z
        .object({
          googleAnalyticsId: z
            .string()
            .regex(/^G-[A-Z0-9]{4,12}$/, { error: 'expected a Google Analytics id such as G-AB12CD34EF' })
            .optional()
            .meta({ description: 'Google Analytics 4 measurement id, e.g. G-AB12CD34EF.' }),
          clarityId: z
            .string()
            .regex(/^[a-z0-9]{6,16}$/, { error: 'expected a Clarity project id such as k2x9q7w4pd' })
            .optional()
            .meta({ description: 'Microsoft Clarity project id (heatmaps and session recordings), e.g. k2x9q7w4pd.' }),
          webVitalsEndpoint: webAddress('https://vitals.example.com/collect')
            .optional()
            .meta({ description: 'Address that receives the Core Web Vitals of each visit (sent with navigator.sendBeacon); nowhere when left out.' }),
        })
        .strict()
        .default({})
        .meta({ description: 'Visitor statistics. Each service loads only after a visitor accepts analytics cookies, and not at all while its id is left out.' }),
      search: z
        .object({
          title: text().meta({ description: 'Page name of /search/ in the browser title, and its heading.' }),
          description: text().meta({ description: 'Meta description of /search/.' }),
          fieldLabel: text().meta({ description: 'Label of the search field.' }),
          placeholder: text().meta({ description: 'Hint inside the empty search field.' }),
          button: text().meta({ description: 'Text of the button that starts the search.' }),
          open: text().meta({ description: 'Name of the header button that opens the search box.' }),
          close: text().meta({ description: 'Name of the same button while the search box is open: it closes it.' }),
          searching: text().meta({ description: 'Said while the results are being looked up.' }),
          results: text().meta({ description: 'How many pages were found; {count} and {query} are filled in.' }),
          resultOne: text().meta({ description: 'The same for exactly one page.' }),
          noResults: text().meta({ description: 'Nothing found; {query} is filled in.' }),
          unavailable: text().meta({ description: 'Said when the search index cannot be loaded (e.g. in the development server).' }),
          needsJavaScript: text().meta({ description: 'Said on /search/ when the browser runs no JavaScript.' }),
        })
        .strict()
        .meta({ description: "The site search (header search button, the search page and the blog's search boxes)." }),
      consent: z
        .object({
          title: text().meta({ description: 'Heading of the banner.' }),
          description: text().meta({ description: 'Text of the banner.' }),
          acceptAll: text().meta({ description: 'Button that accepts every kind of cookie.' }),
          rejectAll: text().meta({ description: 'Button that refuses every cookie that is not necessary.' }),
          manage: text().meta({ description: 'Button that opens the settings window.' }),
          settings: text().meta({ description: 'Label of the footer button (and the cookie-policy page button) that reopens the settings.' }),
          preferencesTitle: text().meta({ description: 'Heading of the settings window.' }),
          savePreferences: text().meta({ description: 'Button that saves the choices made in the settings window.' }),
          close: text().meta({ description: 'Screen-reader name of the button that closes the settings window.' }),
          categories: z
            .object({
              necessary: z
                .object({
                  title: text().meta({ description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ description: 'Cookies the site cannot work without; they cannot be refused.' }),
              analytics: z
                .object({
                  title: text().meta({ description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ description: 'Cookies of the visitor statistics (see `analytics`).' }),
              marketing: z
                .object({
                  title: text().meta({ description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ description: 'Cookies for advertising.' }),
            })
            .strict()
            .meta({ description: 'One entry per kind of cookie: necessary, analytics and marketing.' }),
        })
        .strict()
        .meta({ description: 'The cookie banner and its settings window (vanilla-cookieconsent).' }),
      ui: z
        .object({
          skipLink: text().meta({ description: 'The first link of every page, for keyboard users: jumps over the menu to the content.' }),
          homeLinkLabel: text().meta({ description: 'Screen-reader name of the logo link to the home page.' }),
          openMenu: text().meta({ description: 'Screen-reader name of the button that opens the menu on small screens.' }),
          closeMenu: text().meta({ description: 'Screen-reader name of the button that closes the menu.' }),
          menuHeading: text().meta({ description: 'Heading at the top of the opened menu.' }),
          mainNavigation: text().meta({ description: 'Screen-reader name of the header menu.' }),
          followUs: text().meta({ description: 'Words above the social links in the opened menu.' }),
          backToTop: text().meta({ description: 'Screen-reader name of the button that scrolls back to the top.' }),
          rightsReserved: text().meta({ description: 'Words after the copyright line in the footer, e.g. All Rights Reserved.' }),
          footerLegalHeading: text().meta({ description: "Heading of the footer's legal links." }),
          footerContactHeading: text().meta({ description: "Heading of the footer's address and contact details." }),
          footerFollowHeading: text().meta({ description: "Heading of the footer's social links." }),
          opensInNewTab: text().meta({ description: 'Screen-reader note after a link that opens in a new tab.' }),
          lastUpdated: text().meta({ description: "Words before a legal page's date of last change." }),
          onThisPage: text().meta({ description: 'Heading of the list of sections on legal pages.' }),
          scrollDown: text().meta({ description: 'Screen-reader name of the arrow that scrolls past the title band.' }),
          enlargeImage: text().meta({ description: "Accessible name of a picture that opens enlarged; {alt} is the picture's description." }),
          imageLoadError: text().meta({ description: 'Shown in place of an enlarged picture that fails to load.' }),
          serviceLabel: text().meta({ description: "Small label above a service page's title." }),
          industryLabel: text().meta({ description: "Small label above an industry page's title." }),
          nextCaseStudy: text().meta({ description: 'Label of the link to the next case study.' }),
          projectWebsite: text().meta({ description: "Text of the link to a case study's project website." }),
          clientLabel: text().meta({ description: "Label of the client in a case study's facts line." }),
          industryFactLabel: text().meta({ description: "Label of the industry in a case study's facts line." }),
          servicesFactLabel: text().meta({ description: "Label of the services in a case study's facts line." }),
          carouselPrevious: text().meta({ description: 'Screen-reader name of the carousel button to the previous slide.' }),
          carouselNext: text().meta({ description: 'Screen-reader name of the carousel button to the next slide.' }),
          carouselPause: text().meta({ description: 'Screen-reader name of the button that stops the carousel turning by itself.' }),
          carouselPlay: text().meta({ description: 'Screen-reader name of the button that lets the carousel turn by itself again.' }),
          carouselSlide: text().meta({ description: 'Screen-reader name of one slide; {index} and {total} are filled in.' }),
          carouselGoTo: text().meta({ description: 'Screen-reader name of one pagination dot; {index} is filled in.' }),
        })
        .strict()
        .meta({ description: 'Interface wording: every text a visitor reads that is not page content.' }),
    })
    .strict()

  const picture = () =>
    z
      .object({
        src: media().meta({ description: 'The picture file, e.g. /media/art/photo.png; it must exist in content/media.' }),
        alt: text().meta({ description: 'What the picture shows, for screen readers and search engines.' }),
      })
      .strict()
      .meta({ description: 'A picture: a file in content/media and the words that describe it to people who cannot see it.' })

  const faqItem = z
    .object({
      question: text().meta({ description: 'The question, as a visitor would ask it.' }),
      answer: text().meta({ description: 'The answer, shown when the question is opened.' }),
    })
    .strict()
    .meta({ description: 'A question and its answer, shown in an accordion.' })

  const point = z
    .object({
      title: text().meta({ description: 'Short heading of the point.' }),
      text: text().meta({ description: 'One or two sentences under it.' }),
    })
    .strict()
    .meta({ description: 'A titled step or point with a short explanation.' })

  const service = z
    .object({
      title: text().meta({ description: 'Heading of the service page.' }),
      pageTitle: text().optional().meta({ description: 'Page name in the browser title; the title when left out.' }),
      menuTitle: text().optional().meta({ description: 'Shorter name for menus and lists; the title when left out.' }),
      order: order().meta({ description: 'Position in menus and lists, smallest first.' }),
      summary: text().meta({ description: 'One or two sentences for listings and the meta description.' }),
      text1: text().meta({ description: 'Opening paragraph, shown large.' }),
      text2: text().optional().meta({ description: 'Optional second paragraph.' }),
      text3: text().optional().meta({ description: 'Optional third paragraph.' }),
      text4: text().meta({ description: 'Paragraph after the main image.' }),
      image: picture().meta({ description: 'Main image (1520 × 760 works best); opens enlarged on click.' }),
      specializationTitle: text().default('Specialization').meta({ description: 'Heading of the counters section, shown only when there are counters.' }),
      counters: z
        .array(
          z
            .object({
              value: z.number().int().min(0).meta({ description: 'The figure it counts up to, e.g. 95.' }),
              suffix: z.string().default('').meta({ description: 'Written right after the figure, e.g. % or +.' }),
              label: text().meta({ description: 'What the figure is about, e.g. Web.' }),
            })
            .strict(),
        )
        .default([])
        .meta({ description: 'Figures that count up when they come into view, e.g. 95 with the label "Web".' }),
      skillTitle: text().default('Our Skills').meta({ description: 'Heading of the tools grid.' }),
      skills: z
        .array(
          z
            .object({
              title: text().meta({ description: 'Name of the tool, shown under its logo, e.g. Kubernetes.' }),
              logo: media().meta({ description: "The tool's logo, e.g. /media/logos/tools/kubernetes.svg." }),
            })
            .strict(),
        )
        .default([])
        .meta({ description: 'Tools and technologies, each with a logo from content/media.' }),
      approachTitle: text().meta({ description: 'Heading of the approach section, e.g. Our Approach.' }),
      approachDescription: text().meta({ description: 'Paragraph under the approach heading.' }),
      approach: z.array(point).min(1).meta({ description: 'The steps of the approach, shown as numbered points.' }),
      servicesTitle: text().default('Our Services').meta({ description: 'Heading of the list of all services in the sidebar.' }),
      faqTitle: text().default('FAQ').meta({ description: 'Heading of the questions in the sidebar.' }),
      faq: z.array(faqItem).default([]).meta({ description: 'Questions and answers shown in the sidebar; none shows no questions.' }),
      draft: draft(),
    })
    .strict()

  const industry = z
    .object({
      title: text().meta({ description: 'Industry name: the heading and the page name in the browser title.' }),
      menuTitle: text().optional().meta({ description: 'Shorter name for menus and lists; the title when left out.' }),
      order: order().meta({ description: 'Position in menus and lists, smallest first.' }),
      summary: text().meta({ description: 'One or two sentences for listings and the meta description.' }),
      intro: text().meta({ description: 'Opening paragraph under the heading.' }),
      ctaLabel: text().default('SCHEDULE A CALL').meta({ description: 'Label of the button to the contact page.' }),
      expertiseTitle: text().default('Our Expertise').meta({ description: 'Heading of the expertise section.' }),
      expertise: z.array(text()).min(1).meta({ description: 'Paragraphs of the expertise section.' }),
      image: picture().meta({ description: 'Main picture of the page, beside the expertise section.' }),
      challengesTitle: text().default('Challenges We Address').meta({ description: 'Heading of the challenges section.' }),
      challenges: z.array(point).min(1).meta({ description: "The industry's challenges and how we meet them, shown as points." }),
      servicesTitle: text().default('Our Services').meta({ description: 'Heading of the list of all services in the sidebar.' }),
      faqTitle: text().default('FAQ').meta({ description: 'Heading of the questions in the sidebar.' }),
      faq: z.array(faqItem).default([]).meta({ description: 'Questions and answers shown in the sidebar; none shows no questions.' }),
      draft: draft(),
    })
    .strict()

  const caseStudy = z
    .object({
      title: text().meta({ description: 'Name of the project: the heading of the page.' }),
      pageTitle: text().optional().meta({ description: 'Page name in the browser title; the title when left out.' }),
      order: order().meta({ description: 'Position in the case studies list, smallest first; the next case study follows this order.' }),
      summary: text().meta({ description: 'One or two sentences under the heading, on the cards and in the meta description.' }),
      category: text().meta({ description: 'Category shown above the title, e.g. "ERP Platform".' }),
      industry: reference(text(), 'industry').meta({ description: 'Id of the industry (a file name in content/industries, without .md).' }),
      client: text().meta({ description: 'Who the work was for, as shown in the facts line.' }),
      services: z.array(text()).min(1).meta({ description: 'What we did, as shown in the facts line.' }),
      projectUrl: webAddress('https://www.example.com').optional().meta({ description: "The project's own website, if it has one." }),
      ctaLabel: text().default("Let's talk about your project").meta({ description: 'Label of the button to the contact page.' }),
      mainImage: picture().meta({ description: "The large picture of the page (opens enlarged), also shown on the case study's card." }),
      columns: z
        .array(
          z
            .object({
              title: text().meta({ description: 'Heading of the column, e.g. Funding.' }),
              lines: z.array(text()).min(1).max(3).meta({ description: 'One to three short lines under it, e.g. 2M+ EUR.' }),
            })
            .strict(),
        )
        .default([])
        .meta({ description: 'Short fact columns, e.g. "Funding" with "2M+ EUR".' }),
      challengeTitle: text().default('Challenge').meta({ description: 'Heading of the challenge section.' }),
      challenge: z.array(text()).min(1).meta({ description: 'Paragraphs on the problem the client had.' }),
      solutionTitle: text().default('Solution').meta({ description: 'Heading of the solution section.' }),
      solution: z.array(text()).min(1).meta({ description: 'Paragraphs on what we built.' }),
      solutionItems: z.array(point).default([]).meta({ description: 'Highlights of the solution, shown as points in three columns.' }),
      gallery: z.array(picture()).default([]).meta({ description: 'Pictures shown in a grid; each opens enlarged.' }),
      brandsTitle: text().default('Partners').meta({ description: 'Heading of the partner logos.' }),
      brands: z
        .array(
          z
            .object({
              title: text().meta({ description: 'Partner name; screen readers read it for the logo.' }),
              logo: media().meta({ description: "The partner's logo, e.g. /media/logos/partners/voltara.svg." }),
            })
            .strict(),
        )
        .default([])
        .meta({ description: 'Logos of the partners of the project.' }),
      draft: draft(),
    })
    .strict()

  /** A reader's comment on a post: sample text shown under it. */
  const blogComment = {
    name: text().meta({ description: "The reader's name as shown." }),
    date: isoDate().meta({ description: 'When it was written, YYYY-MM-DD.' }),
    text: text().meta({ description: 'What they wrote.' }),
  }

  const blogPost = z
    .object({
      title: text().meta({ description: 'Heading of the post and its name in the browser title.' }),
      date: isoDate().meta({ description: 'Publication date, YYYY-MM-DD; the newest post comes first in every list.' }),
      category: z.enum(BLOG_CATEGORIES).meta({ description: "Where the post is filed; the blog's category counts are made from these." }),
      author: reference(text(), 'author').meta({ description: 'Who wrote it: a name from `authors` in content/pages/blog.yaml.' }),
      summary: text().meta({ description: 'One or two sentences for listings and the meta description.' }),
      image: media().optional().meta({ description: "The post's picture, shown on listings and above the text." }),
      tags: z.array(text()).default([]).meta({ description: 'Keywords shown under the post.' }),
      views: z.number().int().min(0).meta({ description: 'How many times the post was read, shown beside the date.' }),
      featured: z.boolean().default(false).meta({ description: 'One of the posts highlighted at the top of the journal (/blog-sidebar/).' }),
      related: z
        .array(reference(text(), 'post'))
        .max(3)
        .default([])
        .meta({ description: 'File names (without .md) of up to three posts shown under the post as related reading.' }),
      comments: z
        .array(
          z.object({ ...blogComment, replies: z.array(z.object(blogComment).strict()).default([]).meta({ description: 'Answers to this comment, shown indented.' }) }).strict(),
        )
        .default([])
        .meta({ description: 'Sample comments shown under the post, oldest first; each may have replies.' }),
      draft: draft(),
    })
    .strict()

  const legal = z
    .object({
      title: text().meta({ description: 'Page heading; also the page name in the browser title.' }),
      description: text().meta({ description: 'Meta description.' }),
      order: order().meta({ description: "Position in the footer's legal links." }),
      updated: isoDate().meta({ description: 'Date of the last change, YYYY-MM-DD.' }),
      cookieSettings: z.boolean().default(false).meta({ description: 'Shows the button that reopens the cookie settings (the cookie policy).' }),
      draft: draft(),
    })
    .strict()

  const cta = z
    .object({
      label: text().meta({ description: 'Words of the button or link.' }),
      hint: text().optional().meta({
        description:
          'Words screen readers and search engines read after the label, not shown: they make a short label such as "More" say where it leads ("More" + "posts from the journal").',
      }),
      href: linkTarget().meta({ description: 'Where it leads: a site path such as /contact/, #section or https://…' }),
    })
    .strict()
    .meta({ description: 'A button or link: its words and where it leads.' })

  const counter = z
    .object({
      value: z.number().int().min(0).meta({ description: 'The figure it counts up to, e.g. 95.' }),
      suffix: z.string().default('').meta({ description: 'Written right after the figure, e.g. % or +.' }),
      label: text().meta({ description: 'What the figure is about.' }),
    })
    .strict()
    .meta({ description: 'A figure that counts up when it comes into view.' })

  const skillBars = z
    .array(
      z
        .object({
          title: text().meta({ description: 'Name of the skill, e.g. Interface design.' }),
          percentage: z.number().int().min(0).max(100).meta({ description: 'How good, from 0 to 100: shown as a figure with % and as a bar.' }),
        })
        .strict(),
    )
    .min(1)
    .meta({ description: 'Skills, each shown with a bar.' })

  const socialBand = z
    .object({
      heading: text().meta({ description: 'Heading above the social links.' }),
      text: text().meta({ description: 'The sentence under it.' }),
    })
    .strict()
    .meta({ description: 'A heading and a sentence above the social links of site.yaml.' })

  const homePage = z
    .object({
      title: text().meta({ description: 'The page name in the browser title, e.g. "The Software Incubator".' }),
      description: text().meta({ description: 'Meta description for search engines.' }),
      hero: z
        .object({
          kicker: text().meta({ description: 'Small line above the hero title, e.g. "Software studio · Bucharest".' }),
          slogan: text().meta({ description: 'The big title over the video: the page\'s one h1, e.g. "Bigger Goals, Better Tech".' }),
          intro: text().meta({ description: 'The sentence under the title.' }),
          cta: cta,
          scrollLabel: text().meta({ description: 'Screen-reader name of the arrow at the bottom of the hero that scrolls to the next section, e.g. "Scroll down".' }),
          video: z
            .object({
              webm: videoPath('webm'),
              mp4: videoPath('mp4'),
              poster: picture(),
              pauseLabel: text().meta({ description: 'Screen-reader name of the button that pauses the video.' }),
              playLabel: text().meta({ description: 'Screen-reader name of the same button while the video is paused.' }),
            })
            .strict()
            .meta({ description: 'The looping cover video (files in public/video) and the still shown before it plays.' }),
        })
        .strict()
        .meta({ description: 'The full-screen opening band over the cover video.' }),
      getStarted: z
        .object({
          heading: text().meta({ description: 'Heading of the band, e.g. "Let\'s talk about your next product".' }),
          text: text().meta({ description: 'The sentence beside the button.' }),
          bookingLabel: text().meta({ description: 'Words of the booking button, e.g. "Book a Free Consultation TODAY!".' }),
        })
        .strict()
        .meta({ description: 'The band under the hero with the button to book a free consultation (site.yaml `bookingUrl`).' }),
      digital: z
        .object({
          label: text().meta({ description: 'Small label above the heading, e.g. "Since 2016".' }),
          heading: text().meta({ description: 'Heading of the section.' }),
          paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
          image: picture(),
        })
        .strict()
        .meta({ description: 'The section beside a picture, with the figures of `stats` under it.' }),
      about: z
        .object({
          label: text().meta({ description: 'Small label above the heading, e.g. "About Us".' }),
          heading: text().meta({ description: 'Heading of the section.' }),
          paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
          image: picture(),
          points: z.array(text()).default([]).meta({ description: 'Short lines shown with a tick after the paragraphs; none shows no list.' }),
        })
        .strict()
        .meta({ description: 'The About Us section beside a picture, with a list of ticked points.' }),
      whatWeDo: z
        .object({
          heading: text().meta({ description: 'Heading of the section.' }),
          intro: text().meta({ description: 'The paragraph under the heading.' }),
          servicesHeading: text().meta({ description: 'Heading of the column of service links.' }),
          industriesHeading: text().meta({ description: 'Heading of the column of industry links.' }),
        })
        .strict()
        .meta({ description: 'The What We Do section (#what-we-do): links to every service and industry of content/.' }),
      stats: z.array(counter).min(1).meta({ description: 'Shown on large screens only.' }),
      counters: z.array(counter).min(1),
      approach: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Our Approach.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          steps: z
            .array(
              z
                .object({
                  title: text().meta({ description: 'Short heading of the step, e.g. Discovering Your Vision.' }),
                  text: text().meta({ description: 'One or two sentences under it.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'The steps, shown as numbered points in three columns.' }),
        })
        .strict()
        .meta({ description: 'The Our Approach section (#how-we-do); /home-default/ and /home-agency/ show the same steps.' }),
      ourWork: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Case Studies.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          readMore: text().meta({ description: 'The link on each case study card, e.g. "Read the case study".' }),
          contactCta: cta,
        })
        .strict()
        .meta({ description: 'The case studies section (#our-work): a card for each file of content/case-studies.' }),
      awards: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Awards.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          years: z
            .array(
              z
                .object({
                  year: z.number().int().min(1990).max(2100).meta({ description: 'The year, shown large under the medal, e.g. 2021.' }),
                  logo: media(),
                  awards: z
                    .array(
                      z
                        .object({
                          title: text().meta({ description: 'Name of the award, shown in bold, e.g. Best Energy Software Platform.' }),
                          subTitle: text().meta({ description: 'Who gave it, under the name, e.g. Romanian Software Awards.' }),
                        })
                        .strict(),
                    )
                    .min(1)
                    .meta({ description: 'The awards of that year.' }),
                  link: cta.meta({ description: '"See project": where the awarded work is shown.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'One column per year, in this order.' }),
        })
        .strict()
        .meta({ description: 'The awards by year; About Us, /home-default/ and /home-studio/ show the same section.' }),
      blog: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. From the blog.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          continueLabel: text().meta({ description: "The link under each post's summary, e.g. Continue." }),
          posts: z.array(reference(text(), 'post')).min(1).max(6).meta({ description: 'File names (without .md) of the posts to show, from content/blog.' }),
          labels: z.record(text(), text()).default({}).meta({ description: "Label shown on a teaser instead of the post's category, by file name, e.g. Community." }),
        })
        .strict()
        .meta({ description: 'The blog section: the posts named in `posts`, as cards.' }),
      partners: z
        .object({
          heading: text().meta({ description: 'Heading above the logos, e.g. Trusted by.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          logos: z
            .array(
              z
                .object({
                  title: text().meta({ description: "The partner's name; screen readers read it for the logo." }),
                  logo: media(),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'The logos, in this order.' }),
        })
        .strict()
        .meta({ description: 'The grid of partner logos; About Us and several home variants show the same logos.' }),
      social: socialBand.meta({ description: 'The social links beside the closing contact band; the links come from site.yaml.' }),
      contact: z
        .object({
          label: text().meta({ description: 'Small line above the heading, e.g. "Get in touch".' }),
          heading: text().meta({ description: 'The big heading of the band, e.g. "Let\'s chat!".' }),
          text: text().meta({ description: 'The sentence under the heading.' }),
          sayHiLabel: text().meta({ description: 'Words of the second, outlined button to /contact/, e.g. "Saying Hi!".' }),
          contactLabel: text().meta({ description: 'Words of the main button to /contact/, e.g. "Contact Us".' }),
        })
        .strict()
        .meta({ description: 'The dark closing band with two buttons to the contact page.' }),
    })
    .strict()

  const notFoundPage = z
    .object({
      title: text().meta({ description: 'The page name in the browser title, e.g. Page not found.' }),
      description: text().meta({ description: 'Meta description of the page (search engines are told not to list it).' }),
      heading: text().meta({ description: 'The heading under the large 404, e.g. "Opps...! Page not found".' }),
      text: text().meta({ description: 'The sentence under the heading.' }),
      backLabel: text().meta({ description: 'Words of the link back to the home page, e.g. Back to Home.' }),
      errorHeading: text().meta({ description: 'Shown instead when a page fails for another reason than not existing.' }),
      errorText: text().meta({ description: 'The sentence under `errorHeading`, e.g. "Please try again in a moment".' }),
    })
    .strict()

  const caseStudiesPage = z
    .object({
      title: text().meta({ description: 'The page name in the browser title.' }),
      description: text().meta({ description: 'Meta description for search engines.' }),
      label: text().meta({ description: 'Small label above the heading, e.g. OUR WORK.' }),
      heading: text().meta({ description: "The page's one h1, in the dark title band." }),
      intro: text().meta({ description: 'The paragraph under the heading.' }),
      readMore: text().meta({ description: 'The link on each case study card, e.g. "Read the case study".' }),
    })
    .strict()

  const timelineGroups = () =>
    z
      .array(
        z
          .object({
            title: text().meta({ description: 'Heading of the group, e.g. Education.' }),
            entries: z
              .array(
                z
                  .object({
                    year: z
                      .union([z.number().int(), text()])
                      .transform(String)
                      .meta({ description: 'When, shown in front of the line: a year such as 2014 or a span such as 2016 – today.' }),
                    text: text().meta({ description: 'What happened: a degree, a course, a job.' }),
                  })
                  .strict(),
              )
              .min(1)
              .meta({ description: 'The dated lines of the group, in this order.' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ description: 'Dated lines in groups, e.g. Education and Experience; `year` may be a span such as 2012 – 2016.' })

  /** What every inner page starts with: its name in the browser title, and the dark title band. */
  const innerPageHead = {
    title: text().meta({ description: 'The page name in the browser title.' }),
    description: text().meta({ description: 'Meta description for search engines.' }),
    label: text().meta({ description: 'Small label above the heading.' }),
    heading: text().meta({ description: "The page's one h1." }),
    intro: text().meta({ description: 'The paragraph under the heading.' }),
  }

  const contactPage = z
    .object({
      ...innerPageHead,
      booking: z
        .object({
          heading: text().meta({ description: 'Heading of the box, e.g. Prefer to talk?' }),
          text: text().meta({ description: 'The sentence under it.' }),
          label: text().meta({ description: 'Words of the booking button, e.g. "Book a Free Consultation TODAY!".' }),
        })
        .strict()
        .meta({ description: 'The box beside the form with the button to book a consultation (site.yaml `bookingUrl`).' }),
      details: z
        .object({
          heading: text().meta({ description: 'Heading of the box, e.g. Visit or write.' }),
          addressLabel: text().meta({ description: 'Label before the office address, e.g. Studio.' }),
          emailLabel: text().meta({ description: 'Label before the e-mail address.' }),
          phoneLabel: text().meta({ description: 'Label before the phone number.' }),
          hours: text().meta({ description: 'When people can expect an answer, e.g. "Monday to Friday, 9:00–18:00".' }),
        })
        .strict()
        .meta({ description: 'The box with the address, e-mail and phone of site.yaml.' }),
      formHeading: text().meta({ description: 'Heading above the contact form, e.g. Start a project.' }),
      formIntro: text().meta({ description: 'The sentence between that heading and the form.' }),
      noScript: text().meta({ description: 'Shown only to browsers without JavaScript; {email} and {phone} are filled in.' }),
    })
    .strict()
    .meta({ description: 'The contact page: booking link, address block and the project form around it.' })

  const forms = z
    .object({
      messages: z
        .object({
          nameRequired: text().default('Name is required').meta({ description: 'Shown under the name field when it is left empty.' }),
          emailRequired: text().default('Email is required').meta({ description: 'Shown under the e-mail field when it is left empty.' }),
          emailFormat: text()
            .default('Entered value does not match email format')
            .meta({ description: 'Shown under the e-mail field when what was typed is not an e-mail address.' }),
          acceptTermsRequired: text().default('Accept Terms and Conditions is required').meta({ description: "Shown under a form's checkbox when it is not ticked." }),
          commentRequired: text().default('Pleae write your comment').meta({ description: 'Shown under the comment field when it is left empty.' }),
        })
        .strict()
        .meta({ description: 'Validation messages, shared by the contact and comment forms.' }),
      requiredMark: text().meta({ description: 'Marks a required field after its label.' }),
      contact: z
        .object({
          name: text().meta({ description: 'Label of the name field.' }),
          organization: text().meta({ description: 'Label of the organization field (optional for visitors).' }),
          email: text().meta({ description: 'Label of the e-mail field.' }),
          projectGoal: text().meta({ description: 'Label of the large message field, e.g. "What would you like to build?".' }),
          acceptTerms: text().meta({ description: 'The checkbox label; {terms} becomes a link to the terms and conditions.' }),
          termsLinkLabel: text().meta({ description: 'Words of that link, e.g. Terms and Conditions.' }),
          termsPage: sitePath('/terms-and-conditions/').default('/terms-and-conditions/').meta({ description: 'The page {terms} links to.' }),
          honeypot: text().meta({ description: 'Label of the field people never see; spam robots fill it in.' }),
          submit: text().meta({ description: 'Words of the send button, e.g. Send message.' }),
          sending: text().meta({ description: 'Words of the send button while the message is being sent, e.g. "Sending…".' }),
          retry: text().meta({ description: 'Words of the send button after a failed attempt, e.g. Try again.' }),
          sent: text().meta({ description: 'The toast after a message was sent.' }),
          failedHeading: text().meta({ description: 'Heading of the notice shown when a message could not be sent.' }),
          failedError: text().meta({ description: 'Why it failed, when the e-mail service answered with an error.' }),
          failedNetwork: text().meta({ description: 'Why it failed, when the e-mail service could not be reached (no connection).' }),
          failedTimeout: text().meta({ description: 'Why it failed, when the e-mail service did not answer in time.' }),
          failedRateLimit: text().meta({ description: 'Why it failed, when a message was sent a moment before; {seconds} is filled in.' }),
          keepText: text().meta({ description: 'After any failure; {email} becomes a link that carries the typed message.' }),
          notConfiguredHeading: text().meta({ description: 'Heading of the notice above the form when the site was built without the e-mail settings.' }),
          notConfiguredText: text().meta({ description: 'When the site was built without the e-mail settings; {email} as above.' }),
          mailSubject: text().meta({ description: 'Subject of the e-mail prepared for people who write directly; {name} is filled in.' }),
          draftRestored: text().meta({ description: 'Shown above the form when it is filled in again with what the visitor typed before a reload.' }),
        })
        .strict()
        .meta({ description: 'The project form of the contact page.' }),
      comment: z
        .object({
          heading: text().meta({ description: 'Heading above the form, e.g. Leave a comment.' }),
          intro: text().meta({ description: 'The sentence under the heading, e.g. "Your e-mail address will not be published."' }),
          name: text().meta({ description: 'Label of the name field.' }),
          email: text().meta({ description: 'Label of the e-mail field.' }),
          comment: text().meta({ description: 'Label of the comment field.' }),
          acceptTerms: text()
            .default('Save my name & email in this browser for next time I comment.')
            .meta({ description: 'Label of the checkbox under the fields, which must be ticked.' }),
          submit: text().meta({ description: 'Words of the send button, e.g. Post comment.' }),
          done: text().meta({ description: 'Shown after a comment was accepted.' }),
        })
        .strict()
        .meta({ description: 'The comment form under every blog post.' }),
    })
    .strict()
    .meta({ description: "Every text of the site's forms: labels, buttons, validation and sending messages." })

  const pricingPage = z
    .object({
      ...innerPageHead,
      featuresLabel: text().meta({ description: "Screen-reader name of each plan's list of features." }),
      plans: z
        .array(
          z
            .object({
              name: text().meta({ description: 'Plan name, e.g. BASIC PLAN.' }),
              price: z.number().positive().meta({ description: 'Price in whole currency units, e.g. 49.' }),
              currency: text().default('$').meta({ description: 'Sign written before the price.' }),
              period: text().meta({ description: 'Words after the price, e.g. per month.' }),
              note: text().meta({ description: 'Small print under the price.' }),
              features: z.array(text()).min(1).meta({ description: 'What the plan includes, one line each.' }),
              badge: text().optional().meta({ description: 'A highlight such as "Popular"; the plan stands out when it has one.' }),
              cta: cta.meta({ description: 'The button under the plan, e.g. Start My Project Now to /contact/.' }),
            })
            .strict(),
        )
        .min(1)
        .meta({ description: 'The plans, side by side in this order.' }),
      enterprise: z
        .object({
          heading: text().meta({ description: 'Heading of the block.' }),
          text: text().meta({ description: 'The sentence under the heading.' }),
          cta: cta,
        })
        .strict()
        .meta({ description: 'The block for projects that fit no plan.' }),
    })
    .strict()
    .meta({ description: 'The pricing page: plans side by side and a call for larger projects.' })

  const teamPage = z
    .object({
      ...innerPageHead,
      members: z
        .array(
          z
            .object({
              name: text().meta({ description: 'Full name, shown under the portrait.' }),
              role: text().meta({ description: 'Job title, e.g. Head of Engineering.' }),
              portrait: picture().meta({ description: 'A square picture (the generated art in /media/art/team/).' }),
            })
            .strict(),
        )
        .min(1)
        .meta({ description: 'Everyone on the team, in this order; /home-modern/ shows the first few.' }),
      openSlot: z
        .object({
          heading: text().meta({ description: 'Shown in place of a name, e.g. This could be you.' }),
          text: text().meta({ description: 'The sentence under it.' }),
          cta: cta,
        })
        .strict()
        .meta({ description: 'The empty place in the grid that invites applicants.' }),
    })
    .strict()
    .meta({ description: 'The team page: a portrait per person and one open place for the next colleague.' })

  const faqPage = z
    .object({
      ...innerPageHead,
      categories: z
        .array(
          z
            .object({
              title: text().meta({ description: "Heading of the group, e.g. Payment; it also makes the group's #address, e.g. /faq/#payment." }),
              items: z.array(faqItem).min(1),
            })
            .strict(),
        )
        .min(1)
        .meta({ description: 'The groups of questions, in this order; each is also listed in the page\'s "On this page" links.' }),
      contact: z
        .object({
          heading: text().meta({ description: 'Heading of the box, e.g. Still have a question?' }),
          text: text().meta({ description: 'The sentence under it.' }),
          cta: cta,
        })
        .strict()
        .meta({ description: 'The box after the questions, with the link to the contact page.' }),
    })
    .strict()
    .meta({ description: 'The FAQ page: questions grouped by category, each group an accordion.' })

  const comingSoonPage = z
    .object({
      ...innerPageHead,
      launch: z.iso
        .datetime({ offset: true, error: 'expected a date and time with its offset, such as 2022-12-30T00:00:00+02:00' })
        .meta({ description: 'When the countdown reaches zero, with its UTC offset, e.g. 2022-12-30T00:00:00+02:00.' }),
      countdown: z
        .object({
          label: text().meta({ description: 'Accessible name of the timer.' }),
          days: text().meta({ description: 'Word under the number of days, e.g. Days.' }),
          hours: text().meta({ description: 'Word under the number of hours.' }),
          minutes: text().meta({ description: 'Word under the number of minutes.' }),
          seconds: text().meta({ description: 'Word under the number of seconds.' }),
          summary: text().meta({ description: 'What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in.' }),
        })
        .strict()
        .meta({ description: 'The countdown to `launch`: four figures, each with its word under it.' }),
      subscribe: z
        .object({
          heading: text().meta({ description: 'Heading of the box, e.g. Hear about it first.' }),
          text: text().meta({ description: 'The sentence under the heading.' }),
          emailLabel: text().meta({ description: 'Label of the e-mail field, e.g. Your e-mail address.' }),
          placeholder: text().meta({ description: 'Example shown inside the empty field, e.g. name@company.com.' }),
          button: text().meta({ description: 'Words of the button, e.g. Subscribe.' }),
          notice: text().meta({ description: 'Shown after the button is pressed: nothing is sent anywhere.' }),
        })
        .strict()
        .meta({ description: 'The subscribe box under the countdown.' }),
    })
    .strict()
    .meta({ description: 'The coming-soon page: a countdown and a subscribe box that sends nothing.' })

  const testimonial = z
    .object({
      quote: text().meta({ description: 'Their words, without quotation marks.' }),
      name: text().meta({ description: 'Who said it, shown under the quote; /home-dark/ names its quote by this.' }),
      designation: text().meta({ description: 'Their job title.' }),
      company: text().meta({ description: 'Their company, shown after the job title.' }),
    })
    .strict()
    .meta({ description: 'What a client said about working with the studio.' })

  const aboutUsPage = z
    .object({
      ...innerPageHead,
      story: z
        .object({
          label: text().meta({ description: 'Small label above the heading, e.g. WHO WE ARE.' }),
          heading: text().meta({ description: 'Heading of the section.' }),
          paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
          images: z.array(picture()).min(1).max(3),
        })
        .strict()
        .meta({ description: "Who we are, with up to three pictures of the studio's work." }),
      services: z
        .object({
          label: text().meta({ description: 'Small label above the heading, e.g. WHAT WE DO.' }),
          heading: text().meta({ description: 'Heading of the section.' }),
          intro: text().meta({ description: 'The paragraph under the heading.' }),
          readMore: text().meta({ description: 'Words at the foot of each service box, e.g. Learn more.' }),
        })
        .strict()
        .meta({ description: 'The services list is made from content/services.' }),
      testimonials: z
        .object({
          label: text().meta({ description: 'Small label above the heading, e.g. TESTIMONIALS.' }),
          heading: text().meta({ description: 'Heading of the section.' }),
          items: z.array(testimonial).min(1),
        })
        .strict()
        .meta({ description: 'The client quotes; several home variants show them in a slider, and /home-dark/ quotes one.' }),
    })
    .strict()
    .meta({ description: 'The About Us page; its awards and partners come from pages/home.yaml.' })

  // Home variants (content/home-variants/*.yaml, one page per file at /<file name>/): a hero, then
  // a list of sections, each a `type` from the list below with its own fields. A new variant is a
  // new file; the page code renders any list of sections (components/Sections).

  const sectionId = (usual: string) =>
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]*$/, { error: `expected lowercase letters, digits and dashes, such as ${usual}` })
      .default(usual)
      .meta({ description: "The anchor of a section (its address is #id) and the start of its heading's id." })

  const tone = (usual: 'plain' | 'surface' | 'dark' = 'plain') =>
    z.enum(['plain', 'surface', 'dark']).default(usual).meta({ description: "The background of a section: plain (the page's), surface (a light tint) or dark." })

  /** What every section with a heading starts with. */
  const sectionHead = (usualId: string, usualTone: 'plain' | 'surface' | 'dark' = 'plain') => ({
    id: sectionId(usualId).meta({ description: "The section's anchor (#id); two sections of a page cannot share one." }),
    tone: tone(usualTone).meta({ description: 'Background: plain, surface (a light tint) or dark.' }),
    label: text().optional().meta({ description: 'Small label above the heading.' }),
    heading: text().meta({ description: 'The section heading (h2).' }),
    intro: text().optional().meta({ description: 'Paragraph under the heading.' }),
  })

  const variantHero = z
    .object({
      label: text().meta({ description: 'Small label above the heading.' }),
      heading: text().meta({ description: "The page's one h1." }),
      intro: text().meta({ description: 'Paragraph under the heading.' }),
      ctas: z.array(cta).max(2).default([]).meta({ description: 'Buttons under the paragraph; the first is the main one.' }),
      image: picture().optional().meta({ description: 'A picture beside the heading.' }),
      look: z
        .enum(['split', 'editorial', 'portrait'])
        .default('split')
        .meta({ description: 'The composition: split (picture beside the text), editorial (very large type) or portrait (a round picture).' }),
    })
    .strict()
    .meta({ description: 'The opening band of a home variant.' })

  const serviceIcon = z
    .enum(['brand', 'interface', 'package', 'motion', 'megaphone', 'animation', 'mobile', 'camera', 'pen', 'code', 'chart', 'spark'])
    .meta({ description: 'The drawings a service box can show; decoration only, the title says what it is.' })

  const paragraphs = () => z.array(text()).min(1).meta({ description: 'Paragraphs under a heading, one item each.' })

  const section = z
    .discriminatedUnion('type', [
      z
        .object({
          type: z.literal('services').meta({ description: 'Boxes of services, each with an icon, a title, a line of text and an optional link and count.' }),
          ...sectionHead('services'),
          countLabel: text().optional().meta({ description: "Words after a box's count, e.g. projects." }),
          columns: z
            .union([z.literal(3), z.literal(4)])
            .default(4)
            .meta({ description: 'Boxes per row on wide screens: 3 or 4.' }),
          items: z
            .array(
              z
                .object({
                  title: text().meta({ description: 'Heading of the box; it is the link when the box has an `href`.' }),
                  text: text().meta({ description: 'One or two sentences.' }),
                  icon: serviceIcon,
                  href: sitePath('/services/rpa/').optional().meta({ description: 'Where the box leads, e.g. /services/rpa/.' }),
                  count: z.number().int().min(0).optional().meta({ description: 'A figure shown on the box, e.g. the number of projects delivered.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'The boxes, in this order.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('service-list').meta({ description: 'A card for each service of content/services, with its summary.' }),
          ...sectionHead('service-list'),
          readMore: text().meta({ description: 'Words at the foot of each card, e.g. Learn more.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('case-study-carousel').meta({ description: 'A carousel of the case studies, then the first works of the portfolio.' }),
          ...sectionHead('case-studies'),
          carouselLabel: text().meta({ description: 'Screen-reader name of the carousel.' }),
          count: z.number().int().min(1).max(12).default(5).meta({ description: 'How many slides in all.' }),
          link: cta.optional().meta({ description: 'A link beside the carousel, e.g. All Projects.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('case-study-cards').meta({ description: 'A card for each file of content/case-studies.' }),
          ...sectionHead('case-studies'),
          readMore: text().meta({ description: 'The link on each card, e.g. "Read the case study".' }),
          link: cta.optional().meta({ description: 'A link beside the cards.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('approach').meta({ description: 'The approach steps of pages/home.yaml (its heading and paragraph too), on a dark band.' }),
          id: sectionId('approach').meta({ description: "The section's anchor (#id)." }),
          tone: tone('dark').meta({ description: 'Background: plain, surface (a light tint) or dark.' }),
          label: text().meta({ description: 'Small label above the approach heading of home.yaml, e.g. How we work.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('partners').meta({ description: "The partner logos of pages/home.yaml under this page's own heading and paragraph." }),
          id: sectionId('partners').meta({ description: "The section's anchor; its heading's id is `<id>-title`." }),
          tone: z.enum(['plain', 'surface']).default('plain').meta({ description: 'Background: plain or surface.' }),
          heading: text().meta({ description: 'Heading above the logos.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('awards').meta({ description: 'The awards by year of pages/home.yaml, as About Us shows them.' }),
          tone: z.enum(['plain', 'surface']).default('plain').meta({ description: 'Background: plain or surface.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('testimonials').meta({ description: 'The quotes of pages/about-us.yaml as a slider.' }),
          ...sectionHead('testimonials'),
          carouselLabel: text().meta({ description: 'Screen-reader name of the slider.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('quote').meta({ description: 'One quote of pages/about-us.yaml, named by who said it.' }),
          ...sectionHead('quote'),
          name: reference(text(), 'testimonial').meta({ description: 'Who said it, as named in pages/about-us.yaml.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('latest-works').meta({ description: 'The newest works of pages/portfolio.yaml, as a grid.' }),
          ...sectionHead('latest-work'),
          count: z.number().int().min(1).max(12).default(6).meta({ description: 'How many of the newest works to show.' }),
          link: cta.optional().meta({ description: 'A link under the grid, e.g. All Projects.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('filtered-works').meta({ description: "Works of pages/portfolio.yaml, named by title and sorted into this section's own categories, with filter tabs." }),
          ...sectionHead('works'),
          allLabel: text().meta({ description: 'Label of the tab that shows every work, e.g. All Projects.' }),
          filterLabel: text().meta({ description: 'Screen-reader name of the row of tabs.' }),
          filters: z.array(text()).min(1).meta({ description: "The tabs after the first one, in this order; each work's categories must be among them." }),
          items: z
            .array(
              z
                .object({
                  work: reference(text(), 'work').meta({ description: 'The title of a work in pages/portfolio.yaml.' }),
                  categories: z.array(text()).min(1).meta({ description: 'One or more of `filters`; a work may sit under two tabs.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'The works shown, in this order, each under one or more tabs.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('blog').meta({ description: 'The newest posts of content/blog, as cards.' }),
          ...sectionHead('blog'),
          count: z.number().int().min(1).max(6).default(3).meta({ description: 'How many of the newest posts to show.' }),
          continueLabel: text().meta({ description: 'The link on every card, e.g. Read more.' }),
          link: cta.optional().meta({ description: 'A link under the cards, e.g. All Articles.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('news-carousel').meta({ description: 'The newest posts of content/blog, as a slider.' }),
          ...sectionHead('news'),
          count: z.number().int().min(1).max(6).default(3).meta({ description: 'How many of the newest posts to show.' }),
          carouselLabel: text().meta({ description: 'Screen-reader name of the slider.' }),
          link: cta.optional().meta({ description: 'A link beside the slider, e.g. All Articles.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('team').meta({ description: 'The first members of pages/team.yaml.' }),
          ...sectionHead('team'),
          count: z.number().int().min(1).max(12).default(4).meta({ description: 'How many of the first members to show.' }),
          link: cta.meta({ description: 'A link beside the portraits, e.g. the whole team.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('counters').meta({ description: 'Figures that count up, on a coloured band with no heading.' }),
          items: z.array(counter).min(1).meta({ description: 'The figures, e.g. 240 with the label "products shipped".' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('about').meta({ description: 'Paragraphs beside a picture, with figures that count up under them.' }),
          ...sectionHead('about'),
          paragraphs: paragraphs(),
          image: picture(),
          counters: z.array(counter).min(1).meta({ description: 'Figures under the paragraphs.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('biography').meta({ description: "One person's biography beside a portrait." }),
          ...sectionHead('biography'),
          paragraphs: paragraphs(),
          portrait: picture(),
        })
        .strict(),
      z
        .object({
          type: z.literal('skills').meta({ description: 'Skills with a bar for each.' }),
          ...sectionHead('skills'),
          items: skillBars.meta({ description: 'The skills, in this order.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('timeline').meta({ description: 'Education and experience, as dated lines.' }),
          ...sectionHead('timeline'),
          groups: timelineGroups(),
        })
        .strict(),
      z
        .object({
          type: z.literal('social-feed').meta({ description: "Recent posts on the profiles of site.yaml; each links to its network's profile." }),
          ...sectionHead('social'),
          linkLabel: text().meta({ description: 'The link under each post, to the profile; {network} is filled in.' }),
          posts: z
            .array(
              z
                .object({
                  network: z
                    .enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube'])
                    .meta({ description: 'Where it was posted: picks the icon, and the link goes to that profile in site.yaml `socials`.' }),
                  date: isoDate().meta({ description: 'When it was posted, YYYY-MM-DD.' }),
                  text: text().meta({ description: 'The words of the post.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ description: 'The posts, in this order.' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('call-to-action').meta({ description: 'A closing band that asks people to get in touch.' }),
          id: sectionId('contact-cta').meta({ description: "The section's anchor (#id)." }),
          label: text().optional().meta({ description: 'Small line above the heading; none when left out.' }),
          heading: text().meta({ description: 'Heading of the band.' }),
          text: text().meta({ description: 'The sentence under the heading.' }),
          cta: cta,
        })
        .strict(),
    ])
    .meta({ description: 'Every kind of section a home variant can hold, told apart by `type`.' })

  const homeVariant = z
    .object({
      title: text().meta({ description: 'The page name in the browser title.' }),
      description: text().meta({ description: 'Meta description for search engines.' }),
      draft: draft(),
      theme: z.enum(['light', 'dark']).default('light').meta({ description: 'light, or dark: the whole page on ink, every section dark.' }),
      numbered: z.boolean().default(false).meta({ description: 'Numbers the sections with a heading 01, 02, … beside their headings.' }),
      hero: variantHero,
      sections: z.array(section).min(1).meta({ description: 'The sections under the hero, in this order; each starts with its `type`.' }),
    })
    .strict()
    .superRefine((page, ctx) => {
      const seen = new Map<string, number>()
      page.sections.forEach((s, index) => {
        const anchor = 'id' in s ? s.id : undefined
        if (anchor !== undefined) {
          const first = seen.get(anchor)
          if (first !== undefined) {
            ctx.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: `"${anchor}" is already the id of sections[${first}]; give this section an id of its own` })
          } else seen.set(anchor, index)
        }
        if (s.type !== 'filtered-works') return
        s.items.forEach((item, i) =>
          item.categories.forEach((category, c) => {
            if (!s.filters.includes(category)) {
              ctx.addIssue({
                code: 'custom',
                path: ['sections', index, 'items', i, 'categories', c],
                message: `unknown category "${category}"; expected one of ${s.filters.map((f) => `"${f}"`).join(', ')}`,
              })
            }
          }),
        )
      })
    })
    .meta({ description: 'A home variant: a page at /<file name>/ made of a hero and a list of sections.' })

  const aboutMePage = z
    .object({
      title: text().meta({ description: 'The page name in the browser title.' }),
      description: text().meta({ description: 'Meta description for search engines.' }),
      label: text().meta({ description: 'Small label above the name.' }),
      name: text().meta({ description: "The person's name: the page heading." }),
      role: text().meta({ description: 'Job title, shown under the name, e.g. "Founder & CEO, Northwind Software".' }),
      intro: text().meta({ description: 'The paragraph under the job title.' }),
      portrait: picture(),
      bio: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Biography.' }),
          paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
        })
        .strict()
        .meta({ description: 'The biography beside the portrait.' }),
      contact: z
        .object({
          heading: text().meta({ description: 'Heading of the band, e.g. Get in touch.' }),
          text: text().meta({ description: 'The sentence under the heading.' }),
          emailLabel: text().meta({ description: 'Label before the e-mail address.' }),
          phoneLabel: text().meta({ description: 'Label before the phone number.' }),
        })
        .strict()
        .meta({ description: 'The dark closing band with the e-mail and phone of site.yaml.' }),
      services: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. How I can help.' }),
          items: z.array(point).min(1),
        })
        .strict()
        .meta({ description: 'What the person offers, as points.' }),
      advantages: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Why work with me.' }),
          items: z.array(point).min(1),
        })
        .strict()
        .meta({ description: 'Reasons to work with the person, as points.' }),
      timeline: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Education & experience.' }),
          groups: timelineGroups().meta({ description: 'E.g. Education and Experience, each a list of dated lines.' }),
        })
        .strict()
        .meta({ description: 'Education and experience, as dated lines.' }),
      skills: z
        .object({
          heading: text().meta({ description: 'Heading of the section, e.g. Skills.' }),
          intro: text().meta({ description: 'The sentence under the heading.' }),
          items: skillBars.meta({ description: 'The skills, in this order.' }),
        })
        .strict()
        .meta({ description: 'Skills with a bar for each.' }),
      social: socialBand.meta({ description: 'The social links in the closing band; the links come from site.yaml.' }),
    })
    .strict()
    .meta({ description: "The founder's personal profile. E-mail, phone and social links come from site.yaml." })

  /** `.extend()` makes a schema of its own: the listings that add fields keep this description. */
  const blogListingMeta = { description: 'Name and description of one blog listing or layout page, and its dark title band.' }
  const blogListing = z
    .object({ ...innerPageHead })
    .strict()
    .meta(blogListingMeta)

  const blogBox = z
    .object({
      heading: text().meta({ description: 'Heading of the box.' }),
      text: text().optional().meta({ description: 'A sentence under the heading; none when left out.' }),
      fieldLabel: text().meta({ description: 'Label of the text field, read by screen readers and shown above it.' }),
      placeholder: text().meta({ description: 'Hint shown inside the empty field.' }),
      button: text().meta({ description: 'Words of the button.' }),
      notice: text().meta({ description: 'Said after the button or Enter is pressed: nothing is sent.' }),
    })
    .strict()
    .meta({ description: 'A search or newsletter box: it sends nothing, and says so once pressed.' })

  const blogPage = z
    .object({
      grid: blogListing
        .extend({ sliderHeading: text().meta({ description: 'Heading of the slider of news above the grid.' }) })
        .strict()
        .meta(blogListingMeta),
      masonry: blogListing,
      sidebar: blogListing
        .extend({
          featuredHeading: text().meta({ description: 'Heading of the featured posts at the top (the posts with `featured: true`), e.g. Featured.' }),
          latestHeading: text().meta({ description: 'Heading of the list of the newest other posts, e.g. Latest posts.' }),
          paginationLabel: text().meta({ description: 'Screen-reader name of the page numbers.' }),
        })
        .strict()
        .meta(blogListingMeta),
      details: z
        .object({
          title: text().meta({ description: 'Page name of /blog-details/ in the browser title.' }),
          description: text().meta({ description: 'Meta description of /blog-details/.' }),
          sidebarTitle: text().meta({ description: 'Page name of /blog-details-sidebar/ in the browser title; every page has a title of its own.' }),
          sidebarDescription: text().meta({ description: 'Meta description of /blog-details-sidebar/.' }),
          withSidebar: text().meta({ description: 'The link from /blog-details/ to the layout with the sidebar.' }),
          withoutSidebar: text().meta({ description: 'The link from /blog-details-sidebar/ to the layout without it.' }),
        })
        .strict()
        .meta({ description: '/blog-details/ and /blog-details-sidebar/: the newest post shown in the two post layouts.' }),
      more: z
        .object({
          label: text().meta({ description: 'Words of the link, e.g. More.' }),
          hint: text().optional().meta({ description: 'Words read after the label by screen readers, not shown, e.g. "posts from the journal".' }),
          href: sitePath('/blog-sidebar/'),
        })
        .strict()
        .meta({ description: 'The link under the grid and masonry lists, to the full journal.' }),
      readMore: text().meta({ description: 'Label of the link under each post on the listings.' }),
      search: blogBox
        .omit({ notice: true })
        .strict()
        .meta({ description: "The blog's search box (in the sidebar, and above the grid of /blog-grid/): it finds posts with the site search." }),
      newsletter: blogBox.meta({ description: 'The newsletter box: a band at the end of the listings, or a box of the sidebar.' }),
      aside: z
        .object({
          followHeading: text().meta({ description: 'Heading above the social links of site.yaml, e.g. Follow us.' }),
          popularHeading: text().meta({ description: 'Heading of the most-read posts (by their `views`), e.g. Popular posts.' }),
          categoriesHeading: text().meta({ description: 'Heading of the categories with their counts.' }),
          allLabel: text().meta({ description: 'The first line of the categories, counting every post, e.g. All.' }),
        })
        .strict()
        .meta({ description: "The sidebar's boxes." }),
      categories: z
        .array(z.enum(BLOG_CATEGORIES))
        .min(1)
        .meta({ description: 'Categories listed in the sidebar with how many posts each has; the counts are made from the posts.' }),
      post: z
        .object({
          byLabel: text().meta({ description: "Word before the author's name under the post's title, e.g. By." }),
          views: text().meta({ description: 'How many times the post was read, beside its date under the title, e.g. "{count} views".' }),
          commentOne: text().meta({ description: 'The number of comments when there is exactly one, e.g. "{count} comment".' }),
          commentMany: text().meta({ description: 'The number of comments otherwise, e.g. "{count} comments".' }),
          reportLabel: text().meta({ description: "Words of the Report link under the post's title, which opens an e-mail to the site address." }),
          reportSubject: text().meta({ description: "Subject of that e-mail; {title} is the post's title." }),
          tagsLabel: text().meta({ description: "Heading above the post's tags." }),
          shareLabel: text().meta({ description: 'Heading above the share links.' }),
          shareOn: text().meta({ description: 'Name of each share link; {network} is filled in.' }),
          authorHeading: text().meta({ description: 'Heading of the author box under the post, e.g. About the author.' }),
          relatedHeading: text().meta({ description: "Heading of the related posts (the post's `related`)." }),
          commentsHeading: text().meta({ description: 'Heading of the comments; the number of comments follows it in brackets.' }),
          noComments: text().meta({ description: 'Shown in place of the comments when a post has none.' }),
          repliesTo: text().meta({ description: "Screen-reader name of a comment's replies; {name} is filled in." }),
          nextPost: text().meta({ description: 'Label of the link to the next post, at the end of every post, e.g. Next Post.' }),
        })
        .strict()
        .meta({ description: 'Wording around a post; {count} is filled in.' }),
      authors: z
        .array(
          z
            .object({
              name: text().meta({ description: 'Full name, shown in the author box and after "By"; a post\'s `author` must match it exactly.' }),
              role: text().meta({ description: 'Job title.' }),
              bio: text().meta({ description: 'Two or three sentences for the author box.' }),
              portrait: picture().optional(),
            })
            .strict(),
        )
        .min(1)
        .meta({ description: "Everyone who writes posts; a post's `author` is one of these names." }),
    })
    .strict()
    .meta({ description: "The blog's listing pages (/blog-grid/, /blog-masonry/, /blog-sidebar/) and post layouts." })

  const portfolioCategory = z
    .enum(['Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation'])
    .meta({ description: 'The categories a portfolio work can belong to; the filter tabs use the same names.' })

  /** One portfolio view (/works-grid/, /works-masonry/, /works-listing/): its head, its filter tabs and its 'More' link. */
  const portfolioView = {
    ...innerPageHead,
    filters: z.array(portfolioCategory).min(1).meta({ description: 'The filter tabs after "All", in this order; a category without works still shows its tab.' }),
    more: cta.meta({ description: 'The link under the works, e.g. More to the next portfolio view.' }),
  }

  const portfolioPage = z
    .object({
      allLabel: text().default('All').meta({ description: 'Label of the tab that shows every work.' }),
      filterLabel: text().meta({ description: 'Screen-reader name of the row of filter tabs.' }),
      resultsLabel: text().meta({ description: 'What screen readers hear after a tab is chosen; {count} and {category} are filled in.' }),
      grid: z
        .object({
          ...portfolioView,
          latest: z
            .object({
              label: text().meta({ description: 'Small label above the heading, e.g. RECENTLY SHIPPED.' }),
              heading: text().meta({ description: 'Heading of the second grid, e.g. Six of our latest works.' }),
              count: z.number().int().min(1).max(12).default(6).meta({ description: 'How many of the newest works it shows.' }),
            })
            .strict()
            .meta({ description: 'The second grid: the newest works, by year.' }),
        })
        .strict()
        .meta({ description: '/works-grid/: a two-column grid, then a second grid of the latest six works.' }),
      masonry: z.object(portfolioView).strict().meta({ description: '/works-masonry/: two columns of pictures in their own proportions (one on small phones).' }),
      listing: z.object(portfolioView).strict().meta({ description: '/works-listing/: one row per work with category, title and year; the picture pops up on hover and focus.' }),
      carousel: z
        .object({
          ...innerPageHead,
          count: z.number().int().min(1).max(14).default(8).meta({ description: 'How many of the newest works the carousel shows.' }),
          carouselLabel: text().meta({ description: "The carousel's name for screen readers, e.g. Our newest works." }),
          allProjects: cta.meta({ description: 'The link to the full portfolio, e.g. All Projects to /works-grid/.' }),
        })
        .strict()
        .meta({ description: '/works-carousel/: the newest works in the case-study carousel, with a link to every project.' }),
      items: z
        .array(
          z
            .object({
              title: text().meta({ description: 'Name of the work.' }),
              category: portfolioCategory.meta({ description: 'One of Branding, Ui/Ux, Packaging, Illustration, Motion, Animation.' }),
              year: z.number().int().min(1990).max(2100).meta({ description: 'Year the work was delivered, e.g. 2023.' }),
              image: picture().meta({ description: "The work's picture (the generated art in /media/art/portfolio/)." }),
              summary: text().meta({ description: 'One sentence about the work, shown on the cards.' }),
              href: z
                .string()
                .trim()
                .regex(/^\/case-studies\/([a-z0-9]+(-[a-z0-9]+)*\/)?$/, {
                  error: '/case-studies/ or a case study such as /case-studies/energetica-erp/',
                })
                .meta({ description: 'Where the work leads: a case study such as /case-studies/energetica-erp/, or /case-studies/.' }),
            })
            .strict(),
        )
        .min(1)
        .meta({ description: 'Every work, listed once; the portfolio views and the home variants take their works from here.' }),
    })
    .strict()
    .meta({ description: 'The portfolio pages: every work once, shown as a grid, a masonry and a listing.' })

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
  const pages = { home: homePage, notFound: notFoundPage, caseStudies: caseStudiesPage, contact: contactPage, forms, ...morePages, blog: blogPage }

  return { site, service, industry, caseStudy, blogPost, legal, homeVariant, pages }
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
export type HomeVariantData = z.output<Schemas['homeVariant']>
/** One section of a home variant; `type` tells which. */
export type SectionData = HomeVariantData['sections'][number]
