import type { CaseStudyCardData } from '../../lib/cards'
import { Picture } from '../Picture/Picture'
import styles from './CaseStudyCards.module.css'
import { LanguageMark } from '../LanguageMark/LanguageMark'
import { Link } from '../Link/Link'

/** A card per case study, linking to its page; used on the landing page and the index. */
export function CaseStudyCards({ studies, readMore, headingLevel = 3 }: { studies: CaseStudyCardData[]; readMore: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.cards}>
      {studies.map((study) => (
        <li key={study.href} className={styles.card}>
          <Picture image={study.image} sizes="(min-width: 900px) 50vw, 100vw" className={styles.picture} />
          <div className={styles.text}>
            <p className={styles.category}>
              <span lang={study.lang}>{study.category}</span>
              {study.langLabel ? <LanguageMark label={study.langLabel} /> : null}
            </p>
            <Heading className={styles.title} lang={study.lang}>
              <Link href={study.href} className={styles.link}>
                {study.title}
              </Link>
            </Heading>
            <p lang={study.lang}>{study.summary}</p>
            <span className={styles.more} aria-hidden="true">
              {readMore} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
