import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fill } from '../../components/islands/forms/fill'
import { commentMailtoHref } from '../../components/islands/CommentForm/CommentForm'
import { mailtoHref } from '../../components/islands/ContactForm/ContactForm'
import { fillText } from '../../lib/shared/format'
import { characterCount, commentRules, commonRules, contactRules, EMAIL_PATTERN, MAX_LENGTH, maxLength } from '../../components/islands/forms/rules'
import { emailSettings, missingEmailSettings } from '../../lib/shared/emailSettings'
import { parseHeadersFile, securityHeaders } from '../../lib/securityHeaders'
import { load, problemsOf, readFixture } from './helpers'

const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailFormat: 'Entered value does not match email format',
  acceptTermsRequired: 'Accept Terms and Conditions is required',
  commentRequired: 'Pleae write your comment',
  tooLong: 'Please keep this to {max} characters or fewer ({count} now, {over} too many).',
}

describe('form rules', () => {
  const rules = commonRules(messages)

  it('give the product messages for each missing or wrong value', () => {
    expect(rules.name.validate('')).toBe('Name is required')
    expect(rules.name.validate('   ')).toBe('Name is required')
    expect(rules.name.validate('Ana')).toBe(true)
    expect(rules.email.validate('')).toBe('Email is required')
    expect(rules.email.validate('ana@example')).toBe('Entered value does not match email format')
    expect(rules.email.validate('ana example@x.ro')).toBe('Entered value does not match email format')
    expect(rules.email.validate(' ana@example.ro ')).toBe(true)
    expect(rules.acceptTerms.validate(false)).toBe('Accept Terms and Conditions is required')
    expect(rules.acceptTerms.validate(true)).toBe(true)
  })

  it('accept ordinary addresses', () => {
    for (const ok of ['a@b.co', 'ana.popescu+site@firma.com.ro']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true)
    for (const bad of ['a@b', '@b.co', 'a@@b.co', 'a b@c.de']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false)
  })
})

describe('length limits', () => {
  const en = contactRules(messages)
  const ro = contactRules({ ...messages, tooLong: 'Vă rugăm să scrieți cel mult {max} de caractere (acum sunt {count}, cu {over} peste limită).' }, 'ro')
  const comments = commentRules(messages)
  const text = (n: number) => 'a'.repeat(n)
  /** An address of exactly n characters. */
  const address = (n: number) => `${'a'.repeat(n - '@example.ro'.length)}@example.ro`

  it('are what a real message needs', () => {
    expect(MAX_LENGTH).toEqual({ name: 100, organization: 160, email: 254, projectGoal: 5000, comment: 2000 })
  })

  it('take a text of exactly the limit and refuse one character more, saying the limit, the count and how many too many', () => {
    expect(en.projectGoal.validate(text(5000))).toBe(true)
    expect(en.projectGoal.validate(text(5001))).toBe('Please keep this to 5,000 characters or fewer (5,001 now, 1 too many).')
    expect(en.projectGoal.validate(text(5120))).toBe('Please keep this to 5,000 characters or fewer (5,120 now, 120 too many).')
    // The 100 KB message of before.
    expect(en.projectGoal.validate(text(100_000))).toBe('Please keep this to 5,000 characters or fewer (100,000 now, 95,000 too many).')
    expect(en.name.validate(text(100))).toBe(true)
    expect(en.name.validate(text(101))).toBe('Please keep this to 100 characters or fewer (101 now, 1 too many).')
    expect(en.organization.validate(text(160))).toBe(true)
    expect(en.organization.validate(text(161))).toBe('Please keep this to 160 characters or fewer (161 now, 1 too many).')
    expect(en.email.validate(address(254))).toBe(true)
    expect(en.email.validate(address(255))).toBe('Please keep this to 254 characters or fewer (255 now, 1 too many).')
    expect(comments.comment.validate(text(2000))).toBe(true)
    expect(comments.comment.validate(text(2001))).toBe('Please keep this to 2,000 characters or fewer (2,001 now, 1 too many).')
    expect(comments.name.validate(text(101))).toBe('Please keep this to 100 characters or fewer (101 now, 1 too many).')
    expect(comments.email.validate(address(255))).toBe('Please keep this to 254 characters or fewer (255 now, 1 too many).')
  })

  it("write the numbers as the page's language does", () => {
    expect(ro.projectGoal.validate(text(5120))).toBe('Vă rugăm să scrieți cel mult 5.000 de caractere (acum sunt 5.120, cu 120 peste limită).')
    expect(ro.projectGoal.validate(text(12_345))).toBe('Vă rugăm să scrieți cel mult 5.000 de caractere (acum sunt 12.345, cu 7.345 peste limită).')
    expect(maxLength(2000, '{max} {count} {over}', 'ro')(text(3500))).toBe('2.000 3.500 1.500')
  })

  it('count characters as the visitor sees them: an emoji is one, the spaces around the text none', () => {
    expect(characterCount('  Ana\n\n')).toBe(3)
    expect(characterCount('🚀 launch')).toBe(8)
    // 100 rockets are 200 UTF-16 units but 100 characters: a name of them fits.
    expect(en.name.validate('🚀'.repeat(100))).toBe(true)
    expect(en.name.validate('🚀'.repeat(101))).toBe('Please keep this to 100 characters or fewer (101 now, 1 too many).')
    expect(en.projectGoal.validate(`\n  ${text(5000)}  \n\n`)).toBe(true)
  })

  it('keep the other rules first and leave optional fields optional', () => {
    expect(en.name.validate('')).toBe('Name is required')
    expect(en.email.validate('')).toBe('Email is required')
    expect(en.email.validate(text(300))).toBe('Entered value does not match email format')
    expect(comments.comment.validate('  ')).toBe('Pleae write your comment')
    expect(en.organization.validate('')).toBe(true)
    expect(en.projectGoal.validate('')).toBe(true)
  })
})

