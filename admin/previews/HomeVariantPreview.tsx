import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { Sections, Themed } from '../../components/Sections/Sections'
import { VariantHero } from '../../components/VariantHero/VariantHero'
import type { SectionData } from '../../lib/content'
import type { ResolvedSection } from '../../lib/sections'
import type { CarouselLabels } from '../../lib/shared/islands'
import { BLANK_PICTURE, DrawWhatCan, FilledNote, pictureOf, Unfinished } from './drawing'

/**
 * A home variant as the site draws it: its hero, then its sections in the order of the file, by the
 * site's own components (components/Sections). What a section shows from other files (the newest
 * posts, the works, the quotes of about-us.yaml) is looked up when the site is built; here those
 * sections show their own words, and a note above the page says which sections are filled in then.
 */
type Props = PreviewTemplateComponentProps
type Section = Partial<SectionData> & { type?: SectionData['type']; image?: { src?: string; alt?: string }; portrait?: { src?: string; alt?: string } }

/**
 * What the notes call the other files' content of each kind of section that shows some (null: it
 * shows only its own words). Keyed by every type of the schema's union, like `extras` below, so a
 * new kind of section does not compile until both say what it takes from other files.
 */
const FILLED_ON_BUILD: Record<SectionData['type'], string | null> = {
  services: null,
  'service-list': 'the services',
  'case-study-carousel': 'the case studies',
  'case-study-cards': 'the case studies',
  approach: 'the steps of the landing page’s approach',
  partners: 'the partners’ logos',
  awards: 'the awards of the landing page',
  testimonials: 'the client quotes of About Us',
  quote: 'the quote of the client it names',
  'latest-works': 'the newest works of the portfolio',
  'filtered-works': 'the works it lists',
  blog: 'the newest blog posts',
  'news-carousel': 'the newest blog posts',
  team: 'the team',
  'social-feed': 'the social links of the whole site',
  counters: null,
  about: null,
  biography: null,
  skills: null,
  timeline: null,
  'call-to-action': null,
}

// Words of the slider buttons; the site takes them from site.yaml.
const LABELS: CarouselLabels = {
  carouselPrevious: 'Previous slide',
  carouselNext: 'Next slide',
  carouselPause: 'Pause the slides',
  carouselPlay: 'Play the slides',
  carouselSlide: '{index} of {total}',
  carouselGoTo: 'Go to slide {index}',
}

/** A section with what it needs besides its own words: nothing from other files, which the build adds. */
function resolved(section: Section, asset: (path: string) => string): ResolvedSection | undefined {
  const extras: Record<SectionData['type'], object> = {
    services: {},
    'service-list': { services: [] },
    'case-study-carousel': { slides: [], labels: LABELS },
    'case-study-cards': { studies: [] },
    approach: { approach: { heading: 'label' in section ? String(section.label ?? '') : '', intro: '', steps: [] } },
    partners: { logos: [] },
    awards: { awards: { heading: '', intro: '', years: [] }, logos: [] },
    testimonials: { items: [], labels: LABELS },
    quote: { quote: { name: 'name' in section ? String(section.name ?? '') : '', quote: '…', designation: '', company: '' } },
    'latest-works': { works: [] },
    'filtered-works': { works: { label: '', results: '', tabs: [], items: [] } },
    blog: { posts: [] },
    'news-carousel': { slides: [], labels: LABELS },
    team: { members: [] },
    counters: {},
    about: { image: pictureOf(section.image, asset) ?? BLANK_PICTURE },
    biography: { portrait: pictureOf(section.portrait, asset) ?? BLANK_PICTURE },
    skills: {},
    timeline: {},
    'social-feed': { socials: [], newTabLabel: '' },
    'call-to-action': {},
  }
  if (!section.type || !(section.type in extras)) return undefined
  // Lists still being written may lack an item's fields; the components read them as they are.
  return { type: section.type, section: { ...section, items: 'items' in section ? (section.items ?? []) : [] }, ...extras[section.type] } as unknown as ResolvedSection
}

export function HomeVariantPreview(props: Props) {
  const data = ((props.entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as {
    theme?: 'light' | 'dark'
    numbered?: boolean
    hero?: {
      label?: string
      heading?: string
      intro?: string
      ctas?: Array<{ label?: string; href?: string }>
      image?: { src?: string; alt?: string }
      look?: 'split' | 'editorial' | 'portrait'
    }
    sections?: Section[]
  }
  const asset = (path: string) => props.getAsset(path)?.toString() ?? path
  const hero = data.hero ?? {}
  const sections = (data.sections ?? []).flatMap((s) => resolved(s, asset) ?? [])
  const filled = (data.sections ?? []).flatMap((s) => (s.type && FILLED_ON_BUILD[s.type] ? [`${s.type} (${FILLED_ON_BUILD[s.type]})`] : []))
  const theme = data.theme ?? 'light'
  return (
    <>
      <FilledNote filled={filled} />
      <main>
        <Themed theme={theme}>
          <VariantHero
            hero={{
              label: hero.label ?? '',
              heading: hero.heading ?? '',
              intro: hero.intro ?? '',
              ctas: (hero.ctas ?? []).map((c) => ({ label: c.label ?? '', href: c.href ?? '#' })),
            }}
            image={pictureOf(hero.image, asset)}
            look={hero.look ?? 'split'}
          />
          <DrawWhatCan
            // Drawn afresh after each change: a section that could not be drawn may be complete now.
            key={JSON.stringify(data.sections ?? [])}
            fallback={<Unfinished what="A section" />}
          >
            <Sections sections={sections} look={{ theme, numbered: data.numbered ?? false }} />
          </DrawWhatCan>
        </Themed>
      </main>
    </>
  )
}
