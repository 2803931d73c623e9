import { Component, type ReactNode } from 'react'
import type { PictureData } from '../../lib/shared/picture'
import styles from './Preview.module.css'

/** A picture the preview shows as it is (the build makes its sizes and formats). */
export function pictureOf(picture: { src?: string; alt?: string } | undefined, asset: (path: string) => string): PictureData | undefined {
  if (!picture?.src) return undefined
  const src = asset(picture.src)
  return { src, alt: picture.alt ?? '', width: 1200, height: 800, sources: [], full: src }
}

/** Where a picture is not chosen yet: an empty one, so the layout around it stays as the site's. */
export const BLANK_PICTURE: PictureData = pictureOf({ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '' }, (s) => s)!

/** Keeps the rest of the preview when a part being written cannot be drawn yet. */
export class DrawWhatCan extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The note above a preview naming what the build fills in from other files (nothing when `filled` is empty), and what else an editor should know. */
export function FilledNote({ filled, children }: { filled: string[]; children?: ReactNode }) {
  return filled.length > 0 ? (
    <p className={styles.note} role="note">
      Filled in from other files when the site is built: {filled.join(', ')}. {children}
    </p>
  ) : null
}

/** In place of a part of a preview that cannot be drawn yet (`what`: "A field", "A section"…). */
export function Unfinished({ what }: { what: string }) {
  return <p className={styles.note}>{what} is not complete yet: the preview shows it once it is filled in.</p>
}
