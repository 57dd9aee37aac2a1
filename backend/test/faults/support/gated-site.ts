import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A website on 127.0.0.1 whose home page can be held: while `hold` is on, each request for `/` waits (the analysis that
 * made it is provably in its collecting stage) until `release()`; robots.txt always answers at once. Serves a small
 * WordPress-looking page so that an analysis finds technologies.
 */
export interface GatedSite {
  port: number;
  /** Host name the analyzer resolves to this server (use with ANALYZER_RESOLVE). */
  host: string;
  url: string;
  resolveRule: string;
  /** Home page requests received so far. */
  homeRequests: number;
  /** Hold home page requests from now on. */
  hold(): void;
  /** Answer every held and future home page request. */
  release(): void;
  /** Resolves once `count` home page requests are being held. */
  held(count?: number): Promise<void>;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gated</title>
<meta name="generator" content="WordPress 6.4.2">
<link rel="stylesheet" href="/wp-content/themes/twentytwentyfour/style.css?ver=6.4.2"></head>
<body><h1>Gated site</h1></body></html>`;

/** Starts a {@link GatedSite} on a free port; `host` defaults to `gated.test`. */
export async function startGatedSite(host = 'gated.test'): Promise<GatedSite> {
  let holding = false;
  const waiting: http.ServerResponse[] = [];
  const listeners: Array<() => void> = [];
  const answer = (res: http.ServerResponse) => {
    if (!res.destroyed)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: 'nginx/1.24.0' }).end(PAGE);
  };
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (req.url === '/' || req.url?.startsWith('/?')) {
      site.homeRequests += 1;
      if (holding) {
        waiting.push(res);
        listeners.splice(0).forEach((notify) => notify());
        return;
      }
      answer(res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const site: GatedSite = {
    port,
    host,
    url: `http://${host}:${port}`,
    resolveRule: `${host}:${port}:127.0.0.1`,
    homeRequests: 0,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      waiting.splice(0).forEach(answer);
    },
    held: async (count = 1) => {
      while (waiting.filter((res) => !res.destroyed).length < count) {
        await new Promise<void>((resolve) => listeners.push(resolve));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        waiting.splice(0).forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}
