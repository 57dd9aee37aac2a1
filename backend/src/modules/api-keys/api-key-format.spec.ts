import { API_KEY_PREFIX } from '@stacklens/contracts';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-format';

describe('API key format', () => {
  it('generates sl_live_ keys with 33 random base62 characters and a checksum scanners can verify', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^sl_live_[0-9A-Za-z]{39}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
  });

  it('rejects a key with a wrong checksum, prefix or length', () => {
    const key = generateApiKey();
    const flipped = key.slice(0, 20) + (key[20] === 'a' ? 'b' : 'a') + key.slice(21);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(key.replace(API_KEY_PREFIX, 'sl_test_'))).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key.slice(0, -6)}!!!!!!`)).toBe(false);
  });

  it('stores a SHA-256 of the key', () => {
    expect(hashApiKey('sl_live_x')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('sl_live_x')).not.toBe(hashApiKey('sl_live_y'));
  });
});
