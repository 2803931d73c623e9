/** An industry: `content/industries/<name>.md`, a page at /industries/<name>/. */
import { z } from 'zod'
import { draft, faqItem, keyedList, order, picture, point, text } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'

export const industry = z
  .object({
    title: text().meta({ title: 'Name of the industry', description: 'Industry name: the heading and the page name in the browser title.' }),
    menuTitle: text().optional().meta({ title: 'Shorter name for menus', description: 'Shorter name for menus and lists; the title when left out.' }),
    order: order().meta({ title: 'Position in menus and lists', description: 'Position in menus and lists, smallest first.' }),
    summary: text().meta({ title: 'Summary', description: 'One or two sentences for listings and the meta description.' }),
    intro: text().meta({ title: 'Opening paragraph', description: 'Opening paragraph under the heading.' }),
    ctaLabel: text().default('SCHEDULE A CALL').meta({ title: 'Contact button text', description: 'Label of the button to the contact page.' }),
    expertiseTitle: text().default('Our Expertise').meta({ title: 'Expertise heading', description: 'Heading of the expertise section.' }),
    expertise: z.array(text()).min(1).meta({ title: 'Expertise paragraphs', description: 'Paragraphs of the expertise section.' }),
    image: picture().meta({ title: 'Main picture', description: 'Main picture of the page, beside the expertise section.' }),
    challengesTitle: text().default('Challenges We Address').meta({ title: 'Challenges heading', description: 'Heading of the challenges section.' }),
    challenges: z.array(point).min(1).meta({ title: 'Challenges', description: "The industry's challenges and how we meet them, shown as points." }),
    servicesTitle: text().default('Our Services').meta({ title: 'Services heading (sidebar)', description: 'Heading of the list of all services in the sidebar.' }),
    faqTitle: text().default('FAQ').meta({ title: 'Questions heading (sidebar)', description: 'Heading of the questions in the sidebar.' }),
    faq: keyedList(faqItem, 'id').default([]).meta({ title: 'Questions and answers', description: 'Questions and answers shown in the sidebar; none shows no questions.' }),
    draft: draft(),
  })
  .strict()

export const contentType = defineCollection(industry, {
  key: 'industries',
  folder: 'industries',
  mediaFolder: 'art/industries',
  format: 'markdown',
  schema: 'industry',
  address: (id) => `/industries/${id}/`,
  order: byOrder,
  name: 'industry',
  aliases: ['industries'],
  label: 'An industry',
  guessed: 'title and order',
  referable: { kind: 'industry', noun: 'industry' },
  menu: true,
  footer: 'industries',
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the lists of industries and for search engines'),
      intro: say('the opening paragraph under the heading'),
      expertise: [say('a paragraph on what we know about this industry')],
      image: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      challenges: [{ title: say('a challenge of this industry'), text: say('how we help with it') }],
    }),
    body: 'Anything more about this industry, shown after the expertise section. Delete this section if the front matter says it all.',
    needs: ['image'],
  },
})
