import { randomBytes, randomUUID } from 'node:crypto';
import { keyIdOf, WebhookSecretBox } from './webhook-secret-box';

describe('WebhookSecretBox', () => {
  const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const endpointId = randomUUID();

  it('seals with AES-256-GCM under the key id, a fresh nonce each time, and opens again', () => {
    const box = new WebhookSecretBox({ current: newKey, previous: [] });
    const sealed = box.seal(secret, endpointId);
    expect(sealed).toMatch(new RegExp(`^v1\\.${keyIdOf(newKey)}\\.[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(box.seal(secret, endpointId)).not.toBe(sealed);
    expect(box.open(sealed, endpointId)).toBe(secret);
    expect(box.isSealedWithCurrentKey(sealed)).toBe(true);
  });

  it("refuses another endpoint's value, an altered value and a value of an unknown key", () => {
    const box = new WebhookSecretBox({ current: newKey, previous: [] });
    const sealed = box.seal(secret, endpointId);
    expect(() => box.open(sealed, randomUUID())).toThrow();
    const [format, id, packed] = sealed.split('.');
    const bytes = Buffer.from(packed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`${format}.${id}.${bytes.toString('base64url')}`, endpointId)).toThrow();
    const stranger = new WebhookSecretBox({ current: randomBytes(32), previous: [] });
    expect(() => stranger.open(sealed, endpointId)).toThrow(/WEBHOOK_SECRETS_PREVIOUS_KEYS/);
    expect(() => box.open(secret, endpointId)).toThrow(/Not a sealed/);
  });

  it('opens values of a previous key after a key rotation and tells them apart for sealing again', () => {
    const sealedOld = new WebhookSecretBox({ current: oldKey, previous: [] }).seal(secret, endpointId);
    const rotated = new WebhookSecretBox({ current: newKey, previous: [oldKey] });
    expect(rotated.open(sealedOld, endpointId)).toBe(secret);
    expect(rotated.isSealedWithCurrentKey(sealedOld)).toBe(false);
    expect(rotated.isSealedWithCurrentKey(rotated.seal(secret, endpointId))).toBe(true);
  });
});
