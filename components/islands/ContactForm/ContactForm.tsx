import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useForm } from 'react-hook-form'
import { emailSettings, missingEmailSettings } from '../../../lib/shared/emailSettings'
import { CheckboxField, TextField } from '../forms/Field'
import { fillText } from '../../../lib/shared/format'
import { fill } from '../forms/fill'
import styles from '../forms/Forms.module.css'
import { documentLocale } from '../../../lib/shared/locales'
import { checkLengthWhileTyping, contactRules, MAX_LENGTH, type ValidationMessages } from '../forms/rules'
import type { ContactValues, SendFailure } from './sendMessage'
import { Link } from '../../Link/Link'
import { draftKey } from './draft'

export interface ContactFormText {
  name: string
  organization: string
  email: string
  projectGoal: string
  acceptTerms: string
  termsLinkLabel: string
  honeypot: string
  submit: string
  sending: string
  retry: string
  sent: string
  failedHeading: string
  failedError: string
  failedNetwork: string
  failedTimeout: string
  failedRateLimit: string
  keepText: string
  notConfiguredHeading: string
  notConfiguredText: string
  mailSubject: string
  draftRestored: string
}

export interface ContactFormProps {
  text: ContactFormText
  messages: ValidationMessages
  requiredMark: string
  /** The studio's address, offered whenever the form cannot send. */
  email: string
  /** The page's language, as the e-mail names it (site.yaml `ui.languageName`). */
  language: string
  termsHref: string
}

const EMPTY: ContactValues = { name: '', organization: '', email: '', projectGoal: '', acceptTerms: false }

function readDraft(): ContactValues | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey())
    if (!raw) return undefined
    const draft = { ...EMPTY, ...(JSON.parse(raw) as Partial<ContactValues>) }
    const typed = draft.name || draft.organization || draft.email || draft.projectGoal
    return typed ? draft : undefined
  } catch {
    return undefined
  }
}

function writeDraft(values: Partial<ContactValues>): void {
  try {
    window.sessionStorage.setItem(draftKey(), JSON.stringify({ ...EMPTY, ...values }))
  } catch {
    // Storage can be full or switched off; the form still works, the draft is just not kept.
  }
}

function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(draftKey())
  } catch {
    // As above.
  }
}

/** A mailto: link carrying what the visitor typed, for when the form cannot send it. */
export function mailtoHref(email: string, subject: string, values: ContactValues): string {
  const lines = [values.projectGoal.trim(), '', values.name.trim(), values.organization.trim(), values.email.trim()].filter((line, index) => index < 2 || line !== '')
  const body = lines.join('\n').trim()
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) })
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; reason: SendFailure; waitSeconds?: number | undefined }

/**
 * The project form (SPEC §5, §7). It sends through the e-mail service and shows the toast on
 * success; on any failure it says so, keeps every field and offers the e-mail address instead.
 */
