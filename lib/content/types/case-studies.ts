/** A case study: `content/case-studies/<name>.md`, a page at /case-studies/<name>/. */
import { z } from 'zod'
import { reference } from '../references'
import { draft, media, order, picture, point, text, webAddress } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'

export const caseStudy = z
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
            logo: media('logos/partners').meta({ description: "The partner's logo, e.g. /media/logos/partners/voltara.svg." }),
          })
          .strict(),
      )
      .default([])
      .meta({ description: 'Logos of the partners of the project.' }),
    draft: draft(),
  })
  .strict()

export const contentType = defineCollection(caseStudy, {
  key: 'caseStudies',
  folder: 'case-studies',
  mediaFolder: 'art/case-studies/{{slug}}',
  format: 'markdown',
  schema: 'caseStudy',
  address: (id) => `/case-studies/${id}/`,
  order: byOrder,
  name: 'case-study',
  aliases: ['case-studies'],
  label: 'A case study',
  guessed: 'title, order and industry',
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the case studies list and for search engines'),
      category: say('the kind of project, such as ERP Platform'),
      industry: ctx.industry,
      client: say('who the work was for'),
      services: [say('a service we provided')],
      mainImage: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      challenge: [say('a paragraph on the problem the client had')],
      solution: [say('a paragraph on what we built')],
    }),
    body: 'The story of the project: who the client is, how we worked together and what came of it.',
    needs: ['image', 'industry'],
  },
})
