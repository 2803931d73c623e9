import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import Carousel from '../../components/islands/Carousel/Carousel'
import { Island } from '../../components/islands/Island'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './WorksCarouselPage.module.css'

export default function Page() {
  const { page, items, labels } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <Island name="Carousel" component={Carousel} props={{ variant: 'caseStudies', label: page.carouselLabel, items, labels, headingLevel: 2 }} when="visible" />
        <p className={styles.all}>
          <ButtonLink href={page.allProjects.href}>{page.allProjects.label}</ButtonLink>
        </p>
      </div>
    </>
  )
}
