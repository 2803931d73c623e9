/** `content/pages/about-me.yaml`. */
import { z } from 'zod'
import { picture, point, skillBars, socialBand, text, timelineGroups } from '../../fields'
import { defineSingleFile } from '../define'

export const aboutMePage = z
  .object({
    title: text().meta({ description: 'The page name in the browser title.' }),
    description: text().meta({ description: 'Meta description for search engines.' }),
    label: text().meta({ description: 'Small label above the name.' }),
    name: text().meta({ description: "The person's name: the page heading." }),
    role: text().meta({ description: 'Job title, shown under the name, e.g. "Founder & CEO, Northwind Software".' }),
    intro: text().meta({ description: 'The paragraph under the job title.' }),
    portrait: picture('art/team'),
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

export const contentType = defineSingleFile({
  key: 'aboutMe',
  file: 'pages/about-me.yaml',
  schema: aboutMePage,
  intro: 'The About Me page at `/about-me/`.',
  footer: 'company',
})
