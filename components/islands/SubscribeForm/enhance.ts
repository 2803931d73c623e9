/** Starts a box rendered by SubscribeForm.tsx, without React: a submission is cancelled and its note says so. */
import type { SubscribeFormProps } from './SubscribeForm'

export function enhance(root: HTMLElement, { notice }: SubscribeFormProps): void {
  const form = root.querySelector('form')
  const button = form?.querySelector('button')
  const status = form?.querySelector('[role="status"]')
  if (!form || !button || !status) return
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    status.textContent = notice
  })
}
