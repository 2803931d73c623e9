import type { ServiceCardData } from '../../lib/cards'
import styles from './ServiceCards.module.css'
import { Link } from '../Link/Link'

/**
 * A card for each service: its title (the link, whose target area is the whole card), its summary
 * and the words that say where it leads, e.g. "Learn more →". About Us and the home variants' service
 * list show them.
 */
export function ServiceCards({ services, readMore }: { services: ServiceCardData[]; readMore: string }) {
  return (
    <ul className={styles.services}>
      {services.map((s) => (
        <li key={s.href} className={styles.service}>
          <h3 className={styles.title}>
            <Link href={s.href}>{s.title}</Link>
          </h3>
          <p className={styles.summary}>{s.summary}</p>
          <span className={styles.more} aria-hidden="true">
            {readMore}
          </span>
        </li>
      ))}
    </ul>
  )
}
