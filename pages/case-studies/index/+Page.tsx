import { CaseStudyCards } from '../../../components/CaseStudyCards/CaseStudyCards'
import { PageHero } from '../../../components/PageHero/PageHero'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './CaseStudiesIndex.module.css'

export default function Page() {
  const { page, studies } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <CaseStudyCards studies={studies} readMore={page.readMore} headingLevel={2} />
      </div>
    </>
  )
}
