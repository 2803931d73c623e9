import { formatDate } from '../../lib/shared/format'
import type { SocialLink } from '../../lib/shell'
import { SocialIcon } from '../SocialIcon/SocialIcon'
import styles from './SocialFeed.module.css'
import { useLocale } from '../locale'

/**
 * Recent posts, written in the page's YAML, each linking to the network's profile from site.yaml.
 * Nothing is embedded from the networks: the page works offline and sets no third-party cookies.
 */
export function SocialFeed({
  posts,
  socials,
  linkLabel,
  newTabLabel,
}: {
  posts: Array<{ network: string; date: string; text: string }>
  socials: SocialLink[]
  /** "{network}" is filled in. */
  linkLabel: string
  newTabLabel: string
}) {
  const locale = useLocale()
  return (
    <ul className={styles.feed}>
      {posts.map((post) => {
        const profile = socials.find((s) => s.name === post.network)
        return (
          <li key={`${post.network} ${post.date}`} className={styles.post}>
            <p className={styles.head}>
              <SocialIcon name={post.network} size={22} />
              <span className={styles.network}>{post.network}</span>
              <time dateTime={post.date} className={styles.date}>
                {formatDate(post.date, 'short', locale)}
              </time>
            </p>
            <p className={styles.text}>{post.text}</p>
            {profile ? (
              <a href={profile.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {linkLabel.replace('{network}', post.network)}
                <span className="visually-hidden"> ({newTabLabel})</span>
              </a>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
