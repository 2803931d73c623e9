/** `content/pages/blog.yaml`. */
import { z } from 'zod'
import { BLOG_CATEGORIES, innerPageHead, keyedList, picture, sitePath, text } from '../../fields'
import { defineSingleFile } from '../define'
import { filledByThePage } from '../../placeholders'

/** `.extend()` makes a schema of its own: the listings that add fields keep this description. */
const blogListingMeta = { description: 'Name and description of one blog listing or layout page, and its dark title band.' }
const blogListing = z
  .object({ ...innerPageHead })
  .strict()
  .meta(blogListingMeta)

const blogBox = z
  .object({
    heading: text().meta({ title: 'Heading', description: 'Heading of the box.' }),
    text: text().optional().meta({ title: 'Sentence under the heading', description: 'A sentence under the heading; none when left out.' }),
    fieldLabel: text().meta({ title: 'Label of the text field', description: 'Label of the text field, read by screen readers and shown above it.' }),
    placeholder: text().meta({ title: 'Hint in the empty field', description: 'Hint shown inside the empty field.' }),
    button: text().meta({ title: 'Button text', description: 'Words of the button.' }),
    notice: text().meta({ title: 'Note after pressing the button', description: 'Said after the button or Enter is pressed: nothing is sent.' }),
  })
  .strict()
  .meta({ description: 'A search or newsletter box: it sends nothing, and says so once pressed.' })

