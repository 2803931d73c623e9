import type { TestInfo } from '@playwright/test'
import type { ReceivedMessage, Scenario } from './fakeEmailApi'
import { e2eSettings } from '../../../scripts/lib/testSites/settings'

const api = `http://127.0.0.1:${e2eSettings().fakeEmailPort}`

/** An e-mail address no other test uses, so the fake API can tell the tests' messages apart. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now().toString(36)}@example.com`
}

/** How the fake e-mail service answers messages sent from this address. */
export async function answerWith(email: string, mode: Scenario): Promise<void> {
  const response = await fetch(`${api}/__control/scenario`, { method: 'PUT', body: JSON.stringify({ email, mode }) })
  if (!response.ok) throw new Error(`The fake e-mail API did not take the scenario: ${response.status}`)
}

/** What the fake e-mail service received from this address. */
export async function receivedFrom(email: string): Promise<ReceivedMessage[]> {
  const response = await fetch(`${api}/__control/received?email=${encodeURIComponent(email)}`)
  return (await response.json()) as ReceivedMessage[]
}
