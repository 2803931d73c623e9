import type { ReactNode } from 'react'
import type { Shell } from '../../lib/shell'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import styles from './Layout.module.css'

/** The frame of every page: skip link, header, main content, footer, back-to-top. */
export function Layout({
  shell,
  currentPath,
  year,
  searchable,
  edit,
  children,
}: {
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
      <Header
        name={shell.name}
        email={shell.email}
        phone={shell.phone}
        menu={shell.menu}
        socials={shell.socials}
        currentPath={currentPath}
        search={shell.search}
        labels={{
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
        {children}
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
