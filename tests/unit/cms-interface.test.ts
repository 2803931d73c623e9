import type { CMS } from 'decap-cms-core'
import type { ComponentType, ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

// The backends Decap's translation check wraps run only in a browser; the formats need none of them here.
vi.mock('decap-cms-backend-github', () => ({ GitHubBackend: class {} }))
vi.mock('decap-cms-backend-proxy', () => ({ ProxyBackend: class {} }))
import { CORRECTED, interfaceLanguage, registerInterfaceLanguage } from '../../admin/interfaceLanguage'
import { dayInList, scheduledFor } from '../../admin/dayField'
import { registerRelations } from '../../admin/relations'

describe("the content manager's interface language", () => {
  it("is the first of the browser's languages the site is written in, English otherwise", () => {
    expect(interfaceLanguage(['ro-RO', 'en-US'])).toBe('ro')
    expect(interfaceLanguage(['de-DE', 'ro'])).toBe('ro')
    expect(interfaceLanguage(['en-GB', 'ro-RO'])).toBe('en')
    expect(interfaceLanguage(['de-DE', 'fr'])).toBe('en')
    expect(interfaceLanguage([])).toBe('en')
  })

  it("keeps Decap's own words, corrects the one that is untrue over a new entry in each language, and fills in Romanian it lacks", () => {
    const locales: Record<string, Record<string, unknown>> = {
      en: { editor: { editorToolbar: { changesSaved: 'Changes saved', unsavedChanges: 'Unsaved Changes' } }, auth: { login: 'Login' } },
      ro: { editor: { editorToolbar: { changesSaved: 'Modificări salvate', unsavedChanges: 'Modificări nesalvate' } }, auth: { login: 'Autentifică-te' } },
    }
    const cms = { getLocale: (name: string) => locales[name], registerLocale: (name: string, phrases: Record<string, unknown>) => (locales[name] = phrases) }
    expect(registerInterfaceLanguage(cms as unknown as CMS, ['ro-RO'])).toBe('ro')
    expect(locales.ro).toMatchObject({
      editor: { editorToolbar: { changesSaved: 'Nicio modificare nesalvată', unsavedChanges: 'Modificări nesalvate' } },
      auth: { login: 'Autentifică-te' },
    })
    // The words Decap's Romanian lacks on the editor's screens are given too.
    expect(locales.ro).toMatchObject({ editor: { editorControlPane: { i18n: { copyFromLocale: 'Completează din altă limbă' } } }, app: { header: { workflow: 'Flux editorial' } } })
    expect(locales.en!.editor).toEqual({ editorToolbar: { changesSaved: 'No unsaved changes', unsavedChanges: 'Unsaved Changes' } })
    expect(Object.keys(CORRECTED).sort()).toEqual(['en', 'ro'])
  })
})

describe("a relation field (a post's author, its related posts)", () => {
  /** The relation control registerRelations gives Decap, around a stand-in for Decap's own. */
  function wrappedRelation(): ComponentType<Record<string, unknown>> {
    const registered: unknown[] = []
    const cms = {
      getWidget: () => ({
        control: function DecapRelation() {
          return null
        },
        preview: null,
      }),
      registerWidget: (_name: string, control: unknown) => registered.push(control),
    }
    registerRelations(cms as unknown as CMS)
    return registered[0] as ComponentType<Record<string, unknown>>
  }

  /** What the wrapper hands Decap's relation, for a field holding `value`. */
  function handedOver(value: unknown, onChange: (value: unknown, metadata?: unknown) => void, locale = 'ro') {
    const Relation = wrappedRelation() as unknown as new (props: Record<string, unknown>) => { render(): ReactElement<{ onChange: typeof onChange }> }
    const field = { get: (key: string) => (key === 'collection' ? 'posts' : undefined) }
    const props = new Relation({ field, value, onChange, locale, query: async () => ({ payload: { hits: [] } }) }).render().props as {
      onChange: typeof onChange
      ref: (instance: unknown) => void
    }
    // Decap's relation, as the wrapper holds it once it is drawn.
    const drawn = { forceUpdate: vi.fn() }
    props.ref(drawn)
    return { ...props, drawn }
  }

  it('passes on a name the editor picks, with the titles Decap notes', () => {
    const onChange = vi.fn()
    handedOver('ana-pop', onChange).onChange('irina-popa', { author: {} })
    expect(onChange).toHaveBeenCalledWith('irina-popa', { author: {} })
  })

  it('does not pass on, from a translation’s pane, the value it already holds, which Decap reports once its options load (a false "unsaved changes" on opening)', () => {
    const onChange = vi.fn()
    const related = ['first-post']
    const author = handedOver('ana-pop', onChange)
    author.onChange('ana-pop', { author: {} })
    handedOver(related, onChange).onChange(related, { related: {} })
    expect(onChange).not.toHaveBeenCalled()
    // Decap's relation is drawn again all the same, to show the name with the options it loaded.
    expect(author.drawn.forceUpdate).toHaveBeenCalledOnce()
    // In the entry's own language the report goes on, as Decap means it (it does not mark the entry changed there).
    handedOver('ana-pop', onChange, 'en').onChange('ana-pop', { author: {} })
    expect(onChange).toHaveBeenCalledWith('ana-pop', { author: {} })
  })
})

describe('a dated entry in the lists and on the Workflow board', () => {
  const now = new Date('2026-12-07T10:00:00Z')

  it('shows its day, and "Scheduled for …" when the site shows it only from that day, in the interface’s language', () => {
    expect(dayInList('2024-05-06', now, 'en')).toBe('6 May 2024')
    expect(dayInList('2027-06-01', now, 'en')).toBe('Scheduled for 1 June 2027')
    expect(dayInList('2027-06-01', now, 'ro')).toBe('Programat pentru 1 iunie 2027')
    expect(dayInList(undefined, now, 'en')).toBeUndefined()
    expect(scheduledFor('2027-06-01', now, 'ro')).toBe('Programat pentru 1 iunie 2027: site-ul public îl afișează din acea zi.')
  })

  it('is worked out as the file is read, and never written into it', async () => {
    const formats: Record<string, { fromFile(text: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string }> = {}
    const cms = {
      registerCustomFormat: (name: string, _extension: string, format: (typeof formats)[string]) => (formats[name] = format),
      registerEventListener: () => undefined,
      getWidget: () => ({ control: function Control() {}, preview: null }),
      registerWidget: () => undefined,
    }
    const { registerFormats } = await import('../../admin/formats')
    registerFormats(cms as unknown as CMS)
    const text = '---\ntitle: Next summer\ndate: 2099-06-01\n---\n\nSoon.\n'
    const read = formats['site-markdown']!.fromFile(text)
    expect(read.__day).toMatch(/^Scheduled for 1 June 2099$/)
    expect(formats['site-markdown']!.toFile(read)).toBe(text)
  })
})
