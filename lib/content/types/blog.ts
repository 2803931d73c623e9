/** A blog post: `content/blog/<name>.md`, a page at /blog/<name>/. */
import { z } from 'zod'
import { reference } from '../references'
import { BLOG_CATEGORIES, draft, isoDate, media, text } from '../fields'
import { defineCollection, byDate } from './define'
import { say, titleFromSlug } from '../scaffold'

/** A reader's comment on a post: sample text shown under it. */
const blogComment = {
  name: text().meta({ title: 'Name', description: "The reader's name as shown." }),
  date: isoDate().meta({ title: 'Date', description: 'The day it was written.' }),
  text: text().meta({ title: 'Comment', description: 'What they wrote.' }),
}

export const blogPost = z
  .object({
    title: text().meta({ title: 'Title', description: 'Heading of the post and its name in the browser title.' }),
    date: isoDate().meta({
      title: 'Publication date',
      description: 'The day it is published; the newest post comes first in every list. A day after today schedules the post: the public site shows it from that day.',
    }),
    category: z.enum(BLOG_CATEGORIES).meta({ title: 'Category', description: "Where the post is filed; the blog's category counts are made from these." }),
    author: reference(text(), 'author').meta({ title: 'Author', description: 'Who wrote it, picked from the "Authors" of the Blog page, under Pages.' }),
    summary: text().meta({ title: 'Summary', description: 'One or two sentences for listings and the meta description.' }),
    image: media().optional().meta({ title: 'Picture', description: "The post's picture, shown on listings and above the text." }),
    tags: z.array(text()).default([]).meta({ title: 'Tags', description: 'Keywords shown under the post.' }),
    views: z.number().int().min(0).default(0).meta({ title: 'Times read', description: 'How many times the post was read, shown beside the date. A new post starts at 0.' }),
    featured: z
      .boolean()
      .default(false)
      .meta({ title: 'Highlight at the top of the journal', description: 'One of the posts highlighted at the top of the journal (/blog-sidebar/).' }),
    related: z.array(reference(text(), 'post')).max(3).default([]).meta({ title: 'Related posts', description: 'Up to three posts shown under this one as related reading.' }),
    comments: z
      .array(
        z
          .object({
            ...blogComment,
            replies: z.array(z.object(blogComment).strict()).default([]).meta({ title: 'Replies', description: 'Answers to this comment, shown indented.' }),
          })
          .strict(),
      )
      .default([])
      .meta({ title: 'Comments', description: 'Sample comments shown under the post, oldest first; each may have replies.' }),
    draft: draft(),
  })
  .strict()

/** Posts never go on the home page or into the Product count by accident. */
const DEFAULT_CATEGORY = 'Others' as const

export const contentType = defineCollection(blogPost, {
  key: 'posts',
  folder: 'blog',
  mediaFolder: 'art/blog',
  format: 'markdown',
  schema: 'blogPost',
  address: (id) => `/blog/${id}/`,
  order: byDate,
  name: 'post',
  aliases: ['blog', 'posts'],
  label: 'A blog post',
  guessed: 'title, date, category and author',
  referable: { kind: 'post', noun: 'blog post' },
  marksUntranslated: true,
  // A post is not related to itself (every other related post must exist: `reference('post')`).
  checks: ({ entries }) =>
    entries('posts').flatMap((post) =>
      (post.data as z.output<typeof blogPost>).related.flatMap((id, index) =>
        id === post.id ? [{ file: post.file, field: `related[${index}]`, message: 'a post cannot be related to itself' }] : [],
      ),
    ),
  scaffold: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      date: ctx.today,
      category: DEFAULT_CATEGORY,
      author: ctx.author,
      summary: say('one or two sentences for the blog lists and for search engines'),
      image: ctx.image,
    }),
    body: 'The text of the post. Start each section with a heading like the one above, and keep paragraphs short.',
    needs: ['image', 'author'],
  },
})
