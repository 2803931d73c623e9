import type { ReactNode } from 'react'
import type { Shell } from '../../lib/shell'
import { ConsentBanner } from '../Consent/ConsentBanner'
import { Footer } from '../Footer/Footer'
import { Header, type LanguageLink } from '../Header/Header'
import { Link } from '../Link/Link'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import styles from './Layout.module.css'

/** The frame of every page: skip link, cookie banner (shown on a first visit), header, main content, footer, back-to-top. */
export function Layout({
  shell,
  currentPath,
  year,
  searchable,
  edit,
  languages,
  fallback,
  unpublished,
  children,
}: {
  /** The page in every language of the site, for the switcher. */
  languages: LanguageLink[]
  /**
   * The page's own words are in another language than the page (English, where it has no
   * translation yet), introduced by a note (and a link to what there is in the page's language).
   * `whole`: all of the page is that file's words, marked with its language here; otherwise the
   * page marks the untranslated entry itself and everything around it is in the page's language.
   */
  fallback?: { lang: string; whole: boolean; note: string; link?: { href: string; label: string } } | undefined
  /** The note on a page not on the public site yet (a draft, a post dated after today): only a build with drafts has such pages. */
  unpublished?: string | undefined
  shell: Shell
  currentPath: string
  year: number
  /** Whether the site search indexes this page's main content. */
  searchable: boolean
  /** "Edit this page": the page's content file in the repository. */
  edit?: { href: string; label: string } | undefined
  children: ReactNode
}) {
  const { ui } = shell
  return (
    <>
      {/* The back-to-top link's target: after it, the keyboard continues with the skip link. */}
      <div id="top">
        <a href="#main" className={styles.skipLink}>
          {ui.skipLink}
        </a>
      </div>
      <ConsentBanner texts={shell.consent.texts} />
      <Header
        name={shell.name}
        email={shell.email}
        phone={shell.phone}
        menu={shell.menu}
        socials={shell.socials}
        currentPath={currentPath}
        search={shell.search}
        languages={languages}
        labels={{
          languages: ui.languages,
          homeLinkLabel: ui.homeLinkLabel,
          openMenu: ui.openMenu,
          closeMenu: ui.closeMenu,
          menuHeading: ui.menuHeading,
          mainNavigation: ui.mainNavigation,
          followUs: ui.followUs,
          opensInNewTab: ui.opensInNewTab,
        }}
      />
      <main id="main" tabIndex={-1} className={styles.main} {...(searchable ? { 'data-pagefind-body': '' } : {})}>
        {fallback || unpublished ? (
          <div className={styles.fallbackNote} data-pagefind-ignore="">
            {unpublished ? (
              <p role="note" className={styles.unpublishedNote}>
                {unpublished}
              </p>
            ) : null}
            {fallback ? (
              <p role="note">
                <span className={styles.fallbackText}>{fallback.note}</span>
                {fallback.link ? (
                  <>
                    {' '}
                    <Link href={fallback.link.href}>{fallback.link.label}</Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
        ) : null}
        {fallback || unpublished ? (
          <>
            <div {...(fallback?.whole ? { lang: fallback.lang } : {})} className={styles.fallbackContent}>
              {children}
            </div>
          </>
        ) : (
          children
        )}
        {edit ? (
          <p className={styles.edit} data-pagefind-ignore="">
            <a href={edit.href}>{edit.label}</a>
          </p>
        ) : null}
      </main>
      <Footer shell={shell} year={year} />
      <ScrollToTop label={ui.backToTop} />
    </>
  )
}
