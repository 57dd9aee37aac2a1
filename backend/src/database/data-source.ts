import { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * TypeORM options for the configured database. No `synchronize`: the schema comes from migrations only.
 * A non-public DATABASE_SCHEMA is used through `search_path`, so migrations write unqualified names.
 */
export function dataSourceOptions(config: AppConfig['database']): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.url,
    schema: config.schema,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    migrationsRun: false,
    // Extensions are database-wide: never let TypeORM create one inside a (test) schema. UUIDs come from
    // gen_random_uuid() (core PostgreSQL ≥ 13).
    installExtensions: false,
    extra: { options: `-c search_path=${config.schema},public`, max: 10 },
  };
}

/** Creates the configured schema if it is missing (no-op for `public`). */
export async function ensureSchema(config: AppConfig['database']): Promise<void> {
  if (config.schema === 'public') return;
  const bootstrap = await new DataSource({
    type: 'postgres',
    url: config.url,
    extra: { max: 1 },
  }).initialize();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"`);
  } finally {
    await bootstrap.destroy();
  }
}

/** Ensures the schema exists, then opens a data source on it. */
export async function createDataSource(config: AppConfig['database']): Promise<DataSource> {
  await ensureSchema(config);
  return new DataSource(dataSourceOptions(config)).initialize();
}
