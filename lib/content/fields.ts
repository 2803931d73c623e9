/**
 * The field builders the content types share: texts, dates, addresses, pictures, buttons, counters,
 * points, questions, dated lines and skill bars. Each content type (lib/content/types/) is made of
 * these and of fields of its own.
 */
import { z } from 'zod'
import { mediaFile } from './references'
import { isWebAddress, LINK_TARGET, SITE_PATH, WEB_ADDRESS } from './urls'

/** The blog's categories; Product posts appear on the home page and count only under All. */
export const BLOG_CATEGORIES = ['Product', 'Inspirations', 'Experiences', 'Reviews', 'Tips & Tricks', 'Others'] as const

export const text = () => z.string().trim().min(1)
export const isoDate = () => z.iso.date()
export const order = () => z.number().int().min(0)

// Addresses. Every field that holds one is made with one of the helpers below, which trim the value
// and accept only what lib/content/urls.ts allows: no `javascript:`, `data:`, `//host` or `http:`.

/** A full web address of another site, starting with https://; `example` is shown when the value is wrong. */
export const webAddress = (example: string) => {
  const error = `expected a full web address starting with https:// such as ${example}`
  return z.string().trim().regex(WEB_ADDRESS, { error, abort: true }).refine(isWebAddress, { error })
}

export const sitePath = (example = '/contact/') =>
  z
    .string()
    .trim()
    .regex(SITE_PATH, { error: `expected a site path such as ${example} (a single / at the start, no spaces)` })
    .meta({ description: 'A page of this site, written as a path such as /contact/ or /#how-we-do.' })

/** Where a button or link leads: a site path such as /contact/, a #section of the page or https://… */
export const linkTarget = () => {
  const error = 'expected a site path such as /contact/, a #section of the page, or a full web address starting with https://'
  return z
    .string()
    .trim()
    .regex(LINK_TARGET, { error, abort: true })
    .refine((value) => !value.startsWith('https:') || isWebAddress(value), { error })
}

