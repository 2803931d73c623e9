/** The default address of the e-mail sending service; tests point VITE_EMAILJS_ORIGIN elsewhere. */
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com'

/** The e-mail service settings, read from the environment when the site is built. */
export interface EmailSettings {
  publicKey: string
  serviceId: string
  templateId: string
  origin: string
}

/** Each setting the contact form needs, and the message the e-mail library uses when it is missing. */
const REQUIRED = [
  { key: 'publicKey', variable: 'VITE_EMAILJS_PUBLIC_KEY', message: 'The public key is required' },
  { key: 'serviceId', variable: 'VITE_EMAILJS_SERVICE_ID', message: 'The service ID is required' },
  { key: 'templateId', variable: 'VITE_EMAILJS_TEMPLATE_ID', message: 'The template ID is required' },
] as const

export function emailSettings(env: Record<string, string | undefined> = buildTimeEnv()): EmailSettings {
  return {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY?.trim() ?? '',
    serviceId: env.VITE_EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: env.VITE_EMAILJS_TEMPLATE_ID?.trim() ?? '',
    origin: env.VITE_EMAILJS_ORIGIN?.trim() || DEFAULT_EMAIL_ORIGIN,
  }
}

/** Written out one by one so that Vite replaces each with its value in both builds. */
function buildTimeEnv(): Record<string, string | undefined> {
  return {
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
  }
}

/** What is missing, in words a developer can act on; empty when the form can send. */
export function missingEmailSettings(settings: EmailSettings): string[] {
  return REQUIRED.filter((r) => !settings[r.key]).map((r) => `${r.message}: set ${r.variable} when building the site.`)
}
