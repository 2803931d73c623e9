import { afterEach, describe, expect, it } from 'vitest'
import { routesOf } from '../../lib/routes'
import { scheduledDate, siteToday } from '../../lib/content/schedule'
import { contentWith, load, problemsOf, readFixture, runContentCheck } from './helpers'
import type { LocalizedContent } from '../../lib/content'

/**
 * A post dated after today is scheduled: a production build leaves it out until that day, a build
 * with drafts (the development server, pull-request previews) keeps it, marked and not indexed.
 */
const first = readFixture('blog/first-post.en.md')
const second = readFixture('blog/second-post.en.md')
const dated = (text: string, date: string) => text.replace(/^date: .*$/m, `date: ${date}`)

describe('posts dated after today', () => {
  afterEach(() => {
    delete process.env.SITE_TODAY
  })

  it("take today's date in Romania, or SITE_TODAY", () => {
    // 22:30 UTC on 4 December is already 5 December in Bucharest (UTC+2 in winter).
    expect(siteToday(new Date('2026-12-04T22:30:00Z'))).toBe('2026-12-05')
    expect(siteToday(new Date('2026-12-04T21:30:00Z'))).toBe('2026-12-04')
    process.env.SITE_TODAY = '2027-01-31'
    expect(siteToday()).toBe('2027-01-31')
    process.env.SITE_TODAY = '31.01.2027'
    expect(() => siteToday()).toThrow('SITE_TODAY is "31.01.2027": write a date as YYYY-MM-DD, e.g. 2026-12-05')
    expect(scheduledDate({ date: '2027-02-01' }, '2027-01-31')).toBe('2027-02-01')
    expect(scheduledDate({ date: '2027-01-31' }, '2027-01-31')).toBeUndefined()
    expect(scheduledDate({ title: 'no date' }, '2027-01-31')).toBeUndefined()
  })

  it('are left out of a production build until their day, and appear on it', () => {
    process.env.SITE_TODAY = '2026-12-04'
    // Nothing names the second post.
    const changes = { 'blog/second-post.en.md': dated(second, '2026-12-05') }
    expect(load(changes, false).posts.map((p) => p.id)).toEqual(['first-post'])
    process.env.SITE_TODAY = '2026-12-05'
    const onTheDay = load(changes, false).posts
    expect(onTheDay.map((p) => p.id)).toEqual(['second-post', 'first-post'])
    expect(onTheDay[0]!.unpublished).toBeUndefined()
  })

  it('are listed with their date by the load that leaves them out, and by npm run check:content', () => {
    process.env.SITE_TODAY = '2026-12-04'
    const changes = { 'blog/second-post.en.md': dated(second, '2027-06-01') }
    expect(load(changes, false).scheduled).toEqual([{ file: 'content/blog/second-post.en.md', date: '2027-06-01' }])
    expect(load(changes, true).scheduled).toEqual([])
    const run = runContentCheck(contentWith(changes))
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Scheduled: dated after today, so on the site from their day')
    expect(run.stdout).toContain('  1 June 2027  content/blog/second-post.en.md')
  }, 150_000)

  it('are kept, marked with their date and not indexed, by a build with drafts', () => {
    process.env.SITE_TODAY = '2026-12-04'
    const content = load({ 'blog/first-post.en.md': dated(first, '2026-12-05') }, true)
    const post = content.posts.find((p) => p.id === 'first-post')!
    expect(post.unpublished).toEqual({ scheduled: '2026-12-05' })
    expect(content.posts.find((p) => p.id === 'second-post')!.unpublished).toBeUndefined()
    const route = routesOf({ en: content, ro: content } as unknown as LocalizedContent, '/blog/first-post/').en
    expect(route.unpublished).toEqual({ scheduled: '2026-12-05' })
    expect(route.indexed).toBe(false)
    expect(routesOf({ en: content, ro: content } as unknown as LocalizedContent, '/blog/second-post/').en.indexed).toBe(true)
  })

  it('cannot be named by a published post before their day, and the message says when', () => {
    process.env.SITE_TODAY = '2026-12-04'
    const message = 'blog post "first-post" is dated 2026-12-05, so it is not on the site until that day: name another blog post until then, or give this one an earlier date'
    expect(problemsOf({ 'blog/first-post.en.md': dated(first, '2026-12-05') })).toEqual([
      `content/blog/second-post.en.md › related[0]: ${message}`,
      `content/pages/home.en.yaml › blog.posts[0]: ${message}`,
    ])
  })
})
