/** `content/pages/about-us.yaml`. */
import { z } from 'zod'
import { innerPageHead, picture, text } from '../../fields'
import { defineSingleFile } from '../define'

const testimonial = z
  .object({
    quote: text().meta({ title: 'Quote', description: 'Their words, without quotation marks.' }),
    name: text().meta({ title: 'Name', description: 'Who said it, shown under the quote; /home-dark/ names its quote by this.' }),
    designation: text().meta({ title: 'Job title', description: 'Their job title.' }),
    company: text().meta({ title: 'Company', description: 'Their company, shown after the job title.' }),
  })
  .strict()
  .meta({ description: 'What a client said about working with the studio.' })

export const aboutUsPage = z
  .object({
    ...innerPageHead,
    story: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. WHO WE ARE.' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphs', description: 'Paragraphs under the heading, one item each.' }),
        images: z.array(picture('art/home')).min(1).max(3).meta({ title: 'Pictures' }),
      })
      .strict()
      .meta({ title: 'Who we are', description: "Who we are, with up to three pictures of the studio's work." }),
    services: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. WHAT WE DO.' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        intro: text().meta({ title: 'Paragraph under the heading', description: 'The paragraph under the heading.' }),
        readMore: text().meta({ title: 'Link text on each box', description: 'Words at the foot of each service box, e.g. Learn more.' }),
      })
      .strict()
      .meta({ title: 'What we do', description: 'The services list is made from the Services collection.' }),
    testimonials: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. TESTIMONIALS.' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        items: z.array(testimonial).min(1).meta({ title: 'Quotes' }),
      })
      .strict()
      .meta({ title: 'Testimonials', description: 'The client quotes; several home variants show them in a slider, and /home-dark/ quotes one.' }),
  })
  .strict()
  .meta({ description: 'The About Us page; its awards and partners come from pages/home.yaml.' })

export const contentType = defineSingleFile({
  key: 'aboutUs',
  file: 'pages/about-us.yaml',
  schema: aboutUsPage,
  intro: 'The About Us page at `/about-us/`, and the testimonials other pages quote by name.',
  referable: [{ kind: 'testimonial', noun: 'name', what: 'the testimonials', names: (data) => data.testimonials.items.map((t) => t.name) }],
  footer: 'company',
})
