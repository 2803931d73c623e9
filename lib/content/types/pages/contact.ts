/** `content/pages/contact.yaml`. */
import { z } from 'zod'
import { innerPageHead, text } from '../../fields'
import { defineSingleFile } from '../define'
import { filledByThePage } from '../../placeholders'

export const contactPage = z
  .object({
    ...innerPageHead,
    booking: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the box, e.g. Prefer to talk?' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under it.' }),
        label: text().meta({ title: 'Booking button text', description: 'Words of the booking button, e.g. "Book a Free Consultation TODAY!".' }),
      })
      .strict()
      .meta({
        title: 'Booking box',
        description: 'The box beside the form with the button to book a consultation (the "Booking page (https://…)" of the site settings, under Whole site).',
      }),
    details: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the box, e.g. Visit or write.' }),
        addressLabel: text().meta({ title: 'Words before the address', description: 'Label before the office address, e.g. Studio.' }),
        emailLabel: text().meta({ title: 'Words before the e-mail', description: 'Label before the e-mail address.' }),
        phoneLabel: text().meta({ title: 'Words before the phone number', description: 'Label before the phone number.' }),
        hours: text().meta({ title: 'When we answer', description: 'When people can expect an answer, e.g. "Monday to Friday, 9:00–18:00".' }),
      })
      .strict()
      .meta({ title: 'Contact details box', description: 'The box with the address, e-mail and phone of the site settings (Whole site).' }),
    formHeading: text().meta({ title: 'Heading above the form', description: 'Heading above the contact form, e.g. Start a project.' }),
    formIntro: text().meta({ title: 'Sentence above the form', description: 'The sentence between that heading and the form.' }),
    noScript: filledByThePage(text(), ['email', 'phone']).meta({
      title: 'Note when JavaScript is off',
      description: 'Shown only to browsers without JavaScript; {email} and {phone} are filled in.',
    }),
  })
  .strict()
  .meta({ description: 'The contact page: booking link, address block and the project form around it.' })

export const contentType = defineSingleFile({
  key: 'contact',
  file: 'pages/contact.yaml',
  schema: contactPage,
  intro: 'The contact page at `/contact/`: its texts around the form (the form itself is in `forms.yaml`).',
  footer: 'company',
})
