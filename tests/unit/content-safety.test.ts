/**
 * Content from a pull request is data, never code, and never reaches outside the content folder:
 * what an attacker with a content pull request would try, each refused with the file and a plain
 * message, and nothing of it run or read.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { MAX_TEXT_FILE_BYTES } from '../../lib/content/files'
import { contentWith, problemsIn, problemsOf, readFixture, runContentCheck } from './helpers'

const alpha = readFixture('services/alpha.en.md')
const alphaFields = alpha.split(/\n---\n/)[0]!.replace(/^---\n/, '')

/** A file outside the content folder that hostile content tries to write or to publish. */
function outsideFile(text = 'secret outside the repository\n'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outside-')), 'secret.txt')
  fs.writeFileSync(file, text)
  return file
}

describe('front matter is YAML and nothing else', () => {
  // gray-matter picks an engine from the word after the opening ---; its JavaScript engines eval.
  for (const opening of ['---js', '---javascript', '---coffee', '---yaml', '--- js', '---toml', '+++']) {
    it(`a file that opens with "${opening}" is refused, and its code never runs`, () => {
      const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ran-')), 'ran.txt')
      const code = `{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'Hacked', summary: 'x', order: 9 }`
      const problems = problemsOf({ 'services/alpha.en.md': `${opening}\n${code}\n${opening.slice(0, 3)}\n\nText.\n` })
      expect(problems).toEqual([
        `content/services/alpha.en.md: the first line is "${opening}": the fields at the top of a file are YAML only, so the file must start with a line of only --- (nothing after it), then the fields, then another line of only ---`,
      ])
      expect(fs.existsSync(marker)).toBe(false)
    })
  }

  it('npm run check:content refuses a ---js post and runs nothing of it', () => {
    const root = contentWith()
    const marker = path.join(path.dirname(root), 'ran.txt')
    const post = readFixture('blog/first-post.en.md').replace(/^---\n/, '---js\n')
    fs.writeFileSync(path.join(root, 'blog/first-post.en.md'), post.replace(/title: .*/, `title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'x'`))
    const run = runContentCheck(root)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('content/blog/first-post.en.md: the first line is "---js"')
    expect(fs.existsSync(marker)).toBe(false)
  }, 150_000)

  it('YAML front matter between --- lines still reads, with Windows line ends and spaces after ---', () => {
    expect(splitFrontMatter('---  \r\ntitle: A\r\n---\r\nText')).toEqual({ kind: 'yaml', yaml: 'title: A', body: 'Text', bodyLine: 3 })
    expect(splitFrontMatter('---\n---\nText')).toEqual({ kind: 'yaml', yaml: '', body: 'Text', bodyLine: 2 })
    expect(splitFrontMatter('Just text')).toEqual({ kind: 'none', body: 'Just text' })
    const content = loadContent({ root: contentWith({ 'services/alpha.en.md': `---   \r\n${alphaFields.replace(/\n/g, '\r\n')}\r\n---\r\n\r\nText.\r\n` }) })
    expect(content.services.find((s) => s.id === 'alpha')?.data.title).toBe('Alpha Service')
  })

  it('a YAML tag that other parsers turn into code is read as plain text', () => {
    const content = loadContent({ root: contentWith({ 'services/alpha.en.md': alpha.replace('title: Alpha Service', 'title: !!js/function "function () { return 1 }"') }) })
    expect(content.services.find((s) => s.id === 'alpha')?.data.title).toBe('function () { return 1 }')
  })
})

describe('the content folder holds only files and folders of its own', () => {
  it('a symbolic link in content/media to a file outside is refused, relative or absolute', () => {
    const secret = outsideFile()
    const root = contentWith()
    fs.symlinkSync(secret, path.join(root, 'media/leak.txt'))
    fs.symlinkSync(path.relative(path.join(root, 'media'), secret), path.join(root, 'media/leak-relative.txt'))
    expect(problemsIn(root)).toEqual([
      `content/media/leak-relative.txt: is a link to "${path.relative(path.join(root, 'media'), secret)}": the content folder may hold only files and folders of its own; put a copy of the file here instead of a link`,
      `content/media/leak.txt: is a link to "${secret}": the content folder may hold only files and folders of its own; put a copy of the file here instead of a link`,
    ])
  })

  it('a linked folder, and a linked picture that content names, are refused and not read', () => {
    const secret = outsideFile()
    const root = contentWith()
    fs.symlinkSync(path.dirname(secret), path.join(root, 'media/outside'))
    fs.renameSync(path.join(root, 'media/pic.png'), path.join(path.dirname(secret), 'pic.png'))
    fs.symlinkSync(path.join(path.dirname(secret), 'pic.png'), path.join(root, 'media/pic.png'))
    const problems = problemsIn(root)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/media\/outside: is a link to /))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/media\/pic\.png: is a link to /))
    // The picture counts as missing wherever content names it: nothing is read through the link.
    expect(problems.some((p) => /the (image|picture) "\/media\/pic\.png" does not exist/.test(p))).toBe(true)
  })

  it('a linked content file is refused and its target never read', () => {
    const secret = outsideFile('title: [not yaml\n')
    const root = contentWith()
    fs.rmSync(path.join(root, 'services/beta.en.md'))
    fs.symlinkSync(secret, path.join(root, 'services/beta.en.md'))
    const problems = problemsIn(root)
    expect(problems[0]).toMatch(/^content\/services\/beta\.en\.md: is a link to /)
    expect(problems.join('\n')).not.toContain('could not be read')
  })

  it('npm run build stops on a linked file in content/media and publishes nothing', () => {
    const secret = outsideFile()
    const root = contentWith()
    fs.symlinkSync(secret, path.join(root, 'media/leak.txt'))
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-')), 'dist')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: root, SITE_DIST_DIR: dist },
      encoding: 'utf8',
      timeout: 140_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`content/media/leak.txt: is a link to "${secret}"`)
    expect(fs.existsSync(dist)).toBe(false)
  }, 150_000)

  it('a link that leads nowhere is refused too, without a crash', () => {
    const root = contentWith()
    fs.symlinkSync('/nonexistent/file.txt', path.join(root, 'services/notes.txt'))
    expect(problemsIn(root)).toEqual([
      'content/services/notes.txt: is a link to "/nonexistent/file.txt": the content folder may hold only files and folders of its own; put a copy of the file here instead of a link',
    ])
  })
})

describe('a content file has a size a text can have', () => {
  it(`a post over ${MAX_TEXT_FILE_BYTES / 1024} KB is refused at once, with its size`, () => {
    const huge = alpha + 'A long paragraph of words. '.repeat(Math.ceil((5 * 1024 * 1024) / 27)) + '\n'
    const problems = problemsOf({ 'services/alpha.en.md': huge })
    expect(problems).toEqual([
      `content/services/alpha.en.md: is ${Math.ceil(Buffer.byteLength(huge) / 1024).toLocaleString('en')} KB, more than the 512 KB a content file may have: split the text into several pages, and keep pictures and documents in content/media`,
    ])
  })

  it('a file just under the limit is read', () => {
    const padded = alpha + `\n${'Words and more words. '.repeat(Math.floor((MAX_TEXT_FILE_BYTES - alpha.length - 200) / 22))}\n`
    expect(Buffer.byteLength(padded)).toBeLessThan(MAX_TEXT_FILE_BYTES)
    const content = loadContent({ root: contentWith({ 'services/alpha.en.md': padded }), includeDrafts: false })
    expect(content.services.some((s) => s.id === 'alpha')).toBe(true)
  })
})
