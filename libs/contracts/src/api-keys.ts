import { z } from 'zod';

/** Visible prefix of every StackLens API key (secret scanners match it). */
export const API_KEY_PREFIX = 'sl_live_';
/** Active keys one user may have at once. */
export const MAX_API_KEYS = 10;

/**
 * What an API key may do, least privilege: `analyses:write` starts analyses, bulk analyses, monitors and
 * Lighthouse reports; `websites:read` reads the profile, history and monitors; `webhooks:write` manages webhook
 * endpoints and their deliveries; `billing:read` reads the billing overview, invoices and payment methods; `lists:read`
 * reads technology lists (which websites run a technology), counted in the plan's list allowance. Whatever
 * spends money or changes billing is never done with a key (browser session only).
 */
export const API_KEY_SCOPES = [
  'analyses:write',
  'websites:read',
  'webhooks:write',
  'billing:read',
  'lists:read',
] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  message: `A scope is one of ${API_KEY_SCOPES.join(', ')}.`,
});
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;
/** Scopes of a key created without a list (and of the keys that existed before scopes). */
export const DEFAULT_API_KEY_SCOPES: readonly ApiKeyScope[] = ['analyses:write', 'websites:read'];

/** `POST /api/v2/api-keys` body; `scopes` defaults to {@link DEFAULT_API_KEY_SCOPES}. */
export const CreateApiKeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the key (e.g. where it is used).')
    .max(100, 'Keep the name under 100 characters.'),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length, 'List each scope once.')
    .optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** An API key as listed (never the key itself). */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `sl_live_4fGh`, to recognise it. */
  prefix: z.string(),
  /** What the key may do, in the order of {@link API_KEY_SCOPES}. */
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.string(),
  /** Last request authenticated with the key (written at most once a minute), or null. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** `POST /api/v2/api-keys` response: the only time the full key is shown. */
export const CreatedApiKeySchema = ApiKeySchema.omit({ lastUsedAt: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** `GET /api/v2/api-keys` response: the active keys, newest first. */
export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** Stable problem codes of the API-key endpoints and credential. */
export const ApiKeysProblemCode = {
  ApiKeyNotFound: 'api-key-not-found',
  TooManyApiKeys: 'too-many-api-keys',
  RateLimited: 'rate-limited',
} as const;
