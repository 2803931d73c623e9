/** `content/pages/faq.yaml`. */
import { z } from 'zod'
import { cta, faqItem, innerPageHead, itemId, keyedList, text } from '../../fields'
import { defineSingleFile } from '../define'

export const faqPage = z
  .object({
    ...innerPageHead,
    categories: keyedList(
      z
        .object({
          id: itemId('payment').meta({
            description:
              "A short name of your own, such as payment: the same in both language files, so that the group's translation is found by it; also the group's address, /faq/#payment. Lowercase letters, digits and hyphens.",
          }),
          title: text().meta({ title: 'Group heading', description: 'Heading of the group, e.g. Payment.' }),
          items: keyedList(faqItem, 'id').min(1).meta({ title: 'Questions' }),
        })
        .strict(),
      'id',
    )
      .min(1)
      .meta({ title: 'Groups of questions', description: 'The groups of questions, in this order; each is also listed in the page\'s "On this page" links.' }),
    contact: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the box, e.g. Still have a question?' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under it.' }),
        cta: cta.meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Contact box', description: 'The box after the questions, with the link to the contact page.' }),
  })
  .strict()
  .meta({ description: 'The FAQ page: questions grouped by category, each group an accordion.' })

export const contentType = defineSingleFile({
  key: 'faq',
  file: 'pages/faq.yaml',
  schema: faqPage,
  intro: 'The FAQ page at `/faq/`: the categories and their questions.',
  footer: 'company',
})
