import { getContent } from '../../lib/content'
import { usePageContext } from '../../renderer/usePageContext'
import { pageLocale } from '../../lib/pageLanguage'
import { NotFound } from './NotFound'

/** The not-found page (also served as 404.html) and, for anything else, a plain error page. */
export default function Page() {
  const pageContext = usePageContext()
  return <NotFound notFound={getContent(pageLocale(pageContext)).pages.notFound} is404={pageContext.is404 !== false} />
}
