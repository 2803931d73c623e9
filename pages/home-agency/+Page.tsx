import { CallToAction } from '../../components/CallToAction/CallToAction'
import { CaseStudyCards } from '../../components/CaseStudyCards/CaseStudyCards'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import Counters from '../../components/islands/Counters/Counters'
import { Island } from '../../components/islands/Island'
import { Partners } from '../../components/Partners/Partners'
import { Picture } from '../../components/Picture/Picture'
import { Points } from '../../components/Points/Points'
import { TestimonialSlider } from '../../components/TestimonialSlider/TestimonialSlider'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomeAgency.module.css'

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <>
      <VariantHero hero={page.hero} image={d.heroImage} />

      <HomeSection id="about" head={page.about}>
        <div className={styles.split}>
          <div>
            {page.about.paragraphs.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
            <div className={styles.counters}>
              <Island name="Counters" component={Counters} props={{ items: page.about.counters }} when="idle" />
            </div>
          </div>
          <Picture image={d.aboutImage} sizes="(min-width: 900px) 560px, 100vw" className={styles.picture} />
        </div>
      </HomeSection>

      <HomeSection id="agency-services" head={page.services} tone="surface">
        <ul className={styles.services}>
          {d.services.map((s) => (
            <li key={s.href} className={styles.service}>
              <h3 className={styles.serviceTitle}>
                <a href={s.href}>{s.title}</a>
              </h3>
              <p className={styles.serviceSummary}>{s.summary}</p>
              <span className={styles.more} aria-hidden="true">
                {page.services.readMore} →
              </span>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="approach" head={{ label: page.approach.label, heading: d.approach.heading, intro: d.approach.intro }} tone="dark">
        <Points items={d.approach.steps} columns={3} tone="dark" />
      </HomeSection>

      <HomeSection id="case-studies" head={page.caseStudies} link={page.caseStudies.link}>
        <CaseStudyCards studies={d.caseStudies} readMore={page.caseStudies.readMore} />
      </HomeSection>

      <HomeSection id="testimonials" head={page.testimonials} tone="surface">
        <TestimonialSlider items={d.testimonials} label={page.testimonials.carouselLabel} labels={d.labels} />
      </HomeSection>

      <Partners partners={page.partners} logos={d.partnerLogos} tone="plain" compact />

      <CallToAction id="contact-cta" cta={page.cta} />
    </>
  )
}
