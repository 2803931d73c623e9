import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { IslandScope } from '../../components/islands/Island'
import { Layout } from '../../components/Layout/Layout'
import { LocaleProvider } from '../../components/locale'
import { schemas } from '../../lib/content/schemas'
import type { Shell } from '../../lib/shell'
import type { Locale } from '../../lib/shared/locales'
import { completed } from './complete'
import { DrawWhatCan } from './drawing'
import styles from './Preview.module.css'

/**
 * site.yaml as every page shows it: the site's own frame (components/Layout: its header, menu and
 * footer) around an empty page, with the file being edited. What the frame lists from other files
 * (a dropdown's entries, the footer's map of pages, the legal pages) is filled in when the site is
 * built (lib/shell.ts › buildShell); here those lists are empty, and a note says so.
 */
type Props = PreviewTemplateComponentProps

export function sitePreview(locale: Locale) {
  return function SitePreview(props: Props) {
    const raw = ((props.entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>
    const site = completed(schemas.site, raw)
    const asset = (path: string) => (path ? (props.getAsset(path)?.toString() ?? path) : path)
    const shell: Shell = {
      name: site.name,
      legalName: site.legalName,
      email: site.email,
      phone: site.phone,
      address: site.address,
      socials: site.socials,
      menu: site.menu.map((item) => (item.collection ? { label: item.label, children: [] } : { label: item.label, href: item.href ?? '/' })),
      legalLinks: [],
      footerGroups: [],
      certification: { ...site.certification, image: asset(site.certification.image) },
      ui: site.ui,
      search: { open: site.search.open, close: site.search.close, labels: site.search },
      consent: { texts: site.consent, analytics: site.analytics },
    }
    const languages = [{ tag: locale, name: site.ui.languageName, short: site.ui.languageShort, href: '/', current: true }]
    return (
      <>
        <p className={styles.note} role="note">
          Filled in from other files when the site is built: the entries of the menu’s dropdowns, the footer’s map of the pages, the legal pages’ links, and the page between header
          and footer.
        </p>
        <LocaleProvider locale={locale}>
          <IslandScope>
            <DrawWhatCan key={JSON.stringify(raw)} fallback={<p className={styles.note}>A field is not complete yet: the preview shows it once it is filled in.</p>}>
              <Layout shell={shell} currentPath="/" year={new Date().getFullYear()} searchable={false} languages={languages}>
                <div className={styles.emptyPage} />
              </Layout>
            </DrawWhatCan>
          </IslandScope>
        </LocaleProvider>
      </>
    )
  }
}
