import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react'
import type { MenuEntry, SocialLink } from '../../../lib/shell'
import { LogoMark } from '../../Logo/Logo'
import { SocialIcon } from '../../SocialIcon/SocialIcon'
import styles from './Header.module.css'
import { telHref } from '../../../lib/format'
import type { SearchLabels } from '../SiteSearch/SiteSearch'
import { useHydrated } from '../useHydrated'

// The search box's code loads when someone points at or focuses its button, so it is there when they open it.
const loadSiteSearch = () => import('../SiteSearch/SiteSearch')
const SiteSearch = lazy(loadSiteSearch)

export interface HeaderProps {
  name: string
  email: string
  phone: string
  menu: MenuEntry[]
  socials: SocialLink[]
  currentPath: string
  /** The search button's names and the search box's wording. */
  search: { open: string; close: string; labels: SearchLabels }
  labels: {
    homeLinkLabel: string
    openMenu: string
    closeMenu: string
    menuHeading: string
    mainNavigation: string
    followUs: string
    opensInNewTab: string
  }
}

/** Scroll distance after which the header turns solid (SPEC §9). */
const SOLID_AFTER_PX = 80

// Attributes React does not type yet; they let the menu open and close without any script.
const invoke = (command: 'show-modal' | 'close', target: string) => ({ commandfor: target, command }) as Record<string, string>
const lightDismiss = { closedby: 'any' } as Record<string, string>

function isCurrent(href: string | undefined, currentPath: string): boolean {
  return href !== undefined && !href.includes('#') && href.replace(/\/$/, '') === currentPath.replace(/\/$/, '')
}

export default function Header({ name, email, phone, menu, socials, currentPath, search, labels }: HeaderProps) {
  const [solid, setSolid] = useState(false)
  const enhanced = useHydrated()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [searchOpen, setSearchOpen] = useState(false)
  const searchToggleRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const toggleRefs = useRef<Array<HTMLButtonElement | null>>([])
  const baseId = useId()
  const dialogId = `${baseId}menu`
  const headingId = `${baseId}menu-heading`

  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY >= SOLID_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (openIndex === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenIndex(null)
        toggleRefs.current[openIndex]?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [openIndex])

  // Escape closes the search box from anywhere in it and gives the focus back to its button.
  useEffect(() => {
    if (!searchOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setSearchOpen(false)
      searchToggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [searchOpen])

  const openMenu = (event: MouseEvent) => {
    event.preventDefault()
    dialogRef.current?.showModal()
  }
  const closeMenu = (event?: MouseEvent) => {
    event?.preventDefault()
    dialogRef.current?.close()
  }
  // Tab and Shift+Tab cycle inside the open menu instead of leaving for the browser's toolbar.
  const onDialogKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button, summary')].filter((el) => el.getClientRects().length > 0)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the dialog itself.
    if (event.target === dialogRef.current) dialogRef.current.close()
  }

  return (
    <header className={styles.header} data-solid={solid || searchOpen ? 'true' : 'false'} data-enhanced={enhanced ? 'true' : undefined}>
      <div className={styles.bar}>
        <a className={styles.brand} href="/" aria-label={labels.homeLinkLabel}>
          <LogoMark />
          <span className={styles.brandName} aria-hidden="true">
            {name}
          </span>
        </a>

        <nav ref={navRef} className={styles.nav} aria-label={labels.mainNavigation}>
          <ul className={styles.navList}>
            {menu.map((item, index) =>
              item.children ? (
                <li
                  key={item.label}
                  className={styles.navItem}
                  data-open={openIndex === index ? 'true' : undefined}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openIndex === index) setOpenIndex(null)
                  }}
                >
                  <button
                    ref={(el) => {
                      toggleRefs.current[index] = el
                    }}
                    type="button"
                    className={styles.navLink}
                    aria-expanded={openIndex === index}
                    aria-controls={`${baseId}sub${index}`}
                    onClick={() => setOpenIndex(openIndex === index ? null : index)}
                  >
                    {item.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <ul id={`${baseId}sub${index}`} className={styles.dropdown}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href} aria-current={isCurrent(child.href, currentPath) ? 'page' : undefined}>
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.label} className={styles.navItem}>
                  <a className={styles.navLink} href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        {/* Without script this is a link to the search page; with it, a button that opens the box here. */}
        {enhanced ? (
          <button
            ref={searchToggleRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={searchOpen}
            aria-controls={`${baseId}search`}
            onClick={() => setSearchOpen(!searchOpen)}
            onPointerEnter={() => void loadSiteSearch()}
            onFocus={() => void loadSiteSearch()}
          >
            <span className="visually-hidden">{searchOpen ? search.close : search.open}</span>
            <SearchIcon />
          </button>
        ) : (
          <a className={styles.menuButton} href="/search/">
            <span className="visually-hidden">{search.open}</span>
            <SearchIcon />
          </a>
        )}

        <button ref={openerRef} type="button" className={styles.menuButton} aria-haspopup="dialog" aria-controls={dialogId} onClick={openMenu} {...invoke('show-modal', dialogId)}>
          <span className="visually-hidden">{labels.openMenu}</span>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path d="M4 7h16M4 12h16M10 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {searchOpen ? (
        <div id={`${baseId}search`} className={styles.searchPanel}>
          <Suspense fallback={null}>
            <SiteSearch labels={search.labels} focusOnOpen limit={6} />
          </Suspense>
        </div>
      ) : null}

      {/* A modal dialog: the click closes it from its backdrop, the key handler keeps Tab inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.offcanvas}
        aria-labelledby={headingId}
        onClick={onDialogClick}
        onKeyDown={onDialogKeyDown}
        onClose={() => openerRef.current?.focus()}
        {...lightDismiss}
      >
        <div className={styles.offcanvasInner}>
          <div className={styles.offcanvasTop}>
            <h2 id={headingId} className={styles.offcanvasHeading}>
              {labels.menuHeading}
            </h2>
            <button type="button" className={styles.closeButton} onClick={closeMenu} {...invoke('close', dialogId)}>
              <span className="visually-hidden">{labels.closeMenu}</span>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-labelledby={headingId}>
            <ul className={styles.offcanvasList}>
              {menu.map((item) =>
                item.children ? (
                  <li key={item.label}>
                    <details className={styles.submenu}>
                      <summary>{item.label}</summary>
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <a href={child.href} onClick={() => closeMenu()} aria-current={isCurrent(child.href, currentPath) ? 'page' : undefined}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.label}>
                    <a href={item.href} onClick={() => closeMenu()} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={styles.offcanvasContact}>
            <a href={`mailto:${email}`}>{email}</a>
            <a href={telHref(phone)}>{phone}</a>
          </div>
          <div className={styles.offcanvasSocial}>
            <p>{labels.followUs}</p>
            <ul>
              {socials.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${s.name} (${labels.opensInNewTab})`}>
                    <SocialIcon name={s.name} size={22} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </dialog>
    </header>
  )
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
