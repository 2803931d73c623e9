import { Island } from '../../components/islands/Island'
import SiteSearch from '../../components/islands/SiteSearch/SiteSearch'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './SearchPage.module.css'

/** /search/?q=…: where every search box leads without JavaScript, and the whole-site search with it. */
export default function Page() {
  const { title, labels, needsJavaScript } = useData<Data>()
  return (
    <>
      <PageHero title={title} />
      <div className={styles.body}>
        <Island name="SiteSearch" component={SiteSearch} props={{ labels, fromAddress: true, limit: 20 }} when="load" />
        <noscript>
          <p className={styles.noscript}>{needsJavaScript}</p>
        </noscript>
      </div>
    </>
  )
}
