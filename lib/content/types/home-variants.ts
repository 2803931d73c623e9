/** A home variant: `content/home-variants/<name>.yaml`, a page at /<name>/ made of a hero and a list of typed sections. */
import { z } from 'zod'
import { reference, WHOLE_FILE_CHECK } from '../references'
import { counter, cta, draft, isoDate, picture, sitePath, skillBars, text, timelineGroups } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'
import { filledByThePage } from '../placeholders'

// Home variants (content/home-variants/*.yaml, one page per file at /<file name>/): a hero, then
// a list of sections, each a `type` from the list below with its own fields. A new variant is a
// new file; the page code renders any list of sections (components/Sections).

const sectionId = (usual: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]*$/, { error: `expected lowercase letters, digits and dashes, such as ${usual}` })
    .default(usual)
    .meta({
      title: "Name of the section's place on the page",
      description: `A short name, such as ${usual}, that links can jump to: the page's address followed by #${usual}. Two sections of a page cannot share one.`,
    })

const tone = (usual: 'plain' | 'surface' | 'dark' = 'plain') =>
  z.enum(['plain', 'surface', 'dark']).default(usual).meta({ description: "The background of a section: plain (the page's), surface (a light tint) or dark." })

/** What every section with a heading starts with. */
const sectionHead = (usualId: string, usualTone: 'plain' | 'surface' | 'dark' = 'plain') => ({
  id: sectionId(usualId),
  tone: tone(usualTone).meta({ title: 'Background', description: 'Background: plain, surface (a light tint) or dark.' }),
  label: text().optional().meta({ title: 'Line above the heading', description: 'Small label above the heading.' }),
  heading: text().meta({ title: 'Heading', description: 'The section heading (h2).' }),
  intro: text().optional().meta({ title: 'Paragraph under the heading', description: 'Paragraph under the heading.' }),
})

const variantHero = z
  .object({
    label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading.' }),
    heading: text().meta({ title: 'Main heading', description: "The page's main heading, at the top." }),
    intro: text().meta({ title: 'Paragraph under the heading', description: 'Paragraph under the heading.' }),
    ctas: z.array(cta).max(2).default([]).meta({ title: 'Buttons', description: 'Buttons under the paragraph; the first is the main one.' }),
    image: picture().optional().meta({ title: 'Picture', description: 'A picture beside the heading.' }),
    look: z
      .enum(['split', 'editorial', 'portrait'])
      .default('split')
      .meta({ title: 'Layout', description: 'The composition: split (picture beside the text), editorial (very large type) or portrait (a round picture).' }),
  })
  .strict()
  .meta({ description: 'The opening band of a home variant.' })

const serviceIcon = z
  .enum(['brand', 'interface', 'package', 'motion', 'megaphone', 'animation', 'mobile', 'camera', 'pen', 'code', 'chart', 'spark'])
  .meta({ description: 'The drawings a service box can show; decoration only, the title says what it is.' })

const paragraphs = () => z.array(text()).min(1).meta({ title: 'Paragraphs', description: 'Paragraphs under a heading, one item each.' })

