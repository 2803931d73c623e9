/**
 * Opens the pictures rendered by Lightbox.tsx in GLightbox, without React. GLightbox and its
 * stylesheet load when a visitor points at a picture or opens one; focus returns to the picture
 * when the lightbox closes.
 */
import type { PictureData } from '../../../lib/shared/picture'

type GLightboxInstance = {
  openAt: (index?: number) => void
  on: (event: string, callback: () => void) => void
}

export function enhance(root: HTMLElement, { images, errorText }: { images: PictureData[]; errorText: string }): void {
  let opener: HTMLElement | null = null
  let loading: Promise<GLightboxInstance> | null = null
  const load = () =>
    (loading ??= Promise.all([import('glightbox'), import('glightbox/dist/css/glightbox.css')]).then(([{ default: GLightbox }]) => {
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
      instance.on('close', () => opener?.focus())
      return instance
    }))

  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-index]')) {
    const index = Number(link.dataset.lightboxIndex)
    link.addEventListener('pointerenter', () => void load(), { once: true })
    link.addEventListener('click', (event) => {
      event.preventDefault()
      opener = link
      void load().then((instance) => instance.openAt(index))
    })
  }

  showLoadErrors(errorText)
}

let showingLoadErrors = false

/**
 * GLightbox has no error state of its own: a picture that fails to load is replaced by a plain
 * message. One listener serves every lightbox of the page (they all show the same text).
 */
function showLoadErrors(errorText: string): void {
  if (showingLoadErrors) return
  showingLoadErrors = true
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (!(target instanceof HTMLImageElement) || !target.closest('.gslide-media')) return
      const media = target.closest('.gslide-media')!
      const message = document.createElement('p')
      message.className = 'site-lightbox-error'
      message.setAttribute('role', 'alert')
      message.textContent = errorText
      target.replaceWith(message)
      media.closest('.glightbox-container')?.querySelector('.gloader')?.classList.remove('visible')
    },
    true,
  )
}
