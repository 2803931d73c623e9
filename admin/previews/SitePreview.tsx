import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { IslandScope } from '../../components/islands/Island'
import { Layout } from '../../components/Layout/Layout'
import { LocaleProvider } from '../../components/locale'
import { schemas } from '../../lib/content/schemas'
import { shellOf } from '../../lib/shell'
import type { Locale } from '../../lib/shared/locales'
import { completed } from './complete'
import { DrawWhatCan, FilledNote, Unfinished } from './drawing'
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
    // Nothing from other files: the dropdowns, the footer's map and the legal links stay empty.
    const shell = shellOf(
      { ...site, certification: { ...site.certification, image: asset(site.certification.image) } },
      { menuChildren: () => [], legalLinks: [], footerGroups: [], searchLabels: site.search },
    )
    const languages = [{ tag: locale, name: site.ui.languageName, short: site.ui.languageShort, href: '/', current: true }]
    return (
      <>
        <FilledNote filled={['the entries of the menu’s dropdowns', 'the footer’s map of the pages', 'the legal pages’ links', 'the page between header and footer']} />
        <LocaleProvider locale={locale}>
          <IslandScope>
            <DrawWhatCan key={JSON.stringify(raw)} fallback={<Unfinished what="A field" />}>
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
