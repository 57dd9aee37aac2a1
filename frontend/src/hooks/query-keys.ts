/** Every react-query key of the app, in one place. Invalidate by the prefixes under `all`. */
export const queryKeys = Object.freeze({
  all: Object.freeze({
    websites: ['websites'] as const,
    scoreHistory: ['websites', 'scores'] as const,
    technologyHistory: ['websites', 'technology-history'] as const,
    similarRanked: ['websites', 'similar-ranked'] as const,
  }),
  website: (domain: string) => ['websites', 'detail', domain] as const,
  scoreHistory: (websiteId: string) => ['websites', 'scores', websiteId] as const,
  technologyHistory: (websiteId: string) => ['websites', 'technology-history', websiteId] as const,
  similarRanked: (params: { limit: number; score?: number; excludeId?: string }) =>
    ['websites', 'similar-ranked', params] as const,
  analysisStatus: (analysisId: string) => ['analysis', 'status', analysisId] as const,
  lighthouseLatest: (url: string) => ['lighthouse', 'latest', url] as const,
  lighthouseRun: (id: string) => ['lighthouse', 'run', id] as const,
  user: ['user'] as const,
  history: (page: number, pageSize: number) => ['user', 'history', page, pageSize] as const,
  technologyChanges: (limit: number) => ['user', 'technology-changes', limit] as const,
  apiKeys: ['user', 'api-keys'] as const,
  sessions: ['user', 'sessions'] as const,
  webhookEndpoints: ['user', 'webhook-endpoints'] as const,
  monitors: ['user', 'monitors'] as const,
  billing: ['user', 'billing'] as const,
  paymentMethods: ['user', 'billing', 'payment-methods'] as const,
  invoices: (page: number, pageSize: number) => ['user', 'billing', 'invoices', page, pageSize] as const,
  webhookDeliveries: (endpointId: string, page: number, pageSize: number) =>
    ['user', 'webhook-endpoints', endpointId, 'deliveries', page, pageSize] as const,
  siteInfo: ['site'] as const,
  technologyCategories: ['technologies', 'categories'] as const,
  technologies: (params: { search?: string; category?: string; page: number; pageSize: number }) =>
    ['technologies', 'list', params] as const,
  technology: (slug: string, category?: string) =>
    ['technologies', 'detail', category ?? null, slug] as const,
  techListWebsites: (technology: string, version: string) =>
    ['user', 'lists', 'websites', technology, version] as const,
  technologyAdvisories: (slug: string, params: { page: number; pageSize: number; version?: string }) =>
    ['technologies', 'advisories', slug, params] as const,
  insight: (kind: string, numOfDays: number) => ['insights', kind, numOfDays] as const,
  articles: (page: number, pageSize: number) => ['articles', 'list', page, pageSize] as const,
  article: (slug: string) => ['articles', 'detail', slug] as const,
});
