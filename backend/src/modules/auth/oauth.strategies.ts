import type { OAuthProvider } from '@stacklens/contracts';
import { Passport } from 'passport';
import { Strategy as GitHubStrategy, type StrategyOptions as GitHubOptions } from 'passport-github2';
import {
  Strategy as GoogleStrategy,
  type Profile as GoogleProfile,
  type StrategyOptions as GoogleOptions,
  type VerifyCallback,
} from 'passport-google-oauth20';
import type { AppConfig } from '../../config/config';
import type { ProviderProfile } from './oauth.service';

/** Scopes asked for: the profile and the (verified) email address. */
export const OAUTH_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  github: ['read:user', 'user:email'],
};

interface GitHubEmail {
  value: string;
  primary?: boolean;
  verified?: boolean;
}

/** Maps a Google profile (OpenID userinfo) to a {@link ProviderProfile}. */
export function fromGoogleProfile(profile: GoogleProfile): ProviderProfile {
  const email = profile.emails?.[0];
  const verified = email?.verified as unknown;
  return {
    provider: 'google',
    providerUserId: String(profile.id),
    email: email?.value ?? null,
    emailVerified: verified === true || verified === 'true',
    name: profile.displayName || null,
  };
}

/** Maps a GitHub profile (with all raw emails) to a {@link ProviderProfile}: the primary verified email wins. */
export function fromGitHubProfile(profile: {
  id: string | number;
  displayName?: string;
  username?: string;
  emails?: GitHubEmail[];
}): ProviderProfile {
  const emails = profile.emails ?? [];
  const chosen =
    emails.find((e) => e.primary && e.verified) ??
    emails.find((e) => e.verified) ??
    emails.find((e) => e.primary);
  return {
    provider: 'github',
    providerUserId: String(profile.id),
    email: chosen?.value ?? null,
    emailVerified: Boolean(chosen?.verified),
    name: profile.displayName || profile.username || null,
  };
}

/**
 * A Passport instance with the configured providers (authorization, token and profile URLs come from the
 * configuration, so that tests use a local OAuth2 server). The OAuth `state` is kept in the session.
 */
export type PassportInstance = InstanceType<typeof Passport>;

export function createPassport(config: AppConfig): PassportInstance {
  const passport = new Passport();
  const callbackUrl = (provider: OAuthProvider) => `${config.publicUrl}/api/v2/auth/${provider}/callback`;
  const { google, github } = config.oauth;
  if (google.enabled) {
    passport.use(
      'google',
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: callbackUrl('google'),
          authorizationURL: google.authorizationUrl,
          tokenURL: google.tokenUrl,
          userProfileURL: google.userInfoUrl,
          scope: OAUTH_SCOPES.google,
          state: true,
          sessionKey: 'oauth2:google',
        } as GoogleOptions,
        (_accessToken: string, _refreshToken: string, profile: GoogleProfile, done: VerifyCallback) =>
          done(null, fromGoogleProfile(profile) as unknown as Express.User),
      ),
    );
  }
  if (github.enabled) {
    passport.use(
      'github',
      new GitHubStrategy(
        {
          clientID: github.clientId,
          clientSecret: github.clientSecret,
          callbackURL: callbackUrl('github'),
          authorizationURL: github.authorizationUrl,
          tokenURL: github.tokenUrl,
          userProfileURL: github.userInfoUrl,
          userEmailURL: github.emailsUrl,
          allRawEmails: true,
          scope: OAUTH_SCOPES.github,
          state: true,
          sessionKey: 'oauth2:github',
        } as unknown as GitHubOptions,
        (
          _accessToken: string,
          _refreshToken: string,
          profile: Parameters<typeof fromGitHubProfile>[0],
          done: (e: unknown, u?: unknown) => void,
        ) => done(null, fromGitHubProfile(profile)),
      ),
    );
  }
  return passport;
}
