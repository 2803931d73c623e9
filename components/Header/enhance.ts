/**
 * What the header adds when script runs, from the page's small entry script (no React):
 * - the search button replaces the link to the search page and opens the search box in place;
 *   the box's code loads when a visitor points at or focuses the button, so it is there when they
 *   open it;
 * - a link in the off-canvas menu to a section of the same page closes the menu (the browser
 *   closes it by itself only when the link leads to another page).
 */
import type { SearchLabels } from '../../lib/shared/islands'

const loadSearch = () => import('../islands/SiteSearch/enhance')

function enhanceSearch(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-search-link]')
  const toggle = document.querySelector<HTMLButtonElement>('button[data-search-toggle]')
  const panel = document.querySelector<HTMLElement>('[data-search-panel]')
  const json = panel?.querySelector('script[type="application/json"]')?.textContent
  if (!link || !toggle || !panel || !json) return
  const labels = JSON.parse(json) as SearchLabels
  const name = toggle.querySelector('.visually-hidden')
  const field = () => panel.querySelector<HTMLInputElement>('input[type="search"]')
  let started: Promise<void> | null = null

  const setOpen = (open: boolean) => {
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    if (name) name.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? ''
  }

  toggle.addEventListener('pointerenter', () => void loadSearch(), { once: true })
  toggle.addEventListener('focus', () => void loadSearch(), { once: true })
  let ready = false
  const start = () =>
    (started ??= loadSearch().then(({ enhance }) => {
      enhance(panel, { labels, limit: 6 })
      ready = true
    }))
  toggle.addEventListener('click', () => {
    if (!panel.hidden) return setOpen(false)
    setOpen(true)
    field()?.focus()
    void start()
  })
  // Enter pressed before the box's code has arrived (a slow network or a busy phone): the box
  // answers in place once it starts, as it searches the words already typed; only if its code
  // cannot load does the form go to the search page.
  const form = panel.querySelector('form')
  form?.addEventListener('submit', (event) => {
    if (ready) return
    event.preventDefault()
    start().catch(() => form.submit())
  })
  // Escape closes the box from anywhere in it and gives the focus back to its button.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return
    setOpen(false)
    toggle.focus()
  })
  link.hidden = true
  toggle.hidden = false
}

function closeMenuOnSamePageLinks(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-offcanvas]')) {
    dialog.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a[href]')
      if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname && link.hash) dialog.close()
    })
  }
}

export function enhanceHeader(): void {
  enhanceSearch()
  closeMenuOnSamePageLinks()
}
