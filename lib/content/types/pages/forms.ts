/** `content/pages/forms.yaml`. */
import { z } from 'zod'
import { sitePath, text } from '../../fields'
import { defineSingleFile } from '../define'
import { filledByThePage } from '../../placeholders'

export const forms = z
  .object({
    messages: z
      .object({
        nameRequired: text().default('Name is required').meta({ title: 'When the name is left empty', description: 'Shown under the name field when it is left empty.' }),
        emailRequired: text().default('Email is required').meta({ title: 'When the e-mail is left empty', description: 'Shown under the e-mail field when it is left empty.' }),
        emailFormat: text()
          .default('Entered value does not match email format')
          .meta({ title: 'When the e-mail is not an address', description: 'Shown under the e-mail field when what was typed is not an e-mail address.' }),
        acceptTermsRequired: text()
          .default('Accept Terms and Conditions is required')
          .meta({ title: 'When the terms are not accepted', description: "Shown under a form's checkbox when it is not ticked." }),
        commentRequired: text()
          .default('Pleae write your comment')
          .meta({ title: 'When the comment is left empty', description: 'Shown under the comment field when it is left empty.' }),
        tooLong: filledByThePage(text().default('Please keep this to {max} characters or fewer ({count} now, {over} too many).'), ['max', 'count', 'over']).meta({
          title: 'When a text is too long',
          description:
            "Shown under a field while its text is longer than the field takes (a limit per field, set by the site's developers for what a real message needs); {max} becomes the limit, {count} the characters typed and {over} how many too many, written as numbers are in the page's language. Nothing typed is cut off: the visitor shortens the text.",
        }),
      })
      .strict()
      .meta({ title: 'Messages under the fields', description: 'Validation messages, shared by the contact and comment forms.' }),
    requiredMark: text().meta({ title: 'Mark of a required field', description: 'Marks a required field after its label.' }),
    contact: z
      .object({
        name: text().meta({ title: 'Label of the name field', description: 'Label of the name field.' }),
        organization: text().meta({ title: 'Label of the organization field', description: 'Label of the organization field (optional for visitors).' }),
        email: text().meta({ title: 'Label of the e-mail field', description: 'Label of the e-mail field.' }),
        projectGoal: text().meta({ title: 'Label of the message field', description: 'Label of the large message field, e.g. "What would you like to build?".' }),
        acceptTerms: filledByThePage(text(), ['terms']).meta({
          title: 'Label of the terms checkbox',
          description: 'The checkbox label; {terms} becomes a link to the terms and conditions.',
        }),
        termsLinkLabel: text().meta({ title: 'Words of the terms link', description: 'Words of that link, e.g. Terms and Conditions.' }),
        termsPage: sitePath('/terms-and-conditions/').default('/terms-and-conditions/').meta({ title: 'Terms page', description: 'The page {terms} links to.' }),
        honeypot: text().meta({ title: 'Label of the hidden spam trap', description: 'Label of the field people never see; spam robots fill it in.' }),
        submit: text().meta({ title: 'Send button', description: 'Words of the send button, e.g. Send message.' }),
        sending: text().meta({ title: 'Send button while sending', description: 'Words of the send button while the message is being sent, e.g. "Sending…".' }),
        retry: text().meta({ title: 'Send button after a failure', description: 'Words of the send button after a failed attempt, e.g. Try again.' }),
        sent: text().meta({ title: 'When the message was sent', description: 'The toast after a message was sent.' }),
        failedHeading: text().meta({ title: 'Heading when a message was not sent', description: 'Heading of the notice shown when a message could not be sent.' }),
        failedError: text().meta({ title: 'Why: the e-mail service refused it', description: 'Why it failed, when the e-mail service answered with an error.' }),
        failedNetwork: text().meta({ title: 'Why: no connection', description: 'Why it failed, when the e-mail service could not be reached (no connection).' }),
        failedTimeout: text().meta({ title: 'Why: no answer in time', description: 'Why it failed, when the e-mail service did not answer in time.' }),
        failedRateLimit: filledByThePage(text(), ['seconds']).meta({
          title: 'Why: sent too soon after another',
          description: 'Why it failed, when a message was sent a moment before; {seconds} is filled in.',
        }),
        keepText: filledByThePage(text(), ['email']).meta({
          title: 'How to send it another way',
          description: 'After any failure; {email} becomes a link that carries the typed message.',
        }),
        notConfiguredHeading: text().meta({
          title: 'Heading when the site cannot send e-mail',
          description: 'Heading of the notice above the form when the site was built without the e-mail settings.',
        }),
        notConfiguredText: filledByThePage(text(), ['email']).meta({
          title: 'When the site cannot send e-mail',
          description: 'When the site was built without the e-mail settings; {email} as above.',
        }),
        mailSubject: filledByThePage(text(), ['name']).meta({
          title: 'Subject of the prepared e-mail',
          description: 'Subject of the e-mail prepared for people who write directly; {name} is filled in.',
        }),
        draftRestored: text().meta({
          title: 'When the typed message is restored',
          description: 'Shown above the form when it is filled in again with what the visitor typed before a reload.',
        }),
      })
      .strict()
      .meta({ title: 'Contact form', description: 'The project form of the contact page.' }),
    comment: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading above the form, e.g. Leave a comment.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading, e.g. "Your e-mail address will not be published."' }),
        name: text().meta({ title: 'Label of the name field', description: 'Label of the name field.' }),
        email: text().meta({ title: 'Label of the e-mail field', description: 'Label of the e-mail field.' }),
        comment: text().meta({ title: 'Label of the comment field', description: 'Label of the comment field.' }),
        acceptTerms: text().default('Save my name & email in this browser for next time I comment.').meta({
          title: 'Label of the checkbox',
          description:
            'Label of the checkbox under the fields, which must be ticked: the name and e-mail are then kept in the visitor’s browser for their next comment, and the label must say so.',
        }),
        submit: text().meta({ title: 'Send button', description: 'Words of the send button, e.g. Post comment.' }),
        notPublished: filledByThePage(text(), ['email']).meta({
          title: 'After a complete comment',
          description:
            'Shown when a comment is complete: the site does not publish comments, so it went nowhere and stays in the form. Say so, and how to send it to the studio instead: {email} becomes a link to the e-mail address of the site settings (Whole site) that opens an e-mail with the comment in it.',
        }),
        mailSubject: filledByThePage(text(), ['title']).meta({
          title: 'Subject of the prepared e-mail',
          description: "Subject of the e-mail that link opens; {title} becomes the post's title.",
        }),
      })
      .strict()
      .meta({
        title: 'Comment form',
        description:
          'The comment form under every blog post. The site does not publish comments: nothing typed in it is sent, and only the name and e-mail are kept, in the visitor’s browser, as its checkbox says.',
      }),
  })
  .strict()
  .meta({ description: "Every text of the site's forms: labels, buttons, validation and sending messages." })

export const contentType = defineSingleFile({
  key: 'forms',
  file: 'pages/forms.yaml',
  schema: forms,
  intro: 'The words of every form: labels, buttons, the messages of each field and the notices after sending.',
})
