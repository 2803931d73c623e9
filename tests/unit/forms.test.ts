import { describe, expect, it } from 'vitest'
import { mailtoHref } from '../../components/islands/ContactForm/ContactForm'
import { fillText } from '../../lib/shared/format'
import { commonRules, EMAIL_PATTERN } from '../../components/islands/forms/rules'
import { emailSettings, missingEmailSettings } from '../../lib/shared/emailSettings'
import { parseHeadersFile, securityHeaders } from '../../lib/securityHeaders'
import { load, problemsOf, readFixture } from './helpers'

const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailFormat: 'Entered value does not match email format',
  acceptTermsRequired: 'Accept Terms and Conditions is required',
  commentRequired: 'Pleae write your comment',
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

  it('fills placeholders in content texts', () => {
    expect(fillText('please wait {seconds} seconds', { seconds: 7 })).toBe('please wait 7 seconds')
    expect(fillText('keep {unknown}', {})).toBe('keep {unknown}')
  })
})

describe('form wording in content/pages/forms.yaml', () => {
  it('is loaded with the product messages', () => {
    expect(load().pages.forms.messages.commentRequired).toBe('Pleae write your comment')
  })

  it('a missing text names the file and the field', () => {
    const forms = readFixture('pages/forms.yaml').replace('  submit: Send message\n', '')
    expect(problemsOf({ 'pages/forms.yaml': forms })).toEqual(['content/pages/forms.yaml › contact.submit: required text is missing'])
  })

  it('a missing contact page file is reported', () => {
    expect(problemsOf({ 'pages/contact.yaml': null })).toEqual(['content/pages/contact.en.yaml: this file is missing'])
  })
})
