import type { Root } from 'hast'
import type { ComponentProps } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import rehypeReact from 'rehype-react'
import { unified } from 'unified'
import type { PictureData } from '../../lib/images'
import { Link } from '../Link/Link'
import { Picture } from '../Picture/Picture'
import styles from './Markdown.module.css'

/** Widths a picture in the text takes: the text column, at most about 760 px. */
const TEXT_PICTURE_SIZES = '(min-width: 992px) 760px, 100vw'

/**
 * A picture written in Markdown (`![what it shows](/media/…)`) is the site's own responsive
 * picture: AVIF and WebP at several widths, its size set, loaded lazily. (Content loading has made
 * sure the file is in content/media and the picture is described, and described it in
 * `data-picture`.)
 */
function MarkdownImage({ src, alt, 'data-picture': described }: ComponentProps<'img'> & { 'data-picture'?: string }) {
  if (typeof described !== 'string') return <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" decoding="async" />
  return <Picture image={JSON.parse(described) as PictureData} sizes={TEXT_PICTURE_SIZES} className={styles.picture} />
}

/** A link in the text: to a page of the site, that page in the language of the page it is on. */
function MarkdownLink({ href, children, ...props }: ComponentProps<'a'>) {
  return (
    <Link href={href ?? ''} {...props}>
      {children}
    </Link>
  )
}

/** The sanitized tree to React elements, through rehype-react, with the site's components. */
const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs, components: { img: MarkdownImage, a: MarkdownLink } })

/**
 * A Markdown body from lib/content: the tree made at build time from the editor's Markdown by
 * unified and rehype-sanitize (raw HTML in Markdown is refused), rendered on the server with the
 * site's own components. Pages that show one ship none of this code to the browser.
 */
export function Markdown({ tree, className }: { tree: Root; className?: string }) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')}>{toReact.stringify(tree)}</div>
}
