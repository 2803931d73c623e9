import { Awards } from '../../components/Awards/Awards'
import { PageHero } from '../../components/PageHero/PageHero'
import { Partners } from '../../components/Partners/Partners'
import { Picture } from '../../components/Picture/Picture'
import { Section } from '../../components/Section/Section'
import { ServiceCards } from '../../components/ServiceCards/ServiceCards'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { Testimonials } from '../../components/Testimonials/Testimonials'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './AboutUsPage.module.css'
import { Paragraphs } from '../../components/Paragraphs/Paragraphs'
import { Split } from '../../components/Split/Split'

export default function Page() {
  const { page, storyImages, services, awards, partners } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>

      <Section labelledBy="story-title">
        <Split>
          <div>
            <SectionHeading id="story-title" label={page.story.label}>
              {page.story.heading}
            </SectionHeading>
            <Paragraphs items={page.story.paragraphs} />
          </div>
          <div className={styles.collage}>
            {storyImages.map((image, index) => (
              <Picture key={image.src} image={image} sizes={index === 0 ? '(min-width: 900px) 560px, 100vw' : '(min-width: 900px) 280px, 50vw'} className={styles.collageItem} />
            ))}
          </div>
        </Split>
      </Section>

      <Section labelledBy="services-title" tone="surface">
        <SectionHeading id="services-title" label={page.services.label}>
          {page.services.heading}
        </SectionHeading>
        <p className={styles.lead}>{page.services.intro}</p>
        <ServiceCards services={services} readMore={page.services.readMore} />
      </Section>

      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" label={page.testimonials.label}>
          {page.testimonials.heading}
        </SectionHeading>
        <Testimonials items={page.testimonials.items} />
      </Section>

      <Awards {...awards} tone="surface" compact />
      <Partners {...partners} tone="plain" compact />
    </>
  )
}
