/**
 * The guarded HTTP client of the analyzer (DESIGN.md §4): undici with a connect-time address check.
 *
 * - Every connection goes through {@link resolveGuarded}: `resolve` rules (curl `--resolve`) first, otherwise DNS
 *   (`dns.lookup`, all addresses); the connection is made to the checked address itself (no second lookup, so DNS
 *   rebinding between check and connect is impossible). A forbidden address (see `address.ts`) fails with
 *   `blocked-address` unless `allowPrivateNetworks`. Names resolving to several addresses are refused when ANY of them
 *   is forbidden. IP-literal hosts are checked before connecting.
 * - Redirects are followed manually (default ≤ 5 hops); every hop is a new request through the same guard, relative
 *   `Location`s are resolved against the current URL, only http(s) targets are followed.
 * - At most `CONNECTIONS_PER_ORIGIN` connections per origin, kept alive 4 s between requests.
 * - Timeouts: connect, response headers, body idle (undici), plus an overall deadline per `fetch()` (AbortSignal).
 * - Bodies are streamed with a cap (default 5 MB, on the wire and after decoding): past the cap the transfer is
 *   aborted and the call fails with `body-too-large`, or — with `truncate: true` — returns the prefix and
 *   `truncated: true`. gzip, x-gzip, deflate (zlib or raw) and br are decoded; other encodings are returned as is.
 * - Optionally (`HttpClientOptions.cache`), an in-memory HTTP cache for the fetches that ask for it: undici's RFC 9111
 *   cache interceptor over its memory store, in front of the same guarded connections.
 */
import { isAscii, isUtf8, transcode } from 'node:buffer';
import dns from 'node:dns/promises';
import net from 'node:net';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { pipeline } from 'node:stream/promises';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Agent as UndiciAgent, buildConnector as UndiciConnector, Dispatcher } from 'undici';
import { ADDRESS_NOT_ALLOWED_MESSAGE, AnalyzerError, isAnalyzerError } from '../errors';
import type { AnalyzerErrorCode } from '../types';
import { isAllowedAddress, classifyAddress } from './address';
import { findResolveRule, type ResolveRule } from './resolve-rules';
import { Agent, buildConnector, memoryCacheInterceptor, request } from './undici-parts';

/** The analyzer's User-Agent (DESIGN.md §4: it identifies itself). */
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; StackLensBot/0.1; +https://stacklens.dev/bot)';
/** Default body cap, bytes (on the wire and decoded). */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Default maximum number of redirect hops followed. */
export const DEFAULT_MAX_REDIRECTS = 5;
/**
 * Most connections a client keeps open to one origin (HTTP/1.1; an HTTP/2 connection carries many requests), as
 * browsers do (6 per host): further requests wait for a free connection. A page's robots.txt, sitemap, scripts and
 * stylesheets are asked for at once (up to 10 requests); each connection beyond these costs a TCP (and TLS)
 * handshake on both sides and brings no evidence (issue 24 §2: 31 % fewer connections on the replayed corpora).
 */
export const CONNECTIONS_PER_ORIGIN = 6;

/** Address-guard settings shared by every network stage (HTTP, TLS, robots, scripts). */
export interface GuardOptions {
  /** Allow private, loopback, link-local… addresses. Default false. */
  allowPrivateNetworks?: boolean;
  /** Parsed `--resolve` rules (see `resolve-rules.ts`). */
  resolve?: readonly ResolveRule[];
  /** Name → addresses resolver; default `dns.lookup(host, {all: true})`. Injected by tests. */
  lookup?: (host: string) => Promise<string[]>;
}

/** Options of an {@link HttpClient}. Times in milliseconds. */
export interface HttpClientOptions extends GuardOptions {
  userAgent?: string;
  /** TCP + TLS handshake timeout. Default 10000. */
  connectTimeoutMs?: number;
  /** Request sent → response headers. Default 15000. */
  headersTimeoutMs?: number;
  /** Longest pause between body chunks. Default 15000. */
  bodyTimeoutMs?: number;
  /** Reject invalid certificates (`tls-failure`). Default true; the page collector passes false and reports validity via `tls.ts`. */
  verifyTls?: boolean;
  /** Offer HTTP/2 via ALPN. Default true. */
  allowH2?: boolean;
  /**
   * An in-memory HTTP cache for the fetches that ask for it (`FetchOptions.cache`): undici's RFC 9111 cache
   * interceptor as a shared cache (Cache-Control, Expires, heuristic freshness from Last-Modified, revalidation with
   * ETag / Last-Modified; `private` and `no-store` responses are never kept), bounded by `maxBytes` in all and
   * `maxEntryBytes` per response. Default none (every fetch goes to the network).
   */
  cache?: { maxBytes: number; maxEntryBytes: number };
}

