/** `content/pages/coming-soon.yaml`. */
import { z } from 'zod'
import { innerPageHead, text } from '../../fields'
import { defineSingleFile } from '../define'

export const comingSoonPage = z
  .object({
    ...innerPageHead,
    launch: z.iso
      .datetime({ offset: true, error: 'expected a date and time with its offset, such as 2022-12-30T00:00:00+02:00' })
      .meta({ description: 'When the countdown reaches zero, with its UTC offset, e.g. 2022-12-30T00:00:00+02:00.' }),
    countdown: z
      .object({
        label: text().meta({ description: 'Accessible name of the timer.' }),
        days: text().meta({ description: 'Word under the number of days, e.g. Days.' }),
        hours: text().meta({ description: 'Word under the number of hours.' }),
        minutes: text().meta({ description: 'Word under the number of minutes.' }),
        seconds: text().meta({ description: 'Word under the number of seconds.' }),
        summary: text().meta({ description: 'What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in.' }),
      })
      .strict()
      .meta({ description: 'The countdown to `launch`: four figures, each with its word under it.' }),
    subscribe: z
      .object({
        heading: text().meta({ description: 'Heading of the box, e.g. Hear about it first.' }),
        text: text().meta({ description: 'The sentence under the heading.' }),
        emailLabel: text().meta({ description: 'Label of the e-mail field, e.g. Your e-mail address.' }),
        placeholder: text().meta({ description: 'Example shown inside the empty field, e.g. name@company.com.' }),
        button: text().meta({ description: 'Words of the button, e.g. Subscribe.' }),
        notice: text().meta({ description: 'Shown after the button is pressed: nothing is sent anywhere.' }),
      })
      .strict()
      .meta({ description: 'The subscribe box under the countdown.' }),
  })
  .strict()
  .meta({ description: 'The coming-soon page: a countdown and a subscribe box that sends nothing.' })

export const contentType = defineSingleFile({
  key: 'comingSoon',
  file: 'pages/coming-soon.yaml',
  schema: comingSoonPage,
  intro: 'The coming-soon page at `/coming-soon/`: the launch date of the countdown and the subscribe box.',
  footer: 'layouts',
})
