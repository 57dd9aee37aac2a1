import {
  AWESOME_TECHNOLOGY_MIN_WEBSITES,
  type AwesomeTechnologiesInsight,
  type AwesomeWebsitesInsight,
  INSIGHT_LIMIT,
  type MostUsedTechnologiesInsight,
  technologyIconUrl,
  scoreBand,
  STACK_LAYERS,
  TOP_STACK_MIN_LAYERS,
  type TopTechStacksInsight,
} from '@stacklens/contracts';

/** What every insight response carries besides its items. */
export interface InsightWindow {
  numOfDays: number;
  since: Date;
  generatedAt: Date;
  websitesAnalysed: number;
}

export interface AwesomeWebsiteRow {
  id: string;
  domain: string;
  protocol: 'http' | 'https';
  score: number;
  tech_count: number;
  analysed_at: Date;
}

export interface TechnologyUsageRow {
  name: string;
  slug: string;
  websites: number;
  average_score: number;
}

/** One technology of a website in a stack-layer category. */
export interface StackRow {
  website_id: string;
  domain: string;
  score: number;
  name: string;
  slug: string;
  category_id: number;
  confidence: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function envelope(window: InsightWindow, valueLabel: string) {
  return {
    numOfDays: window.numOfDays,
    since: window.since.toISOString(),
    generatedAt: window.generatedAt.toISOString(),
    websitesAnalysed: window.websitesAnalysed,
    valueLabel,
  };
}

const techRef = (row: { name: string; slug: string }) => ({
  name: row.name,
  slug: row.slug,
  iconUrl: technologyIconUrl(row.slug),
});

export function toAwesomeWebsites(window: InsightWindow, rows: AwesomeWebsiteRow[]): AwesomeWebsitesInsight {
  return {
    ...envelope(window, 'Awesomeness Score'),
    items: rows.map((row, index) => ({
      rank: index + 1,
      label: row.domain,
      value: row.score,
      _id: row.id,
      domain: row.domain,
      protocol: row.protocol,
      score: row.score,
      band: scoreBand(row.score),
      techCount: Number(row.tech_count),
      analysedAt: new Date(row.analysed_at).toISOString(),
    })),
  };
}

export function toAwesomeTechnologies(
  window: InsightWindow,
  rows: TechnologyUsageRow[],
): AwesomeTechnologiesInsight {
  return {
    ...envelope(window, 'Average Awesomeness Score'),
    minWebsites: AWESOME_TECHNOLOGY_MIN_WEBSITES,
    items: rows.map((row, index) => ({
      rank: index + 1,
      label: row.name,
      value: round1(Number(row.average_score)),
      technology: techRef(row),
      averageScore: round1(Number(row.average_score)),
      websites: Number(row.websites),
    })),
  };
}

export function toMostUsedTechnologies(
  window: InsightWindow,
  rows: TechnologyUsageRow[],
): MostUsedTechnologiesInsight {
  return {
    ...envelope(window, 'Websites'),
    items: rows.map((row, index) => ({
      rank: index + 1,
      label: row.name,
      value: Number(row.websites),
      technology: techRef(row),
      websites: Number(row.websites),
      share:
        window.websitesAnalysed > 0
          ? Math.round((Number(row.websites) / window.websitesAnalysed) * 10000) / 10000
          : 0,
    })),
  };
}

/** Every category id that fills a stack layer. */
export const STACK_CATEGORY_IDS: number[] = STACK_LAYERS.flatMap((layer) => [...layer.categoryIds]);

/**
 * Top tech stacks (see the contract's TopTechStackItemSchema): each website's technology per layer (first listed
 * category of the layer wins, then higher confidence, then name), websites with the same stack grouped, stacks
 * with at least TOP_STACK_MIN_LAYERS layers ranked by layers covered, average score, websites.
 */
export function toTopTechStacks(window: InsightWindow, rows: StackRow[]): TopTechStacksInsight {
  type Pick = { rank: number; confidence: number; name: string; slug: string };
  const websites = new Map<string, { domain: string; score: number; layers: Map<string, Pick> }>();
  for (const row of rows) {
    const layerIndex = STACK_LAYERS.findIndex((layer) =>
      (layer.categoryIds as readonly number[]).includes(row.category_id),
    );
    if (layerIndex < 0) continue;
    const layer = STACK_LAYERS[layerIndex];
    const pick: Pick = {
      rank: (layer.categoryIds as readonly number[]).indexOf(row.category_id),
      confidence: row.confidence,
      name: row.name,
      slug: row.slug,
    };
    const site = websites.get(row.website_id) ?? { domain: row.domain, score: row.score, layers: new Map() };
    websites.set(row.website_id, site);
    const current = site.layers.get(layer.key);
    const better =
      !current ||
      pick.rank < current.rank ||
      (pick.rank === current.rank &&
        (pick.confidence > current.confidence ||
          (pick.confidence === current.confidence && pick.name.localeCompare(current.name) < 0)));
    if (better) site.layers.set(layer.key, pick);
  }

  const stacks = new Map<
    string,
    {
      layers: { key: string; label: string; technology: ReturnType<typeof techRef> }[];
      sites: { domain: string; score: number }[];
    }
  >();
  for (const site of websites.values()) {
    const layers = STACK_LAYERS.filter((layer) => site.layers.has(layer.key)).map((layer) => ({
      key: layer.key as string,
      label: layer.label as string,
      technology: techRef(site.layers.get(layer.key)!),
    }));
    if (layers.length < TOP_STACK_MIN_LAYERS) continue;
    const key = layers.map((layer) => `${layer.key}=${layer.technology.slug}`).join('|');
    const stack = stacks.get(key) ?? { layers, sites: [] };
    stack.sites.push({ domain: site.domain, score: site.score });
    stacks.set(key, stack);
  }

  const ranked = [...stacks.values()]
    .map((stack) => ({
      ...stack,
      average: stack.sites.reduce((sum, site) => sum + site.score, 0) / stack.sites.length,
    }))
    .sort(
      (a, b) =>
        b.layers.length - a.layers.length ||
        b.average - a.average ||
        b.sites.length - a.sites.length ||
        a.layers
          .map((l) => l.technology.name)
          .join('+')
          .localeCompare(b.layers.map((l) => l.technology.name).join('+')),
    )
    .slice(0, INSIGHT_LIMIT);

  return {
    ...envelope(window, 'Average Awesomeness Score'),
    items: ranked.map((stack, index) => ({
      rank: index + 1,
      label: stack.layers.map((layer) => layer.technology.name).join(' + '),
      value: round1(stack.average),
      layers: stack.layers,
      layersCovered: stack.layers.length,
      completeness: Math.round((stack.layers.length / STACK_LAYERS.length) * 10000) / 10000,
      averageScore: round1(stack.average),
      websites: stack.sites.length,
      exampleDomains: [...stack.sites]
        .sort((a, b) => b.score - a.score || a.domain.localeCompare(b.domain))
        .slice(0, 3)
        .map((site) => site.domain),
    })),
  };
}
