/** SQL against a stack's database schema, for seeding what the UI cannot create quickly (browser tests, benchmarks). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack';

/** Runs SQL in the stack's schema (to seed state the UI cannot create quickly, e.g. a used-up month). */
export function sql(statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return sqlIn(
    {
      databaseUrl: process.env.E2E_DATABASE_URL as string,
      schema: process.env.E2E_DATABASE_SCHEMA as string,
    },
    statement,
    params,
  );
}

/** Runs SQL in `stack.schema` of the database at `stack.databaseUrl` (the browser tests' or a benchmark's stack). */
export async function sqlIn(
  stack: { databaseUrl: string; schema: string },
  statement: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const { Client } = createRequire(path.join(repoRoot, 'backend', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string; options?: string }) => {
      connect(): Promise<void>;
      query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({
    connectionString: stack.databaseUrl,
    options: `-c search_path=${stack.schema},public`,
  });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}
