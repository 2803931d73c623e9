/** `content/pages/about-me.yaml`. */
import { z } from 'zod'
import { picture, point, skillBars, socialBand, text, timelineGroups } from '../../fields'
import { defineSingleFile } from '../define'

export const aboutMePage = z
  .object({
    title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title.' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description for search engines.' }),
    label: text().meta({ title: 'Line above the name', description: 'Small label above the name.' }),
    name: text().meta({ title: 'Name', description: "The person's name: the page heading." }),
    role: text().meta({ title: 'Job title', description: 'Job title, shown under the name, e.g. "Founder & CEO, Northwind Software".' }),
    intro: text().meta({ title: 'Paragraph under the job title', description: 'The paragraph under the job title.' }),
    portrait: picture('art/team').meta({ title: 'Portrait' }),
    bio: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Biography.' }),
        paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphs', description: 'Paragraphs under the heading, one item each.' }),
      })
      .strict()
      .meta({ title: 'Biography', description: 'The biography beside the portrait.' }),
    contact: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the band, e.g. Get in touch.' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        emailLabel: text().meta({ title: 'Words before the e-mail', description: 'Label before the e-mail address.' }),
        phoneLabel: text().meta({ title: 'Words before the phone number', description: 'Label before the phone number.' }),
      })
      .strict()
      .meta({ title: 'Closing contact band', description: 'The dark closing band with the e-mail and phone of the site settings (Whole site).' }),
    services: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. How I can help.' }),
        items: z.array(point).min(1).meta({ title: 'Points' }),
      })
      .strict()
      .meta({ title: 'What I offer', description: 'What the person offers, as points.' }),
    advantages: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Why work with me.' }),
        items: z.array(point).min(1).meta({ title: 'Points' }),
      })
      .strict()
      .meta({ title: 'Reasons to work with me', description: 'Reasons to work with the person, as points.' }),
    timeline: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Education & experience.' }),
        groups: timelineGroups().meta({ title: 'Groups of dated lines', description: 'E.g. Education and Experience, each a list of dated lines.' }),
      })
      .strict()
      .meta({ title: 'Education and experience', description: 'Education and experience, as dated lines.' }),
    skills: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Skills.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        items: skillBars.meta({ title: 'Skill bars', description: 'The skills, in this order.' }),
      })
      .strict()
      .meta({ title: 'Skills', description: 'Skills with a bar for each.' }),
    social: socialBand.meta({ title: 'Social links band', description: 'The social links in the closing band; the links come from the site settings (Whole site).' }),
  })
  .strict()
  .meta({ description: "The founder's personal profile. E-mail, phone and social links come from site.yaml." })

export const contentType = defineSingleFile({
  key: 'aboutMe',
  file: 'pages/about-me.yaml',
  schema: aboutMePage,
  intro: 'The About Me page at `/about-me/`.',
  footer: 'company',
  // A freelancer's profile: the studio speaks as a team.
  layouts: { '/about-me/': 'sample' },
})
