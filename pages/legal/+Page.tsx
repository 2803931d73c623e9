import { CookieSettingsButton } from '../../components/Consent/CookieSettings'
import { Markdown } from '../../components/Markdown/Markdown'
import { PageHero } from '../../components/PageHero/PageHero'
import { formatDate } from '../../lib/shared/format'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './LegalPage.module.css'
import { useLocale } from '../../components/locale'

export default function Page() {
  const locale = useLocale()
  const { title, updated, updatedLabel, body, headings, onThisPage, cookieSettings } = useData<Data>()
  return (
    <>
      <PageHero title={title}>
        <p>
          {updatedLabel}: <time dateTime={updated}>{formatDate(updated, 'long', locale)}</time>
        </p>
      </PageHero>
      <div className={styles.layout}>
        {headings.length > 1 ? (
          <nav className={styles.toc} aria-labelledby="toc-heading">
            <h2 id="toc-heading" className={styles.tocHeading}>
              {onThisPage}
            </h2>
            <ol>
              {headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={styles.body}>
          <Markdown tree={body} />
          {cookieSettings ? (
            <p className={styles.consent}>
              <CookieSettingsButton label={cookieSettings} />
            </p>
          ) : null}
        </div>
      </div>
    </>
  )
}
