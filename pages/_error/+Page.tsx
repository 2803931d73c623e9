import { getContent } from '../../lib/content'
import { usePageContext } from '../../renderer/usePageContext'
import styles from './ErrorPage.module.css'
import { pageLocale } from '../../lib/pageLanguage'
import { Link } from '../../components/Link/Link'

/** The not-found page (also served as 404.html) and, for anything else, a plain error page. */
export default function Page() {
  const pageContext = usePageContext()
  const notFound = getContent(pageLocale(pageContext)).pages.notFound
  const is404 = pageContext.is404 !== false
  return (
    <section className={styles.wrap} aria-labelledby="page-title">
      <p className={styles.code} aria-hidden="true">
        {is404 ? '404' : '500'}
      </p>
      <h1 id="page-title" className={styles.heading}>
        {is404 ? notFound.heading : notFound.errorHeading}
      </h1>
      <p className={styles.text}>{is404 ? notFound.text : notFound.errorText}</p>
      <Link className={styles.back} href="/">
        {notFound.backLabel}
      </Link>
    </section>
  )
}
