import type { FullConfig } from '@playwright/test';
import { startStack, stopStack } from './support/stack';

/**
 * Starts fixture sites, a fresh database schema, the API, the worker and the frontend's server, and hands their
 * addresses to the tests through the environment (E2E_BASE_URL, E2E_FIXTURE_PORT, E2E_FIXTURE_HOSTS, E2E_MAIL_DIR
 * where every mail the API sends is written as JSON, E2E_DATABASE_URL/E2E_DATABASE_SCHEMA to seed data, E2E_STRIPE_URL of the local Stripe wire-format server, E2E_REDIS_URL/E2E_CACHE_PREFIX of the shared page cache, E2E_OAUTH_USER_FILE naming the account the local Google hands over next).
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  try {
    const stack = await startStack();
    process.env.E2E_BASE_URL = stack.baseUrl;
    process.env.E2E_API_URL = stack.apiUrl;
    process.env.E2E_FIXTURE_PORT = String(stack.fixturePort);
    process.env.E2E_FIXTURE_HOSTS = stack.fixtureHosts.join(',');
    process.env.E2E_MAIL_DIR = stack.mailDir;
    process.env.E2E_DATABASE_URL = stack.databaseUrl;
    process.env.E2E_DATABASE_SCHEMA = stack.schema;
    process.env.E2E_STRIPE_URL = stack.stripe?.url ?? '';
    process.env.E2E_REDIS_URL = stack.redisUrl;
    process.env.E2E_OAUTH_USER_FILE = stack.oauthUserFile;
    process.env.E2E_CACHE_PREFIX = stack.queuePrefix;
    console.log(`[e2e] stack up: web ${stack.baseUrl}, api ${stack.apiUrl}, fixtures :${stack.fixturePort}`);
    console.log(`[e2e] schema ${stack.schema}, logs in ${stack.logDir}`);
  } catch (error) {
    await stopStack();
    throw error;
  }
}
