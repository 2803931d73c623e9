import type { FilterItem } from '../../lib/shared/islands'
import { Picture } from '../Picture/Picture'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import styles from './LatestWorks.module.css'
import { LinkOrText } from '../Link/Link'

/** The second grid of /works-grid/: a few works in three columns, without filters. */
export function LatestWorks({ label, heading, items }: { label: string; heading: string; items: FilterItem[] }) {
  return (
    <section aria-labelledby="latest-works" className={styles.latest}>
      <SectionHeading id="latest-works" label={label}>
        {heading}
      </SectionHeading>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.image ? <Picture image={item.image} sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 92vw" className={styles.picture} /> : null}
            <p className={styles.kicker}>
              {item.kicker}
              <span aria-hidden="true"> · </span>
              {item.meta}
            </p>
            <h3 className={styles.title}>
              <LinkOrText href={item.href} className={styles.link}>
                {item.title}
              </LinkOrText>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  )
}
