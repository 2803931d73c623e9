import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomePage.module.css'

export default function Page() {
  const { home, bookingUrl, opensInNewTab, services, industries, caseStudies } = useData<Data>()
  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroArt} aria-hidden="true" />
        <div className={styles.heroInner}>
          <p className={styles.kicker}>{home.hero.kicker}</p>
          <h1 id="home-title" className={styles.slogan}>
            {home.hero.slogan}
          </h1>
          <p className={styles.heroIntro}>{home.hero.intro}</p>
          <a className={styles.primaryButton} href={home.hero.cta.href}>
            {home.hero.cta.label}
          </a>
        </div>
        <a className={styles.scrollDown} href="#get-started">
          <span className="visually-hidden">{home.hero.scrollLabel}</span>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </section>

      <section id="get-started" className={styles.getStarted} aria-labelledby="get-started-title">
        <div className={styles.container}>
          <h2 id="get-started-title" className={styles.sectionTitle}>
            {home.getStarted.heading}
          </h2>
          <p className={styles.lead}>{home.getStarted.text}</p>
          <a className={styles.primaryButton} href={bookingUrl} target="_blank" rel="noopener noreferrer">
            {home.getStarted.bookingLabel}
            <span className="visually-hidden"> ({opensInNewTab})</span>
          </a>
        </div>
      </section>

      <section id="what-we-do" className={styles.section} aria-labelledby="what-we-do-title">
        <div className={styles.container}>
          <h2 id="what-we-do-title" className={styles.sectionTitle}>
            {home.whatWeDo.heading}
          </h2>
          <p className={styles.lead}>{home.whatWeDo.intro}</p>
          <div className={styles.columns}>
            {[
              { heading: home.whatWeDo.servicesHeading, items: services },
              { heading: home.whatWeDo.industriesHeading, items: industries },
            ].map((group) => (
              <div key={group.heading}>
                <h3 className={styles.columnTitle}>{group.heading}</h3>
                <ul className={styles.linkList}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href}>{item.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="how-we-do" className={`${styles.section} ${styles.dark}`} aria-labelledby="how-we-do-title">
        <div className={styles.container}>
          <h2 id="how-we-do-title" className={styles.sectionTitle}>
            {home.approach.heading}
          </h2>
          <p className={styles.lead}>{home.approach.intro}</p>
          <ol className={styles.steps}>
            {home.approach.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="our-work" className={styles.section} aria-labelledby="our-work-title">
        <div className={styles.container}>
          <h2 id="our-work-title" className={styles.sectionTitle}>
            {home.ourWork.heading}
          </h2>
          <p className={styles.lead}>{home.ourWork.intro}</p>
          <ul className={styles.cards}>
            {caseStudies.map((study) => (
              <li key={study.href} className={styles.card}>
                <h3>
                  <a href={study.href}>{study.title}</a>
                </h3>
                <p>{study.summary}</p>
              </li>
            ))}
          </ul>
          <a className={styles.textLink} href={home.ourWork.contactCta.href}>
            {home.ourWork.contactCta.label}
          </a>
        </div>
      </section>
    </>
  )
}
