import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import Carousel from '../../components/islands/Carousel/Carousel'
import Counters from '../../components/islands/Counters/Counters'
import { Island } from '../../components/islands/Island'
import { ProjectGrid } from '../../components/ProjectGrid/ProjectGrid'
import { ServiceBoxes } from '../../components/ServiceBoxes/ServiceBoxes'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomeTrending.module.css'

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <>
      <VariantHero hero={page.hero} image={d.heroImage} />

      <section className={styles.figures} aria-label={page.counters.map((c) => c.label).join(', ')}>
        <div className={styles.container}>
          <Island name="Counters" component={Counters} props={{ items: page.counters, variant: 'dark' }} when="idle" />
        </div>
      </section>

      <HomeSection id="trending-services" head={page.services}>
        <ServiceBoxes items={page.services.items} columns={3} />
      </HomeSection>

      <HomeSection id="case-studies" head={page.caseStudies} tone="surface" link={page.caseStudies.link}>
        <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'caseStudies', label: page.caseStudies.carouselLabel, items: d.slides, labels: d.labels }} />
      </HomeSection>

      <HomeSection id="latest-work" head={page.latestWork} link={page.latestWork.link}>
        <ProjectGrid works={d.works} />
      </HomeSection>

      <HomeSection id="news" head={page.news} tone="surface" link={page.news.link}>
        <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'news', label: page.news.carouselLabel, items: d.news, labels: d.labels }} />
      </HomeSection>

      <CallToAction id="contact-cta" cta={page.cta} />
    </>
  )
}
