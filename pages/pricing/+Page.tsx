import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './PricingPage.module.css'

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export default function Page() {
  const { page } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <ul className={styles.plans}>
          {page.plans.map((plan) => {
            const id = `plan-${slug(plan.name)}`
            return (
              <li key={plan.name} className={`${styles.plan} ${plan.badge ? styles.featured : ''}`}>
                <article aria-labelledby={id} className={styles.card}>
                  <header className={styles.head}>
                    <h2 id={id} className={styles.name}>
                      {plan.name}
                    </h2>
                    {plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
                  </header>
                  <p className={styles.price}>
                    <span className={styles.amount}>
                      {plan.currency}
                      {plan.price}
                    </span>{' '}
                    <span className={styles.period}>{plan.period}</span>
                  </p>
                  <p className={styles.note}>{plan.note}</p>
                  <ul className={styles.features} aria-label={page.featuresLabel}>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <svg className={styles.check} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                          <circle cx="10" cy="10" r="10" />
                          <path d="M5.5 10.5l3 3 6-7" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <div className={styles.action}>
                    <ButtonLink href={plan.cta.href}>{plan.cta.label}</ButtonLink>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>

        <section className={styles.enterprise} aria-labelledby="enterprise-title">
          <div>
            <h2 id="enterprise-title" className={styles.enterpriseTitle}>
              {page.enterprise.heading}
            </h2>
            <p className={styles.enterpriseText}>{page.enterprise.text}</p>
          </div>
          <ButtonLink href={page.enterprise.cta.href}>{page.enterprise.cta.label}</ButtonLink>
        </section>
      </div>
    </>
  )
}
