/** `content/pages/home.yaml`. */
import { z } from 'zod'
import { reference } from '../../references'
import { counter, cta, media, picture, socialBand, text, videoPath } from '../../fields'
import { defineSingleFile } from '../define'

export const homePage = z
  .object({
    title: text().meta({ title: 'Page name (browser tab)', description: 'The page name in the browser title, e.g. "The Software Incubator".' }),
    description: text().meta({ title: 'Summary for search engines', description: 'Meta description for search engines.' }),
    hero: z
      .object({
        kicker: text().meta({ title: 'Line above the title', description: 'Small line above the hero title, e.g. "Software studio · Bucharest".' }),
        slogan: text().meta({ title: 'Main title', description: 'The big title over the video, the page\'s main heading, e.g. "Bigger Goals, Better Tech".' }),
        intro: text().meta({ title: 'Sentence under the title', description: 'The sentence under the title.' }),
        cta: cta.meta({ title: 'Button' }),
        scrollLabel: text().meta({
          title: 'Scroll arrow (screen readers)',
          description: 'Screen-reader name of the arrow at the bottom of the hero that scrolls to the next section, e.g. "Scroll down".',
        }),
        video: z
          .object({
            webm: videoPath('webm').meta({ title: 'Video file (WebM)' }),
            mp4: videoPath('mp4').meta({ title: 'Video file (MP4, for older browsers)' }),
            poster: picture('art/home').meta({ title: 'Still picture before it plays' }),
            pauseLabel: text().meta({ title: 'Pause button (screen readers)', description: 'Screen-reader name of the button that pauses the video.' }),
            playLabel: text().meta({ title: 'Play button (screen readers)', description: 'Screen-reader name of the same button while the video is paused.' }),
          })
          .strict()
          .meta({ title: 'Cover video', description: "The looping cover video (the site's own video files) and the still picture shown before it plays." }),
      })
      .strict()
      .meta({ title: 'Opening band', description: 'The full-screen opening band over the cover video.' }),
    getStarted: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the band, e.g. "Let\'s talk about your next product".' }),
        text: text().meta({ title: 'Sentence beside the button', description: 'The sentence beside the button.' }),
        bookingLabel: text().meta({ title: 'Booking button text', description: 'Words of the booking button, e.g. "Book a Free Consultation TODAY!".' }),
      })
      .strict()
      .meta({
        title: 'Booking band',
        description: 'The band under the opening band with the button to book a free consultation (the "Booking page (https://…)" of the site settings, under Whole site).',
      }),
    digital: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. "Since 2016".' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphs', description: 'Paragraphs under the heading, one item each.' }),
        image: picture('art/home').meta({ title: 'Picture' }),
      })
      .strict()
      .meta({ title: 'Section beside a picture', description: 'The section beside a picture, with the "Figures (large screens only)" under it.' }),
    about: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small label above the heading, e.g. "About Us".' }),
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        paragraphs: z.array(text()).min(1).meta({ title: 'Paragraphs', description: 'Paragraphs under the heading, one item each.' }),
        image: picture('art/home').meta({ title: 'Picture' }),
        points: z.array(text()).default([]).meta({ title: 'Ticked points', description: 'Short lines shown with a tick after the paragraphs; none shows no list.' }),
      })
      .strict()
      .meta({ title: 'About us section', description: 'The About Us section beside a picture, with a list of ticked points.' }),
    whatWeDo: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section.' }),
        intro: text().meta({ title: 'Paragraph under the heading', description: 'The paragraph under the heading.' }),
        servicesHeading: text().meta({ title: 'Services column heading', description: 'Heading of the column of service links.' }),
        industriesHeading: text().meta({ title: 'Industries column heading', description: 'Heading of the column of industry links.' }),
      })
      .strict()
      .meta({ title: 'What we do section', description: 'The What We Do section, at /#what-we-do: links to every service and every industry.' }),
    stats: z.array(counter).min(1).meta({ title: 'Figures (large screens only)', description: 'Shown on large screens only.' }),
    counters: z.array(counter).min(1).meta({ title: 'Counters' }),
    approach: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Our Approach.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        steps: z
          .array(
            z
              .object({
                title: text().meta({ title: 'Step heading', description: 'Short heading of the step, e.g. Discovering Your Vision.' }),
                text: text().meta({ title: 'Text', description: 'One or two sentences under it.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Steps', description: 'The steps, shown as numbered points in three columns.' }),
      })
      .strict()
      .meta({ title: 'Approach section', description: 'The Our Approach section, at /#how-we-do; /home-default/ and /home-agency/ show the same steps.' }),
    ourWork: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Case Studies.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        readMore: text().meta({ title: 'Link text on each card', description: 'The link on each case study card, e.g. "Read the case study".' }),
        contactCta: cta.meta({ title: 'Contact button' }),
      })
      .strict()
      .meta({ title: 'Case studies section', description: 'The case studies section, at /#our-work: a card for each entry of the Case studies collection.' }),
    awards: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. Awards.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        years: z
          .array(
            z
              .object({
                year: z.number().int().min(1990).max(2100).meta({ title: 'Year', description: 'The year, shown large under the medal, e.g. 2021.' }),
                logo: media('logos/awards').meta({ title: 'Medal picture' }),
                awards: z
                  .array(
                    z
                      .object({
                        title: text().meta({ title: 'Award name', description: 'Name of the award, shown in bold, e.g. Best Energy Software Platform.' }),
                        subTitle: text().meta({ title: 'Given by', description: 'Who gave it, under the name, e.g. Romanian Software Awards.' }),
                      })
                      .strict(),
                  )
                  .min(1)
                  .meta({ title: 'Awards of the year', description: 'The awards of that year.' }),
                link: cta.meta({ title: '"See project" link', description: '"See project": where the awarded work is shown.' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Years', description: 'One column per year, in this order.' }),
      })
      .strict()
      .meta({ title: 'Awards section', description: 'The awards by year; About Us, /home-default/ and /home-studio/ show the same section.' }),
    blog: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the section, e.g. From the blog.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        continueLabel: text().meta({ title: 'Link text under each post', description: "The link under each post's summary, e.g. Continue." }),
        posts: z.array(reference(text(), 'post')).min(1).max(6).meta({ title: 'Posts shown', description: 'The blog posts to show, picked by their title.' }),
        labels: z
          .record(text(), text())
          .default({})
          .meta({ title: 'Labels in place of the category', description: "Label shown on a teaser instead of the post's category, by file name, e.g. Community." }),
      })
      .strict()
      .meta({ title: 'Blog section', description: 'The blog section: the posts picked in "Posts shown", as cards.' }),
    partners: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading above the logos, e.g. Trusted by.' }),
        intro: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        logos: z
          .array(
            z
              .object({
                title: text().meta({ title: 'Partner name', description: "The partner's name; screen readers read it for the logo." }),
                logo: media('logos/partners').meta({ title: 'Logo' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Logos', description: 'The logos, in this order.' }),
      })
      .strict()
      .meta({ title: 'Partners section', description: 'The grid of partner logos; About Us and several home variants show the same logos.' }),
    social: socialBand.meta({ title: 'Social links band', description: 'The social links beside the closing contact band; the links come from the site settings (Whole site).' }),
    contact: z
      .object({
        label: text().meta({ title: 'Line above the heading', description: 'Small line above the heading, e.g. "Get in touch".' }),
        heading: text().meta({ title: 'Heading', description: 'The big heading of the band, e.g. "Let\'s chat!".' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        sayHiLabel: text().meta({ title: 'Second button', description: 'Words of the second, outlined button to /contact/, e.g. "Saying Hi!".' }),
        contactLabel: text().meta({ title: 'Main button text', description: 'Words of the main button to /contact/, e.g. "Contact Us".' }),
      })
      .strict()
      .meta({ title: 'Closing contact band', description: 'The dark closing band with two buttons to the contact page.' }),
  })
  .strict()

export const contentType = defineSingleFile({
  key: 'home',
  addresses: ['/'],
  layouts: { '/': 'home' },
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
