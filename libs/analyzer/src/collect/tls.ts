/**
 * TLS certificate facts of an https site: issuer (for the `certIssuer` fingerprint family and the score), validity,
 * protocol. Opens its own `tls.connect` to the address chosen by the same guard and resolve rules as the HTTP client
 * ({@link resolveGuarded}), with verification reported rather than enforced: a bad certificate gives
 * `valid: false` and the reason, never an exception.
 */
import tls from 'node:tls';
import net from 'node:net';
import { resolveGuarded, type GuardOptions } from './guarded-http';

/** Result of {@link inspectTls} (the shape of `PageFacts.tls`). */
export interface TlsFacts {
  /** Chain verified against Node's CA store and the host name matches. */
  valid: boolean;
  /** Issuer organisation (O=), else common name (CN=), '' when unknown. */
  issuer: string;
  /** Negotiated protocol, e.g. `TLSv1.3` ('' when the handshake failed). */
  protocol: string;
  /** Certificate expiry, ISO 8601, or null. */
  validTo: string | null;
  /** Why the certificate is not valid (OpenSSL/Node code such as `DEPTH_ZERO_SELF_SIGNED_CERT`, `CERT_HAS_EXPIRED`, `ERR_TLS_CERT_ALTNAME_INVALID`) or why the handshake failed. */
  error?: string;
}

/**
 * Connects to `host`:`port`, completes a TLS handshake (SNI = host unless it is an IP) and reads the peer certificate.
 * @param timeoutMs handshake deadline, default 5000
 * @returns the facts; on a blocked address, DNS failure, timeout or handshake failure `valid: false` with `error`. Never throws.
 */
export async function inspectTls(
  host: string,
  port: number,
  guard: GuardOptions,
  timeoutMs = 5000,
  signal?: AbortSignal,
): Promise<TlsFacts> {
  const name = host.replace(/^\[|\]$/g, '');
  const failed = (error: string): TlsFacts => ({
    valid: false,
    issuer: '',
    protocol: '',
    validTo: null,
    error,
  });
  let address: string;
  try {
    address = await resolveGuarded(name, port, guard);
  } catch (err) {
    return failed((err as Error).message);
  }
  return new Promise<TlsFacts>((resolve) => {
    let done = false;
    const finish = (facts: TlsFacts) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(facts);
    };
    const socket = tls.connect({
      host: address,
      port,
      servername: net.isIP(name) ? undefined : name,
      rejectUnauthorized: false,
      ALPNProtocols: ['h2', 'http/1.1'],
      checkServerIdentity: (_hostname, cert) => tls.checkServerIdentity(name, cert),
    });
    const timer = setTimeout(() => finish(failed('TLS handshake timed out')), timeoutMs);
    const onAbort = () => finish(failed('TLS inspection aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      const issuer = cert?.issuer ? (firstValue(cert.issuer.O) ?? firstValue(cert.issuer.CN) ?? '') : '';
      const validTo = cert?.valid_to ? new Date(cert.valid_to) : null;
      const facts: TlsFacts = {
        valid: socket.authorized,
        issuer,
        protocol: socket.getProtocol() ?? '',
        validTo: validTo && !Number.isNaN(validTo.getTime()) ? validTo.toISOString() : null,
      };
      if (!socket.authorized) facts.error = String(socket.authorizationError ?? 'certificate not trusted');
      finish(facts);
    });
    socket.once('error', (err: Error & { code?: string }) =>
      finish(failed(err.code ? `${err.code}: ${err.message}` : err.message)),
    );
  });
}

function firstValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v || undefined;
}