const section = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z
          .literal('services')
          .meta({ title: 'Kind of section', description: 'Boxes of services, each with an icon, a title, a line of text and an optional link and count.' }),
        ...sectionHead('services'),
        countLabel: text().optional().meta({ title: "Words after a box's count", description: "Words after a box's count, e.g. projects." }),
        columns: z
          .union([z.literal(3), z.literal(4)])
          .default(4)
          .meta({ title: 'Boxes per row', description: 'Boxes per row on wide screens: 3 or 4.' }),
        items: z
          .array(
            z
              .object({
                title: text().meta({ title: 'Heading', description: 'Heading of the box; it becomes a link when the box has a "Link (page of this site)".' }),
                text: text().meta({ title: 'Text', description: 'One or two sentences.' }),
                icon: serviceIcon.meta({ title: 'Drawing' }),
                href: sitePath('/services/rpa/').optional().meta({ title: 'Link (page of this site)', description: 'Where the box leads, e.g. /services/rpa/.' }),
                count: z
                  .number()
                  .int()
                  .min(0)
                  .optional()
                  .meta({ title: 'Count shown on the box', description: 'A figure shown on the box, e.g. the number of projects delivered.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Boxes', description: 'The boxes, in this order.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('service-list').meta({ title: 'Kind of section', description: 'A card for each service of content/services, with its summary.' }),
        ...sectionHead('service-list'),
        readMore: text().meta({ title: 'Link text on each card', description: 'Words at the foot of each card, e.g. Learn more.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('case-study-carousel').meta({ title: 'Kind of section', description: 'A carousel of the case studies, then the first works of the portfolio.' }),
        ...sectionHead('case-studies'),
        carouselLabel: text().meta({ title: 'Carousel name (screen readers)', description: 'Screen-reader name of the carousel.' }),
        count: z.number().int().min(1).max(12).default(5).meta({ title: 'Number of slides', description: 'How many slides in all.' }),
        link: cta.optional().meta({ title: 'Link beside the carousel', description: 'A link beside the carousel, e.g. All Projects.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('case-study-cards').meta({ title: 'Kind of section', description: 'A card for each file of content/case-studies.' }),
        ...sectionHead('case-studies'),
        readMore: text().meta({ title: 'Link text on each card', description: 'The link on each card, e.g. "Read the case study".' }),
        link: cta.optional().meta({ title: 'Link beside the cards', description: 'A link beside the cards.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('approach').meta({ title: 'Kind of section', description: 'The approach steps of pages/home.yaml (its heading and paragraph too), on a dark band.' }),
        id: sectionId('approach'),
        tone: tone('dark').meta({ title: 'Background', description: 'Background: plain, surface (a light tint) or dark.' }),
        label: text().meta({
          title: 'Line above the heading',
          description: 'Small label above the heading of the approach (its steps are those of the Home page, under Pages), e.g. How we work.',
        }),
      })
      .strict(),
    z
      .object({
        type: z.literal('partners').meta({ title: 'Kind of section', description: "The partner logos of pages/home.yaml under this page's own heading and paragraph." }),
        id: sectionId('partners'),
        tone: z.enum(['plain', 'surface']).default('plain').meta({ title: 'Background', description: 'Background: plain or surface.' }),
        heading: text().meta({ title: 'Heading', description: 'Heading above the logos.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('awards').meta({ title: 'Kind of section', description: 'The awards by year of pages/home.yaml, as About Us shows them.' }),
        tone: z.enum(['plain', 'surface']).default('plain').meta({ title: 'Background', description: 'Background: plain or surface.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('testimonials').meta({ title: 'Kind of section', description: 'The quotes of pages/about-us.yaml as a slider.' }),
        ...sectionHead('testimonials'),
        carouselLabel: text().meta({ title: 'Slider name (screen readers)', description: 'Screen-reader name of the slider.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('quote').meta({ title: 'Kind of section', description: 'One quote of pages/about-us.yaml, named by who said it.' }),
        ...sectionHead('quote'),
        name: reference(text(), 'testimonial').meta({
          title: 'Who said it',
          description: 'Who said it, picked from the testimonials of the About us page, under Pages.',
        }),
      })
      .strict(),
    z
      .object({
        type: z.literal('latest-works').meta({ title: 'Kind of section', description: 'The newest works of pages/portfolio.yaml, as a grid.' }),
        ...sectionHead('latest-work'),
        count: z.number().int().min(1).max(12).default(6).meta({ title: 'Number of works', description: 'How many of the newest works to show.' }),
        link: cta.optional().meta({ title: 'Link under the grid', description: 'A link under the grid, e.g. All Projects.' }),
      })
      .strict(),
    z
      .object({
        type: z
          .literal('filtered-works')
          .meta({ title: 'Kind of section', description: "Works of pages/portfolio.yaml, named by title and sorted into this section's own categories, with filter tabs." }),
        ...sectionHead('works'),
        allLabel: text().meta({ title: 'Tab showing every work', description: 'Label of the tab that shows every work, e.g. All Projects.' }),
        filterLabel: text().meta({ title: 'Row of tabs (screen readers)', description: 'Screen-reader name of the row of tabs.' }),
        filters: z.array(text()).min(1).meta({ title: 'Tabs', description: "The tabs after the first one, in this order; each work's categories must be among them." }),
        items: z
          .array(
            z
              .object({
                work: reference(text(), 'work').meta({ title: 'Work', description: 'A work, picked by its title from the Portfolio page, under Pages.' }),
                categories: z.array(text()).min(1).meta({ title: 'Tabs it is under', description: 'One or more of the section\'s "Tabs"; a work may sit under two tabs.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Works', description: 'The works shown, in this order, each under one or more tabs.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('blog').meta({ title: 'Kind of section', description: 'The newest posts of content/blog, as cards.' }),
        ...sectionHead('blog'),
        count: z.number().int().min(1).max(6).default(3).meta({ title: 'Number of posts', description: 'How many of the newest posts to show.' }),
        continueLabel: text().meta({ title: 'Link text on each card', description: 'The link on every card, e.g. Read more.' }),
        link: cta.optional().meta({ title: 'Link under the cards', description: 'A link under the cards, e.g. All Articles.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('news-carousel').meta({ title: 'Kind of section', description: 'The newest posts of content/blog, as a slider.' }),
        ...sectionHead('news'),
        count: z.number().int().min(1).max(6).default(3).meta({ title: 'Number of posts', description: 'How many of the newest posts to show.' }),
        carouselLabel: text().meta({ title: 'Slider name (screen readers)', description: 'Screen-reader name of the slider.' }),
        link: cta.optional().meta({ title: 'Link beside the slider', description: 'A link beside the slider, e.g. All Articles.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('team').meta({ title: 'Kind of section', description: 'The first members of pages/team.yaml.' }),
        ...sectionHead('team'),
        count: z.number().int().min(1).max(12).default(4).meta({ title: 'Number of people', description: 'How many of the first members to show.' }),
        link: cta.meta({ title: 'Link beside the portraits', description: 'A link beside the portraits, e.g. the whole team.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('counters').meta({ title: 'Kind of section', description: 'Figures that count up, on a coloured band with no heading.' }),
        items: z.array(counter).min(1).meta({ title: 'Figures', description: 'The figures, e.g. 240 with the label "products shipped".' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('about').meta({ title: 'Kind of section', description: 'Paragraphs beside a picture, with figures that count up under them.' }),
        ...sectionHead('about'),
        paragraphs: paragraphs(),
        image: picture().meta({ title: 'Picture' }),
        counters: z.array(counter).min(1).meta({ title: 'Figures', description: 'Figures under the paragraphs.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('biography').meta({ title: 'Kind of section', description: "One person's biography beside a portrait." }),
        ...sectionHead('biography'),
        paragraphs: paragraphs(),
        portrait: picture('art/team').meta({ title: 'Portrait' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('skills').meta({ title: 'Kind of section', description: 'Skills with a bar for each.' }),
        ...sectionHead('skills'),
        items: skillBars.meta({ title: 'Skills', description: 'The skills, in this order.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('timeline').meta({ title: 'Kind of section', description: 'Education and experience, as dated lines.' }),
        ...sectionHead('timeline'),
        groups: timelineGroups().meta({ title: 'Groups of dated lines' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('social-feed').meta({ title: 'Kind of section', description: "Recent posts on the profiles of site.yaml; each links to its network's profile." }),
        ...sectionHead('social'),
        linkLabel: filledByThePage(text(), ['network']).meta({
          title: 'Link text under each post',
          description: 'The link under each post, to the profile; {network} is filled in.',
        }),
        posts: z
          .array(
            z
              .object({
                network: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'GitHub', 'YouTube']).meta({
                  title: 'Network',
                  description: 'Where it was posted: picks the icon, and the link goes to that network\'s profile in the "Social profiles" of the site settings (Whole site).',
                }),
                date: isoDate().meta({ title: 'Date', description: 'The day it was posted.' }),
                text: text().meta({ title: 'Text of the post', description: 'The words of the post.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Posts', description: 'The posts, in this order.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('call-to-action').meta({ title: 'Kind of section', description: 'A closing band that asks people to get in touch.' }),
        id: sectionId('contact-cta'),
        label: text().optional().meta({ title: 'Line above the heading', description: 'Small line above the heading; none when left out.' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the band.' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        cta: cta.meta({ title: 'Button' }),
      })
      .strict(),
  ])
  .meta({ description: 'Every kind of section a home variant can hold, told apart by `type`.' })

export const homeVariant = z
  .object({
    title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title.' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description for search engines.' }),
    draft: draft(),
    theme: z.enum(['light', 'dark']).default('light').meta({ title: 'Colour scheme', description: 'light, or dark: the whole page on ink, every section dark.' }),
    numbered: z.boolean().default(false).meta({ title: 'Number the sections', description: 'Numbers the sections with a heading 01, 02, … beside their headings.' }),
    hero: variantHero.meta({ title: 'Opening band' }),
    sections: z.array(section).min(1).meta({ title: 'Sections', description: 'The sections under the opening band, in this order; each is of the kind chosen when it was added.' }),
  })
  .strict()
  .superRefine((page, ctx) => {
    const seen = new Map<string, number>()
    page.sections.forEach((s, index) => {
      const anchor = 'id' in s ? s.id : undefined
      if (anchor !== undefined) {
        const first = seen.get(anchor)
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            params: WHOLE_FILE_CHECK,
            path: ['sections', index, 'id'],
            message: `"${anchor}" is already the id of sections[${first}]; give this section an id of its own`,
          })
        } else seen.set(anchor, index)
      }
      if (s.type !== 'filtered-works') return
      s.items.forEach((item, i) =>
        item.categories.forEach((category, c) => {
          if (!s.filters.includes(category)) {
            ctx.addIssue({
              code: 'custom',
              params: WHOLE_FILE_CHECK,
              path: ['sections', index, 'items', i, 'categories', c],
              message: `unknown category "${category}"; expected one of ${s.filters.map((f) => `"${f}"`).join(', ')}`,
            })
          }
        }),
      )
    })
  })
  .meta({ description: 'A home variant: a page at /<file name>/ made of a hero and a list of sections.' })

export const contentType = defineCollection(homeVariant, {
  key: 'homeVariants',
  folder: 'home-variants',
  mediaFolder: 'art/home',
  format: 'yaml',
  schema: 'homeVariant',
  // pages/home-variant/+route.ts puts the home variants at the top level.
  address: (id) => `/${id}/`,
  order: byOrder,
  // Other layouts of the one home page: offered to search engines and the footer only when
  // site.yaml › layouts › home names one.
  layout: 'home',
  footer: 'company',
  name: 'home-variant',
  aliases: ['home-variants'],
  label: 'A home variant',
  guessed: 'title',
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      description: say('one or two sentences for search engines'),
      hero: {
        label: say('a few words above the heading'),
        heading: say("the page's main heading"),
        intro: say('the paragraph under the heading'),
        ctas: [{ label: 'Contact us', href: '/contact/' }],
      },
      sections: [
        {
          type: 'services',
          heading: say('the heading of the services'),
          items: [{ title: say('a service'), text: say('one sentence on it'), icon: 'code' }],
        },
        { type: 'latest-works', heading: say('the heading of the works'), count: 3 },
        { type: 'call-to-action', heading: say('the closing heading'), text: say('one sentence that asks people to write'), cta: { label: 'Contact us', href: '/contact/' } },
      ],
    }),
    needs: [],
  },
})
