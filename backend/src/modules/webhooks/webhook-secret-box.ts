import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Version tag of the sealed format. */
const FORMAT = 'v1';
/** GCM nonce (bytes): 96 bits, NIST SP 800-38D's recommendation. */
const IV_BYTES = 12;
/** GCM authentication tag (bytes). */
const TAG_BYTES = 16;

/** The id stored with a ciphertext: the first 8 hex digits of the SHA-256 of the key (names it, reveals nothing). */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * Webhook signing secrets at rest: AES-256-GCM (Node's crypto) with a random 96-bit nonce, the endpoint's id as
 * additional authenticated data (a ciphertext copied to another row does not open there). Sealed form:
 * `v1.<key id>.<base64url(nonce ‖ tag ‖ ciphertext)>`. The `current` key seals; `current` and `previous` keys open,
 * so WEBHOOK_SECRETS_KEY can be rotated: the key id says which key sealed a value, and {@link isSealedWithCurrentKey}
 * finds the values to seal again under the new key.
 */
export class WebhookSecretBox {
  private readonly currentId: string;
  private readonly keys: Map<string, Buffer>;

  /** @param keys 32-byte AES-256 keys: `current` seals and opens, `previous` only open */
  constructor(keys: { current: Buffer; previous: readonly Buffer[] }) {
    this.currentId = keyIdOf(keys.current);
    this.keys = new Map([...keys.previous, keys.current].map((key) => [keyIdOf(key), key]));
  }

  /** `secret` sealed under the current key for the endpoint `endpointId`. */
  seal(secret: string, endpointId: string): string {
    const key = this.keys.get(this.currentId) as Buffer;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(endpointId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    return `${FORMAT}.${this.currentId}.${packed}`;
  }

  /**
   * The secret in `sealed` (from {@link seal}) for the endpoint `endpointId`.
   * @throws Error when the format is unknown, no configured key has its key id (a key removed from
   *   WEBHOOK_SECRETS_PREVIOUS_KEYS too early) or the value does not authenticate (altered, or another endpoint's)
   */
  open(sealed: string, endpointId: string): string {
    const [format, keyId, packed] = sealed.split('.');
    if (format !== FORMAT || !keyId || !packed) throw new Error('Not a sealed webhook secret');
    const key = this.keys.get(keyId);
    if (!key)
      throw new Error(
        `Webhook secret sealed with key ${keyId}, which is neither WEBHOOK_SECRETS_KEY nor in WEBHOOK_SECRETS_PREVIOUS_KEYS`,
      );
    const bytes = Buffer.from(packed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(endpointId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Whether `sealed` was sealed with the current key (false: seal it again, see the README's key rotation). */
  isSealedWithCurrentKey(sealed: string): boolean {
    return sealed.startsWith(`${FORMAT}.${this.currentId}.`);
  }

  /** SQL `LIKE` pattern matching the values sealed with the current key. */
  currentKeyPattern(): string {
    return `${FORMAT}.${this.currentId}.%`;
  }
}
