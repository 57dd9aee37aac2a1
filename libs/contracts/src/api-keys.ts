import { z } from 'zod';

/** Visible prefix of every StackLens API key (secret scanners match it). */
export const API_KEY_PREFIX = 'sl_live_';
/** Active keys one user may have at once. */
export const MAX_API_KEYS = 10;

/** `POST /api/v2/api-keys` body. */
export const CreateApiKeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the key (e.g. where it is used).')
    .max(100, 'Keep the name under 100 characters.'),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** An API key as listed (never the key itself). */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. `sl_live_4fGh`, to recognise it. */
  prefix: z.string(),
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