/** Options of one {@link HttpClient.fetch}. */
export interface FetchOptions {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  /** Request body (with `method: 'POST'`; webhook deliveries). */
  body?: string;
  /** Default {@link DEFAULT_MAX_REDIRECTS}; 0 returns the first response (3xx included) as is. */
  maxRedirects?: number;
  /** Default {@link DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  /** Keep the prefix instead of failing with `body-too-large`. Default false. */
  truncate?: boolean;
  /** Overall deadline of this call (all hops, body included), ms. Default 30000. */
  timeoutMs?: number;
  /** External cancellation (e.g. the analysis deadline); reported as `timeout`. */
  signal?: AbortSignal;
  /** Use the client's HTTP cache (`HttpClientOptions.cache`), when it has one (GET only). Default false. */
  cache?: boolean;
}

/** One redirect hop. */
export interface RedirectHop {
  url: string;
  statusCode: number;
  location: string;
  /** Set-Cookie headers of this hop. */
  setCookie: string[];
}

/** Result of {@link HttpClient.fetch}. */
export interface FetchResult {
  /** URL requested first. */
  url: string;
  /** URL of the final response. */
  finalUrl: string;
  statusCode: number;
  /** Final response headers: name lowercased → every value. */
  headers: Record<string, string[]>;
  /** Redirect hops followed before the final response. */
  redirects: RedirectHop[];
  /** Decoded body (bytes). Empty for HEAD. */
  body: Buffer;
  /** Body bytes received on the wire (before decoding). */
  wireBytes: number;
  /** Content-Encoding of the final response, lowercased ('' when none). */
  contentEncoding: string;
  /** The body was cut at the cap (only with `truncate: true`). */
  truncated: boolean;
  /** '1.1' or '2' (from the connection's ALPN). */
  httpVersion: string;
  /** Final hop: request start → response headers, ms (includes that hop's connection setup when a new one was needed). */
  ttfbMs: number;
  /** Whole call, ms. */
  elapsedMs: number;
}

/**
 * Bytes to read of a body that will be cut at `chars` characters: enough that the cut, not the byte cap, decides
 * (a UTF-8 character takes up to 4 bytes: 4× for small caps; megabyte scripts are ASCII but for a few strings, so
 * their byte cap is the character cap plus 1 MB instead of 4×).
 */
export function maxBytesForChars(chars: number): number {
  return Math.min(chars * 4, chars + 1_000_000);
}

/**
 * Bodies from this many bytes on are decoded by {@link decodeUtf8}'s fast paths; shorter ones by `toString('utf8')`
 * (below it the checks and the intermediate buffer cost about what they save).
 */
export const FAST_DECODE_MIN_BYTES = 64 * 1024;

/**
 * `bytes.toString('utf8')`, the same string, faster on large bodies (issue 24 §2: decoding was ~17 % of the CPU of a
 * passive run over the replayed corpora, nearly all of it megabyte bundles that hold a few non-ASCII characters,
 * which V8's UTF-8 decoder reads character by character): an ASCII body is read as Latin-1 (the same characters), a
 * valid UTF-8 body is transcoded to UTF-16 by Node's SIMD transcoder (`buffer.transcode`; valid UTF-8 has one
 * decoding, so the same string); anything else — invalid or cut sequences, whose replacement characters only V8's
 * decoder places — and short bodies go through `toString('utf8')`. A byte order mark is kept, as `toString` keeps it.
 */
export function decodeUtf8(bytes: Buffer): string {
  if (bytes.length < FAST_DECODE_MIN_BYTES) return bytes.toString('utf8');
  if (isAscii(bytes)) return bytes.toString('latin1');
  if (isUtf8(bytes)) return transcode(bytes, 'utf8', 'utf16le').toString('utf16le');
  return bytes.toString('utf8');
}

/** Decodes a body as text: charset from Content-Type when Node knows it, else UTF-8 ({@link decodeUtf8}). */
export function bodyText(result: Pick<FetchResult, 'body' | 'headers'>): string {
  const type = result.headers['content-type']?.[0] ?? '';
  const charset = /charset=["']?([\w.:-]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    try {
      return new TextDecoder(charset).decode(result.body);
    } catch {
      // unknown charset: fall through to UTF-8
    }
  }
  return decodeUtf8(result.body);
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

async function defaultLookup(host: string): Promise<string[]> {
  const records = await dns.lookup(host, { all: true, verbatim: true });
  return records.map((r) => r.address);
}

