import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import { ProjectGrid } from '../../components/ProjectGrid/ProjectGrid'
import { ServiceBoxes } from '../../components/ServiceBoxes/ServiceBoxes'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomeDark.module.css'

/** Section numbers, in order: 01, 02, … */
const number = (i: number) => String(i).padStart(2, '0')

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <div className={styles.theme}>
      <VariantHero hero={page.hero} image={d.heroImage} />

      <HomeSection id="services" head={page.services} tone="dark" number={number(1)}>
        <ServiceBoxes items={page.services.items} tone="dark" />
      </HomeSection>

      <HomeSection id="latest-projects" head={page.latestWork} tone="dark" number={number(2)} link={page.latestWork.link}>
        <ProjectGrid works={d.works} tone="dark" />
      </HomeSection>

      <HomeSection id="partners" head={page.partners} tone="dark" number={number(3)}>
        <ul className={styles.logos}>
          {d.partnerLogos.map((p) => (
            <li key={p.title}>
              <img src={p.logo.src} alt={p.title} width={p.logo.width} height={p.logo.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="quote" head={page.quote} tone="dark" number={number(4)}>
        <figure className={styles.quote}>
          <blockquote>
            <p>{d.quote.quote}</p>
          </blockquote>
          <figcaption>
            <strong>{d.quote.name}</strong>
            <span>
              {d.quote.designation}, {d.quote.company}
            </span>
          </figcaption>
        </figure>
      </HomeSection>

      <CallToAction id="contact-cta" cta={page.cta} />
    </div>
  )
}
