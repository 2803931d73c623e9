/** `content/pages/case-studies.yaml`. */
import { z } from 'zod'
import { text } from '../../fields'
import { defineSingleFile } from '../define'

export const caseStudiesPage = z
  .object({
    title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title.' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description for search engines.' }),
    label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. OUR WORK.' }),
    heading: text().meta({ title: 'Heading', description: "The page's one h1, in the dark title band." }),
    intro: text().meta({ title: 'Paragraph under the heading', description: 'The paragraph under the heading.' }),
    readMore: text().meta({ title: 'Link text on each card', description: 'The link on each case study card, e.g. "Read the case study".' }),
  })
  .strict()

export const contentType = defineSingleFile({
  key: 'caseStudies',
  file: 'pages/case-studies.yaml',
  schema: caseStudiesPage,
  intro: 'The case studies index at `/case-studies/`; each study is a file of `content/case-studies/`.',
  footer: 'work',
})
