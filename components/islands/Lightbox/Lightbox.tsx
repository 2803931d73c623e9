import 'glightbox/dist/css/glightbox.css'
import { useEffect, useRef, type MouseEvent } from 'react'
import type { PictureData } from '../../../lib/images'
import { Picture } from '../../Picture/Picture'
import styles from './Lightbox.module.css'

type GLightboxInstance = {
  openAt: (index?: number) => void
  on: (event: string, callback: () => void) => void
  destroy: () => void
}

/**
 * Pictures that open enlarged in GLightbox (zoomable, looping, Escape closes). Each picture is a
 * link to its full-size file, so without script it still opens.
 */
export default function Lightbox({
  images,
  sizes,
  layout = 'single',
  openLabel,
  errorText,
}: {
  images: PictureData[]
  sizes: string
  layout?: 'single' | 'grid'
  /** Accessible name of each link; `{alt}` is replaced by the picture's description. */
  openLabel: string
  /** Shown in the lightbox when a picture cannot be loaded. */
  errorText: string
}) {
  const lightbox = useRef<GLightboxInstance | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const loading = useRef<Promise<GLightboxInstance> | null>(null)

  useEffect(() => () => lightbox.current?.destroy(), [])

  const load = () => {
    loading.current ??= import('glightbox').then(({ default: GLightbox }) => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const instance = (GLightbox as unknown as (options: object) => GLightboxInstance)({
        elements: images.map((image) => ({ href: image.full, type: 'image', alt: image.alt })),
        loop: true,
        zoomable: true,
        draggable: true,
        preload: true,
        closeOnOutsideClick: true,
        keyboardNavigation: true,
        openEffect: reduce ? 'none' : 'zoom',
        closeEffect: reduce ? 'none' : 'fade',
        slideEffect: reduce ? 'none' : 'slide',
      })
      instance.on('close', () => opener.current?.focus())
      lightbox.current = instance
      return instance
    })
    return loading.current
  }

  useEffect(() => {
    // GLightbox has no error state of its own: say so plainly when a picture fails to load.
    const onError = (event: Event) => {
      const target = event.target
      if (!(target instanceof HTMLImageElement) || !target.closest('.gslide-media')) return
      const media = target.closest('.gslide-media')!
      const message = document.createElement('p')
      message.className = 'site-lightbox-error'
      message.setAttribute('role', 'alert')
      message.textContent = errorText
      target.replaceWith(message)
      media.closest('.glightbox-container')?.querySelector('.gloader')?.classList.remove('visible')
    }
    document.addEventListener('error', onError, true)
    return () => document.removeEventListener('error', onError, true)
  }, [errorText])

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    opener.current = event.currentTarget
    void load().then((instance) => instance.openAt(index))
  }

  return (
    <ul className={`${styles.list} ${layout === 'grid' ? styles.grid : ''}`}>
      {images.map((image, index) => (
        <li key={image.full}>
          <a className={styles.link} href={image.full} onClick={open(index)} onPointerEnter={() => void load()} aria-label={openLabel.replace('{alt}', image.alt)}>
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
