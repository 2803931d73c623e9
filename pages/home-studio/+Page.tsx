import { Awards } from '../../components/Awards/Awards'
import { BlogCards } from '../../components/BlogCards/BlogCards'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import { ProjectGrid } from '../../components/ProjectGrid/ProjectGrid'
import { ServiceBoxes } from '../../components/ServiceBoxes/ServiceBoxes'
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

      <HomeSection id="latest-work" head={page.latestWork} tone="surface" link={page.latestWork.link}>
        <ProjectGrid works={d.works} />
      </HomeSection>

      <Awards {...d.awards} tone="plain" compact />

      <HomeSection id="articles" head={page.articles} tone="surface" link={page.articles.link}>
        <BlogCards posts={d.posts} continueLabel={page.articles.continueLabel} />
      </HomeSection>

      <CallToAction id="describe-project" cta={page.cta} />
    </>
  )
}
