/**
 * The picture a text holds (`![What it shows](/media/…)`), as the content manager's body editor
 * inserts it: Decap's own picture block offers "Insert from URL", which the site refuses (a page
 * shows only pictures of content/media), so this one, registered under the same id, replaces it.
 */
import type { CMS } from 'decap-cms-core'
import { createElement } from 'react'
import { adminWords } from './words'

interface PictureBlock {
  image?: string
  alt?: string
  title?: string
}

/** `![alt](src "title")` at the start of a block. */
const PATTERN = /^!\[([^\]]*)\]\((.*?)(\s"([^"]*)")?\)/

/** Registers the picture block, in the interface's language (set on the page before this runs). */
export function registerEditorComponents(cms: CMS): void {
  const words = adminWords()
  cms.registerEditorComponent({
    id: 'image',
    label: words.pictureBlock,
    pattern: PATTERN,
    fromBlock: (match: RegExpMatchArray) => ({ image: match[2], alt: match[1], title: match[4] }),
    toBlock: ({ alt, image, title }: PictureBlock) => `![${alt ?? ''}](${image ?? ''}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`,
    toPreview: ({ alt, image, title }: PictureBlock, getAsset: (path: string) => unknown) =>
      createElement('img', { src: String(getAsset(image ?? '') ?? ''), alt: alt ?? '', title: title ?? '' }),
    fields: [
      { label: words.pictureBlock, name: 'image', widget: 'image', choose_url: false, media_library: { allow_multiple: false } },
      { label: words.pictureBlockAlt, name: 'alt', widget: 'string', hint: words.pictureBlockAltHint },
      // Decap adds "(optional)" to the label of a field that is not required.
      { label: words.pictureBlockTitle, name: 'title', widget: 'string', required: false },
    ],
  } as unknown as Parameters<CMS['registerEditorComponent']>[0])
}
