import type { HomePageData } from '../../lib/content'
import type { PictureData } from '../../lib/images'
import { PartnerLogos } from '../PartnerLogos/PartnerLogos'
import { Section } from '../Section/Section'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import styles from './Partners.module.css'

/** The grid of partner logos from pages/home.yaml; shown on the landing page and on About Us. */
export function Partners({
  partners,
  logos,
  tone = 'surface',
  headingId = 'partners-title',
  compact = false,
}: {
  /** Heading and intro; the logos themselves come prepared in `logos`. */
  partners: Pick<HomePageData['partners'], 'heading' | 'intro'>
  logos: Array<{ title: string; logo: PictureData }>
  tone?: 'plain' | 'surface'
  headingId?: string
  /** The section heading size of inner pages, instead of the landing's large titles. */
  compact?: boolean
}) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      {compact ? (
        <SectionHeading id={headingId}>{partners.heading}</SectionHeading>
      ) : (
        <h2 id={headingId} className={styles.title}>
          {partners.heading}
        </h2>
      )}
      <p className={styles.lead}>{partners.intro}</p>
      <PartnerLogos logos={logos} tone={tone === 'plain' ? 'plain' : 'light'} />
    </Section>
  )
}
