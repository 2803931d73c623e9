import type { PagesData } from '../../lib/content/schemas'
import { Link } from '../../components/Link/Link'
import styles from './ErrorPage.module.css'

/** The not-found page's words (pages/not-found.yaml) as the page shows them; `is404: false` for any other error. */
export function NotFound({ notFound, is404 }: { notFound: PagesData['notFound']; is404: boolean }) {
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
