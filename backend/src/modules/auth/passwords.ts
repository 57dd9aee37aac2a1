import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Password hashing with argon2id (the library's defaults: m = 19 MiB, t = 2, p = 1, the OWASP recommendation).
 * @node-rs/argon2 ships prebuilt binaries as optional dependencies (no install script).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches the stored argon2 hash (false for a malformed hash). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, computed once: what a sign-in without a stored hash is verified against. */
let dummyHash: Promise<string> | undefined;

/**
 * Like {@link verifyPassword}, but a missing hash (no such account, or one without a password) costs the same
 * argon2 verification, against a dummy hash, and answers false — so response times do not tell which accounts exist.
 */
export async function verifyPasswordOrDummy(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hash(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
