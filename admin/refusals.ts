/**
 * A refusal stays on the screen until the editor closes it. Decap shows why a save or a deletion
 * was refused in a notice that goes away after a few seconds, often before a long message (every
 * file naming a picture) has been read; the same words are also shown here, at the foot of the page
 * (clear of the editor's toolbar, Save included), with a button that closes them. A new refusal
 * replaces the one shown.
 */
import { adminWords } from './words'

const PANEL_ID = 'content-manager-refusal'

/** Shows `message` at the top of the page until it is closed; returns the panel. */
export function showRefusal(message: string): HTMLElement {
  document.getElementById(PANEL_ID)?.remove()
  const panel = document.createElement('div')
  panel.id = PANEL_ID
  panel.setAttribute('role', 'alert')
  Object.assign(panel.style, {
    position: 'fixed',
    bottom: '1rem',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '100000',
    display: 'flex',
    gap: '1rem',
    alignItems: 'flex-start',
    maxWidth: 'min(56rem, calc(100vw - 1rem))',
    padding: '0.75rem 1rem',
    background: '#fff4f4',
    color: '#5c0b0b',
    border: '2px solid #b3261e',
    borderRadius: '6px',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
    font: '15px/1.45 system-ui, sans-serif',
    whiteSpace: 'pre-wrap',
  } satisfies Partial<CSSStyleDeclaration>)
  const text = document.createElement('p')
  text.style.margin = '0'
  text.textContent = message
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = adminWords().close
  Object.assign(close.style, { flex: 'none', font: 'inherit', padding: '0.25rem 0.75rem', cursor: 'pointer' } satisfies Partial<CSSStyleDeclaration>)
  close.addEventListener('click', () => panel.remove())
  panel.append(text, close)
  document.body.append(panel)
  return panel
}

/** Refuses what the content manager was about to do: shown until closed, and thrown for Decap to stop and say. */
export function refuse(message: string): never {
  showRefusal(message)
  throw new Error(message)
}
