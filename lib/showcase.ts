import type { Content } from './content'

/** The awards and partners of pages/home.yaml, with their logos, as the Awards and Partners components take them. */
export function awardsAndPartners(content: Content) {
  const home = content.pages.home
  const { picture } = content.media
  return {
    awards: { awards: home.awards, logos: home.awards.years.map((y) => picture({ src: y.logo, alt: '' })) },
    partners: {
      partners: { heading: home.partners.heading, intro: home.partners.intro },
      logos: home.partners.logos.map((p) => ({ title: p.title, logo: picture({ src: p.logo, alt: p.title }) })),
    },
  }
}
