import type { FieldValues, Path, UseFormGetFieldState, UseFormTrigger } from 'react-hook-form'
import { fillText, formatCount } from '../../../lib/shared/format'
import { DEFAULT_LOCALE, type Locale } from '../../../lib/shared/locales'

/** Something@something.something: what the product has always accepted as an e-mail address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The longest text each field takes, in characters: room for any real enquiry, not for a pasted
 * book. Together they stay far below what the e-mail service takes in one message (50 KB of
 * fields on EmailJS's free plan; 5,000 characters are at most 20 KB in UTF-8). The only place
 * the limits are written: the rules, the tests and the messages' {max} all read them from here.
 */
export const MAX_LENGTH = {
  /** Full names with every given name, both family names and a title fit in well under 100. */
  name: 100,
  /** A registered company name written out with its legal form; the UK's Companies House allows 160. */
  organization: 160,
  /** The longest address mail can be delivered to: a path of 256 octets (RFC 5321 §4.5.3.1.3) less its two angle brackets. */
  email: 254,
  /** About 800 words, two pages: a full project brief. Longer documents go by e-mail, as attachments. */
  projectGoal: 5000,
  /** About 300 words, more than any comment under a post needs. */
  comment: 2000,
} as const

/** The validation messages of SPEC §5, worded in content/pages/forms.yaml, and the length message. */
export interface ValidationMessages {
  nameRequired: string
  emailRequired: string
  emailFormat: string
  acceptTermsRequired: string
  commentRequired: string
  /** `{max}`, `{count}` and `{over}` are filled in with numbers in the page's language. */
  tooLong: string
}

/**
 * How many characters a text has, as the visitor counts them: without the spaces and blank lines
 * around it (the required rules ignore them too), and an emoji or a letter outside the Basic
 * Multilingual Plane as one character, not the two UTF-16 units of `String.length`.
 */
export function characterCount(value: string): number {
  // Array.from walks a string by code points.
  return Array.from(value.trim()).length
}

/** Whether a text is longer than `max` characters. */
export function isTooLong(value: string, max: number): boolean {
  // A string never has more characters than UTF-16 units: most texts need no counting at all.
  return value.length > max && characterCount(value) > max
}

/**
 * A react-hook-form rule: true within `max` characters, else the message saying the limit, how
 * many characters there are and how many too many, as numbers are written in the page's language.
 * The field itself takes any length (no HTML `maxlength`, which cuts a paste short without a word).
 */
export function maxLength(max: number, message: string, locale: Locale = DEFAULT_LOCALE) {
  return (value: string): true | string => {
    if (!isTooLong(value, max)) return true
    const count = characterCount(value)
    return fillText(message, { max: formatCount(max, locale), count: formatCount(count, locale), over: formatCount(count - max, locale) })
  }
}

/**
 * An `onChange` for a field with a limit: the length is checked as the visitor types or pastes,
 * not only on submit like the other rules, so a paste far over the limit is flagged at once and the
 * count follows every change until the message goes.
 */
export function checkLengthWhileTyping<T extends FieldValues>(form: { trigger: UseFormTrigger<T>; getFieldState: UseFormGetFieldState<T> }, name: Path<T>, max: number) {
  return (event: { target: { value: string } }) => {
    if (isTooLong(event.target.value, max) || form.getFieldState(name).error) void form.trigger(name)
  }
}

/** The rules both forms share, in react-hook-form's terms; messages with numbers use `locale`'s digits. */
export function commonRules(messages: ValidationMessages, locale: Locale = DEFAULT_LOCALE) {
  const nameLength = maxLength(MAX_LENGTH.name, messages.tooLong, locale)
  const emailLength = maxLength(MAX_LENGTH.email, messages.tooLong, locale)
  return {
    name: { validate: (v: string) => (v.trim() === '' ? messages.nameRequired : nameLength(v)) },
    email: {
      validate: (v: string) => (v.trim() === '' ? messages.emailRequired : EMAIL_PATTERN.test(v.trim()) ? emailLength(v) : messages.emailFormat),
    },
    acceptTerms: { validate: (v: boolean) => v === true || messages.acceptTermsRequired },
  }
}

/** The project form's rules: organization and message are optional (SPEC §5), but not endless. */
export function contactRules(messages: ValidationMessages, locale: Locale = DEFAULT_LOCALE) {
  return {
    ...commonRules(messages, locale),
    organization: { validate: maxLength(MAX_LENGTH.organization, messages.tooLong, locale) },
    projectGoal: { validate: maxLength(MAX_LENGTH.projectGoal, messages.tooLong, locale) },
  }
}

/** The comment form's rules: the comment rule applies to the comment text (ARCHITECTURE.md). */
export function commentRules(messages: ValidationMessages, locale: Locale = DEFAULT_LOCALE) {
  const commentLength = maxLength(MAX_LENGTH.comment, messages.tooLong, locale)
  return {
    ...commonRules(messages, locale),
    comment: { validate: (v: string) => (v.trim() === '' ? messages.commentRequired : commentLength(v)) },
  }
}
