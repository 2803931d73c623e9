import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import { Picture } from '../../components/Picture/Picture'
import { SkillBars } from '../../components/SkillBars/SkillBars'
import { SocialFeed } from '../../components/SocialFeed/SocialFeed'
import { TestimonialSlider } from '../../components/TestimonialSlider/TestimonialSlider'
import { Timeline } from '../../components/Timeline/Timeline'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomeFreelancer.module.css'

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <>
      <VariantHero hero={page.hero} image={d.heroImage} look="portrait" />

      <HomeSection id="biography" head={page.bio}>
        <div className={styles.bio}>
          <Picture image={d.portrait} sizes="(min-width: 900px) 280px, 60vw" className={styles.portrait} />
          <div>
            {page.bio.paragraphs.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
          </div>
        </div>
      </HomeSection>

      <HomeSection id="skills" head={page.skills} tone="surface">
        <SkillBars items={page.skills.items} />
      </HomeSection>

      <HomeSection id="timeline" head={page.timeline}>
        <Timeline groups={page.timeline.groups} />
      </HomeSection>

      <HomeSection id="testimonials" head={page.testimonials} tone="surface">
        <TestimonialSlider items={d.testimonials} label={page.testimonials.carouselLabel} labels={d.labels} />
      </HomeSection>

      <HomeSection id="social" head={page.social}>
        <SocialFeed posts={page.social.posts} socials={d.socials} linkLabel={page.social.linkLabel} newTabLabel={d.opensInNewTab} />
      </HomeSection>

      <CallToAction id="hire" cta={page.cta} />
    </>
  )
}
