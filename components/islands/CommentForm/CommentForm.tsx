import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../useHydrated'
import { useForm } from 'react-hook-form'
import { CheckboxField, TextField } from '../forms/Field'
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
  heading: string
  intro: string
  name: string
  email: string
  comment: string
  acceptTerms: string
  submit: string
  done: string
}

const EMPTY: CommentValues = { name: '', comment: '', email: '', acceptTerms: false }
/** "Save my name & email in this browser": kept in localStorage, as the label promises. */
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

/**
 * The blog's comment form (SPEC §5): comments are not published by this site, so a valid comment
 * is only written to the browser console and the form starts again. Nothing goes over the network.
 */
export default function CommentForm({ text, messages, requiredMark }: { text: CommentFormText; messages: ValidationMessages; requiredMark: string }) {
  // The messages' numbers are only written in the browser, where the page's language is known.
  const rules = commentRules(messages, documentLocale())
  const hydrated = useHydrated()
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const form = useForm<CommentValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  /** A text field's rules, its length checked as the visitor types. */
  const textRules = (name: 'name' | 'email' | 'comment') => ({ ...rules[name], onChange: checkLengthWhileTyping(form, name, MAX_LENGTH[name]) })

  useEffect(() => {
    const author = savedAuthor()
    if (author) reset({ ...EMPTY, ...author, acceptTerms: true })
  }, [reset])

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const onValid = (values: CommentValues) => {
    console.log('Comment', values)
    try {
      window.localStorage.setItem(AUTHOR_KEY, JSON.stringify({ name: values.name.trim(), email: values.email.trim() }))
    } catch {
      // Storage switched off: nothing to remember.
    }
    reset({ ...EMPTY, name: values.name, email: values.email, acceptTerms: true })
    setDone(true)
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} onChange={() => setDone(false)}>
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
      <CheckboxField id="comment-accept-terms" label={text.acceptTerms} registration={register('acceptTerms', rules.acceptTerms)} error={errors.acceptTerms} />
      {done ? (
        <p ref={doneRef} tabIndex={-1} className={`${styles.notice} ${styles.done}`} role="status">
          {text.done}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={!hydrated}>
          {text.submit}
        </button>
      </div>
    </form>
  )
}
