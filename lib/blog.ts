import { localizePath } from './shared/locales'
import { collection, PAGE_MODULES } from './content/registry'
import type { Content, Entry } from './content'
import type { PageHead } from './head'
import type { BlogPostData } from './content/schemas'
import { fillText, formatCount, formatDate } from './shared/format'
import type { PictureData } from './images'
import { searchLabels } from './search'
import { derive } from './contentViews'

/** The blog's first listing (/blog-grid/), as its page module names it: the blog's home, in breadcrumbs, feeds and the note of an untranslated post. */
export const BLOG_LISTING = PAGE_MODULES.find((m) => m.key === 'blog')!.addresses![0]!

/** The address of a post's own page. */
export const postHref = (id: string) => collection('posts').address(id)

/**
 * The posts as the blog's listings show them to a reader: those written in the page's language
 * first, newest first, then the others (shown in English, marked), newest first. The English blog
 * is every post in date order; the Romanian one opens on Romanian posts, not on English ones.
 */
export const postsForReaders: (content: Content) => Entry<BlogPostData>[] = derive('postsForReaders', (content) => {
  const own = content.posts.filter((post) => post.lang === content.locale)
  return own.length === content.posts.length ? content.posts : [...own, ...content.posts.filter((post) => post.lang !== content.locale)]
})

/**
 * The posts a listing features first (/blog-sidebar/): the ones the editors marked `featured` in
 * the reader's language; where that language has fewer, its newest other posts; only then featured
 * posts of another language.
 */
export function featuredPosts(content: Content, count: number): Entry<BlogPostData>[] {
  const posts = postsForReaders(content)
  const own = posts.filter((post) => post.lang === content.locale)
  const picked = [...own.filter((post) => post.data.featured), ...own.filter((post) => !post.data.featured), ...posts.filter((post) => post.data.featured)]
  return [...new Set(picked)].slice(0, count)
}

/** Every comment of a post, replies included. */
export function commentCount(post: BlogPostData): number {
  return post.comments.reduce((sum, c) => sum + 1 + c.replies.length, 0)
}

/** What a listing shows of a post. */
export interface PostCard {
  href: string
  title: string
  summary: string
  /** How the category is written in the content's language. */
  category: string
  date: string
  dateLabel: string
  author: string
  views: string
  comments: string
  image?: PictureData
  /** The language of its title and summary, where it is not the page's (a post without a translation yet). */
  lang?: string
  /** The mark the card shows then ("In English"). */
  langLabel?: string
  /** Not on the public site yet (a draft, or dated after today): only a build with drafts lists it, with this mark. */
  unpublishedLabel?: string
}

/** A post's date on a card that has one line for it, after its mark when it is not public yet (Scheduled · 1 Jan 2099). */
export function cardDate(card: PostCard): string {
  return card.unpublishedLabel ? `${card.unpublishedLabel} · ${card.dateLabel}` : card.dateLabel
}

/** How a post's category is written on the pages of the content's language. */
export function categoryName(content: Pick<Content, 'pages'>, category: BlogPostData['category']): string {
  return content.pages.blog.categoryNames[category] ?? category
}

export function postCard(content: Content, entry: Entry<BlogPostData>): PostCard {
  const p = entry.data
  const t = content.pages.blog.post
  const count = commentCount(p)
  return {
    href: postHref(entry.id),
    title: p.title,
    summary: p.summary,
    category: categoryName(content, p.category),
    date: p.date,
    dateLabel: formatDate(p.date, 'short', content.locale),
    author: p.author,
    views: fillText(t.views, { count: formatCount(p.views, content.locale) }),
    comments: fillText(count === 1 ? t.commentOne : t.commentMany, { count }),
    ...(p.image ? { image: content.media.picture({ src: p.image, alt: '' }) } : {}),
    ...(entry.lang !== content.locale ? { lang: entry.lang, langLabel: content.site.ui.inEnglish } : {}),
    ...(entry.unpublished ? { unpublishedLabel: 'draft' in entry.unpublished ? content.site.ui.draftMark : content.site.ui.scheduledMark } : {}),
  }
}

/** The blog's sidebar: search, social links, popular posts, newsletter and categories with counts. */
export function sidebarData(content: Content) {
  const blog = content.pages.blog
  const posts = content.posts
  // The three most read, found in one pass (sorting the whole blog for three would cost more on a big one).
  const popular: Entry<BlogPostData>[] = []
  for (const post of posts) {
    popular.push(post)
    popular.sort((a, b) => b.data.views - a.data.views)
    if (popular.length > 3) popular.pop()
  }
  return {
    search: { heading: blog.search.heading, labels: searchLabels(content, blog.search) },
    newsletter: blog.newsletter,
    aside: blog.aside,
    socials: content.site.socials,
    opensInNewTab: content.site.ui.opensInNewTab,
    popular: popular.map((e) => postCard(content, e)),
    // Counts are made from the posts, never typed in: All counts every post, and every category a
    // post uses is listed (after those the blog's page file lists), so the counts add up to All.
    categories: [
      { name: blog.aside.allLabel, count: posts.length },
      ...[...new Set([...blog.categories, ...posts.map((p) => p.data.category)])].map((name) => ({
        name: categoryName(content, name),
        count: posts.filter((p) => p.data.category === name).length,
      })),
    ],
  }
}

