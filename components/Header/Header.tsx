import { useId } from 'react'
import type { MenuEntry, SocialLink } from '../../lib/shell'
import { telHref } from '../../lib/shared/format'
import { LogoMark } from '../Logo/Logo'
import { SocialIcon } from '../SocialIcon/SocialIcon'
import type { SearchLabels } from '../../lib/shared/islands'
import SiteSearch from '../islands/SiteSearch/SiteSearch'
import styles from './Header.module.css'
import { Link } from '../Link/Link'
import { jsonInScript } from '../../lib/shared/escape'

export interface HeaderProps {
  name: string
  email: string
  phone: string
  menu: MenuEntry[]
  socials: SocialLink[]
  currentPath: string
  /** The search button's names and the search box's wording. */
  search: { open: string; close: string; labels: SearchLabels }
  /** Every language of the site: this page in it (the route table's versions of the page). */
  languages: LanguageLink[]
  labels: {
    /** Name of the language switcher. */
    languages: string
    homeLinkLabel: string
    openMenu: string
    closeMenu: string
    menuHeading: string
    mainNavigation: string
    followUs: string
    opensInNewTab: string
  }
}

export interface LanguageLink {
  /** BCP 47 tag, for `lang` and `hreflang`. */
  tag: string
  /** The language's name in itself, e.g. Română. */
  name: string
  /** Its short form shown in the bar, e.g. RO. */
  short: string
  href: string
  current: boolean
}

/**
 * Links to this page in the site's other languages: plain links (no script), each naming its
 * language in that language (`lang`) and saying where it leads (`hreflang`); the page's own
 * language is shown too, marked (`aria-current`, filled and ticked: not by colour alone), not
 * linked. In the bar each is its short form (EN, RO); in the menu, its whole name (English, Română).
 */
function LanguageSwitcher({ languages, label, className, full }: { languages: LanguageLink[]; label: string; className: string | undefined; full?: boolean }) {
  const name = (l: LanguageLink) =>
    full ? (
      l.name
    ) : (
      <>
        <span aria-hidden="true">{l.short}</span>
        <span className="visually-hidden">{l.name}</span>
      </>
    )
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {languages.map((l) => (
          <li key={l.tag}>
            {l.current ? (
              <span aria-current="true" lang={l.tag}>
                <CheckIcon size={full ? 16 : 10} />
                {name(l)}
              </span>
            ) : (
              <a href={l.href} hrefLang={l.tag} lang={l.tag}>
                {name(l)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CheckIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

// Attributes React does not type yet; they let the menu open and close without any script.
const invoke = (command: 'show-modal' | 'close', target: string) => ({ commandfor: target, command }) as Record<string, string>
const lightDismiss = { closedby: 'any' } as Record<string, string>

function isCurrent(href: string | undefined, currentPath: string): boolean {
  return href !== undefined && !href.includes('#') && href.replace(/\/$/, '') === currentPath.replace(/\/$/, '')
}

/**
 * The site's header, in HTML and CSS alone: it turns solid after 80 px with a scroll-driven
 * animation, the dropdowns are popovers (Escape and a click elsewhere close them), and the
 * off-canvas menu is a modal dialog opened and closed by invoker commands. The page's small entry
 * script only adds what truly needs script: the search box that opens in place, and closing the
 * menu when one of its links leads to a section of the same page.
 */
export function Header({ name, email, phone, menu, socials, currentPath, search, languages, labels }: HeaderProps) {
  const baseId = useId()
  const dialogId = `${baseId}menu`
  const headingId = `${baseId}menu-heading`
  const searchId = `${baseId}search`

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} href="/" aria-label={labels.homeLinkLabel}>
          <LogoMark />
          <span className={styles.brandName} aria-hidden="true">
            {name}
          </span>
        </Link>

        <nav className={styles.nav} aria-label={labels.mainNavigation}>
          <ul className={styles.navList}>
            {menu.map((item, index) =>
              item.children ? (
                <li key={item.label} className={styles.navItem}>
                  <button type="button" className={styles.navLink} popoverTarget={`${baseId}sub${index}`}>
                    {item.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <ul id={`${baseId}sub${index}`} className={styles.dropdown} popover="auto">
                    <MenuLinks links={item.children} currentPath={currentPath} />
                  </ul>
                </li>
              ) : (
                <li key={item.label} className={styles.navItem}>
                  <Link className={styles.navLink} href={item.href!} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <LanguageSwitcher languages={languages} label={labels.languages} className={styles.languages} />

        {/* A link to the search page; the entry script swaps in the button that opens the box here. */}
        <Link className={styles.menuButton} href="/search/" data-search-link="">
          <span className="visually-hidden">{search.open}</span>
          <SearchIcon />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          hidden
          aria-expanded="false"
          aria-controls={searchId}
          data-search-toggle=""
          data-open-label={search.open}
          data-close-label={search.close}
        >
          <span className="visually-hidden">{search.open}</span>
          <SearchIcon />
        </button>

        <button type="button" className={styles.menuButton} aria-haspopup="dialog" aria-controls={dialogId} {...invoke('show-modal', dialogId)}>
          <span className="visually-hidden">{labels.openMenu}</span>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path d="M4 7h16M4 12h16M10 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {/* The search box, rendered here and started by the entry script when the button opens it. */}
      <div id={searchId} className={styles.searchPanel} hidden data-search-panel="">
        <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInScript(search.labels) }} />
        <SiteSearch labels={search.labels} />
      </div>

      {/* A modal dialog: the browser keeps the page behind it inert, closes it on Escape or a click outside, and gives the focus back. */}
      <dialog id={dialogId} className={styles.offcanvas} aria-labelledby={headingId} data-offcanvas="" {...lightDismiss}>
        <div className={styles.offcanvasInner}>
          <div className={styles.offcanvasTop}>
            <h2 id={headingId} className={styles.offcanvasHeading}>
              {labels.menuHeading}
            </h2>
            <button type="button" className={styles.closeButton} {...invoke('close', dialogId)}>
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
                        <MenuLinks links={item.children} currentPath={currentPath} />
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.label}>
                    <Link href={item.href!} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LanguageSwitcher languages={languages} label={labels.languages} className={styles.offcanvasLanguages} full />
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

/** The links of one sub-menu, the same in the header's dropdown and in the off-canvas menu. */
function MenuLinks({ links, currentPath }: { links: NonNullable<MenuEntry['children']>; currentPath: string }) {
  return links.map((child) => (
    <li key={child.href}>
      <Link href={child.href} aria-current={isCurrent(child.href, currentPath) ? 'page' : undefined}>
        {child.label}
      </Link>
    </li>
  ))
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
