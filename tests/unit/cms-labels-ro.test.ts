import fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import YAML from 'yaml'
import { labelTexts, startingConfig, translatedCollections } from '../../admin/fieldLabels'

/**
 * The content manager's forms in Romanian for a Romanian browser: every label and hint of the
 * generated configuration has its Romanian in admin/labels/ro.yaml, and nothing there is left
 * over from a field that is gone.
 */
const config = YAML.parse(fs.readFileSync('public/admin/config.yml', 'utf8')) as { collections: unknown[] }
const romanian = YAML.parse(fs.readFileSync('admin/labels/ro.yaml', 'utf8')) as Record<string, string>
const english = labelTexts(config.collections)

describe("the content manager's labels and hints in Romanian", () => {
  it('has the Romanian of every label and hint, and none of a text no longer used', () => {
    const missing = english.filter((text) => typeof romanian[text] !== 'string' || romanian[text].trim() === '')
    expect(missing, 'texts of public/admin/config.yml with no Romanian in admin/labels/ro.yaml: add a line "English: Romanian" for each').toEqual([])
    const unused = Object.keys(romanian).filter((text) => !english.includes(text))
    expect(unused, 'lines of admin/labels/ro.yaml whose English no field has any more: remove them').toEqual([])
  })

  it('writes Romanian with its own letters (ș and ț with a comma, not a cedilla), and keeps what is not words as it is', () => {
    expect(Object.values(romanian).filter((text) => /[şţŞŢ]/.test(text))).toEqual([])
    const kept = (text: string) => [...text.matchAll(/\{\{?[^}]+\}\}?|\/media\/[^\s,;)]*|https?:\/\/\S+/g)].map((m) => m[0]).sort()
    const changed = english.filter((text) => romanian[text] !== undefined && JSON.stringify(kept(text)) !== JSON.stringify(kept(romanian[text]!)))
    expect(changed.map((text) => `${text} → ${romanian[text]}`)).toEqual([])
  })

  it('replaces each text it knows, and only the texts an editor reads', () => {
    const collections = [{ name: 'title', label: 'Title', fields: [{ name: 'summary', label: 'Summary', hint: 'Not translated yet.', widget: 'string', default: 'Summary' }] }]
    expect(translatedCollections(collections, { Title: 'Titlu', Summary: 'Rezumat' })).toEqual([
      { name: 'title', label: 'Titlu', fields: [{ name: 'summary', label: 'Rezumat', hint: 'Not translated yet.', widget: 'string', default: 'Summary' }] },
    ])
  })
})

describe('the configuration the content manager starts with', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('in Romanian, the configuration file with its texts translated, handed over whole', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(fs.readFileSync('public/admin/config.yml', 'utf8'))))
    const started = (await startingConfig('ro', '/admin/config.yml')) as { locale: string; load_config_file: boolean; collections: unknown; backend: unknown }
    expect(started.locale).toBe('ro')
    expect(started.load_config_file).toBe(false)
    expect(started.backend).toEqual((config as unknown as { backend: unknown }).backend)
    const shown = labelTexts(started.collections)
    expect(shown).toContain(romanian.Title)
    expect(shown).not.toContain('Title')
  })

  it('in English, or when the file cannot be read, lets Decap read it itself', async () => {
    expect(await startingConfig('en', '/admin/config.yml')).toEqual({ locale: 'en' })
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    expect(await startingConfig('ro', '/admin/config.yml')).toEqual({ locale: 'ro' })
  })
})
