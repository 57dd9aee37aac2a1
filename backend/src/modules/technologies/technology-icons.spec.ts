import { TechnologyIconSchema } from '@stacklens/contracts';
import {
  colorOf,
  findBrandIcon,
  monogramOf,
  technologyIcon,
  technologyIconSvg,
  titleToSlug,
} from './technology-icons';

describe('technology icons', () => {
  it('slugifies titles like simple-icons', () => {
    expect(titleToSlug('Next.js')).toBe('nextdotjs');
    expect(titleToSlug('C++')).toBe('cplusplus');
    expect(titleToSlug('AT&T')).toBe('atandt');
    expect(titleToSlug('Café')).toBe('cafe');
  });

  it('finds brands by name or slug', () => {
    expect(findBrandIcon('WordPress', 'wordpress')?.slug).toBe('wordpress');
    expect(findBrandIcon('Next.js', 'next-js')?.slug).toBe('nextdotjs');
    expect(findBrandIcon('Some Unknown Thing', 'some-unknown-thing')).toBeNull();
  });

  it('builds monograms and stable colours', () => {
    expect(monogramOf('Some Unknown Thing')).toBe('SU');
    expect(monogramOf('wordpress')).toBe('W');
    expect(monogramOf('PrestaShop')).toBe('PS');
    expect(monogramOf('...')).toBe('?');
    expect(colorOf('abc')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorOf('abc')).toBe(colorOf('abc'));
  });

  it('describes the icon for the client and renders it as SVG', () => {
    const brand = technologyIcon('WordPress', 'wordpress');
    expect(TechnologyIconSchema.parse(brand)).toEqual(brand);
    expect(brand).toMatchObject({ kind: 'brand', url: '/api/v1/technologies/wordpress/icon.svg' });
    expect(technologyIconSvg('WordPress', 'wordpress')).toMatch(
      /^<svg [^>]*><title>WordPress<\/title><path fill="#/,
    );
    const monogram = technologyIcon('Acme <Widgets>', 'acme-widgets');
    expect(monogram).toMatchObject({ kind: 'monogram', monogram: 'AW' });
    const svg = technologyIconSvg('Acme <Widgets>', 'acme-widgets');
    expect(svg).toContain('<title>Acme &lt;Widgets&gt;</title>');
    expect(svg).toContain('>AW</text>');
  });
});
