import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from '../../components/Markdown/Markdown'
import { markdownToTree } from '../../lib/content/markdown'
import { renderMarkdown } from '../../lib/content/markdownCache'
import { load, problemsOf, readFixture } from './helpers'

const html = (markdown: string, tokens: Record<string, string> = {}) =>
  renderToStaticMarkup(<Markdown tree={renderMarkdown(markdown, { tokens, newTabLabel: 'opens in a new tab' }).tree} />)

describe('the Markdown pipeline', () => {
  it('renders headings with ids, lists and emphasis', () => {
    const out = html('## Who we are\n\n- **one**\n- _two_\n')
    expect(out).toContain('<h2 id="who-we-are">Who we are</h2>')
    expect(out).toContain('<li><strong>one</strong></li>')
    expect(out).toContain('<em>two</em>')
  })

  it('lists the ## sections for a table of contents', () => {
    expect(markdownToTree('## Who we are\n\ntext\n\n### Detail\n\n## Your *rights*\n').headings).toEqual([
      { id: 'who-we-are', text: 'Who we are' },
      { id: 'your-rights', text: 'Your rights' },
    ])
  })

  it('opens external links in a new tab, with rel and a note for screen readers', () => {
    const out = html('[docs](https://example.org/docs) and [contact](/contact/)')
    expect(out).toContain('<a href="https://example.org/docs" rel="noopener noreferrer" target="_blank">docs<span class="visually-hidden"> (opens in a new tab)</span></a>')
    expect(out).toContain('<a href="/contact/">contact</a>')
  })

  it('never lets script, event handlers or javascript: URLs through, even when not refused first', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)" onclick="alert(2)">raw</a>',
      '[link](javascript:alert(3))',
      '![pic](javascript:alert(4))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n\n')
    const out = html(hostile)
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toMatch(/onerror|onclick/i)
    expect(out).not.toMatch(/javascript:/i)
    expect(out).not.toMatch(/href="data:/i)
    expect(markdownToTree(hostile).problems.length).toBeGreaterThanOrEqual(5)
  })

  it('fills placeholders from site.yaml, also inside links', () => {
    const out = html('Mail [{email}](mailto:{email}).', { email: 'hi@example.com' })
    expect(out).toContain('<a href="mailto:hi@example.com">hi@example.com</a>')
  })

  it('never fills a placeholder with a member every JavaScript object has', () => {
    const { tree, problems } = renderMarkdown('Write to {constructor} or [{toString}](mailto:{valueOf}).', { tokens: { email: 'hi@example.com' } })
    expect(problems.map((p) => p.message)).toEqual([
      'unknown placeholder {constructor}; the known ones are {email}',
      // A link's address is read before its words.
      'unknown placeholder {valueOf}; the known ones are {email}',
      'unknown placeholder {toString}; the known ones are {email}',
    ])
    expect(renderToStaticMarkup(<Markdown tree={tree} />)).not.toContain('native code')
  })

  it('fills the legal pages from site.yaml so the Markdown never repeats the contact details', () => {
    const terms = load().legal[0]!
    const out = renderToStaticMarkup(<Markdown tree={terms.body} />)
    expect(out).toContain('<a href="mailto:hello@northwind.example">hello@northwind.example</a>')
    expect(out).toContain('+40 21 555 0142')
    expect(out).toContain('J40/11872/2016')
    expect(out).toContain('RO36419823')
  })
})

describe('pictures in the text', () => {
  it("render as the site's own responsive picture: AVIF and WebP variants, sized, lazy", () => {
    // The picture of the unit tests' own content folder, found through the content it was loaded with.
    const post = readFixture('blog/first-post.en.md')
    const content = load({ 'blog/first-post.en.md': `${post}\nOur office:\n\n![The studio on a sunny morning](/media/pic.png)\n` })
    const out = renderToStaticMarkup(<Markdown tree={content.posts.find((p) => p.id === 'first-post')!.body} />)
    expect(out).toMatch(/<picture[^>]*><source type="image\/webp" srcSet="\/_img\/pic\.png-\d+-[0-9a-f]{10}\.webp \d+w/)
    expect(out).toContain('<source type="image/webp"')
    expect(out).toMatch(
      /<img src="\/_img\/pic\.png-\d+-[0-9a-f]{10}\.webp" alt="The studio on a sunny morning" width="\d+" height="\d+" loading="lazy" decoding="async"\/><\/picture>/,
    )
    // The same Markdown read on its own, outside a content folder, stays a plain picture.
    expect(html('![The studio on a sunny morning](/media/pic.png)')).toContain('<img src="/media/pic.png" alt="The studio on a sunny morning" loading="lazy" decoding="async"/>')
  })

  it('come from content/media, exist there, and are described', () => {
    const post = readFixture('blog/first-post.en.md')
    const problems = problemsOf({
      'blog/first-post.en.md': `${post}\n![A chart](https://example.org/chart.png)\n\n![](/media/pic.png)\n\n![A missing picture](/media/no-such.png)\n`,
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/blog\/first-post\.en\.md › text, line \d+: a picture in the text comes from content\/media: put the file there and write !\[what it shows\]\(\/media\/…\) \(found "https:\/\/example\.org\/chart\.png"\)$/,
      ),
      expect.stringMatching(
        /^content\/blog\/first-post\.en\.md › text, line \d+: a picture needs words that describe it, for people who cannot see it: write !\[what it shows\]\(\/media\/pic\.png\)$/,
      ),
      'content/blog/first-post.en.md › text: the picture "/media/no-such.png" does not exist in content/media',
    ])
  })
})
