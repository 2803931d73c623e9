import type { PostCard } from '../../lib/blog'
import { BlogCard } from '../BlogCard/BlogCard'
import styles from './BlogCards.module.css'

/** A row of blog teasers (three on wide screens), each the blog's own card. */
export function BlogCards({ posts, continueLabel }: { posts: PostCard[]; continueLabel: string }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.href} className={styles.post}>
          <BlogCard post={post} readMore={continueLabel} sizes="(min-width: 900px) 380px, 100vw" />
        </li>
      ))}
    </ul>
  )
}
