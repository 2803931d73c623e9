/**
 * A picture is put into a text from the media library, in Markdown as in rich text: Decap's text
 * editor greys out its whole toolbar in Markdown mode (the mode this site opens it in), and its
 * picture block of the rich-text mode could not reach the library. Above every text box, "Insert a
 * picture" opens the media library at the entry's own picture folder (uploads go there too); the
 * chosen picture is added at the end of the text as `![What it shows](/media/…)`, with the words
 * for screen readers the editor gives (the file's name until they do), and the text box is drawn
 * again with it.
 */
import type { CMS } from 'decap-cms-core'
import { Component, createElement, type ComponentType } from 'react'
import { adminWords } from './words'

interface ImmutableMap {
  get(key: string): unknown
}
interface MarkdownProps {
  field: ImmutableMap
  value: unknown
  onChange: (value: string) => void
  mediaPaths: ImmutableMap
  onOpenMediaLibrary: (options: Record<string, unknown>) => void
  onClearMediaControl: (id: string) => void
  onRemoveMediaControl: (id: string) => void
  classNameWrapper?: string
  hasActiveStyle?: boolean
  t?: (key: string) => string
}

/** A picture's file name as words: `/media/art/blog/team-at-work.png` → "team at work". */
export function nameOf(path: string): string {
  const file = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '')
  return file.replace(/[-_]+/g, ' ').trim() || 'picture'
}

/** `text` with the picture `path` at its end, as its own paragraph. `alt` is cleaned of what would end the Markdown. */
export function withPicture(text: string, path: string, alt: string): string {
  const words = alt.replace(/[[\]\n\r]+/g, ' ').trim() || nameOf(path)
  const escapes: Record<string, string> = { '(': '%28', ')': '%29' }
  const picture = `![${words}](${path.replace(/[()\s]/g, (c) => escapes[c] ?? encodeURIComponent(c))})`
  const before = text.replace(/\s+$/, '')
  return before ? `${before}\n\n${picture}\n` : `${picture}\n`
}

/** The picture the library hands over: one path, or a list of them (Decap's List) of which the first. */
export function firstPath(chosen: unknown): string | undefined {
  const list = (chosen as { toJS?: () => unknown } | null)?.toJS?.() ?? chosen
  const first = Array.isArray(list) ? list[0] : list
  return typeof first === 'string' && first !== '' ? first : undefined
}

let counter = 0

function wrap(Markdown: ComponentType<MarkdownProps>): ComponentType<MarkdownProps> {
  class WithPictureInsert extends Component<MarkdownProps, { drawn: number }> {
    private controlID = `picture-insert-${++counter}`
    private taken: unknown
    override state = { drawn: 0 }

    // Decap's field asks the control whether to draw again (with its props alone); a picture chosen in
    // the library is a reason too.
    override shouldComponentUpdate(next: MarkdownProps, nextState: { drawn: number } | undefined): boolean {
      return (
        next.value !== this.props.value ||
        next.hasActiveStyle !== this.props.hasActiveStyle ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        (nextState !== undefined && nextState.drawn !== this.state.drawn) ||
        next.mediaPaths?.get(this.controlID) !== this.props.mediaPaths?.get(this.controlID)
      )
    }

    override componentDidUpdate(): void {
      const handedOver = this.props.mediaPaths?.get(this.controlID)
      const chosen = firstPath(handedOver)
      // Taken once: the library's answer stays in the props until clearing it has gone round the store.
      if (!chosen || handedOver === this.taken) return
      this.taken = handedOver
      this.props.onClearMediaControl(this.controlID)
      const alt = window.prompt(adminWords().pictureAlt, nameOf(chosen))
      if (alt === null) return
      this.props.onChange(withPicture(typeof this.props.value === 'string' ? this.props.value : '', chosen, alt))
      // Decap's text box keeps its own copy of the text: drawn afresh, it shows the picture's line.
      this.setState(({ drawn }) => ({ drawn: drawn + 1 }))
    }

    override componentWillUnmount(): void {
      this.props.onRemoveMediaControl(this.controlID)
    }

    private open = (): void => {
      const { field, onOpenMediaLibrary } = this.props
      onOpenMediaLibrary({ controlID: this.controlID, forImage: true, privateUpload: false, value: [], allowMultiple: false, field })
    }

    override render() {
      const { insertPicture: button, insertPictureHint: hint } = adminWords()
      return createElement(
        'div',
        null,
        createElement(
          'p',
          { style: { display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 0.5rem', fontSize: '13px', color: '#5c6370' } },
          createElement(
            'button',
            {
              type: 'button',
              onClick: this.open,
              style: {
                font: 'inherit',
                fontWeight: 600,
                padding: '0.3rem 0.75rem',
                border: '1px solid #798291',
                borderRadius: '4px',
                background: '#fff',
                color: '#313d3e',
                cursor: 'pointer',
              },
            },
            button,
          ),
          hint,
        ),
        createElement(Markdown, { ...this.props, key: this.state.drawn }),
      )
    }
  }
  return WithPictureInsert as unknown as ComponentType<MarkdownProps>
}

export function registerPictureInsert(cms: CMS): void {
  const markdown = cms.getWidget('markdown') as unknown as { control: ComponentType<MarkdownProps>; preview: unknown; schema?: unknown }
  ;(cms.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void)('markdown', wrap(markdown.control), markdown.preview, markdown.schema)
}
