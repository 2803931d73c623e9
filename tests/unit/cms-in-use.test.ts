import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import type { ContentPlaces } from '../../admin/backends'
import { deletionRefusal, publicPathOf, usesIn } from '../../admin/inUse'
import { FIXTURE_SITE } from './helpers'

/**
 * A picture a page still shows is not deleted from the media library: the content manager reads
 * every content file through the backend (here, one reading the fixture site's files, as a
 * backend hands them over) and names each file and field that shows it.
 */
const config = YAML.parse(fs.readFileSync('public/admin/config.yml', 'utf8')) as ContentPlaces
const site = path.dirname(FIXTURE_SITE)

/** A backend over the fixture site's folder: what decap-server's entriesByFolder and entriesByFiles hand over. */
const backend = {
  deleteFiles: () => Promise.resolve(),
  entriesByFolder: (folder: string, extension: string) =>
    Promise.resolve(
      fs
        .readdirSync(path.join(site, folder))
        .filter((name) => name.endsWith(`.${extension}`))
        .map((name) => ({ file: { path: `${folder}/${name}` }, data: fs.readFileSync(path.join(site, folder, name), 'utf8') })),
    ),
  entriesByFiles: (files: Array<{ path: string }>) =>
    Promise.resolve(files.filter((f) => fs.existsSync(path.join(site, f.path))).map((f) => ({ file: f, data: fs.readFileSync(path.join(site, f.path), 'utf8') }))),
}

describe('a picture still shown by a page cannot be deleted', () => {
  it('names every file and field that shows it, in both languages', async () => {
    const refusal = await deletionRefusal(backend, config, ['content/media/art/blog/calm-software.png'])
    expect(refusal).toBe(
      '/media/art/blog/calm-software.png is still shown by content/blog/calm-software.en.md › image; content/blog/calm-software.ro.md › image. ' +
        'Choose another picture there (or remove it), save, and then delete this one.',
    )
  })

  it('lets an unused picture, and any file outside the media folder, be deleted', async () => {
    expect(await deletionRefusal(backend, config, ['content/media/art/blog/never-used.png'])).toBeUndefined()
    expect(await deletionRefusal(backend, config, ['content/blog/calm-software.en.md'])).toBeUndefined()
  })

  it('finds a picture in a text, in a list of a page, and not as the start of a longer name', () => {
    const post = '---\ntitle: A\n---\n\nSee ![a chart](/media/art/blog/chart.png) here.\n'
    expect(usesIn('content/blog/a.en.md', post, '/media/art/blog/chart.png')).toEqual(['content/blog/a.en.md › text'])
    expect(usesIn('content/blog/a.en.md', post, '/media/art/blog/chart')).toEqual([])
    const page = YAML.stringify({ sections: [{ kind: 'a' }, { kind: 'b', items: [{ image: '/media/x.png' }] }] })
    expect(usesIn('content/pages/home.en.yaml', page, '/media/x.png')).toEqual(['content/pages/home.en.yaml › the 2nd section › the 1st item › image'])
  })

  it('maps the media folder to the site’s addresses', () => {
    expect(publicPathOf(config, 'content/media/art/team/irina.png')).toBe('/media/art/team/irina.png')
    expect(publicPathOf(config, 'content/blog/a.en.md')).toBeUndefined()
  })
})
