import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PartnerLogos } from '../../components/PartnerLogos/PartnerLogos'

const logos = [{ title: 'Acme', logo: { src: '/media/logos/acme.svg', width: 160, height: 48 } }] as Parameters<typeof PartnerLogos>[0]['logos']

describe('the partner logos', () => {
  it.each(['light', 'plain', 'dark'] as const)('on a %s background, name only classes the stylesheet has', (tone) => {
    const classes = /<ul class="([^"]*)"/.exec(renderToStaticMarkup(<PartnerLogos logos={logos} tone={tone} />))![1]!.split(' ')
    // CSS modules name a class `_<name>_<hash>`; a tone without a rule of its own adds nothing.
    expect(classes.map((c) => /^_(\w+?)_/.exec(c)?.[1] ?? c)).toEqual(tone === 'light' ? ['logos'] : ['logos', tone])
  })
})
