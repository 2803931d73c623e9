import type { PictureData } from '../../../lib/shared/picture'
import { Picture } from '../../Picture/Picture'
import styles from './Lightbox.module.css'

/**
 * Pictures that open enlarged in GLightbox (zoomable, looping, Escape closes), started by
 * `enhance.ts` without React. Each picture is a link to its full-size file, so without script it
 * still opens.
 */
export default function Lightbox({
  images,
  sizes,
  layout = 'single',
  openLabel,
}: {
  images: PictureData[]
  sizes: string
  layout?: 'single' | 'grid'
  /** Accessible name of each link; `{alt}` is replaced by the picture's description. */
  openLabel: string
  /** Shown in the lightbox when a picture cannot be loaded. */
  errorText: string
}) {
  return (
    <ul className={`${styles.list} ${layout === 'grid' ? styles.grid : ''}`}>
      {images.map((image, index) => (
        <li key={image.full}>
          <a className={styles.link} href={image.full} data-lightbox-index={index} data-press-again="" aria-label={openLabel.replace('{alt}', image.alt)}>
            <Picture image={image} sizes={sizes} />
            <span className={styles.zoom} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M16 16l4 4M11 8v6M8 11h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
