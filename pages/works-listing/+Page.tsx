import { PortfolioView } from '../../components/Portfolio/PortfolioView'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, filter } = useData<Data>()
  return <PortfolioView page={page} filter={filter} />
}
