import { BlogCards } from '../../components/BlogCards/BlogCards'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import FilterTabs from '../../components/islands/FilterTabs/FilterTabs'
import { Island } from '../../components/islands/Island'
import { Partners } from '../../components/Partners/Partners'
import { ServiceBoxes } from '../../components/ServiceBoxes/ServiceBoxes'
import { TeamStrip } from '../../components/TeamStrip/TeamStrip'
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
        <ServiceBoxes items={page.services.items} countLabel={page.services.countLabel} />
      </HomeSection>

      <HomeSection id="works" head={page.works} tone="surface">
        <Island name="FilterTabs" component={FilterTabs} when="visible" props={{ ...d.works, layout: 'grid', headingLevel: 3 }} />
      </HomeSection>

      <Partners partners={page.clients} logos={d.clientLogos} tone="plain" headingId="clients-title" compact />

      <HomeSection id="team" head={page.team} tone="surface" link={page.team.link}>
        <TeamStrip members={d.members} />
      </HomeSection>

      <HomeSection id="blog" head={page.blog}>
        <BlogCards posts={d.posts} continueLabel={page.blog.continueLabel} />
      </HomeSection>

      <CallToAction id="lets-talk" cta={page.cta} />
    </>
  )
}
