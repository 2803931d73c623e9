/** `content/pages/coming-soon.yaml`. */
import { z } from 'zod'
import { innerPageHead, text } from '../../fields'
import { defineSingleFile } from '../define'
import { filledByThePage } from '../../placeholders'

export const comingSoonPage = z
  .object({
    ...innerPageHead,
    launch: z.iso
      .datetime({ offset: true, error: 'expected a date and time with its offset, such as 2022-12-30T00:00:00+02:00' })
      .meta({ title: 'Launch date and time', description: 'When the countdown reaches zero, with its UTC offset, e.g. 2022-12-30T00:00:00+02:00.' }),
    countdown: z
      .object({
        label: text().meta({ title: 'Timer name (screen readers)', description: 'Accessible name of the timer.' }),
        days: text().meta({ title: 'Word under the days', description: 'Word under the number of days, e.g. Days.' }),
        hours: text().meta({ title: 'Word under the hours', description: 'Word under the number of hours.' }),
        minutes: text().meta({ title: 'Word under the minutes', description: 'Word under the number of minutes.' }),
        seconds: text().meta({ title: 'Word under the seconds', description: 'Word under the number of seconds.' }),
        summary: filledByThePage(text(), ['days', 'hours', 'minutes', 'seconds']).meta({
          title: 'Time left (screen readers)',
          description: 'What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in.',
        }),
      })
      .strict()
      .meta({ title: 'Countdown', description: 'The countdown to the "Launch date and time": four figures, each with its word under it.' }),
    subscribe: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the box, e.g. Hear about it first.' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        emailLabel: text().meta({ title: 'Label of the e-mail field', description: 'Label of the e-mail field, e.g. Your e-mail address.' }),
        placeholder: text().meta({ title: 'Example in the empty field', description: 'Example shown inside the empty field, e.g. name@company.com.' }),
        button: text().meta({ title: 'Button text', description: 'Words of the button, e.g. Subscribe.' }),
        notice: text().meta({ title: 'Note after pressing the button', description: 'Shown after the button is pressed: nothing is sent anywhere.' }),
      })
      .strict()
      .meta({ title: 'Subscribe box', description: 'The subscribe box under the countdown.' }),
  })
  .strict()
  .meta({ description: 'The coming-soon page: a countdown and a subscribe box that sends nothing.' })

export const contentType = defineSingleFile({
  key: 'comingSoon',
  file: 'pages/coming-soon.yaml',
  schema: comingSoonPage,
  intro: 'The coming-soon page at `/coming-soon/`: the launch date of the countdown and the subscribe box.',
  footer: 'company',
  layouts: { '/coming-soon/': 'sample' },
})
