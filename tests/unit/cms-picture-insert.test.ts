import { describe, expect, it } from 'vitest'
import { firstPath, nameOf, withPicture } from '../../admin/pictureInsert'

/** "Insert a picture" above a text box: what it adds to the text, and what it takes from the media library. */
describe('a picture put into a text from the media library', () => {
  it('is added at the end of the text as its own paragraph, with the words for screen readers', () => {
    expect(withPicture('Hello there.\n\n', '/media/art/blog/chart.png', 'A chart of the year')).toBe('Hello there.\n\n![A chart of the year](/media/art/blog/chart.png)\n')
    expect(withPicture('', '/media/art/blog/chart.png', 'A chart')).toBe('![A chart](/media/art/blog/chart.png)\n')
  })

  it('takes the file’s name as words when none are given, and keeps the Markdown whole whatever is typed', () => {
    expect(nameOf('/media/art/blog/team-at_work.png')).toBe('team at work')
    expect(withPicture('A.', '/media/art/blog/team-at-work.png', '  ')).toBe('A.\n\n![team at work](/media/art/blog/team-at-work.png)\n')
    expect(withPicture('A.', '/media/art/blog/x (1).png', 'a [bracketed]\nword')).toBe('A.\n\n![a  bracketed word](/media/art/blog/x%20%281%29.png)\n')
  })

  it('reads the library’s answer, one path or a list of them', () => {
    expect(firstPath('/media/a.png')).toBe('/media/a.png')
    expect(firstPath(['/media/a.png', '/media/b.png'])).toBe('/media/a.png')
    expect(firstPath({ toJS: () => ['/media/c.png'] })).toBe('/media/c.png')
    expect(firstPath(undefined)).toBeUndefined()
    expect(firstPath([])).toBeUndefined()
  })
})
