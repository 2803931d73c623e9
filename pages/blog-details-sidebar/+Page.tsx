import { BlogPost } from '../../components/BlogPost/BlogPost'
import { BlogSidebar } from '../../components/BlogSidebar/BlogSidebar'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return <BlogPost data={data} layoutLink={data.layoutLink} sidebar={<BlogSidebar data={data.sidebar} />} />
}
