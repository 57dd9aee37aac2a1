import { hash, verify } from '@node-rs/argon2';

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
