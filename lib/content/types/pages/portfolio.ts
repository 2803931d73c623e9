/** `content/pages/portfolio.yaml`. */
import { z } from 'zod'
import { cta, innerPageHead, keyedList, picture, text } from '../../fields'
import { reference } from '../../references'
import { defineSingleFile } from '../define'
import { filledByThePage } from '../../placeholders'

const portfolioCategory = z
  .enum(['Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation'])
  .meta({ description: 'The categories a portfolio work can belong to; the filter tabs use the same names.' })

/** One portfolio view (/works-grid/, /works-masonry/, /works-listing/): its head, its filter tabs and its 'More' link. */
const portfolioView = {
  ...innerPageHead,
  filters: z
    .array(portfolioCategory)
    .min(1)
    .meta({ title: 'Filter tabs', description: 'The filter tabs after "All", in this order; a category without works still shows its tab.' }),
  more: cta.meta({ title: '"More" link', description: 'The link under the works, e.g. More to the next portfolio view.' }),
}

export const portfolioPage = z
  .object({
    categoryNames: z.partialRecord(portfolioCategory, text()).default({}).meta({
      title: 'Category names on the pages',
      description: 'How a category is written on the pages (cards and filter tabs) where it differs from its name, e.g. in portfolio.ro.yaml `Illustration: Ilustrație`.',
    }),
    allLabel: text().default('All').meta({ title: 'Tab showing every work', description: 'Label of the tab that shows every work.' }),
    filterLabel: text().meta({ title: 'Row of tabs (screen readers)', description: 'Screen-reader name of the row of filter tabs.' }),
    resultsLabel: filledByThePage(text(), ['category', 'count']).meta({
      title: 'After choosing a tab (screen readers)',
      description: 'What screen readers hear after a tab is chosen; {count} and {category} are filled in.',
    }),
    grid: z
      .object({
        ...portfolioView,
        latest: z
          .object({
            label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. RECENTLY SHIPPED.' }),
            heading: text().meta({ title: 'Heading', description: 'Heading of the second grid, e.g. Six of our latest works.' }),
            count: z.number().int().min(1).max(12).default(6).meta({ title: 'Number of works', description: 'How many of the newest works it shows.' }),
          })
          .strict()
          .meta({ title: 'Second grid: newest works', description: 'The second grid: the newest works, by year.' }),
      })
      .strict()
      .meta({ title: 'Grid (/works-grid/)', description: '/works-grid/: a two-column grid, then a second grid of the latest six works.' }),
    masonry: z
      .object(portfolioView)
      .strict()
      .meta({ title: 'Masonry (/works-masonry/)', description: '/works-masonry/: two columns of pictures in their own proportions (one on small phones).' }),
    listing: z
      .object(portfolioView)
      .strict()
      .meta({ title: 'Listing (/works-listing/)', description: '/works-listing/: one row per work with category, title and year; the picture pops up on hover and focus.' }),
    carousel: z
      .object({
        ...innerPageHead,
        count: z.number().int().min(1).max(14).default(8).meta({ title: 'Number of works', description: 'How many of the newest works the carousel shows.' }),
        carouselLabel: text().meta({ title: 'Carousel name (screen readers)', description: "The carousel's name for screen readers, e.g. Our newest works." }),
        allProjects: cta.meta({ title: 'Link to every project', description: 'The link to the full portfolio, e.g. All Projects to /works-grid/.' }),
      })
      .strict()
      .meta({ title: 'Carousel (/works-carousel/)', description: '/works-carousel/: the newest works in the case-study carousel, with a link to every project.' }),
    // A translation's works are matched to the English ones by their picture (a work's own, the same
    // in both languages), so that one missing from it is shown in English rather than left out.
    items: keyedList(
      z
        .object({
          title: text().meta({ title: 'Name of the work', description: 'Name of the work.' }),
          category: portfolioCategory.meta({ title: 'Category', description: 'One of Branding, Ui/Ux, Packaging, Illustration, Motion, Animation.' }),
          year: z.number().int().min(1990).max(2100).meta({ title: 'Year', description: 'Year the work was delivered, e.g. 2023.' }),
          image: picture('art/portfolio').meta({ title: 'Picture', description: "The work's picture (the art made for the portfolio, in the media library)." }),
          summary: text().meta({ title: 'Summary', description: 'One sentence about the work, shown on the cards.' }),
          caseStudy: reference(text(), 'case-study').optional().meta({
            title: 'Its case study',
            description: "The case study that tells this work's story, e.g. energetica-erp; left out when there is none (the card then leads nowhere).",
          }),
        })
        .strict(),
      'image.src',
      'the picture',
    )
      .min(1)
      .meta({ title: 'Works', description: 'Every work, listed once; the portfolio views and the home variants take their works from here.' }),
  })
  .strict()
  .meta({ description: 'The portfolio pages: every work once, shown as a grid, a masonry and a listing.' })

export const contentType = defineSingleFile({
  key: 'portfolio',
  addresses: ['/works-grid/', '/works-masonry/', '/works-listing/', '/works-carousel/'],
  file: 'pages/portfolio.yaml',
  schema: portfolioPage,
  intro:
    'The portfolio: every work (title, category, year, picture, where it leads) and the four views `/works-grid/`, `/works-masonry/`, `/works-listing/` and `/works-carousel/`.',
  referable: [{ kind: 'work', noun: 'work', what: 'the titles of the works', names: (data) => data.items.map((w) => w.title) }],
  layouts: { '/works-grid/': 'portfolio', '/works-masonry/': 'portfolio', '/works-listing/': 'portfolio', '/works-carousel/': 'portfolio' },
  footer: {
    group: 'work',
    titles: (data) => [data.grid.title, data.masonry.title, data.listing.title, data.carousel.title],
  },
})
