/** A case study: `content/case-studies/<name>.md`, a page at /case-studies/<name>/. */
import { z } from 'zod'
import { reference } from '../references'
import { draft, media, order, picture, point, text, webAddress } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'

export const caseStudy = z
  .object({
    title: text().meta({ title: 'Project name', description: 'Name of the project: the heading of the page.' }),
    pageTitle: text().optional().meta({ title: 'Name in the browser tab', description: 'Page name in the browser title; the title when left out.' }),
    order: order().meta({ title: 'Position in the case studies list', description: 'Position in the case studies list, smallest first; the next case study follows this order.' }),
    summary: text().meta({ title: 'Summary', description: 'One or two sentences under the heading, on the cards and in the meta description.' }),
    category: text().meta({ title: 'Category', description: 'Category shown above the title, e.g. "ERP Platform".' }),
    industry: reference(text(), 'industry').meta({ title: 'Industry', description: 'The industry of the project, picked from the Industries collection.' }),
    client: text().meta({ title: 'Client', description: 'Who the work was for, as shown in the facts line.' }),
    services: z.array(text()).min(1).meta({ title: 'What we did', description: 'What we did, as shown in the facts line.' }),
    projectUrl: webAddress('https://www.example.com').optional().meta({ title: 'Project website (https://…)', description: "The project's own website, if it has one." }),
    ctaLabel: text().default("Let's talk about your project").meta({ title: 'Contact button text', description: 'Label of the button to the contact page.' }),
    mainImage: picture().meta({ title: 'Main picture', description: "The large picture of the page (opens enlarged), also shown on the case study's card." }),
    columns: z
      .array(
        z
          .object({
            title: text().meta({ title: 'Column heading', description: 'Heading of the column, e.g. Funding.' }),
            lines: z.array(text()).min(1).max(3).meta({ title: 'Lines', description: 'One to three short lines under it, e.g. 2M+ EUR.' }),
          })
          .strict(),
      )
      .default([])
      .meta({ title: 'Fact columns', description: 'Short fact columns, e.g. "Funding" with "2M+ EUR".' }),
    challengeTitle: text().default('Challenge').meta({ title: 'Challenge heading', description: 'Heading of the challenge section.' }),
    challenge: z.array(text()).min(1).meta({ title: 'Challenge paragraphs', description: 'Paragraphs on the problem the client had.' }),
    solutionTitle: text().default('Solution').meta({ title: 'Solution heading', description: 'Heading of the solution section.' }),
    solution: z.array(text()).min(1).meta({ title: 'Solution paragraphs', description: 'Paragraphs on what we built.' }),
    solutionItems: z.array(point).default([]).meta({ title: 'Solution highlights', description: 'Highlights of the solution, shown as points in three columns.' }),
    gallery: z.array(picture()).default([]).meta({ title: 'Gallery', description: 'Pictures shown in a grid; each opens enlarged.' }),
    brandsTitle: text().default('Partners').meta({ title: 'Partners heading', description: 'Heading of the partner logos.' }),
    brands: z
      .array(
        z
          .object({
            title: text().meta({ title: 'Partner name', description: 'Partner name; screen readers read it for the logo.' }),
            logo: media('logos/partners').meta({ title: 'Logo', description: "The partner's logo, from the media library." }),
          })
          .strict(),
      )
      .default([])
      .meta({ title: 'Partner logos', description: 'Logos of the partners of the project.' }),
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
  referable: { kind: 'case-study', noun: 'case study' },
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
