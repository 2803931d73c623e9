import { LatestWorks } from '../../components/Portfolio/LatestWorks'
import { PortfolioView } from '../../components/Portfolio/PortfolioView'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, filter, latest } = useData<Data>()
  return (
    <PortfolioView page={page} filter={filter}>
      <LatestWorks label={latest.label} heading={latest.heading} items={latest.items} />
    </PortfolioView>
  )
}
