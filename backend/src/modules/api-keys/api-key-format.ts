import { API_KEY_PREFIX } from '@stacklens/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random bytes of a key: 24 bytes = 192 bits of entropy. */
const SECRET_BYTES = 24;
/** Characters of the random part: 192 bits in base62 (zero-padded). */
export const API_KEY_SECRET_LENGTH = 33;
/** Characters of the checksum: CRC-32 in base62 (zero-padded). */
export const API_KEY_CHECKSUM_LENGTH = 6;
/** Characters of the prefix shown in listings (`sl_live_` + 4). */
export const API_KEY_DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/** Base62 of a non-negative big integer, left-padded with `0` to `width`. */
function toBase62(value: bigint, width: number): string {
  let out = '';
  let n = value;
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(width, '0');
}

/** The checksum part of a key: CRC-32 (zlib's) of everything before it, in base62. */
function checksumOf(keyWithoutChecksum: string): string {
  return toBase62(BigInt(crc32(keyWithoutChecksum)), API_KEY_CHECKSUM_LENGTH);
}

/**
 * A new API key: `sl_live_` + 192 random bits in base62 (33 characters) + a CRC-32 checksum in base62
 * (6 characters) — the scheme of GitHub's token format, so that a secret scanner recognises a leaked key offline.
 */
export function generateApiKey(): string {
  const secret = toBase62(BigInt(`0x${randomBytes(SECRET_BYTES).toString('hex')}`), API_KEY_SECRET_LENGTH);
  return `${API_KEY_PREFIX}${secret}${checksumOf(`${API_KEY_PREFIX}${secret}`)}`;
}

/** Whether `key` has the shape and checksum of a StackLens API key (no database look-up). */
export function isWellFormedApiKey(key: string): boolean {
  if (!key.startsWith(API_KEY_PREFIX)) return false;
  const body = key.slice(API_KEY_PREFIX.length);
  if (body.length !== API_KEY_SECRET_LENGTH + API_KEY_CHECKSUM_LENGTH || !/^[0-9A-Za-z]+$/.test(body))
    return false;
  const cut = key.length - API_KEY_CHECKSUM_LENGTH;
  return checksumOf(key.slice(0, cut)) === key.slice(cut);
}

/** What is stored of a key: its SHA-256 (hex). Keys have 192 random bits, so a fast hash is enough. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
