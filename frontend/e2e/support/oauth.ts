/**
 * A local OAuth2 server (`oauth2-mock-server`, the one the backend's tests use) standing in for Google, so that the
 * browser tests go through a real provider round trip: the dialog's "Continue with Google" → the provider's
 * authorize endpoint (which answers at once with a code) → the API's callback → back to the page.
 *
 * The Google account the provider hands over is whatever a test last wrote with {@link setGoogleUser} into the
 * stack's file `E2E_OAUTH_USER_FILE` (the provider runs in the global-setup process, the tests in workers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';

/** What Google's userinfo endpoint answers (OpenID Connect claims). */
export interface GoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOAuth {
  /** Base URL of the provider (`/authorize`, `/token`, `/userinfo`). */
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider on a free 127.0.0.1 port; its userinfo answers the contents of `userFile`. */
export async function startLocalOAuth(userFile: string): Promise<LocalOAuth> {
  const { OAuth2Server } = createRequire(import.meta.url)(
    'oauth2-mock-server',
  ) as typeof import('oauth2-mock-server');
  writeFileSync(userFile, '{}');
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeUserinfo', (response: { body: unknown }, _req: IncomingMessage) => {
    response.body = JSON.parse(readFileSync(userFile, 'utf8')) as unknown;
  });
  return { issuer: server.issuer.url as string, close: () => server.stop() };
}

/** Makes the local Google hand over `user` at the next sign-in. */
export function setGoogleUser(user: GoogleUser): void {
  const file = process.env.E2E_OAUTH_USER_FILE;
  if (!file) throw new Error('E2E_OAUTH_USER_FILE is not set: run the tests through the global setup');
  writeFileSync(file, JSON.stringify(user));
}
