import type { PictureData } from '../../lib/shared/picture'

/** A responsive picture: AVIF and WebP at several widths, with its size set so nothing shifts. */
export function Picture({
  image,
  sizes = '100vw',
  eager = false,
  className,
}: {
  image: PictureData
  sizes?: string
  /** Above the fold: load at once and with high priority. */
  eager?: boolean
  className?: string
}) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
