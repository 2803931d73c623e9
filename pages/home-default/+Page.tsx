import { Awards } from '../../components/Awards/Awards'
import { BlogCards } from '../../components/BlogCards/BlogCards'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import Carousel from '../../components/islands/Carousel/Carousel'
import { Island } from '../../components/islands/Island'
import { Partners } from '../../components/Partners/Partners'
import { Points } from '../../components/Points/Points'
import { ServiceBoxes } from '../../components/ServiceBoxes/ServiceBoxes'
import { TestimonialSlider } from '../../components/TestimonialSlider/TestimonialSlider'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <>
      <VariantHero hero={page.hero} image={d.heroImage} />

      <HomeSection id="services" head={page.services}>
        <ServiceBoxes items={page.services.items} />
      </HomeSection>

      <HomeSection id="case-studies" head={page.caseStudies} tone="surface" link={page.caseStudies.link}>
        <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'caseStudies', label: page.caseStudies.carouselLabel, items: d.slides, labels: d.labels }} />
      </HomeSection>

      <HomeSection id="approach" head={{ label: page.approach.label, heading: d.approach.heading, intro: d.approach.intro }} tone="dark">
        <Points items={d.approach.steps} columns={3} tone="dark" />
      </HomeSection>

      <Partners {...d.partners} partners={page.partners} tone="plain" compact />

      <HomeSection id="testimonials" head={page.testimonials} tone="surface">
        <TestimonialSlider items={d.testimonials} label={page.testimonials.carouselLabel} labels={d.labels} />
      </HomeSection>

      <Awards {...d.awards} tone="plain" compact />

      <HomeSection id="blog" head={page.blog} tone="surface" link={page.blog.link}>
        <BlogCards posts={d.posts} continueLabel={page.blog.continueLabel} />
      </HomeSection>
    </>
  )
}
