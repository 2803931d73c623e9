/** `content/pages/not-found.yaml`. */
import { z } from 'zod'
import { text } from '../../fields'
import { defineSingleFile } from '../define'

export const notFoundPage = z
  .object({
    title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title, e.g. Page not found.' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description of the page (search engines are told not to list it).' }),
    heading: text().meta({ title: 'Heading', description: 'The heading under the large 404, e.g. "Opps...! Page not found".' }),
    text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
    backLabel: text().meta({ title: 'Link back to the home page', description: 'Words of the link back to the home page, e.g. Back to Home.' }),
    errorHeading: text().meta({ title: 'Heading when a page fails', description: 'Shown instead when a page fails for another reason than not existing.' }),
    errorText: text().meta({ title: 'Sentence when a page fails', description: 'The sentence under the "Heading when a page fails", e.g. "Please try again in a moment".' }),
  })
  .strict()

export const contentType = defineSingleFile({
  key: 'notFound',
  file: 'pages/not-found.yaml',
  schema: notFoundPage,
  intro: 'The not-found page, shown at any address that has no page (with HTTP 404).',
})
