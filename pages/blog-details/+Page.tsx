import { BlogPost } from '../../components/BlogPost/BlogPost'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return <BlogPost data={data} layoutLink={data.layoutLink} />
}
