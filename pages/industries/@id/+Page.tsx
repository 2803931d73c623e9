import { ButtonLink } from '../../../components/ButtonLink/ButtonLink'
import { DetailLayout } from '../../../components/DetailLayout/DetailLayout'
import { Markdown } from '../../../components/Markdown/Markdown'
import { PageHero } from '../../../components/PageHero/PageHero'
import { Picture } from '../../../components/Picture/Picture'
import { Points } from '../../../components/Points/Points'
import { SectionHeading } from '../../../components/SectionHeading/SectionHeading'
import { Sidebar } from '../../../components/Sidebar/Sidebar'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './IndustryPage.module.css'

export default function Page() {
  const { industry, image, body, faq, services, ui } = useData<Data>()
  return (
    <>
      <PageHero label={ui.label} title={industry.title} scrollHint={{ target: '#content', label: ui.scrollDown, hideAfter: 100 }}>
        <p>{industry.intro}</p>
        <ButtonLink href="/contact/">{industry.ctaLabel}</ButtonLink>
      </PageHero>
      <DetailLayout sidebar={<Sidebar servicesTitle={industry.servicesTitle} services={services} faqTitle={industry.faqTitle} faq={faq} />}>
        <section aria-labelledby="expertise" className={styles.expertise}>
          <div>
            <SectionHeading id="expertise">{industry.expertiseTitle}</SectionHeading>
            {industry.expertise.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Picture image={image} sizes="(min-width: 1024px) 760px, 100vw" className={styles.picture} />
        </section>
        {body.children.length > 0 ? <Markdown tree={body} /> : null}
        <section aria-labelledby="challenges">
          <SectionHeading id="challenges">{industry.challengesTitle}</SectionHeading>
          <Points items={industry.challenges} />
        </section>
      </DetailLayout>
    </>
  )
}
