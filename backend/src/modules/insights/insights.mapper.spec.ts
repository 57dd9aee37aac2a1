import { TopTechStacksInsightSchema } from '@stacklens/contracts';
import { toMostUsedTechnologies, toTopTechStacks, type StackRow } from './insights.mapper';

const window = {
  numOfDays: 30,
  since: new Date('2025-05-01T00:00:00Z'),
  generatedAt: new Date('2025-05-31T00:00:00Z'),
  websitesAnalysed: 4,
};

function rows(websiteId: string, score: number, techs: [string, number, number?][]): StackRow[] {
  return techs.map(([name, categoryId, confidence]) => ({
    website_id: websiteId,
    domain: `${websiteId}.com`,
    score,
    name,
    slug: name.toLowerCase(),
    category_id: categoryId,
    confidence: confidence ?? 100,
  }));
}

describe('insights mapper', () => {
  it('groups websites by stack and ranks by completeness, then average score', () => {
    const full: [string, number][] = [
      ['WordPress', 1],
      ['jQuery', 59],
      ['PHP', 27],
      ['Nginx', 22],
    ];
    const insight = toTopTechStacks(window, [
      ...rows('a', 80, full),
      ...rows('b', 60, full),
      // Five layers, lower score: ranked first (more complete).
      ...rows('c', 40, [...full, ['Cloudflare', 31]]),
      // React (JavaScript frameworks) wins the frontend layer over jQuery (JavaScript libraries).
      ...rows('d', 95, [
        ['jQuery', 59],
        ['React', 12, 50],
        ['Node.js', 27],
        ['Nginx', 22],
      ]),
      // Two layers only: not a stack.
      ...rows('e', 100, [
        ['Nginx', 22],
        ['PHP', 27],
      ]),
    ]);
    expect(TopTechStacksInsightSchema.parse(insight)).toEqual(insight);
    expect(insight.items.map((item) => [item.label, item.value, item.websites])).toEqual([
      ['WordPress + jQuery + PHP + Nginx + Cloudflare', 40, 1],
      ['WordPress + jQuery + PHP + Nginx', 70, 2],
      ['React + Node.js + Nginx', 95, 1],
    ]);
    expect(insight.items[1]).toMatchObject({
      layersCovered: 4,
      completeness: 0.6667,
      exampleDomains: ['a.com', 'b.com'],
    });
    expect(insight.items[0].layers[0]).toEqual({
      key: 'content',
      label: 'CMS / Ecommerce',
      technology: {
        name: 'WordPress',
        slug: 'wordpress',
        iconUrl: '/api/v1/technologies/wordpress/icon.svg',
      },
    });
  });

  it('computes shares of the analysed websites', () => {
    const insight = toMostUsedTechnologies(window, [
      { name: 'Nginx', slug: 'nginx', websites: 3, average_score: 0 },
    ]);
    expect(insight.items[0]).toMatchObject({ rank: 1, label: 'Nginx', value: 3, share: 0.75 });
  });
});