export const redirectPath = (example: string, extra = '') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/(?!\/)[\w\-/${extra}]*$`), {
      error: `expected a site path such as ${example} (letters, digits, - and /, with a single / at the start)`,
    })
    .meta({
      description:
        'An old address, or the page it leads to, in `redirects`: letters, digits, - and / only, since the old address also names a folder of the build (`extra` adds characters, such as # for the new page).',
    })

export const videoPath = (extension: 'webm' | 'mp4') =>
  z
    .string()
    .trim()
    .regex(new RegExp(String.raw`^\/video\/[\w-]+(\/[\w-]+)*\.${extension}$`), {
      error: `expected a video path such as /video/hero.${extension} (a file in public/video)`,
    })
    .meta({ description: "A video of the site's own, by its address, such as /video/name.webm (or .mp4)." })

/**
 * A picture of content/media; that its file exists is checked when content loads (`mediaFile`).
 * `folder` (such as `logos/tools`) is where the content manager lists and uploads the pictures of
 * this field; left out, the collection's own folder (`mediaFolder` in its registry entry), or the
 * top of content/media.
 */
export const media = (folder?: string) =>
  mediaFile(
    z
      .string()
      .trim()
      .regex(/^\/media\/[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/, {
        error: 'expected an image path such as /media/picture.svg (a file in content/media)',
      }),
    folder,
  ).meta({ description: 'A picture chosen from the media library.' })

export const draft = () =>
  z.boolean().default(false).meta({
    title: 'Keep off the public site (not ready)',
    description:
      "While on, the page is kept out of the public site: it shows only in previews and on an editor's own computer. (Not the same as the drafts of the Workflow board.)",
  })

/** A picture and its description; `folder` as for `media`. */
export const picture = (folder?: string) =>
  z
    .object({
      src: media(folder).meta({ title: 'Picture file', description: 'The picture itself, chosen from the media library (or uploaded to it).' }),
      alt: text().meta({ title: 'What the picture shows', description: 'What the picture shows, for screen readers and search engines.' }),
    })
    .strict()
    .meta({ description: 'A picture from the media library and the words that describe it to people who cannot see it.' })

/** A short name of an item that stays the same in every language, so that its translation is found by it. */
export const itemId = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: `expected a short name of lowercase letters, digits and hyphens, such as ${example}` })
    .meta({
      title: 'Short name (the same in every language)',
      description: `A short name of your own, such as ${example}: the same in both language files, so that the translation of this item is found by it. Lowercase letters, digits and hyphens.`,
    })

/** The value of an item's key: a field (`name`) or a field of a group (`image.src`). */
export function keyValue(item: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, field) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined), item)
}

/**
 * A list whose items are matched across languages by one of their fields (`key`, a field of a
 * group written `image.src`), not by their place: an item the translation lacks is shown in
 * English on the translated page, marked so, and listed by the translation status
 * (lib/content/stages/translate.ts). No two items share a key.
 */
export function keyedList<T extends z.ZodType<Record<string, unknown>>>(item: T, key: string, what = `the ${key}`) {
  return z
    .array(item)
    .superRefine((items, ctx) => {
      const first = new Map<unknown, number>()
      items.forEach((value, index) => {
        const name = keyValue(value, key)
        const earlier = first.get(name)
        if (earlier === undefined) first.set(name, index)
        else
          ctx.addIssue({
            code: 'custom',
            path: [index, ...key.split('.')],
            input: name,
            message: `"${String(name)}" is also ${what} of the item [${earlier}] above: each item needs its own`,
          })
      })
    })
    .meta({ key })
}

export const faqItem = z
  .object({
    id: itemId('payment-terms'),
    question: text().meta({ title: 'Question', description: 'The question, as a visitor would ask it.' }),
    answer: text().meta({ title: 'Answer', description: 'The answer, shown when the question is opened.' }),
  })
  .strict()
  .meta({ description: 'A question and its answer, shown in an accordion.' })

export const point = z
  .object({
    title: text().meta({ title: 'Heading', description: 'Short heading of the point.' }),
    text: text().meta({ title: 'Text', description: 'One or two sentences under it.' }),
  })
  .strict()
  .meta({ description: 'A titled step or point with a short explanation.' })

export const cta = z
  .object({
    label: text().meta({ title: 'Button text', description: 'Words of the button or link.' }),
    hint: text().optional().meta({
      title: 'Hidden words for screen readers',
      description:
        'Words screen readers and search engines read after the label, not shown: they make a short label such as "More" say where it leads ("More" + "posts from the journal").',
    }),
    href: linkTarget().meta({ title: 'Link (page address, #section or https://…)', description: 'Where it leads: a site path such as /contact/, #section or https://…' }),
  })
  .strict()
  .meta({ description: 'A button or link: its words and where it leads.' })

export const counter = z
  .object({
    value: z.number().int().min(0).meta({ title: 'Figure', description: 'The figure it counts up to, e.g. 95.' }),
    suffix: z.string().default('').meta({ title: 'After the figure (e.g. % or +)', description: 'Written right after the figure, e.g. % or +.' }),
    label: text().meta({ title: 'What it counts', description: 'What the figure is about.' }),
  })
  .strict()
  .meta({ description: 'A figure that counts up when it comes into view.' })

export const skillBars = z
  .array(
    z
      .object({
        title: text().meta({ title: 'Skill', description: 'Name of the skill, e.g. Interface design.' }),
        percentage: z.number().int().min(0).max(100).meta({ title: 'Level (percent)', description: 'How good, from 0 to 100: shown as a figure with % and as a bar.' }),
      })
      .strict(),
  )
  .min(1)
  .meta({ description: 'Skills, each shown with a bar.' })

export const socialBand = z
  .object({
    heading: text().meta({ title: 'Heading', description: 'Heading above the social links.' }),
    text: text().meta({ title: 'Sentence under it', description: 'The sentence under it.' }),
  })
  .strict()
  .meta({ description: 'A heading and a sentence above the social links of the site settings (Whole site).' })

export const timelineGroups = () =>
  z
    .array(
      z
        .object({
          title: text().meta({ title: 'Group heading', description: 'Heading of the group, e.g. Education.' }),
          entries: z
            .array(
              z
                .object({
                  year: z
                    .union([z.number().int(), text()])
                    .transform(String)
                    .meta({ title: 'When', description: 'When, shown in front of the line: a year such as 2014 or a span such as 2016 – today.' }),
                  text: text().meta({ title: 'What happened', description: 'What happened: a degree, a course, a job.' }),
                })
                .strict(),
            )
            .min(1)
            .meta({ title: 'Dated lines', description: 'The dated lines of the group, in this order.' }),
        })
        .strict(),
    )
    .min(1)
    .meta({ description: 'Dated lines in groups, e.g. Education and Experience; "When" may be a span such as 2012 – 2016.' })

/** What every inner page starts with: its name in the browser title, and the dark title band. */
export const innerPageHead = {
  title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title.' }),
  description: text().meta({ title: 'Summary for search engines', description: 'Meta description for search engines.' }),
  label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading.' }),
  heading: text().meta({ title: 'Heading', description: "The page's one h1." }),
  intro: text().meta({ title: 'Paragraph under the heading', description: 'The paragraph under the heading.' }),
}