/**
 * Resolves `host`:`port` to the address to connect to, applying the guard.
 * Order: IP literal → resolve rule → DNS. IPv4 addresses are preferred when a name has both families.
 * @returns the address (IPv6 without brackets)
 * @throws AnalyzerError `blocked-address` (forbidden address, guard on), `dns-failure` (no such name / no answer)
 */
export async function resolveGuarded(host: string, port: number, guard: GuardOptions): Promise<string> {
  const name = stripBrackets(host);
  const check = (addresses: string[], source: string): string => {
    const bad = addresses.find((a) => !isAllowedAddress(a, guard.allowPrivateNetworks));
    if (bad) {
      throw new AnalyzerError('blocked-address', ADDRESS_NOT_ALLOWED_MESSAGE, {
        detail: `Refusing to connect to ${name} (${source} ${bad}: ${classifyAddress(bad)} address).`,
      });
    }
    return addresses.find((a) => net.isIPv4(a)) ?? addresses[0];
  };
  if (net.isIP(name)) return check([name], 'address');
  const rule = findResolveRule(guard.resolve ?? [], name, port);
  if (rule) return check(rule.addresses, 'resolve rule →');
  let addresses: string[];
  try {
    addresses = await (guard.lookup ?? defaultLookup)(name);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    throw new AnalyzerError('dns-failure', `Could not resolve ${name}${code ? ` (${code})` : ''}.`, {
      cause: err,
    });
  }
  if (addresses.length === 0)
    throw new AnalyzerError('dns-failure', `Could not resolve ${name} (no address).`);
  return check(addresses, 'resolves to');
}

/**
 * Checks a URL before any connection: http(s) only, and an IP-literal host must pass the guard.
 * @throws AnalyzerError `invalid-url`, `blocked-address`
 */
export function assertFetchableUrl(url: URL, guard: GuardOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AnalyzerError('invalid-url', `Only http and https URLs can be fetched: ${url.href}`);
  }
  const host = stripBrackets(url.hostname);
  if (net.isIP(host) && !isAllowedAddress(host, guard.allowPrivateNetworks)) {
    throw new AnalyzerError('blocked-address', ADDRESS_NOT_ALLOWED_MESSAGE, {
      detail: `Refusing to connect to ${host} (${classifyAddress(host)} address).`,
    });
  }
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'HOSTNAME_MISMATCH',
  'ECONNRESET_TLS',
]);

/**
 * Maps any error of a fetch to an {@link AnalyzerError} with a stable code.
 * @param err the error (undici, node:net/tls, DNS, abort)
 * @param url the URL being fetched, for the message
 */
export function toAnalyzerError(err: unknown, url: string): AnalyzerError {
  if (isAnalyzerError(err)) return err;
  const e = err as { code?: string; name?: string; message?: string; cause?: unknown };
  if (e?.cause && isAnalyzerError(e.cause)) return e.cause;
  const code = e?.code ?? (e?.cause as { code?: string } | undefined)?.code ?? '';
  const name = e?.name ?? '';
  const message = e?.message ?? String(err);
  let mapped: AnalyzerErrorCode = 'connection-failed';
  if (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    code === 'UND_ERR_ABORTED' ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'ETIMEDOUT' ||
    code === 'ABORT_ERR'
  ) {
    mapped = 'timeout';
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'ENODATA') {
    mapped = 'dns-failure';
  } else if (
    TLS_CODES.has(code) ||
    code.startsWith('ERR_TLS') ||
    code.startsWith('ERR_SSL') ||
    /\bSSL\b|\bTLS\b/.test(message)
  ) {
    mapped = 'tls-failure';
  }
  const text =
    mapped === 'timeout'
      ? `Timed out fetching ${url}.`
      : `${mapped === 'tls-failure' ? 'TLS failure' : 'Connection failed'} for ${url}: ${message}${code ? ` (${code})` : ''}`;
  return new AnalyzerError(mapped, text, { cause: err });
}

function headerRecord(raw: Record<string, string | string[] | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.map(String) : [String(v)];
  }
  return out;
}

function decoderFor(encoding: string): Transform[] | null {
  const list = encoding
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== 'identity');
  const out: Transform[] = [];
  for (const enc of list.reverse()) {
    if (enc === 'gzip' || enc === 'x-gzip') out.push(zlib.createGunzip());
    else if (enc === 'br') out.push(zlib.createBrotliDecompress());
    else if (enc === 'deflate')
      out.push(zlib.createUnzip()); // zlib-wrapped; raw deflate handled on error below
    else return null; // unknown coding: keep the bytes as received
  }
  return out;
}

const STOP = Symbol('stop');

