/** `content/pages/team.yaml`. */
import { z } from 'zod'
import { cta, innerPageHead, keyedList, picture, text } from '../../fields'
import { defineSingleFile } from '../define'

export const teamPage = z
  .object({
    ...innerPageHead,
    // A translation's members are matched to the English ones by name: one missing from it is
    // shown in English on its page, marked so, rather than left out.
    members: keyedList(
      z
        .object({
          name: text().meta({ title: 'Full name', description: 'Full name, shown under the portrait.' }),
          role: text().meta({ title: 'Job title', description: 'Job title, e.g. Head of Engineering.' }),
          portrait: picture('art/team').meta({ title: 'Portrait', description: 'A square picture (the art made for the team, in the media library).' }),
        })
        .strict(),
      'name',
    )
      .min(1)
      .meta({ title: 'Members', description: 'Everyone on the team, in this order; /home-modern/ shows the first few.' }),
    openSlot: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Shown in place of a name, e.g. This could be you.' }),
        text: text().meta({ title: 'Sentence under it', description: 'The sentence under it.' }),
        cta: cta.meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Open place', description: 'The empty place in the grid that invites applicants.' }),
  })
  .strict()
  .meta({ description: 'The team page: a portrait per person and one open place for the next colleague.' })

export const contentType = defineSingleFile({
  key: 'team',
  file: 'pages/team.yaml',
  schema: teamPage,
  intro: 'The team page at `/team/`: every member with a portrait, and the open place.',
  footer: 'company',
})