describe('e-mail settings', () => {
  it('name every missing setting with the variable to set', () => {
    expect(missingEmailSettings(emailSettings({}))).toEqual([
      'The public key is required: set VITE_EMAILJS_PUBLIC_KEY when building the site.',
      'The service ID is required: set VITE_EMAILJS_SERVICE_ID when building the site.',
      'The template ID is required: set VITE_EMAILJS_TEMPLATE_ID when building the site.',
    ])
    expect(missingEmailSettings(emailSettings({ VITE_EMAILJS_PUBLIC_KEY: 'k', VITE_EMAILJS_SERVICE_ID: ' ', VITE_EMAILJS_TEMPLATE_ID: 't' }))).toEqual([
      'The service ID is required: set VITE_EMAILJS_SERVICE_ID when building the site.',
    ])
  })

  it('use the public e-mail service unless another origin is given', () => {
    expect(emailSettings({}).origin).toBe('https://api.emailjs.com')
    expect(emailSettings({ VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4398' }).origin).toBe('http://127.0.0.1:4398')
  })

  it('the Content-Security-Policy allows exactly the configured origin to be called', () => {
    const csp = securityHeaders({ analytics: {} }, 'http://127.0.0.1:4398/')['Content-Security-Policy']
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4398;")
    expect(csp).not.toContain('unsafe-inline')
  })

  it('the preview server reads back the headers written for static hosts', () => {
    const file = "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n\n/assets/*\n  Cache-Control: immutable\n"
    expect(parseHeadersFile(file)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:" })
  })
})

describe('the e-mail offered when the form cannot send', () => {
  it('carries what the visitor typed', () => {
    const href = mailtoHref('hello@northwind.example', 'Project enquiry from Ana', {
      name: 'Ana',
      organization: 'Voltara & Co',
      email: 'ana@example.com',
      projectGoal: 'A portal.\nLive by spring?',
      acceptTerms: true,
    })
    expect(href.startsWith('mailto:hello@northwind.example?subject=Project%20enquiry%20from%20Ana&body=')).toBe(true)
    const body = new URLSearchParams(href.split('?')[1]).get('body')
    expect(body).toBe('A portal.\nLive by spring?\n\nAna\nVoltara & Co\nana@example.com')
  })

  it('is a plain address with a subject when nothing was typed', () => {
    expect(mailtoHref('a@b.ro', 'Hello', { name: '', organization: '', email: '', projectGoal: '', acceptTerms: false })).toBe('mailto:a@b.ro?subject=Hello')
  })

  it('for a comment, carries the comment and the name', () => {
    const href = commentMailtoHref('hello@northwind.example', 'Comment on "Ten weeks"', { comment: ' Same here.\nA sprint first? ', name: 'Radu' })
    expect(href.startsWith('mailto:hello@northwind.example?subject=Comment%20on%20%22Ten%20weeks%22&body=')).toBe(true)
    expect(new URLSearchParams(href.split('?')[1]).get('body')).toBe('Same here.\nA sprint first?\n\nRadu')
    expect(commentMailtoHref('a@b.ro', 'Hello', { comment: '', name: '' })).toBe('mailto:a@b.ro?subject=Hello')
  })

  it('fills placeholders in content texts', () => {
    expect(fillText('please wait {seconds} seconds', { seconds: 7 })).toBe('please wait 7 seconds')
    expect(fillText('keep {unknown}', {})).toBe('keep {unknown}')
  })

  it('never fills a placeholder with a member every JavaScript object has', () => {
    const text = 'keep {constructor}, {toString} and {__proto__}'
    expect(fillText(text, { seconds: 7 })).toBe(text)
    expect(renderToStaticMarkup(createElement(Fragment, null, fill(text, { seconds: 7 })))).toBe(text)
  })
})

describe('form wording in content/pages/forms.en.yaml', () => {
  it('is loaded with the product messages', () => {
    expect(load().pages.forms.messages.commentRequired).toBe('Pleae write your comment')
  })

  it('has a length message in English where a file leaves it out', () => {
    expect(load().pages.forms.messages.tooLong).toBe('Please keep this to {max} characters or fewer ({count} now, {over} too many).')
  })

  it('a missing text names the file and the field', () => {
    const forms = readFixture('pages/forms.en.yaml').replace('  submit: Send message\n', '')
    expect(problemsOf({ 'pages/forms.en.yaml': forms })).toEqual(['content/pages/forms.en.yaml › contact.submit: required text is missing'])
  })

  it('a missing contact page file is reported', () => {
    expect(problemsOf({ 'pages/contact.en.yaml': null })).toEqual(['content/pages/contact.en.yaml: this file is missing'])
  })
})