export type SidebarData = ReturnType<typeof sidebarData>

/** Posts by id, their place in the newest-first list and, per category, the newest three: made once per content, not once per page. */
const postIndex = derive('postIndex', ({ posts }) => {
  const found = { byId: new Map<string, Entry<BlogPostData>>(), index: new Map<string, number>(), byCategory: new Map<string, Entry<BlogPostData>[]>() }
  for (const [i, post] of posts.entries()) {
    found.byId.set(post.id, post)
    found.index.set(post.id, i)
    const same = found.byCategory.get(post.data.category) ?? []
    if (same.length < 3) same.push(post)
    found.byCategory.set(post.data.category, same)
  }
  return found
})

/** Everything the post layout shows: the post, its author, related posts, comments and the next post. */
export function postPageData(content: Content, entry: Entry<BlogPostData>, path: string) {
  const blog = content.pages.blog
  const { site } = content
  const posts = content.posts
  const p = entry.data
  const author = blog.authors.find((a) => a.name === p.author)!
  const { byId, index: indexOf, byCategory } = postIndex(content)
  // Related posts are chosen by the editor; without a choice, the newest posts of the same category.
  const related = (p.related.length > 0 ? p.related.map((id) => byId.get(id)) : (byCategory.get(p.category) ?? []).filter((e) => e.id !== entry.id).slice(0, 2)).filter(
    (e): e is Entry<BlogPostData> => e !== undefined,
  )
  const index = indexOf.get(entry.id) ?? -1
  // Posts are newest first; the next post is the one after this one, and the oldest leads back to the newest.
  const next = posts[(index + 1) % posts.length]!
  // Shared at its address in the content's language.
  const url = new URL(localizePath(path, content.locale), site.url).href
  const share = [
    { network: 'LinkedIn' as const, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { network: 'Facebook' as const, href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { network: 'X' as const, href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(p.title)}` },
  ]
  const count = commentCount(p)
  // Typed as the head every page gives, so the /blog-details layouts can replace it with their own.
  const head: PageHead = {
    title: p.title,
    description: p.summary,
    ...(p.image ? { image: p.image } : {}),
    article: { published: p.date, author: p.author, section: p.category, tags: p.tags },
    breadcrumbs: [{ name: blog.grid.title, path: BLOG_LISTING }],
  }
  return {
    head,
    post: p,
    /** The language of the post's own words (title, summary, text, tags, comments) where it is not the page's. */
    lang: entry.lang !== content.locale ? entry.lang : undefined,
    categoryLabel: categoryName(content, p.category),
    body: entry.body,
    image: p.image ? content.media.picture({ src: p.image, alt: '' }) : undefined,
    dateLabel: formatDate(p.date, 'long', content.locale),
    viewsLabel: fillText(blog.post.views, { count: formatCount(p.views, content.locale) }),
    commentsLabel: fillText(count === 1 ? blog.post.commentOne : blog.post.commentMany, { count }),
    reportHref: `mailto:${site.email}?subject=${encodeURIComponent(fillText(blog.post.reportSubject, { title: p.title }))}`,
    share: share.map((s) => ({ ...s, label: fillText(blog.post.shareOn, { network: s.network }) })),
    author: { ...author, portrait: author.portrait ? content.media.picture(author.portrait) : undefined },
    related: related.map((e) => postCard(content, e)),
    comments: p.comments.map((c) => ({
      ...c,
      dateLabel: formatDate(c.date, 'long', content.locale),
      repliesLabel: fillText(blog.post.repliesTo, { name: c.name }),
      replies: c.replies.map((r) => ({ ...r, dateLabel: formatDate(r.date, 'long', content.locale) })),
    })),
    next: { href: postHref(next.id), title: next.data.title, lang: next.lang !== content.locale ? next.lang : undefined },
    text: blog.post,
    opensInNewTab: site.ui.opensInNewTab,
    forms: content.pages.forms,
    /** The comment form's own words (the page shows its heading), and what it offers instead of publishing a comment. */
    commentForm: {
      text: commentFormText(content.pages.forms.comment),
      email: site.email,
      mailSubject: fillText(content.pages.forms.comment.mailSubject, { title: p.title }),
    },
  }
}

export type PostPageData = ReturnType<typeof postPageData>

/** The words the comment form island draws itself, and no more: they are written into the page as JSON. */
function commentFormText({ name, email, comment, acceptTerms, submit, notPublished }: Content['pages']['forms']['comment']) {
  return { name, email, comment, acceptTerms, submit, notPublished }
}
