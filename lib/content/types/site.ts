/** `content/site.yaml`: the whole site. */
import { z } from 'zod'
import { keyedList, media, redirectPath, sitePath, text, webAddress } from '../fields'
import { defineSingleFile } from './define'
import { filledByThePage } from '../placeholders'

const social = z
  .object({
    name: z
      .enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube'])
      .meta({ title: 'Network', description: 'Network name shown to screen readers and used to pick the icon.' }),
    url: webAddress('https://www.linkedin.com/company/your-company').meta({ title: 'Profile address (https://…)', description: 'Full address of the profile.' }),
  })
  .strict()

/** An entry of the header menu: a link, or a dropdown of a collection whose module offers one (`menu: true`). */
const menuItem = (menuCollections: readonly [string, ...string[]]) =>
  z
    .object({
      label: text().meta({ title: 'Menu text', description: 'Text of the menu entry.' }),
      href: sitePath('/contact/').optional().meta({
        title: 'Link (page of this site)',
        description: 'Where the entry leads, such as /contact/ or /#how-we-do; fill in this or "Dropdown (instead of a link)", not both.',
      }),
      collection: z.enum(menuCollections).optional().meta({
        title: 'Dropdown (instead of a link)',
        description:
          'A dropdown listing every entry of this collection, in the order of their "Position in menus and lists"; fill in this or "Link (page of this site)", not both.',
      }),
    })
    .strict()
    .refine((item) => (item.href === undefined) !== (item.collection === undefined), {
      error: 'give either href (a link) or collection (a dropdown), not both and not neither',
    })

/**
 * The module of site.yaml. The registry makes it, naming the collections that can be a dropdown of
 * the menu (their modules say `menu: true`), so this module needs to know none of them.
 */
