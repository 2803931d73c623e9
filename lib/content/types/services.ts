/** A service: `content/services/<name>.md`, a page at /services/<name>/. */
import { z } from 'zod'
import { draft, faqItem, keyedList, media, order, picture, point, text } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'

export const service = z
  .object({
    title: text().meta({ title: 'Title', description: 'Heading of the service page.' }),
    pageTitle: text().optional().meta({ title: 'Name in the browser tab', description: 'Page name in the browser title; the title when left out.' }),
    menuTitle: text().optional().meta({ title: 'Shorter name for menus', description: 'Shorter name for menus and lists; the title when left out.' }),
    order: order().meta({ title: 'Position in menus and lists', description: 'Position in menus and lists, smallest first.' }),
    summary: text().meta({ title: 'Summary', description: 'One or two sentences for listings and the meta description.' }),
    text1: text().meta({ title: 'Opening paragraph', description: 'Opening paragraph, shown large.' }),
    text2: text().optional().meta({ title: 'Second paragraph', description: 'Optional second paragraph.' }),
    text3: text().optional().meta({ title: 'Third paragraph', description: 'Optional third paragraph.' }),
    text4: text().meta({ title: 'Paragraph after the picture', description: 'Paragraph after the main image.' }),
    image: picture().meta({ title: 'Main picture', description: 'Main image (1520 × 760 works best); opens enlarged on click.' }),
    specializationTitle: text().default('Specialization').meta({ title: 'Counters heading', description: 'Heading of the counters section, shown only when there are counters.' }),
    counters: z
      .array(
        z
          .object({
            value: z.number().int().min(0).meta({ title: 'Figure', description: 'The figure it counts up to, e.g. 95.' }),
            suffix: z.string().default('').meta({ title: 'After the figure (e.g. % or +)', description: 'Written right after the figure, e.g. % or +.' }),
            label: text().meta({ title: 'What it counts', description: 'What the figure is about, e.g. Web.' }),
          })
          .strict(),
      )
      .default([])
      .meta({ title: 'Counters', description: 'Figures that count up when they come into view, e.g. 95 with the label "Web".' }),
    skillTitle: text().default('Our Skills').meta({ title: 'Tools heading', description: 'Heading of the tools grid.' }),
    skills: z
      .array(
        z
          .object({
            title: text().meta({ title: 'Tool name', description: 'Name of the tool, shown under its mark, e.g. Kubernetes.' }),
            icon: z
              .string()
              .trim()
              .regex(/^[a-z0-9]+$/, { error: 'expected the lowercase name of a mark in Simple Icons, such as nodedotjs' })
              .optional()
              .meta({
                title: 'Mark (Simple Icons name)',
                description:
                  "The name of the tool's mark at simpleicons.org, e.g. nodedotjs for Node.js; left out, it is found by the title. A tool without a mark there is shown by its name alone.",
              }),
            logo: media('logos/tools').optional().meta({
              title: 'Own picture (instead of the mark)',
              description: "A picture of the tool's own, such as its logo, shown in place of its Simple Icons mark.",
            }),
          })
          .strict(),
      )
      .default([])
      .meta({ title: 'Tools', description: 'Tools and technologies, each shown with its mark from Simple Icons (or a picture of its own).' }),
    approachTitle: text().meta({ title: 'Approach heading', description: 'Heading of the approach section, e.g. Our Approach.' }),
    approachDescription: text().meta({ title: 'Approach paragraph', description: 'Paragraph under the approach heading.' }),
    approach: z.array(point).min(1).meta({ title: 'Approach steps', description: 'The steps of the approach, shown as numbered points.' }),
    servicesTitle: text().default('Our Services').meta({ title: 'Services heading (sidebar)', description: 'Heading of the list of all services in the sidebar.' }),
    faqTitle: text().default('FAQ').meta({ title: 'Questions heading (sidebar)', description: 'Heading of the questions in the sidebar.' }),
    faq: keyedList(faqItem, 'id').default([]).meta({ title: 'Questions and answers', description: 'Questions and answers shown in the sidebar; none shows no questions.' }),
    draft: draft(),
  })
  .strict()

export const contentType = defineCollection(service, {
  key: 'services',
  folder: 'services',
  mediaFolder: 'art/services',
  format: 'markdown',
  schema: 'service',
  address: (id) => `/services/${id}/`,
  order: byOrder,
  name: 'service',
  aliases: ['services'],
  label: 'A service',
  guessed: 'title and order',
  menu: true,
  footer: 'services',
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the lists of services and for search engines'),
      text1: say('the opening paragraph, shown large under the title'),
      text4: say('the paragraph shown after the main picture'),
      image: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      approachTitle: 'Our Approach',
      approachDescription: say('one paragraph on how we work on this service'),
      approach: [{ title: say('the first step'), text: say('what happens in this step') }],
    }),
    body: 'Replace this with anything more about this service, shown after the paragraphs above, or delete this line if they say it all.',
    needs: ['image'],
  },
})
