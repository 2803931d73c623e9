import { CallToAction } from '../../components/CallToAction/CallToAction'
import { HomeSection } from '../../components/HomeSection/HomeSection'
import FilterTabs from '../../components/islands/FilterTabs/FilterTabs'
import { Island } from '../../components/islands/Island'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, works } = useData<Data>()
  return (
    <>
      <VariantHero hero={page.hero} look="editorial" />

      <HomeSection id="works" head={page.works}>
        <Island name="FilterTabs" component={FilterTabs} when="visible" props={{ ...works, layout: 'grid', headingLevel: 3 }} />
      </HomeSection>

      <CallToAction id="contact-cta" cta={page.cta} />
    </>
  )
}
