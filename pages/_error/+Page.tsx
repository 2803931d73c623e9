import { pageContent } from '../../lib/pageReads'
import { usePageContext } from '../../renderer/usePageContext'
import { NotFound } from './NotFound'

/** The not-found page (also served as 404.html) and, for anything else, a plain error page. */
export default function Page() {
  const pageContext = usePageContext()
  return <NotFound notFound={pageContent(pageContext).pages.notFound} is404={pageContext.is404 !== false} />
}
