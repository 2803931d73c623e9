import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField, TextField } from '../forms/Field'
import { fill } from '../forms/fill'
import styles from '../forms/Forms.module.css'
import { documentLocale } from '../../../lib/shared/locales'
import { checkLengthWhileTyping, commentRules, MAX_LENGTH, type ValidationMessages } from '../forms/rules'

export interface CommentValues {
  name: string
  comment: string
  email: string
  acceptTerms: boolean
}

export interface CommentFormText {
  name: string
  email: string
  comment: string
  acceptTerms: string
  submit: string
  notPublished: string
}

// A type, not an interface: the props are read back from JSON as a record (islands/hydrate.ts).
export type CommentFormProps = {
  text: CommentFormText
  messages: ValidationMessages
  requiredMark: string
  /** The studio's address, offered instead of publishing the comment. */
  email: string
  /** Subject of the e-mail that address opens, with the post's title in it. */
  mailSubject: string
}

const EMPTY: CommentValues = { name: '', comment: '', email: '', acceptTerms: false }

/**
 * "Save my name & email in this browser for next time I comment" (SPEC §5; the box must be ticked to
 * send): the name and e-mail of a complete comment are kept here, in this browser only, and filled
 * in next time. The comment itself is never kept.
 */
const AUTHOR_KEY = 'comment-author'

function savedAuthor(): Pick<CommentValues, 'name' | 'email'> | undefined {
  try {
    const raw = window.localStorage.getItem(AUTHOR_KEY)
    const author = raw ? (JSON.parse(raw) as { name?: unknown; email?: unknown }) : undefined
    return author && typeof author.name === 'string' && typeof author.email === 'string' ? { name: author.name, email: author.email } : undefined
  } catch {
    return undefined
  }
}

function saveAuthor({ name, email }: Pick<CommentValues, 'name' | 'email'>): void {
  try {
    window.localStorage.setItem(AUTHOR_KEY, JSON.stringify({ name: name.trim(), email: email.trim() }))
  } catch {
    // Storage switched off: nothing is kept.
  }
}

/** A mailto: link that opens the visitor's e-mail with their comment and name in it. */
export function commentMailtoHref(email: string, subject: string, values: Pick<CommentValues, 'comment' | 'name'>): string {
  const body = [values.comment.trim(), values.name.trim()].filter((part) => part !== '').join('\n\n')
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) })
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`
}

/**
 * The blog's comment form (SPEC §5). The site does not publish comments: a valid comment is sent
 * nowhere and logged nowhere, and only the name and e-mail are kept, as the checkbox says. The form
 * says so, leaves what was typed in place and offers the studio's e-mail address, with the comment
 * in the e-mail it opens.
 */
export default function CommentForm({ text, messages, requiredMark, email, mailSubject }: CommentFormProps) {
  // The messages' numbers are only written in the browser, where the page's language is known.
  const rules = commentRules(messages, documentLocale())
  const [checked, setChecked] = useState(false)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const form = useForm<CommentValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' })
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = form
  /** A text field's rules, its length checked as the visitor types. */
  const textRules = (name: 'name' | 'email' | 'comment') => ({ ...rules[name], onChange: checkLengthWhileTyping(form, name, MAX_LENGTH[name]) })

  useEffect(() => {
    const author = savedAuthor()
    if (author) reset({ ...EMPTY, ...author })
  }, [reset])

  useEffect(() => {
    if (checked) noticeRef.current?.focus()
  }, [checked])

  const values = watch()
  const emailLink = <a href={commentMailtoHref(email, mailSubject, values)}>{email}</a>

  return (
    // method="dialog": as the contact form's, a press before the script starts goes nowhere.
    <form
      className={styles.form}
      method="dialog"
      noValidate
      onSubmit={(event) => {
        setChecked(false)
        void handleSubmit((complete) => {
          saveAuthor(complete)
          setChecked(true)
        })(event)
      }}
    >
      <TextField id="comment-text" multiline label={text.comment} requiredMark={requiredMark} registration={register('comment', textRules('comment'))} error={errors.comment} />
      <div className={styles.row}>
        <TextField id="comment-name" label={text.name} requiredMark={requiredMark} autoComplete="name" registration={register('name', textRules('name'))} error={errors.name} />
        <TextField
          id="comment-email"
          type="email"
          label={text.email}
          requiredMark={requiredMark}
          autoComplete="email"
          registration={register('email', textRules('email'))}
          error={errors.email}
        />
      </div>
      <CheckboxField
        id="comment-accept-terms"
        label={text.acceptTerms}
        requiredMark={requiredMark}
        registration={register('acceptTerms', rules.acceptTerms)}
        error={errors.acceptTerms}
      />
      {checked ? (
        <p ref={noticeRef} tabIndex={-1} className={styles.notice} role="status">
          {fill(text.notPublished, { email: emailLink })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {text.submit}
        </button>
      </div>
    </form>
  )
}
