import type { FaqItemData } from '../../lib/cards'
import { Faq } from '../Faq/Faq'
import styles from './Sidebar.module.css'
import { Link } from '../Link/Link'

/** The right-hand column of service and industry pages: every service, then the questions. */
export function Sidebar({
  servicesTitle,
  services,
  currentHref,
  faqTitle,
  faq,
}: {
  servicesTitle: string
  services: Array<{ href: string; title: string }>
  currentHref?: string
  faqTitle: string
  faq: FaqItemData[]
}) {
  return (
    <aside className={styles.sidebar}>
      <nav className={styles.box} aria-labelledby="sidebar-services">
        <h2 id="sidebar-services" className={styles.title}>
          {servicesTitle}
        </h2>
        <ul className={styles.services}>
          {services.map((s) => (
            <li key={s.href}>
              <Link href={s.href} aria-current={s.href === currentHref ? 'page' : undefined}>
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {faq.length > 0 ? (
        <section className={styles.box} aria-labelledby="sidebar-faq">
          <h2 id="sidebar-faq" className={styles.title}>
            {faqTitle}
          </h2>
          <Faq items={faq} group="sidebar-faq" />
        </section>
      ) : null}
    </aside>
  )
}
