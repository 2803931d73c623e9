import { BlogPost } from '../../../components/BlogPost/BlogPost'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  return <BlogPost data={useData<Data>()} />
}
