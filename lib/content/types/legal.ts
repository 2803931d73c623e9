/** A legal page: `content/legal/<name>.md`, a page at /<name>/. */
import { z } from 'zod'
import { draft, isoDate, order, text } from '../fields'
import { defineCollection, byOrder } from './define'
import { say, titleFromSlug } from '../scaffold'

export const legal = z
  .object({
    title: text().meta({ title: 'Title', description: 'Page heading; also the page name in the browser title.' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description.' }),
    order: order().meta({ title: 'Position in the footer', description: "Position in the footer's legal links." }),
    updated: isoDate().meta({ title: 'Last changed on', description: 'The day of the last change.' }),
    cookieSettings: z
      .boolean()
      .default(false)
      .meta({ title: 'Show the cookie settings button', description: 'Shows the button that reopens the cookie settings (the cookie policy).' }),
    draft: draft(),
  })
  .strict()

export const contentType = defineCollection(legal, {
  key: 'legal',
  folder: 'legal',
  format: 'markdown',
  schema: 'legal',
  // pages/legal/+route.ts puts legal pages at the top level.
  address: (id) => `/${id}/`,
  order: byOrder,
  name: 'legal',
  aliases: [],
  label: 'A legal page',
  guessed: 'title, order and date',
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      description: say('one sentence on what this page covers, for search engines'),
      order: ctx.nextOrder,
      updated: ctx.today,
    }),
    body: "Replace this with the text of the page. Each `##` heading becomes an entry of the page's table of contents.",
    needs: [],
  },
})
