import { loadFingerprints, loadLatestVersionTable, loadReleaseSnapshot } from '../../common/analyzer.client';
import { CACHE_TAGS } from '@stacklens/contracts';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { loadConfig } from '../../config/config';
import { createDataSource } from '../data-source';
import { seedArticles } from './articles';
import { seedCatalogue } from './catalogue';

/**
 * `npm run seed`: upserts the technology catalogue (categories, technologies, links) from the fingerprint set and
 * the latest versions (and end-of-life cycles) of the analyzer's bundled release snapshot and table — offline —
 * and publishes the articles; then invalidates the cached pages and lookups that show them (tags `articles`,
 * `websites`: the catalogue's latest versions appear on technology pages).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await createDataSource(config.database);
  try {
    const counts = await seedCatalogue(
      dataSource,
      loadFingerprints(),
      loadLatestVersionTable(),
      loadReleaseSnapshot(),
    );
    console.log(
      `Seeded ${counts.categories} categories, ${counts.technologies} technologies, ${counts.links} category links, ` +
        `${counts.latestVersions} latest versions.`,
    );
    const articles = await seedArticles(dataSource);
    console.log(`Seeded articles: ${articles} inserted (existing articles are left as they are).`);
    const cache = new SharedCacheService(config);
    await cache.invalidate([CACHE_TAGS.articles, CACHE_TAGS.allWebsites]);
    await cache.onModuleDestroy();
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
