import { loadConfig } from '../config/config';
import { createDataSource } from './data-source';

/** `npm run migrate`: runs every pending migration on the configured database and schema. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await createDataSource(config.database);
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name);
    console.log(names.length ? `Applied migrations: ${names.join(', ')}` : 'Database is up to date.');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