async function readBody(
  body: Readable,
  encoding: string,
  maxBytes: number,
  truncate: boolean,
  url: string,
): Promise<{ body: Buffer; wireBytes: number; truncated: boolean }> {
  let wireBytes = 0;
  let outBytes = 0;
  let truncated = false;
  const chunks: Buffer[] = [];
  const decoders = decoderFor(encoding) ?? [];
  const tooLarge = () =>
    new AnalyzerError('body-too-large', `Response body of ${url} exceeds ${maxBytes} bytes.`);
  if (decoders.length === 0) {
    // nothing to decode (most scripts and pages of a run): the chunks as they come, without a stream pipeline (its
    // stages, abort controller and promises cost more than the copy for a body of a few chunks)
    for await (const chunk of body as AsyncIterable<Buffer>) {
      wireBytes += chunk.length;
      const room = maxBytes - outBytes;
      if (chunk.length > room) {
        if (!truncate) throw tooLarge();
        chunks.push(chunk.subarray(0, room));
        outBytes += room;
        truncated = true;
        body.destroy();
        break;
      }
      chunks.push(chunk);
      outBytes += chunk.length;
    }
    return { body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), wireBytes, truncated };
  }
  const stages: Array<
    NodeJS.ReadableStream | NodeJS.WritableStream | ((src: AsyncIterable<Buffer>) => unknown)
  > = [
    body,
    async function* countWire(src: AsyncIterable<Buffer>) {
      for await (const chunk of src) {
        wireBytes += chunk.length;
        if (wireBytes > maxBytes && !truncate) throw tooLarge();
        yield chunk;
      }
    },
    ...decoders,
    async function sink(src: AsyncIterable<Buffer>) {
      for await (const chunk of src) {
        const room = maxBytes - outBytes;
        if (chunk.length > room) {
          if (!truncate) throw tooLarge();
          chunks.push(chunk.subarray(0, room));
          outBytes += room;
          truncated = true;
          throw STOP;
        }
        chunks.push(chunk);
        outBytes += chunk.length;
      }
    },
  ];
  try {
    await (pipeline as unknown as (...args: unknown[]) => Promise<void>)(...stages);
  } catch (err) {
    if (err !== STOP) {
      if (isAnalyzerError(err)) throw err;
      const code = (err as { code?: string }).code ?? '';
      if (
        code.startsWith('Z_') ||
        code.startsWith('ERR_BROTLI') ||
        /incorrect header check|unexpected end of file/i.test(String(err))
      ) {
        throw new AnalyzerError('http-error', `Could not decode the ${encoding} body of ${url}.`, {
          cause: err,
        });
      }
      throw err;
    }
  }
  return { body: Buffer.concat(chunks), wireBytes, truncated };
}

const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

/**
 * A guarded HTTP client: one undici `Agent` (connection pool) whose connector applies {@link resolveGuarded}.
 * Create one per analysis (or per process with the same guard) and `close()` it when done.
 */
export class HttpClient {
  private readonly agent: UndiciAgent;
  /** The agent behind the RFC 9111 cache, when the client has one (same connections as `agent`). */
  private readonly cached: Dispatcher | null;
  private readonly options: HttpClientOptions;
  /** ALPN protocol of the last connection per origin (`https://host:port`). */
  private readonly alpnByOrigin = new Map<string, string>();

  constructor(options: HttpClientOptions = {}) {
    this.options = options;
    const base = buildConnector({
      timeout: options.connectTimeoutMs ?? 10_000,
      rejectUnauthorized: options.verifyTls ?? true,
      allowH2: options.allowH2 ?? true,
    });
    const connect = (connectOpts: UndiciConnector.Options, callback: UndiciConnector.Callback): void => {
      const protocol = connectOpts.protocol;
      const port = Number(connectOpts.port) || (protocol === 'https:' ? 443 : 80);
      resolveGuarded(connectOpts.hostname, port, options).then(
        (address) => {
          // servername (SNI) is derived by undici from `host` (the original name); we only swap the connect address.
          base({ ...connectOpts, hostname: address }, (...args) => {
            const [err, socket] = args;
            if (!err && socket) {
              const alpn = (socket as TLSSocket).alpnProtocol;
              this.alpnByOrigin.set(
                `${protocol}//${connectOpts.hostname}:${port}`,
                typeof alpn === 'string' ? alpn : 'http/1.1',
              );
            }
            (callback as (e: Error | null, s: Socket | TLSSocket | null) => void)(err, socket);
          });
        },
        (err: Error) => callback(err, null),
      );
    };
    this.agent = new Agent({
      connect,
      allowH2: options.allowH2 ?? true,
      headersTimeout: options.headersTimeoutMs ?? 15_000,
      bodyTimeout: options.bodyTimeoutMs ?? 15_000,
      keepAliveTimeout: 4_000,
      connections: CONNECTIONS_PER_ORIGIN,
    });
    this.cached = options.cache
      ? this.agent.compose(
          memoryCacheInterceptor({
            maxSize: options.cache.maxBytes,
            maxEntrySize: options.cache.maxEntryBytes,
            maxCount: 10_000,
          }),
        )
      : null;
  }