export default function ContactForm({ text, messages, requiredMark, email, language, termsHref }: ContactFormProps) {
  const settings = emailSettings()
  const missing = missingEmailSettings(settings)
  const configured = missing.length === 0
  // The messages' numbers are only written in the browser, where the page's language is known.
  const rules = contactRules(messages, documentLocale())
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [restored, setRestored] = useState(false)
  const [ToastHost, setToastHost] = useState<ComponentType | null>(null)
  /** Shown in the form if the toasts could not be loaded, so the visitor still knows. */
  const [sentFallback, setSentFallback] = useState(false)
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)

  const form = useForm<ContactValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true })
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = form
  /** A text field's rules, its length checked as the visitor types. */
  const textRules = (name: 'name' | 'organization' | 'email' | 'projectGoal') => ({ ...rules[name], onChange: checkLengthWhileTyping(form, name, MAX_LENGTH[name]) })

  useEffect(() => {
    const draft = readDraft()
    if (draft) {
      reset(draft)
      setRestored(true)
    }
    if (!configured) for (const problem of missing) console.error(`Contact form: ${problem}`)
    const subscription = watch((values) => writeDraft(values as Partial<ContactValues>))
    return () => subscription.unsubscribe()
    // Runs once, after hydration: the server-rendered form is empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (status.kind === 'failed') failureRef.current?.focus()
  }, [status])

  const values = watch()
  const mailto = mailtoHref(email, fillText(text.mailSubject, { name: values.name.trim() || email }), values)
  const emailLink = <a href={mailto}>{email}</a>

  const onValid = async (data: ContactValues) => {
    if (inFlight.current) return
    // People never see the trap field; a robot that fills it in is told "sent" and nothing goes out.
    if (honeypot.current?.value) {
      await succeed()
      return
    }
    inFlight.current = true
    setSentFallback(false)
    setStatus({ kind: 'sending' })
    try {
      // The e-mail library loads with the first message, not with the page.
      const loaded = await import('./sendMessage').catch(() => undefined)
      const result = loaded ? await loaded.sendMessage(data, settings, language) : ({ ok: false, reason: 'network' } as const)
      if (result.ok) await succeed()
      else setStatus({ kind: 'failed', reason: result.reason, waitSeconds: 'waitSeconds' in result ? result.waitSeconds : undefined })
    } finally {
      inFlight.current = false
    }
  }

  async function succeed() {
    const toasts = await import('./Toasts').catch(() => undefined)
    if (toasts) {
      setToastHost(() => toasts.ToastHost)
      toasts.showSuccess(text.sent)
    } else setSentFallback(true)
    clearDraft()
    reset(EMPTY)
    if (honeypot.current) honeypot.current.value = ''
    setRestored(false)
    setStatus({ kind: 'idle' })
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
  }

  const reasonText =
    status.kind === 'failed'
      ? {
          error: text.failedError,
          network: text.failedNetwork,
          timeout: text.failedTimeout,
          rateLimit: fillText(text.failedRateLimit, { seconds: status.waitSeconds ?? 10 }),
        }[status.reason]
      : ''
  const sending = status.kind === 'sending'

  return (
    <>
      {/* method="dialog": a press on Send before the form's script has started (or without script)
          makes no request and leaves the page and everything typed where they are; the press is
          made again once the script runs (islands/firstUse.ts). */}
      <form
        className={styles.form}
        method="dialog"
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          if (!configured) {
            event.preventDefault()
            return
          }
          void handleSubmit(onValid)(event)
        }}
      >
        {!configured ? (
          <div className={`${styles.notice} ${styles.noticeError}`} role="status">
            <p className={styles.noticeHeading}>{text.notConfiguredHeading}</p>
            <p>{fill(text.notConfiguredText, { email: emailLink })}</p>
          </div>
        ) : null}
        {restored ? (
          <p className={styles.notice} role="status">
            {text.draftRestored}
          </p>
        ) : null}

        <div className={styles.row}>
          <TextField id="contact-name" label={text.name} requiredMark={requiredMark} autoComplete="name" registration={register('name', textRules('name'))} error={errors.name} />
          <TextField
            id="contact-organization"
            label={text.organization}
            autoComplete="organization"
            registration={register('organization', textRules('organization'))}
            error={errors.organization}
          />
        </div>
        <TextField
          id="contact-email"
          type="email"
          label={text.email}
          requiredMark={requiredMark}
          autoComplete="email"
          registration={register('email', textRules('email'))}
          error={errors.email}
        />
        <TextField id="contact-project-goal" multiline label={text.projectGoal} registration={register('projectGoal', textRules('projectGoal'))} error={errors.projectGoal} />

        {/* A trap for spam robots: hidden from people, from screen readers and from the tab order. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{text.honeypot}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" ref={honeypot} defaultValue="" />
        </div>

        <CheckboxField
          id="contact-accept-terms"
          label={fill(text.acceptTerms, { terms: <Link href={termsHref}>{text.termsLinkLabel}</Link> })}
          requiredMark={requiredMark}
          registration={register('acceptTerms', rules.acceptTerms)}
          error={errors.acceptTerms}
        />

        {sentFallback ? (
          <p className={styles.notice} role="status">
            {text.sent}
          </p>
        ) : null}
        {status.kind === 'failed' ? (
          <div ref={failureRef} tabIndex={-1} className={`${styles.notice} ${styles.noticeError}`} role="alert">
            <p className={styles.noticeHeading}>{text.failedHeading}</p>
            <p>{reasonText}</p>
            <p>{fill(text.keepText, { email: emailLink })}</p>
          </div>
        ) : null}

        <div className={styles.actions}>
          {configured ? (
            <button type="submit" className={styles.submit} disabled={sending}>
              {sending ? text.sending : status.kind === 'failed' ? text.retry : text.submit}
            </button>
          ) : null}
          <p className="visually-hidden" role="status" aria-live="polite">
            {sending ? text.sending : ''}
          </p>
        </div>
      </form>
      {ToastHost ? <ToastHost /> : null}
    </>
  )
}
