/** Something@something.something: what the product has always accepted as an e-mail address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The validation messages of SPEC §5, worded in content/pages/forms.yaml. */
export interface ValidationMessages {
  nameRequired: string
  emailRequired: string
  emailFormat: string
  acceptTermsRequired: string
  commentRequired: string
}

/** The rules both forms share, in react-hook-form's terms. */
export function commonRules(messages: ValidationMessages) {
  return {
    name: { validate: (v: string) => v.trim() !== '' || messages.nameRequired },
    email: {
      validate: (v: string) => (v.trim() === '' ? messages.emailRequired : EMAIL_PATTERN.test(v.trim()) || messages.emailFormat),
    },
    acceptTerms: { validate: (v: boolean) => v === true || messages.acceptTermsRequired },
  }
}
