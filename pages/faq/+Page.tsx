import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import { Faq } from '../../components/Faq/Faq'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './FaqPage.module.css'

export default function Page() {
  const { page, categories, onThisPage } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="faq-toc">
          <h2 id="faq-toc" className={styles.tocHeading}>
            {onThisPage}
          </h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={`#${c.id}`} lang={c.lang}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.categories}>
          {categories.map((c) => (
            <section key={c.id} id={c.id} className={styles.category} aria-labelledby={`${c.id}-title`}>
              <h2 id={`${c.id}-title`} className={styles.categoryTitle} lang={c.lang}>
                {c.title}
              </h2>
              <Faq items={c.items} group={`faq-${c.id}`} />
            </section>
          ))}
          <section className={styles.contact} aria-labelledby="faq-contact-title">
            <h2 id="faq-contact-title" className={styles.contactTitle}>
              {page.contact.heading}
            </h2>
            <p className={styles.contactText}>{page.contact.text}</p>
            <ButtonLink href={page.contact.cta.href}>{page.contact.cta.label}</ButtonLink>
          </section>
        </div>
      </div>
    </>
  )
}
