import { stopStack } from './support/stack';

/** Stops the web server, API and worker, closes the fixture sites, drops the schema and the run's queue keys. */
export default async function globalTeardown(): Promise<void> {
  await stopStack();
}