export function siteModule(menuCollections: readonly [string, ...string[]], layouts: { blog: readonly [string, ...string[]]; portfolio: readonly [string, ...string[]] }) {
  const site = z
    .object({
      name: text().meta({ title: 'Brand name', description: 'Brand name used in titles and the footer.' }),
      tagline: text().meta({ title: 'Tagline', description: 'Words after the name in the home page title.' }),
      legalName: text().meta({ title: 'Registered company name', description: 'Registered company name (S.R.L.).' }),
      registryNumber: text().meta({ title: 'Trade registry number', description: 'Trade registry number, e.g. J40/1234/2016.' }),
      taxCode: text().meta({ title: 'Tax code (CUI)', description: 'Tax code (CUI), e.g. RO12345678.' }),
      phone: z
        .string()
        .regex(/^\+?[\d ()-]{6,}$/, { error: 'expected a phone number such as +40 21 555 0142' })
        .meta({ title: 'Phone', description: 'Phone number as people should dial it.' }),
      email: z.email().meta({ title: 'E-mail', description: 'Public contact e-mail.' }),
      url: webAddress('https://www.example.com').meta({ title: 'Site address (https://…)', description: "The site's public address, used for canonical links and the sitemap." }),
      description: text().meta({ title: 'Summary for search engines', description: 'Default meta description.' }),
      keywords: z.array(text()).min(1).meta({ title: 'Keywords for search engines', description: 'Meta keywords.' }),
      address: z
        .object({
          street: text().meta({ title: 'Street and number', description: 'Street and number, e.g. Str. Exemplu 12.' }),
          postalCode: text().meta({ title: 'Postal code', description: 'Postal code, e.g. 010101.' }),
          city: text().meta({ title: 'City', description: 'City, e.g. Bucharest.' }),
          country: text().meta({ title: 'Country', description: 'Country, e.g. Romania; {country} in Markdown.' }),
        })
        .strict()
        .meta({ title: 'Office address', description: 'The office address, shown in the footer and on the contact page; {address} in Markdown.' }),
      bookingUrl: webAddress('https://calendly.com/your-name/consultation').meta({
        title: 'Booking page (https://…)',
        description: 'The free-consultation scheduling page (opens in a new tab).',
      }),
      socials: z.array(social).min(1).meta({ title: 'Social profiles', description: 'The social profiles linked in the header menu and the footer, in this order.' }),
      certification: z
        .object({
          image: media().meta({ title: 'Badge picture', description: 'The picture of the badge, such as the ISO 27001 mark.' }),
          alt: text().meta({ title: 'What the badge says', description: 'What the badge says, for screen readers, e.g. ISO 27001 certified.' }),
          width: z.number().int().positive().meta({ title: 'Width (pixels)', description: 'Width the badge is shown at, in pixels.' }),
          height: z.number().int().positive().meta({ title: 'Height (pixels)', description: 'Height the badge is shown at, in pixels.' }),
        })
        .strict()
        .meta({ title: 'Certification badge', description: 'Information-security certification badge shown in the footer.' }),
      menu: z.array(menuItem(menuCollections)).min(1).meta({ title: 'Header menu', description: 'The header menu, in this order; each entry is a link or a dropdown.' }),
      layouts: z
        .object({
          home: z
            .string()
            .trim()
            .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*\/)?$/, { error: 'expected / or the address of a home variant, such as /home-default/' })
            .default('/')
            .meta({
              title: 'Home page layout',
              description:
                "/ (the studio's home page), or a home variant's address such as /home-default/ to offer that layout too; the other home variants stay at their addresses, out of search engines and the footer.",
            }),
          blog: z
            .enum(layouts.blog)
            .default(layouts.blog[0])
            .meta({ title: 'Blog layout', description: "The blog's listing that search engines and the footer are given; the others stay at their addresses, unlisted." }),
          portfolio: z
            .enum(layouts.portfolio)
            .default(layouts.portfolio[0])
            .meta({ title: 'Portfolio layout', description: "The portfolio's view that search engines and the footer are given; the others stay at their addresses, unlisted." }),
        })
        .strict()
        .prefault({})
        .meta({
          title: 'The layouts the site shows',
          description:
            'The spec has several layouts of the home page, the blog and the portfolio. The site shows one of each to visitors and search engines; the others stay built at their addresses for reference, unlisted.',
        }),
      redirects: z
        .array(
          z
            .object({
              from: redirectPath('/old-page').meta({ title: 'Old address', description: 'The old address, e.g. /old-page.' }),
              to: redirectPath('/new-page/', '#').meta({ title: 'Leads to', description: 'The page it now leads to, e.g. /new-page/.' }),
            })
            .strict(),
        )
        .default([])
        .meta({
          title: 'Old addresses (redirects)',
          description: 'Old addresses that lead to a page of this site: a visitor or a search engine following an old link lands on the new page.',
        }),
      claims: keyedList(
        z
          .object({
            name: z
              .string()
              .regex(/^[a-z][A-Za-z]*$/, 'a name of letters, starting with a small one, e.g. demoCadence')
              .meta({
                title: 'Name (written in texts as {name})',
                description:
                  'What texts write, between braces, to say it, e.g. founded for {founded}. Letters only; a name of several words runs them together, each new word starting with a capital.',
              }),
            says: text().meta({ title: 'What the site says', description: 'The words every text gets for it, e.g. every two weeks.' }),
            avoid: z
              .array(text())
              .default([])
              .meta({ title: 'Words that would say otherwise', description: "Phrases a text must not use for it, e.g. weekly demo: the site's check warns where one is written." }),
          })
          .strict(),
        'name',
        'the names of the claims',
      )
        .default([])
        .meta({
          title: 'Claims written once',
          description:
            "What the site states in several places (how often a client sees a demo), written once here and put into any text as {name}: every page then says the same, and the site's check warns where a text says it by hand or another way.",
        }),
      repository: z
        .object({
          url: webAddress('https://github.com/northwind/website').meta({
            title: 'Repository address',
            developerOnly: true,
            description: 'Address of the repository, e.g. https://github.com/northwind/website.',
          }),
          branch: text().default('main').meta({ title: 'Published branch', developerOnly: true, description: 'Branch that holds the published site.' }),
          editLabel: text().meta({ title: '"Edit this page" link', description: 'Words of the link under each page made from a content file, e.g. "Edit this page".' }),
          editLinks: z.boolean().default(false).meta({
            title: 'Show "Edit this page" on the public site',
            description: 'Pull-request previews and the development server always show the link; the public site only when this is on.',
          }),
          cmsAuthUrl: webAddress('https://auth.example.com').optional().meta({
            title: 'Sign-in service address',
            developerOnly: true,
            description:
              "Address of the sign-in service the content manager (/admin/) uses to sign editors in to GitHub: the site's own address on Cloudflare Pages (its own sign-in), another service's (e.g. https://auth.example.com) elsewhere; left out on Netlify, whose own sign-in is used.",
          }),
        })
        .strict()
        .optional()
        .meta({
          title: 'Where the files are kept',
          description: 'Where the site\'s files are kept; "Edit this page" links open the page\'s file there. Left out, no such link is shown.',
        }),
      analytics: z
        .object({
          googleAnalyticsId: z
            .string()
            .regex(/^G-[A-Z0-9]{4,12}$/, { error: 'expected a Google Analytics id such as G-AB12CD34EF' })
            .optional()
            .meta({ title: 'Google Analytics code', developerOnly: true, description: 'Google Analytics 4 measurement id, e.g. G-AB12CD34EF.' }),
          clarityId: z
            .string()
            .regex(/^[a-z0-9]{6,16}$/, { error: 'expected a Clarity project id such as k2x9q7w4pd' })
            .optional()
            .meta({ title: 'Microsoft Clarity code', developerOnly: true, description: 'Microsoft Clarity project id (heatmaps and session recordings), e.g. k2x9q7w4pd.' }),
          webVitalsEndpoint: webAddress('https://vitals.example.com/collect').optional().meta({
            title: 'Page speed reports address',
            developerOnly: true,
            description: 'Address that receives how fast each visit was (its Core Web Vitals), for visitors who accept statistics; nothing is sent when left out.',
          }),
        })
        .strict()
        .default({})
        .meta({
          title: 'Visitor statistics',
          description: 'Visitor statistics. Each service loads only after a visitor accepts analytics cookies, and not at all while its id is left out.',
        }),
      search: z
        .object({
          title: text().meta({ title: 'Page name and heading', description: 'Page name of /search/ in the browser title, and its heading.' }),
          description: text().meta({ title: 'Summary for search engines', description: 'Meta description of /search/.' }),
          fieldLabel: text().meta({ title: 'Label of the search field', description: 'Label of the search field.' }),
          placeholder: text().meta({ title: 'Hint in the empty field', description: 'Hint inside the empty search field.' }),
          button: text().meta({ title: 'Search button', description: 'Text of the button that starts the search.' }),
          open: text().meta({ title: 'Open button (screen readers)', description: 'Name of the header button that opens the search box.' }),
          close: text().meta({ title: 'Close button (screen readers)', description: 'Name of the same button while the search box is open: it closes it.' }),
          searching: text().meta({ title: 'While searching', description: 'Said while the results are being looked up.' }),
          results: filledByThePage(text(), ['count', 'query']).meta({
            title: 'Results (several pages)',
            description: 'How many pages were found; {count} and {query} are filled in.',
          }),
          resultOne: filledByThePage(text(), ['query']).meta({ title: 'Results (one page)', description: 'The same for exactly one page.' }),
          noResults: filledByThePage(text(), ['query']).meta({ title: 'When nothing is found', description: 'Nothing found; {query} is filled in.' }),
          unavailable: text().meta({ title: 'When search cannot load', description: 'Said when the search index cannot be loaded (e.g. in the development server).' }),
          needsJavaScript: text().meta({ title: 'Note when JavaScript is off', description: 'Said on /search/ when the browser runs no JavaScript.' }),
        })
        .strict()
        .meta({ title: 'Site search', description: "The site search (header search button, the search page and the blog's search boxes)." }),
      consent: z
        .object({
          title: text().meta({ title: 'Heading', description: 'Heading of the banner.' }),
          description: text().meta({ title: 'Text', description: 'Text of the banner.' }),
          acceptAll: text().meta({ title: '"Accept all" button', description: 'Button that accepts every kind of cookie.' }),
          rejectAll: text().meta({ title: '"Reject all" button', description: 'Button that refuses every cookie that is not necessary.' }),
          manage: text().meta({ title: '"Manage" button', description: 'Button that opens the settings window.' }),
          settings: text().meta({
            title: 'Cookie settings button (footer)',
            description: 'Label of the footer button (and the cookie-policy page button) that reopens the settings.',
          }),
          preferencesTitle: text().meta({ title: 'Heading of the settings window', description: 'Heading of the settings window.' }),
          savePreferences: text().meta({ title: '"Save" button', description: 'Button that saves the choices made in the settings window.' }),
          close: text().meta({ title: 'Close button (screen readers)', description: 'Screen-reader name of the button that closes the settings window.' }),
          categories: z
            .object({
              necessary: z
                .object({
                  title: text().meta({ title: 'Heading', description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ title: 'What they do', description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ title: 'Necessary cookies', description: 'Cookies the site cannot work without; they cannot be refused.' }),
              analytics: z
                .object({
                  title: text().meta({ title: 'Heading', description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ title: 'What they do', description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ title: 'Statistics cookies', description: 'Cookies of the visitor statistics.' }),
              marketing: z
                .object({
                  title: text().meta({ title: 'Heading', description: 'Heading of the kind of cookie in the settings window.' }),
                  description: text().meta({ title: 'What they do', description: 'What these cookies do.' }),
                })
                .strict()
                .meta({ title: 'Advertising cookies', description: 'Cookies for advertising.' }),
            })
            .strict()
            .meta({ title: 'Kinds of cookie', description: 'One entry per kind of cookie: necessary, analytics and marketing.' }),
        })
        .strict()
        .meta({ title: 'Cookie banner', description: 'The cookie banner and its settings window (vanilla-cookieconsent).' }),
      ui: z
        .object({
          skipLink: text().meta({ title: '"Skip to content" link', description: 'The first link of every page, for keyboard users: jumps over the menu to the content.' }),
          homeLinkLabel: text().meta({ title: 'Logo link (screen readers)', description: 'Screen-reader name of the logo link to the home page.' }),
          openMenu: text().meta({ title: 'Open menu button (screen readers)', description: 'Screen-reader name of the button that opens the menu on small screens.' }),
          closeMenu: text().meta({ title: 'Close menu button (screen readers)', description: 'Screen-reader name of the button that closes the menu.' }),
          menuHeading: text().meta({ title: 'Heading of the opened menu', description: 'Heading at the top of the opened menu.' }),
          mainNavigation: text().meta({ title: 'Header menu name (screen readers)', description: 'Screen-reader name of the header menu.' }),
          followUs: text().meta({ title: 'Words above the social links', description: 'Words above the social links in the opened menu.' }),
          backToTop: text().meta({ title: 'Back to top button (screen readers)', description: 'Screen-reader name of the button that scrolls back to the top.' }),
          rightsReserved: text().meta({ title: 'Words after the copyright line', description: 'Words after the copyright line in the footer, e.g. All Rights Reserved.' }),
          footerLegalHeading: text().meta({ title: 'Footer heading: legal', description: "Heading of the footer's legal links." }),
          footerContactHeading: text().meta({ title: 'Footer heading: contact', description: "Heading of the footer's address and contact details." }),
          footerFollowHeading: text().meta({ title: 'Footer heading: social links', description: "Heading of the footer's social links." }),
          footerGroups: z
            .object({
              services: text().meta({ title: 'Services', description: 'Heading of the links to every service.' }),
              industries: text().meta({ title: 'Industries', description: 'Heading of the links to every industry.' }),
              work: text().meta({ title: 'Work', description: 'Heading of the case studies and the portfolio.' }),
              company: text().meta({ title: 'Company', description: 'Heading of the pages about the studio: about us, team, pricing, FAQ, blog, contact.' }),
            })
            .strict()
            .meta({ title: 'Footer map of the site', description: "Headings of the footer's groups of links to every page the menus do not lead to." }),
          opensInNewTab: text().meta({ title: 'Note for links opening a new tab (screen readers)', description: 'Screen-reader note after a link that opens in a new tab.' }),
          languages: text().meta({
            title: 'Language switcher name (screen readers)',
            description: 'Name of the language switcher in the header, for screen readers, e.g. Language.',
          }),
          languageName: text().meta({
            title: 'Name of this language',
            description: "The name of this file's language in that language, as the language switcher offers it and the contact e-mail names it, e.g. English, Română.",
          }),
          languageShort: text().meta({ title: 'Language (short form)', description: "Its short form in the header's switcher, e.g. EN, RO." }),
          untranslated: text().meta({
            title: 'Note on an untranslated page',
            description: "The note at the top of a page shown in English because it has no translation in the visitor's language yet (in the Romanian site settings, in Romanian).",
          }),
          untranslatedPost: text().meta({
            title: 'Note on an untranslated post',
            description:
              "The note at the top of a blog post shown in English because it has no translation in the visitor's language yet (in the Romanian site settings, in Romanian).",
          }),
          translatedPostsLink: text().meta({
            title: 'Link to the translated blog',
            description: "The link after that note to the blog in the visitor's language, e.g. Read the articles in Romanian.",
          }),
          inEnglish: text().meta({
            title: 'Mark of an untranslated card',
            description: 'The mark on the card of a post or a project that has no translation yet and is shown in English, e.g. In English.',
          }),
          draftNote: text().meta({
            title: 'Note on a page that is not public yet',
            description:
              "The note at the top of a page kept off the public site, seen only in previews and on an editor's own computer, e.g. Draft: this page is not on the public site.",
          }),
          draftMark: text().meta({ title: 'Mark of a post that is not public yet', description: 'The same, short, on the card of such a post in the blog lists, e.g. Draft.' }),
          scheduledMark: text().meta({
            title: 'Mark of a scheduled post',
            description: 'The mark on the card of a post dated after today in the blog lists (previews only), before its date, e.g. Scheduled.',
          }),
          scheduledNote: filledByThePage(text(), ['date']).meta({
            title: 'Note on a scheduled post',
            description:
              "The note at the top of a post dated after today, seen only in previews and on an editor's own computer; {date} is its date, e.g. Scheduled: this post appears on the public site on {date}.",
          }),
          lastUpdated: text().meta({ title: 'Words before the date of last change', description: "Words before a legal page's date of last change." }),
          onThisPage: text().meta({ title: 'Heading of the list of sections', description: 'Heading of the list of sections on legal pages.' }),
          scrollDown: text().meta({ title: 'Arrow past the title band (screen readers)', description: 'Screen-reader name of the arrow that scrolls past the title band.' }),
          enlargeImage: filledByThePage(text(), ['alt']).meta({
            title: 'Picture that opens enlarged (screen readers)',
            description: "Accessible name of a picture that opens enlarged; {alt} is the picture's description.",
          }),
          imageLoadError: text().meta({ title: 'When an enlarged picture fails', description: 'Shown in place of an enlarged picture that fails to load.' }),
          serviceLabel: text().meta({ title: "Line above a service's title", description: "Small label above a service page's title." }),
          industryLabel: text().meta({ title: "Line above an industry's title", description: "Small label above an industry page's title." }),
          nextCaseStudy: text().meta({ title: 'Link to the next case study', description: 'Label of the link to the next case study.' }),
          projectWebsite: text().meta({ title: "Link to the project's website", description: "Text of the link to a case study's project website." }),
          clientLabel: text().meta({ title: 'Facts line: client', description: "Label of the client in a case study's facts line." }),
          industryFactLabel: text().meta({ title: 'Facts line: industry', description: "Label of the industry in a case study's facts line." }),
          servicesFactLabel: text().meta({ title: 'Facts line: services', description: "Label of the services in a case study's facts line." }),
          carouselPrevious: text().meta({ title: 'Carousel back button (screen readers)', description: 'Screen-reader name of the carousel button to the previous slide.' }),
          carouselNext: text().meta({ title: 'Carousel forward button (screen readers)', description: 'Screen-reader name of the carousel button to the next slide.' }),
          carouselPause: text().meta({
            title: 'Carousel pause button (screen readers)',
            description: 'Screen-reader name of the button that stops the carousel turning by itself.',
          }),
          carouselPlay: text().meta({
            title: 'Carousel play button (screen readers)',
            description: 'Screen-reader name of the button that lets the carousel turn by itself again.',
          }),
          carouselSlide: filledByThePage(text(), ['index', 'total']).meta({
            title: 'Carousel slide (screen readers)',
            description: 'Screen-reader name of one slide; {index} and {total} are filled in.',
          }),
          carouselGoTo: filledByThePage(text(), ['index']).meta({
            title: 'Carousel dot (screen readers)',
            description: 'Screen-reader name of one pagination dot; {index} is filled in.',
          }),
        })
        .strict()
        .meta({ title: 'Words of the interface', description: 'Interface wording: every text a visitor reads that is not page content.' }),
    })
    .strict()

  return defineSingleFile({
    key: 'site',
    file: 'site.yaml',
    schema: site,
    intro: 'One file: company details, the menu, social links and the small texts of the interface.',
  })
}