  /** The guard settings this client applies (for stages that open their own sockets, e.g. TLS). */
  get guard(): GuardOptions {
    return this.options;
  }

  /**
   * Fetches `url`, following redirects manually.
   * 4xx/5xx responses are returned, not thrown (a 404 page still reveals its stack).
   * @throws AnalyzerError `invalid-url`, `blocked-address`, `dns-failure`, `timeout`, `connection-failed`, `tls-failure`,
   *   `too-many-redirects`, `body-too-large` (unless `truncate`), `http-error` (redirect without a usable Location,
   *   redirect to a non-http(s) scheme, undecodable body)
   */
  async fetch(url: string, opts: FetchOptions = {}): Promise<FetchResult> {
    const started = performance.now();
    const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const deadline = AbortSignal.timeout(Math.max(1, Math.ceil(opts.timeoutMs ?? 30_000)));
    const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
    const redirects: RedirectHop[] = [];
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      throw new AnalyzerError('invalid-url', `Not a valid URL: ${url}`);
    }
    for (;;) {
      assertFetchableUrl(current, this.options);
      if (signal.aborted)
        throw toAnalyzerError(signal.reason ?? new DOMException('aborted', 'AbortError'), current.href);
      const hopStarted = performance.now();
      let res: Awaited<ReturnType<typeof request>>;
      try {
        res = await request(current, {
          method: opts.method ?? 'GET',
          body: opts.body,
          dispatcher: (opts.cache && this.cached) || this.agent,
          signal,
          headers: {
            'user-agent': this.options.userAgent ?? DEFAULT_USER_AGENT,
            accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en',
            ...opts.headers,
          },
        });
      } catch (err) {
        throw toAnalyzerError(signal.aborted ? (signal.reason ?? err) : err, current.href);
      }
      const ttfbMs = performance.now() - hopStarted;
      const headers = headerRecord(res.headers as Record<string, string | string[] | undefined>);
      const location = headers['location']?.[0];
      if (REDIRECT_CODES.has(res.statusCode) && maxRedirects > 0) {
        await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        if (!location)
          throw new AnalyzerError(
            'http-error',
            `Redirect ${res.statusCode} without Location from ${current.href}.`,
          );
        redirects.push({
          url: current.href,
          statusCode: res.statusCode,
          location,
          setCookie: headers['set-cookie'] ?? [],
        });
        if (redirects.length > maxRedirects) {
          throw new AnalyzerError(
            'too-many-redirects',
            `More than ${maxRedirects} redirects starting at ${url}.`,
          );
        }
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new AnalyzerError(
            'http-error',
            `Invalid redirect Location "${location}" from ${current.href}.`,
          );
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          throw new AnalyzerError(
            'http-error',
            `Redirect to a non-http(s) URL (${next.protocol}) from ${current.href}.`,
          );
        }
        current = next;
        continue;
      }
      const contentEncoding = (headers['content-encoding']?.[0] ?? '').toLowerCase();
      let read: { body: Buffer; wireBytes: number; truncated: boolean };
      try {
        read = await readBody(res.body, contentEncoding, maxBodyBytes, opts.truncate ?? false, current.href);
      } catch (err) {
        res.body.destroy();
        throw toAnalyzerError(signal.aborted ? (signal.reason ?? err) : err, current.href);
      }
      const port = Number(current.port) || (current.protocol === 'https:' ? 443 : 80);
      const alpn = this.alpnByOrigin.get(`${current.protocol}//${stripBrackets(current.hostname)}:${port}`);
      return {
        url,
        finalUrl: current.href,
        statusCode: res.statusCode,
        headers,
        redirects,
        body: read.body,
        wireBytes: read.wireBytes,
        contentEncoding,
        truncated: read.truncated,
        httpVersion: alpn === 'h2' ? '2' : '1.1',
        ttfbMs,
        elapsedMs: performance.now() - started,
      };
    }
  }

  /** Closes every connection now (pending requests fail). Idempotent. */
  async close(): Promise<void> {
    if (this.agent.destroyed) return;
    await this.agent.destroy().catch(() => undefined);
  }
}
