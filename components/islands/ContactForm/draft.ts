/**
 * Where the contact form keeps what a visitor typed: for the browser tab, per page, so a reload or
 * a failed send never loses it. Small and without React, because the island loader asks it whether
 * a draft is waiting before it decides when to start the form (components/islands/registry.ts).
 */
export const draftKey = () => `contact-draft:${window.location.pathname}`

/** Whether this tab holds a draft of the form on this page, to be shown at once. */
export function hasDraft(): boolean {
  try {
    return window.sessionStorage.getItem(draftKey()) !== null
  } catch {
    // Storage switched off: there can be no draft.
    return false
  }
}
