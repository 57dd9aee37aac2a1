/**
 * The address guard of the browser stage: a per-analysis forward proxy on 127.0.0.1 through which Chromium sends
 * EVERY connection of the analysis context (Playwright context `proxy`, bypass list `<-loopback>` so that not even
 * loopback addresses skip it).
 *
 * Why a proxy and not only `page.route` + `route.fetch`: with Playwright 1.65 (verified with Debian Chromium 156)
 * - redirect hops that the browser follows after `route.continue()` are NOT routed again, and `route.fetch()` runs in
 *   Node with its own DNS lookup (a second lookup after the check: DNS rebinding) that knows nothing of the `resolve`
 *   rules; `<link rel=preconnect>`, WebSocket and CONNECT tunnels are never routed at all;
 * - a proxy sees every TCP connection the browser wants, including redirect hops, preconnects and WebSockets, and
 *   connects to the very address it checked (no second lookup), exactly like the HTTP collector's connector.
 *
 * For each plain-http request (absolute-form `GET http://host/…`) and each `CONNECT host:port` tunnel (https, wss),
 * the host goes through {@link resolveGuarded} (IP literal → resolve rule → DNS; link-local stays blocked even with
 * `allowPrivateNetworks`), memoised per analysis so that the route check and the connection agree. A refused host is
 * answered `403` without any connection and recorded in `blocked`. Every address actually connected to is recorded in
 * `connections` (tests assert on it). Downloaded bytes are counted; past `maxBytes` every upstream socket is closed
 * and further requests are refused (`capped`).
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { isAnalyzerError, operatorDetail } from '../errors';
import { resolveGuarded, type GuardOptions } from './guarded-http';

/** A request the guard refused. */
export interface BlockedRequest {
  /** URL (plain http) or `host:port` (tunnel). */
  target: string;
  /** Why, for operators: the guard's detail (`Refusing to connect to …`, with the address), a DNS failure or a cap. */
  reason: string;
}

/** Options of {@link startGuardProxy}. */
export interface GuardProxyOptions extends GuardOptions {
  /** Total bytes received from upstream servers before everything is cut. Default 20 MB. */
  maxBytes?: number;
}

/** A running guard proxy (one per analysis). */
export interface GuardProxy {
  /** `http://127.0.0.1:<port>`, for the Playwright context's `proxy.server`. */
  server: string;
  /** Requests refused by the guard or a cap, in order. */
  blocked: BlockedRequest[];
  /** `address:port` of every upstream connection made (plain http: one entry per request). */
  connections: string[];
  /** Bytes received from upstream so far. */
  readonly bytes: number;
  /** True once `maxBytes` was exceeded. */
  readonly capped: boolean;
  /**
   * The guarded, memoised resolution used by the proxy: resolves `host`:`port` to the address it will connect to.
   * @throws AnalyzerError `blocked-address` | `dns-failure`
   */
  resolve(host: string, port: number): Promise<string>;
  /** Stops listening and destroys every socket. Idempotent. */
  close(): Promise<void>;
}

/** Request headers never forwarded upstream (hop-by-hop, RFC 9110 §7.6.1, and the proxy's own). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
]);

function filterRawHeaders(raw: readonly string[], drop: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!drop.has(raw[i].toLowerCase())) out.push(raw[i], raw[i + 1]);
  }
  return out;
}

/** Splits a CONNECT authority (`host:port`, `[v6]:port`). */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!m) return null;
  const port = Number(m[2]);
  if (!(port >= 1 && port <= 65535)) return null;
  return { host: m[1].replace(/^\[(.*)\]$/, '$1'), port };
}

/**
 * Starts a guard proxy on 127.0.0.1 (port 0) applying `options` (the analysis' guard settings).
 * The caller must `close()` it (the browser stage does so in `finally`).
 */
export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const proxy = new GuardProxyServer(options);
  await proxy.listen();
  return proxy;
}

/** The guard proxy: plain-http forwarding, CONNECT tunnels, byte accounting and the memoised guarded resolution. */
class GuardProxyServer implements GuardProxy {
  server = '';
  readonly blocked: BlockedRequest[] = [];
  readonly connections: string[] = [];
  private readonly maxBytes: number;
  private readonly sockets = new Set<Duplex>();
  private readonly resolved = new Map<string, Promise<string>>();
  private received = 0;
  private cut = false;
  private closed = false;
  // Keep-alive pool for plain-http upstream connections of this analysis (sockets are made to the checked address).
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  private readonly http: http.Server;

