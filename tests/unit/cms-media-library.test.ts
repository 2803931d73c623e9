import { describe, expect, it } from 'vitest'
import type { CMS } from 'decap-cms-core'
import type { ContentPlaces, Implementation, ImplementationEntry, MediaFile } from '../../admin/backends'
import { placeInLibrary, registerWholeMediaLibrary } from '../../admin/mediaLibrary'
import { fileLanguage, missingTranslations, registerTranslationState, translationNote, translationNoteFor } from '../../admin/translationState'

const config: ContentPlaces = { media_folder: 'content/media', public_folder: '/media', collections: [] }

/** A content manager with one backend of `name`, started by `start`, as Decap starts it (its registry's init). */
function cmsWith(name: string, start: () => object): { cms: CMS; started: () => Implementation } {
  const registry = { init: (_config: ContentPlaces, _options: unknown) => start() as Implementation }
  const cms = { getBackend: (asked: string) => (asked === name ? registry : undefined) } as unknown as CMS
  return { cms, started: () => registry.init(config, {}) }
}

const file = (path: string): MediaFile => ({ id: path, name: path.split('/').pop()!, path })

/** The folders and files of a media library, as a backend lists one folder. */
const LIBRARY: Record<string, string[]> = {
  'content/media': ['content/media/badge.svg'],
  'content/media/art/blog': ['content/media/art/blog/calm.png', 'content/media/art/blog/agile.png'],
  'content/media/art/case-studies/erp': ['content/media/art/case-studies/erp/hero.png'],
}

describe('the Media tab', () => {
  it('lists every folder of the local backend, each picture named by its place', async () => {
    const asked: string[] = []
    const { cms, started } = cmsWith('proxy', () => ({
      branch: 'main',
      getMedia: async (folder = 'content/media') => {
        asked.push(folder)
        return (LIBRARY[folder] ?? []).map(file)
      },
      request: async ({ action, params }: { action: string; params: { mediaFolder: string } }) => {
        expect(action).toBe('mediaFolders')
        return ['content/media', 'content/media/art', 'content/media/art/blog', 'content/media/art/case-studies', 'content/media/art/case-studies/erp'].filter((f) =>
          f.startsWith(params.mediaFolder),
        )
      },
    }))
    registerWholeMediaLibrary(cms)
    const backend = started()
    const files = await backend.getMedia()
    expect(files.map((f) => [f.name, f.path])).toEqual([
      ['art/blog/agile.png', 'content/media/art/blog/agile.png'],
      ['art/blog/calm.png', 'content/media/art/blog/calm.png'],
      ['art/case-studies/erp/hero.png', 'content/media/art/case-studies/erp/hero.png'],
      ['badge.svg', 'content/media/badge.svg'],
    ])
    // An entry's own library is its folder, as Decap lists it.
    asked.length = 0
    expect((await backend.getMedia('content/media/art/blog')).map((f) => f.name)).toEqual(['calm.png', 'agile.png'])
    expect(asked).toEqual(['content/media/art/blog'])
  })

  it('asks GitHub for the whole tree of the media folder at once', async () => {
    const { cms, started } = cmsWith('github', () => ({
      api: {
        listFiles: async (folder: string, { depth }: { depth: number }) => {
          expect([folder, depth > 1]).toEqual(['content/media', true])
          return Object.values(LIBRARY)
            .flat()
            .map((path) => ({ id: `sha-${path}`, name: path.split('/').pop()!, path, size: 3 }))
        },
      },
      getMedia: async () => [file('content/media/badge.svg')],
    }))
    registerWholeMediaLibrary(cms)
    const files = await started().getMedia()
    expect(files.map((f) => f.name)).toContain('art/case-studies/erp/hero.png')
    expect(files.find((f) => f.name === 'art/blog/calm.png')).toEqual({
      id: 'sha-content/media/art/blog/calm.png',
      name: 'art/blog/calm.png',
      size: 3,
      displayURL: { id: 'sha-content/media/art/blog/calm.png', path: 'content/media/art/blog/calm.png' },
      path: 'content/media/art/blog/calm.png',
    })
  })

  it('names a file outside the media folder by its whole path', () => {
    expect(placeInLibrary('/content/media/', 'content/media/share/default.png')).toBe('share/default.png')
    expect(placeInLibrary('content/media', 'content/other.png')).toBe('content/other.png')
  })
})

describe('the translations an entry has, in its collection’s list', () => {
  const entry = (path: string, data: string): ImplementationEntry => ({ data, file: { path } })
  const folder = [entry('content/blog/calm.en.md', 'calm in English'), entry('content/blog/calm.ro.md', 'calm in Romanian'), entry('content/blog/alone.en.md', 'alone in English')]

  it('notes the languages an entry has no file in, by its first language’s text', () => {
    expect([...missingTranslations(folder)]).toEqual([['alone in English', ['ro']]])
    // A name without a language is English, as the loader reads it.
    expect([...missingTranslations([entry('content/legal/terms.md', 'terms'), entry('content/legal/terms.ro.md', 'termeni')])]).toEqual([])
  })

  it('reads a file’s language from its name', () => {
    expect(fileLanguage('content/blog/calm.ro.md')).toEqual({ entry: 'content/blog/calm', locale: 'ro' })
    expect(fileLanguage('content/pages/faq.yaml')).toEqual({ entry: 'content/pages/faq', locale: 'en' })
    expect(fileLanguage('content/blog/calm.de.md')).toBeUndefined()
  })

  it('says it in the interface’s language, and nothing when every language is there', () => {
    expect(translationNote(['ro'], 'en')).toBe(' · no Romanian yet')
    expect(translationNote(['ro'], 'ro')).toBe(' · încă fără română')
    expect(translationNote([], 'en')).toBeUndefined()
  })

  it('is noted as a backend lists a folder, for the format to read with the text', async () => {
    const { cms, started } = cmsWith('proxy', () => ({ entriesByFolder: async () => folder }))
    registerTranslationState(cms)
    await started().entriesByFolder('content/blog', 'md', 1)
    expect(translationNoteFor('alone in English')).toBe(' · no Romanian yet')
    expect(translationNoteFor('calm in English')).toBeUndefined()
  })
})
