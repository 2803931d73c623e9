import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentReferences, planJobs } from '../../tools/art/generate'

/**
 * The art tool's job list comes from content (tools/art/generate.ts): a picture content shows that is not
 * on disk gets a generic drawing, a picture with a composition of its own is redrawn, and any other file on
 * disk is left alone. The content here is a tiny copy: one real post, one new post and a page of links.
 */
describe('the art tool draws the pictures content shows', () => {
  let dir = ''
  const onDisk = (rel: string): boolean => fs.existsSync(path.join('content', 'media', rel))

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-jobs-'))
    fs.mkdirSync(path.join(dir, 'blog'))
    fs.mkdirSync(path.join(dir, 'pages'))
    fs.copyFileSync(path.join('content', 'blog', 'calm-software.en.md'), path.join(dir, 'blog', 'calm-software.en.md'))
    fs.writeFileSync(path.join(dir, 'blog', 'new-post.en.md'), '---\ntitle: A new post\nimage: /media/art/blog/new-post.png\n---\n\nText.\n')
    fs.writeFileSync(path.join(dir, 'pages', 'links.en.yaml'), 'poster: /media/art/home/hero-poster.jpg\nlogos:\n  - { title: Voltara, logo: /media/logos/partners/voltara.svg }\n')
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('reads every media path of the front matter and the YAML files, with the name beside it', () => {
    expect(contentReferences(dir)).toEqual([
      { rel: 'art/blog/calm-software.png', title: 'Calm Software: Designing for People Who Have Other Work to Do' },
      { rel: 'art/blog/new-post.png', title: 'A new post' },
      { rel: 'art/home/hero-poster.jpg' },
      { rel: 'logos/partners/voltara.svg', title: 'Voltara' },
    ])
  })

  it('a missing picture gets a generic drawing; the pictures on disk are not listed as missing', () => {
    const jobs = planJobs(contentReferences(dir), onDisk)
    expect(jobs.filter((job) => job.generic).map((job) => job.rel)).toEqual(['art/blog/new-post.png'])
    // the ones with compositions of their own are redrawn; the poster (drawn with the video) is left alone
    expect(jobs.filter((job) => !job.generic).map((job) => job.rel)).toEqual(['art/blog/calm-software.png', 'logos/partners/voltara.svg'])
    const drawing = jobs.find((job) => job.generic)?.draw()
    expect(typeof drawing === 'object' && [drawing.w, drawing.h]).toEqual([1200, 800])
  })
})