  constructor(private readonly options: GuardProxyOptions) {
    this.maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
    this.http = http.createServer((req, res) => this.onRequest(req, res));
    this.http.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) =>
      this.onConnect(req, client, head),
    );
    // Chromium tunnels ws:// through CONNECT when proxied; a direct Upgrade request is refused.
    this.http.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
      this.blocked.push({ target: req.url ?? '', reason: 'upgrade requests are not proxied' });
      socket.destroy();
    });
    this.http.on('connection', (s: net.Socket) => this.track(s));
    this.http.on('clientError', (_err, socket) => socket.destroy());
  }

  get bytes(): number {
    return this.received;
  }

  get capped(): boolean {
    return this.cut;
  }

  /** Listens on 127.0.0.1, on a port of the system's choice. */
  async listen(): Promise<void> {
    await new Promise<void>((ok, fail) => {
      this.http.once('error', fail);
      this.http.listen(0, '127.0.0.1', () => ok());
    });
    this.server = `http://127.0.0.1:${(this.http.address() as net.AddressInfo).port}`;
  }

  resolve(host: string, port: number): Promise<string> {
    const key = `${host.toLowerCase()}:${port}`;
    let p = this.resolved.get(key);
    if (!p) {
      p = resolveGuarded(host, port, this.options);
      p.catch(() => undefined);
      this.resolved.set(key, p);
    }
    return p;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const done = new Promise<void>((ok) => this.http.close(() => ok()));
    this.cutAll();
    this.agent.destroy();
    await done;
  }

  private track<T extends Duplex>(s: T): T {
    if (this.sockets.has(s)) return s; // keep-alive sockets carry many requests: one listener each
    this.sockets.add(s);
    s.once('close', () => this.sockets.delete(s));
    return s;
  }

  private cutAll(): void {
    for (const s of this.sockets) s.destroy();
  }

  /** Counts bytes received from upstream; past the cap every transfer is cut and further requests refused. */
  private count(n: number): void {
    this.received += n;
    if (this.received > this.maxBytes && !this.cut) {
      this.cut = true;
      this.blocked.push({
        target: '*',
        reason: `byte cap of ${this.maxBytes} bytes exceeded; all transfers stopped`,
      });
      this.cutAll();
    }
  }

  /** A plain-http request in absolute form: checked, then forwarded to the checked address. */
  private onRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.track(req.socket);
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('absolute http URL expected');
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('only http is proxied; use CONNECT for https');
      return;
    }
    // The answer's body is what the page (and a report of it) may show: the error's message, never its detail.
    const refuse = (status: number, reason: string, body = reason) => {
      this.blocked.push({ target: target.href, reason });
      if (!res.headersSent)
        res.writeHead(status, { 'content-type': 'text/plain', 'x-stacklens-guard': 'refused' });
      res.end(body);
    };
    if (this.cut || this.closed) return refuse(503, 'byte cap exceeded');
    const port = Number(target.port) || 80;
    this.resolve(target.hostname, port).then(
      (address) => {
        if (this.cut || this.closed) return refuse(503, 'byte cap exceeded');
        this.forward(req, res, target, address, port);
      },
      (err) => refuse(403, operatorDetail(err), isAnalyzerError(err) ? err.message : 'refused'),
    );
  }

  /** Forwards a checked plain-http request to `address`:`port` (hop-by-hop headers dropped) and streams the answer. */
  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: URL,
    address: string,
    port: number,
  ): void {
    this.connections.push(`${address}:${port}`);
    const upstream = http.request(
      {
        host: address,
        port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: filterRawHeaders(req.rawHeaders, HOP_BY_HOP),
        setHost: false,
        agent: this.agent,
      },
      (up) => {
        up.on('data', (chunk: Buffer) => this.count(chunk.length));
        res.writeHead(up.statusCode ?? 502, up.statusMessage, filterRawHeaders(up.rawHeaders, HOP_BY_HOP));
        up.pipe(res);
        up.once('error', () => res.destroy());
      },
    );
    upstream.once('socket', (s) => this.track(s));
    upstream.once('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream error: ${err.message}`);
    });
    res.once('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  /** A CONNECT tunnel (https, wss): checked, then piped to the checked address. */
  private onConnect(req: http.IncomingMessage, client: Duplex, head: Buffer): void {
    this.track(client);
    client.on('error', () => undefined);
    const authority = parseAuthority(req.url ?? '');
    const refuse = (reason: string) => {
      this.blocked.push({ target: req.url ?? '', reason });
      client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    };
    if (!authority) return refuse('malformed CONNECT authority');
    if (this.cut || this.closed) return refuse('byte cap exceeded');
    this.resolve(authority.host, authority.port).then(
      (address) => {
        if (this.cut || this.closed || client.destroyed) return refuse('byte cap exceeded');
        this.tunnel(client, head, address, authority.port);
      },
      (err) => refuse(operatorDetail(err)),
    );
  }

  /** Opens the tunnel's upstream connection to the checked address and pipes both ways, counting bytes. */
  private tunnel(client: Duplex, head: Buffer, address: string, port: number): void {
    this.connections.push(`${address}:${port}`);
    const upstream = this.track(net.connect({ host: address, port }));
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.on('data', (chunk: Buffer) => this.count(chunk.length));
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', () => {
      if (!client.destroyed)
        client.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  }
}
