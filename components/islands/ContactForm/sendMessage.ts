import emailjs, { EmailJSResponseStatus, type StorageProvider } from '@emailjs/browser'
import type { EmailSettings } from '../../../lib/shared/emailSettings'

/** What the visitor types into the project form. */
export interface ContactValues {
  name: string
  organization: string
  email: string
  projectGoal: string
  acceptTerms: boolean
}

export type SendFailure = 'error' | 'network' | 'timeout' | 'rateLimit'

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; waitSeconds?: number }

/** No answer within this time counts as a failure (the visitor keeps the text and can retry). */
export const SEND_TIMEOUT_MS = 15_000
/** One message per page every 10 seconds, as the e-mail service's own rate limit. */
export const RATE_LIMIT_MS = 10_000

/** The rate limit remembers the last send in localStorage, as the e-mail library does by default. */
const storage: StorageProvider = {
  get: async (key) => window.localStorage.getItem(key) ?? undefined,
  set: async (key, value) => window.localStorage.setItem(key, value),
  remove: async (key) => window.localStorage.removeItem(key),
}

const rateLimitId = () => `contact-form:${window.location.pathname}`

function secondsLeft(): number {
  const last = Number(window.localStorage.getItem(rateLimitId()) || 0)
  return Math.max(1, Math.ceil((RATE_LIMIT_MS - (Date.now() - last)) / 1000))
}

class Timeout extends Error {}

/**
 * Sends the message through the e-mail service. It answers with a result instead of throwing, and
 * only a message the service accepted counts as sent: status 200 or the text 'OK'.
 */
export async function sendMessage(values: ContactValues, settings: EmailSettings, language: string): Promise<SendResult> {
  emailjs.init({ publicKey: settings.publicKey, limitRate: { id: rateLimitId(), throttle: RATE_LIMIT_MS }, storageProvider: storage }, settings.origin)
  // The studio's reply should be in the visitor's language: the page's language goes with the message.
  const templateParams = { ...values, language, createdOn: new Date().toISOString() }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), SEND_TIMEOUT_MS)
  })
  try {
    const response = await Promise.race([emailjs.send(settings.serviceId, settings.templateId, templateParams), timeout])
    if (response.status === 200 || response.text === 'OK') return { ok: true }
    await forgetAttempt()
    return { ok: false, reason: 'error' }
  } catch (error) {
    if (error instanceof EmailJSResponseStatus && error.status === 429) {
      return { ok: false, reason: 'rateLimit', waitSeconds: secondsLeft() }
    }
    // A message that did not go out must not block the visitor's retry for 10 seconds.
    await forgetAttempt()
    if (error instanceof Timeout) return { ok: false, reason: 'timeout' }
    if (error instanceof EmailJSResponseStatus) return { ok: false, reason: 'error' }
    return { ok: false, reason: 'network' }
  } finally {
    clearTimeout(timer)
  }
}

async function forgetAttempt(): Promise<void> {
  await storage.remove(rateLimitId())
}
