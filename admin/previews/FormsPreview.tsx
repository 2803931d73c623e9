import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import CommentForm from '../../components/islands/CommentForm/CommentForm'
import ContactForm from '../../components/islands/ContactForm/ContactForm'
import { LocaleProvider } from '../../components/locale'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { schemas } from '../../lib/content/schemas'
import { fillText } from '../../lib/shared/format'
import type { Locale } from '../../lib/shared/locales'
import { completed, standIn } from './complete'
import { DrawWhatCan, FilledNote, Unfinished } from './drawing'
import styles from './Preview.module.css'

/**
 * forms.yaml as the site shows it: the contact page's form and a post's comment form, the site's
 * own form components (components/islands) with the words being edited. Sending a form empty shows
 * its messages. The address offered when the contact form cannot send is site.yaml's.
 */
type Props = PreviewTemplateComponentProps

const SITE = standIn(schemas.site)

export function formsPreview(locale: Locale) {
  return function FormsPreview(props: Props) {
    const raw = ((props.entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>
    const forms = completed(schemas.pages.forms, raw)
    return (
      <>
        <FilledNote filled={['site.yaml’s e-mail address and language name', 'a post’s title']}>Send a form empty to see its messages.</FilledNote>
        <main>
          <LocaleProvider locale={locale}>
            <DrawWhatCan key={JSON.stringify(raw)} fallback={<Unfinished what="A field" />}>
              <Section labelledBy="forms-contact">
                {/* Where the form is, in the preview's own words (as its note): not a word of the site. */}
                <p id="forms-contact" className={styles.fieldName}>
                  The contact page’s form
                </p>
                <ContactForm
                  text={forms.contact}
                  messages={forms.messages}
                  requiredMark={forms.requiredMark}
                  email={SITE.email}
                  language={SITE.ui.languageName}
                  termsHref={forms.contact.termsPage}
                />
              </Section>
              <Section labelledBy="forms-comment" tone="surface">
                <p className={styles.fieldName}>A post’s comment form</p>
                <SectionHeading id="forms-comment">{forms.comment.heading}</SectionHeading>
                <p>{forms.comment.intro}</p>
                <CommentForm
                  text={forms.comment}
                  messages={forms.messages}
                  requiredMark={forms.requiredMark}
                  email={SITE.email}
                  mailSubject={fillText(forms.comment.mailSubject, { title: 'A post' })}
                />
              </Section>
            </DrawWhatCan>
          </LocaleProvider>
        </main>
      </>
    )
  }
}
