import type { ReactNode } from 'react'
import { ButtonLink } from '../ButtonLink/ButtonLink'
import { PageHero } from '../PageHero/PageHero'
import { Island } from '../islands/Island'
import FilterTabs from '../islands/FilterTabs/FilterTabs'
import type { PortfolioViewData } from '../../lib/portfolio'
import styles from './PortfolioView.module.css'

/** A portfolio page: the title band, the works behind their filter tabs, then the 'More' link. */
export function PortfolioView({ page, filter, children }: Omit<PortfolioViewData, 'head'> & { children?: ReactNode }) {
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        {/* The works are in the HTML; the tabs start on first use (a press on a tab before then is made again once they have). */}
        <Island name="FilterTabs" component={FilterTabs} props={{ ...filter, eagerFirst: true }} when="interaction" />
        {children}
        <p className={styles.more}>
          <ButtonLink href={page.more.href} hint={page.more.hint}>
            {page.more.label}
          </ButtonLink>
        </p>
      </div>
    </>
  )
}
