import { Sections, Themed } from '../../components/Sections/Sections'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

/** A home variant: its hero, then its sections in the order of its file. */
export default function Page() {
  const { hero, heroImage, look, sections } = useData<Data>()
  return (
    <Themed theme={look.theme}>
      <VariantHero hero={hero} image={heroImage} look={hero.look} />
      <Sections sections={sections} look={look} />
    </Themed>
  )
}
