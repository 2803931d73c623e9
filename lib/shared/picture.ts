/** A picture ready for <picture>: sources per format, the fallback, and its intrinsic size. */
export interface PictureData {
  src: string
  alt: string
  width: number
  height: number
  sources: Array<{ type: string; srcset: string }>
  /** The largest variant, for a lightbox. */
  full: string
}
