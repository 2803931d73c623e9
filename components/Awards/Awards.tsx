import type { HomePageData } from '../../lib/content'
import type { PictureData } from '../../lib/images'
import { Section } from '../Section/Section'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import styles from './Awards.module.css'
import { Link } from '../Link/Link'

/**
 * The studio's awards by year, from pages/home.yaml; shown on the landing page and on About Us.
 * `logos` holds the medallion of each year, in the same order as `awards.years`.
 */
export function Awards({
  awards,
  logos,
  tone = 'surface',
  headingId = 'awards-title',
  compact = false,
}: {
  awards: HomePageData['awards']
  logos: PictureData[]
  tone?: 'plain' | 'surface'
  headingId?: string
  /** The section heading size of inner pages, instead of the landing's large titles. */
  compact?: boolean
}) {
  return (
    <Section labelledBy={headingId} tone={tone} className={tone === 'plain' ? styles.plain : undefined}>
      {compact ? (
        <SectionHeading id={headingId}>{awards.heading}</SectionHeading>
      ) : (
        <h2 id={headingId} className={styles.title}>
          {awards.heading}
        </h2>
      )}
      <p className={styles.lead}>{awards.intro}</p>
      <ul className={styles.awards}>
        {awards.years.map((year, index) => (
          <li key={year.year} className={styles.awardYear}>
            <img src={logos[index]!.src} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <p className={styles.year}>{year.year}</p>
            <ul className={styles.awardList}>
              {year.awards.map((award) => (
                <li key={award.title}>
                  <strong>{award.title}</strong>
                  <span>{award.subTitle}</span>
                </li>
              ))}
            </ul>
            <Link href={year.link.href} className={styles.link}>
              {year.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