export const blogPage = z
  .object({
    grid: blogListing
      .extend({ sliderHeading: text().meta({ title: 'Heading of the news slider', description: 'Heading of the slider of news above the grid.' }) })
      .strict()
      .meta({ title: 'Grid listing (/blog-grid/)', ...blogListingMeta }),
    masonry: blogListing.meta({ title: 'Masonry listing (/blog-masonry/)' }),
    sidebar: blogListing
      .extend({
        featuredHeading: text().meta({
          title: 'Heading of the featured posts',
          description: 'Heading of the featured posts at the top (the posts with "Highlight at the top of the journal" switched on), e.g. Featured.',
        }),
        latestHeading: text().meta({ title: 'Heading of the newest posts', description: 'Heading of the list of the newest other posts, e.g. Latest posts.' }),
        paginationLabel: text().meta({ title: 'Page numbers (screen readers)', description: 'Screen-reader name of the page numbers.' }),
      })
      .strict()
      .meta({ title: 'Listing with a sidebar (/blog-sidebar/)', ...blogListingMeta }),
    details: z
      .object({
        title: text().meta({ title: 'Page name (browser tab)', description: 'Page name of /blog-details/ in the browser title.' }),
        description: text().meta({ title: 'Summary for search engines', description: 'Meta description of /blog-details/.' }),
        sidebarTitle: text().meta({
          title: 'Page name with the sidebar (browser tab)',
          description: 'Page name of /blog-details-sidebar/ in the browser title; every page has a title of its own.',
        }),
        sidebarDescription: text().meta({ title: 'Summary for search engines, with the sidebar', description: 'Meta description of /blog-details-sidebar/.' }),
        withSidebar: text().meta({ title: 'Link to the layout with the sidebar', description: 'The link from /blog-details/ to the layout with the sidebar.' }),
        withoutSidebar: text().meta({ title: 'Link to the layout without the sidebar', description: 'The link from /blog-details-sidebar/ to the layout without it.' }),
      })
      .strict()
      .meta({ title: 'Post layouts (/blog-details/)', description: '/blog-details/ and /blog-details-sidebar/: the newest post shown in the two post layouts.' }),
    more: z
      .object({
        label: text().meta({ title: 'Link text', description: 'Words of the link, e.g. More.' }),
        hint: text()
          .optional()
          .meta({ title: 'Hidden words for screen readers', description: 'Words read after the label by screen readers, not shown, e.g. "posts from the journal".' }),
        href: sitePath('/blog-sidebar/').meta({ title: 'Link (page of this site)' }),
      })
      .strict()
      .meta({ title: 'Link to the full journal', description: 'The link under the grid and masonry lists, to the full journal.' }),
    readMore: text().meta({ title: 'Link text under each post', description: 'Label of the link under each post on the listings.' }),
    search: blogBox
      .omit({ notice: true })
      .strict()
      .meta({ title: 'Search box', description: "The blog's search box (in the sidebar, and above the grid of /blog-grid/): it finds posts with the site search." }),
    newsletter: blogBox.meta({ title: 'Newsletter box', description: 'The newsletter box: a band at the end of the listings, or a box of the sidebar.' }),
    aside: z
      .object({
        followHeading: text().meta({ title: 'Heading above the social links', description: 'Heading above the social links of the site settings (Whole site), e.g. Follow us.' }),
        popularHeading: text().meta({ title: 'Heading of the popular posts', description: 'Heading of the most-read posts (by their "Times read"), e.g. Popular posts.' }),
        categoriesHeading: text().meta({ title: 'Heading of the categories', description: 'Heading of the categories with their counts.' }),
        allLabel: text().meta({ title: 'First category (every post)', description: 'The first line of the categories, counting every post, e.g. All.' }),
      })
      .strict()
      .meta({ title: 'Sidebar boxes', description: "The sidebar's boxes." }),
    categories: z
      .array(z.enum(BLOG_CATEGORIES))
      .min(1)
      .meta({ title: 'Categories in the sidebar', description: 'Categories listed in the sidebar with how many posts each has; the counts are made from the posts.' }),
    categoryNames: z.partialRecord(z.enum(BLOG_CATEGORIES), text()).default({}).meta({
      title: 'Category names on the pages',
      description: 'How a category is written on the pages where it differs from its name, e.g. in blog.ro.yaml `Reviews: Recenzii`; the name itself when left out.',
    }),
    post: z
      .object({
        byLabel: text().meta({ title: 'Word before the author', description: "Word before the author's name under the post's title, e.g. By." }),
        views: filledByThePage(text(), ['count']).meta({
          title: 'Times read',
          description: 'How many times the post was read, beside its date under the title, e.g. "{count} views".',
        }),
        commentOne: filledByThePage(text(), ['count']).meta({ title: 'Comments (one)', description: 'The number of comments when there is exactly one, e.g. "{count} comment".' }),
        commentMany: filledByThePage(text(), ['count']).meta({ title: 'Comments (several)', description: 'The number of comments otherwise, e.g. "{count} comments".' }),
        reportLabel: text().meta({ title: '"Report" link', description: "Words of the Report link under the post's title, which opens an e-mail to the site address." }),
        reportSubject: filledByThePage(text(), ['title']).meta({ title: 'Subject of the report e-mail', description: "Subject of that e-mail; {title} is the post's title." }),
        tagsLabel: text().meta({ title: 'Heading above the tags', description: "Heading above the post's tags." }),
        shareLabel: text().meta({ title: 'Heading above the share links', description: 'Heading above the share links.' }),
        shareOn: filledByThePage(text(), ['network']).meta({ title: 'Share link name', description: 'Name of each share link; {network} is filled in.' }),
        authorHeading: text().meta({ title: 'Heading of the author box', description: 'Heading of the author box under the post, e.g. About the author.' }),
        relatedHeading: text().meta({ title: 'Heading of the related posts', description: 'Heading of the related posts (the post\'s "Related posts").' }),
        commentsHeading: text().meta({ title: 'Heading of the comments', description: 'Heading of the comments; the number of comments follows it in brackets.' }),
        noComments: text().meta({ title: 'When there are no comments', description: 'Shown in place of the comments when a post has none.' }),
        repliesTo: filledByThePage(text(), ['name']).meta({
          title: 'Replies to a comment (screen readers)',
          description: "Screen-reader name of a comment's replies; {name} is filled in.",
        }),
        nextPost: text().meta({ title: 'Link to the next post', description: 'Label of the link to the next post, at the end of every post, e.g. Next Post.' }),
      })
      .strict()
      .meta({ title: 'Wording around a post', description: 'Wording around a post; {count} is filled in.' }),
    // Matched to the English authors by name: one the translation lacks is shown in English.
    authors: keyedList(
      z
        .object({
          name: text().meta({ title: 'Full name', description: 'Full name, shown in the author box and after "By"; a post\'s "Author" must be exactly this name.' }),
          role: text().meta({ title: 'Job title', description: 'Job title.' }),
          bio: text().meta({ title: 'About them', description: 'Two or three sentences for the author box.' }),
          portrait: picture('art/team').optional().meta({ title: 'Portrait' }),
        })
        .strict(),
      'name',
    )
      .min(1)
      .meta({ title: 'Authors', description: 'Everyone who writes posts; a post\'s "Author" is one of these names.' }),
  })
  .strict()
  .meta({ description: "The blog's listing pages (/blog-grid/, /blog-masonry/, /blog-sidebar/) and post layouts." })

export const contentType = defineSingleFile({
  key: 'blog',
  addresses: ['/blog-grid/', '/blog-masonry/', '/blog-sidebar/', '/blog-details/', '/blog-details-sidebar/'],
  file: 'pages/blog.yaml',
  schema: blogPage,
  intro: 'The blog listings (`/blog-grid/`, `/blog-masonry/`, `/blog-sidebar/`), the post layouts, the sidebar boxes and the authors that posts name.',
  referable: [{ kind: 'author', noun: 'author', what: 'the authors', names: (data) => data.authors.map((a) => a.name) }],
  // The sample post pages repeat a real post (the newest): never offered themselves.
  layouts: { '/blog-grid/': 'blog', '/blog-masonry/': 'blog', '/blog-sidebar/': 'blog', '/blog-details/': 'sample', '/blog-details-sidebar/': 'sample' },
  footer: {
    group: 'company',
    titles: (data) => [data.grid.title, data.masonry.title, data.sidebar.title, data.details.title, data.details.sidebarTitle],
  },
})
