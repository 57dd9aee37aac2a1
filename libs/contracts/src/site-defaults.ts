import type { SiteInfo } from './site';

/**
 * What a client assumes before `GET /api/v1/site` answered: nothing configured, so no provider button and no support
 * address. Kept apart from the schemas (`site.ts`): the web app's first page imports it, and must not pull the schema
 * library into its bundle.
 */
export const DEFAULT_SITE_INFO: SiteInfo = Object.freeze({
  operator: { name: null, address: [], email: null, representative: null, register: null, vat: null },
  supportEmail: null,
  socialLinks: [],
  signIn: { google: false, github: false },
  billing: { enabled: false },
}) as SiteInfo;
