/** `content/pages/home.yaml`. */
import { z } from 'zod'
import { reference } from '../../references'
import { counter, cta, media, picture, socialBand, text, videoPath } from '../../fields'
import { defineSingleFile } from '../define'

export const homePage = z
  .object({
    title: text().meta({ description: 'The page name in the browser title, e.g. "The Software Incubator".' }),
    description: text().meta({ description: 'Meta description for search engines.' }),
    hero: z
      .object({
        kicker: text().meta({ title: 'Line above the title', description: 'Small line above the hero title, e.g. "Software studio · Bucharest".' }),
        slogan: text().meta({ description: 'The big title over the video, the page\'s main heading, e.g. "Bigger Goals, Better Tech".' }),
        intro: text().meta({ description: 'The sentence under the title.' }),
        cta: cta,
        scrollLabel: text().meta({
          title: 'Scroll arrow (screen readers)',
          description: 'Screen-reader name of the arrow at the bottom of the hero that scrolls to the next section, e.g. "Scroll down".',
        }),
        video: z
          .object({
            webm: videoPath('webm').meta({ title: 'Video file (WebM)' }),
            mp4: videoPath('mp4').meta({ title: 'Video file (MP4, for older browsers)' }),
            poster: picture('art/home'),
            pauseLabel: text().meta({ description: 'Screen-reader name of the button that pauses the video.' }),
            playLabel: text().meta({ description: 'Screen-reader name of the same button while the video is paused.' }),
          })
          .strict()
          .meta({ description: 'The looping cover video (files in public/video) and the still shown before it plays.' }),
      })
      .strict()
      .meta({ description: 'The full-screen opening band over the cover video.' }),
    getStarted: z
      .object({
        heading: text().meta({ description: 'Heading of the band, e.g. "Let\'s talk about your next product".' }),
        text: text().meta({ description: 'The sentence beside the button.' }),
        bookingLabel: text().meta({ description: 'Words of the booking button, e.g. "Book a Free Consultation TODAY!".' }),
      })
      .strict()
      .meta({ description: 'The band under the hero with the button to book a free consultation (site.yaml `bookingUrl`).' }),
    digital: z
      .object({
        label: text().meta({ description: 'Small label above the heading, e.g. "Since 2016".' }),
        heading: text().meta({ description: 'Heading of the section.' }),
        paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
        image: picture('art/home'),
      })
      .strict()
      .meta({ description: 'The section beside a picture, with the figures of `stats` under it.' }),
    about: z
      .object({
        label: text().meta({ description: 'Small label above the heading, e.g. "About Us".' }),
        heading: text().meta({ description: 'Heading of the section.' }),
        paragraphs: z.array(text()).min(1).meta({ description: 'Paragraphs under the heading, one item each.' }),
        image: picture('art/home'),
        points: z.array(text()).default([]).meta({ description: 'Short lines shown with a tick after the paragraphs; none shows no list.' }),
      })
      .strict()
      .meta({ description: 'The About Us section beside a picture, with a list of ticked points.' }),
    whatWeDo: z
      .object({
        heading: text().meta({ description: 'Heading of the section.' }),
        intro: text().meta({ description: 'The paragraph under the heading.' }),
        servicesHeading: text().meta({ description: 'Heading of the column of service links.' }),
        industriesHeading: text().meta({ description: 'Heading of the column of industry links.' }),
      })
      .strict()
      .meta({ description: 'The What We Do section (#what-we-do): links to every service and industry of content/.' }),
    stats: z.array(counter).min(1).meta({ description: 'Shown on large screens only.' }),
    counters: z.array(counter).min(1),
    approach: z
      .object({
        heading: text().meta({ description: 'Heading of the section, e.g. Our Approach.' }),
        intro: text().meta({ description: 'The sentence under the heading.' }),
        steps: z
          .array(
            z
              .object({
                title: text().meta({ description: 'Short heading of the step, e.g. Discovering Your Vision.' }),
                text: text().meta({ description: 'One or two sentences under it.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: 'The steps, shown as numbered points in three columns.' }),
      })
      .strict()
      .meta({ description: 'The Our Approach section (#how-we-do); /home-default/ and /home-agency/ show the same steps.' }),
    ourWork: z
      .object({
        heading: text().meta({ description: 'Heading of the section, e.g. Case Studies.' }),
        intro: text().meta({ description: 'The sentence under the heading.' }),
        readMore: text().meta({ description: 'The link on each case study card, e.g. "Read the case study".' }),
        contactCta: cta,
      })
      .strict()
      .meta({ description: 'The case studies section (#our-work): a card for each file of content/case-studies.' }),
    awards: z
      .object({
        heading: text().meta({ description: 'Heading of the section, e.g. Awards.' }),
        intro: text().meta({ description: 'The sentence under the heading.' }),
        years: z
          .array(
            z
              .object({
                year: z.number().int().min(1990).max(2100).meta({ description: 'The year, shown large under the medal, e.g. 2021.' }),
                logo: media('logos/awards'),
                awards: z
                  .array(
                    z
                      .object({
                        title: text().meta({ description: 'Name of the award, shown in bold, e.g. Best Energy Software Platform.' }),
                        subTitle: text().meta({ description: 'Who gave it, under the name, e.g. Romanian Software Awards.' }),
                      })
                      .strict(),
                  )
                  .min(1)
                  .meta({ description: 'The awards of that year.' }),
                link: cta.meta({ description: '"See project": where the awarded work is shown.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: 'One column per year, in this order.' }),
      })
      .strict()
      .meta({ description: 'The awards by year; About Us, /home-default/ and /home-studio/ show the same section.' }),
    blog: z
      .object({
        heading: text().meta({ description: 'Heading of the section, e.g. From the blog.' }),
        intro: text().meta({ description: 'The sentence under the heading.' }),
        continueLabel: text().meta({ description: "The link under each post's summary, e.g. Continue." }),
        posts: z.array(reference(text(), 'post')).min(1).max(6).meta({ description: 'File names (without .md) of the posts to show, from content/blog.' }),
        labels: z.record(text(), text()).default({}).meta({ description: "Label shown on a teaser instead of the post's category, by file name, e.g. Community." }),
      })
      .strict()
      .meta({ description: 'The blog section: the posts named in `posts`, as cards.' }),
    partners: z
      .object({
        heading: text().meta({ description: 'Heading above the logos, e.g. Trusted by.' }),
        intro: text().meta({ description: 'The sentence under the heading.' }),
        logos: z
          .array(
            z
              .object({
                title: text().meta({ description: "The partner's name; screen readers read it for the logo." }),
                logo: media('logos/partners'),
              })
              .strict(),
          )
          .min(1)
          .meta({ description: 'The logos, in this order.' }),
      })
      .strict()
      .meta({ description: 'The grid of partner logos; About Us and several home variants show the same logos.' }),
    social: socialBand.meta({ description: 'The social links beside the closing contact band; the links come from site.yaml.' }),
    contact: z
      .object({
        label: text().meta({ description: 'Small line above the heading, e.g. "Get in touch".' }),
        heading: text().meta({ description: 'The big heading of the band, e.g. "Let\'s chat!".' }),
        text: text().meta({ description: 'The sentence under the heading.' }),
        sayHiLabel: text().meta({ title: 'Second button', description: 'Words of the second, outlined button to /contact/, e.g. "Saying Hi!".' }),
        contactLabel: text().meta({ description: 'Words of the main button to /contact/, e.g. "Contact Us".' }),
      })
      .strict()
      .meta({ description: 'The dark closing band with two buttons to the contact page.' }),
  })
  .strict()

export const contentType = defineSingleFile({
  key: 'home',
  addresses: ['/'],
  file: 'pages/home.yaml',
  schema: homePage,
  intro: 'The landing page at `/`: hero, sections, counters, approach steps, partners, awards, the posts it shows and the contact block.',
  // The teaser labels are keyed by posts that exist (a record's keys are no field a schema can mark).
  checks: ({ page, idsIn, fileOf }) => {
    const home = page('home') as z.output<typeof homePage> | undefined
    const posts = idsIn('blog')
    const known = [...posts].map((i) => `"${i}"`).join(', ')
    return Object.keys(home?.blog.labels ?? {}).flatMap((id) =>
      posts.has(id) ? [] : [{ file: fileOf('home'), field: `blog.labels.${id}`, message: `unknown blog post "${id}"; expected one of ${known}` }],
    )
  },
})
