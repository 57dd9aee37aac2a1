/**
 * Minimal first-party cookie access (document.cookie), path `/`, SameSite=Lax. `readCookie` reads from `cookies`
 * when given (a request's `Cookie` header in a server render), else from document.cookie (null on the server).
 */
export function readCookie(name: string, cookies?: string): string | null {
  const source = cookies ?? (typeof document === 'undefined' ? null : document.cookie);
  if (source === null) return null;
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  // Scripts often set their cookies on the registrable domain as well.
  if (typeof location !== 'undefined' && location.hostname.includes('.')) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax; Domain=${location.hostname}`;
  }
}
