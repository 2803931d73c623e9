import type { SocialLink } from '../../lib/shell'
import { SocialIcon } from '../SocialIcon/SocialIcon'

/** The studio's social profiles from site.yaml, each opening in a new tab; the list's look is the caller's. */
export function SocialLinks({ socials, newTabLabel, className, iconSize = 22 }: { socials: SocialLink[]; newTabLabel: string; className?: string; iconSize?: number }) {
  return (
    <ul className={className}>
      {socials.map((s) => (
        <li key={s.name}>
          <a href={s.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon name={s.name} size={iconSize} />
            <span>{s.name}</span>
            <span className="visually-hidden"> ({newTabLabel})</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
