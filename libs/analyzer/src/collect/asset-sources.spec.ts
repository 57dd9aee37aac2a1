/**
 * Where each fetched script and stylesheet came from (`Signals.scriptSources`/`cssSources`), end to end: a page on
 * 127.0.0.1 loads Magnific Popup 1.2.0 and Milligram 1.4.1 (the head of their shipped files,
 * `test/fixtures/banners/`) under their file names, which alone show the libraries (their content matches no pattern
 * of theirs); their banners give the versions — passively (the HTTP stage's fetches) and, for files only a browser
 * loads (inserted by a script), through the browser stage's network bodies.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { analyze } from '../analyze';
import { emptySignals } from '../types';
import { closeBrowser, mergeBrowserSignals } from './browser';

jest.setTimeout(60_000);

const fixture = (file: string) =>
  readFileSync(path.join(__dirname, '../../test/fixtures/banners', file), 'utf8');
const files: Record<string, [string, string]> = {
  '/static/js/jquery.magnific-popup.js': ['text/javascript', fixture('magnific-popup-1.2.0.head.js.txt')],
  '/static/css/milligram.css': ['text/css', fixture('milligram-1.4.1.head.css.txt')],
};
const pages: Record<string, string> = {
  // in the HTML: the HTTP stage fetches both
  '/': `<!doctype html><html><head><title>t</title>
<link rel="stylesheet" href="/static/css/milligram.css"></head>
<body><script src="/static/js/jquery.magnific-popup.js"></script></body></html>`,
  // inserted by a script: only the browser loads them
  '/late': `<!doctype html><html><head><title>t</title></head><body><script>
const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '/static/css/milligram.css';
document.head.appendChild(l);
const s = document.createElement('script'); s.src = '/static/js/jquery.magnific-popup.js';
document.body.appendChild(s);
</script></body></html>`,
};

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    const file = files[url];
    if (file) res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    else if (pages[url] !== undefined) res.writeHead(200, { 'content-type': 'text/html' }).end(pages[url]);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeBrowser();
});

const run = async (pagePath: string, browser: boolean) => {
  const r = await analyze(`http://assets.test:${port}${pagePath}`, {
    resolve: [`assets.test:${port}:127.0.0.1`],
    allowPrivateNetworks: true,
    skipDns: true,
    browser,
  });
  return Object.fromEntries(r.technologies.map((t) => [t.name, t.version]));
};

describe('banner versions of assets shown by their URL', () => {
  it('passive: the HTTP stage fetched them, their URLs and banners pair', async () => {
    expect(await run('/', false)).toMatchObject({ 'Magnific Popup': '1.2.0', Milligram: '1.4.1' });
  });

  it('browser: files only the browser loaded pair with the URLs they were loaded from', async () => {
    expect(await run('/late', false)).not.toHaveProperty('Magnific Popup');
    expect(await run('/late', true)).toMatchObject({ 'Magnific Popup': '1.2.0', Milligram: '1.4.1' });
  });
});

describe('mergeBrowserSignals keeps each body with its URL', () => {
  it('unites bodies without duplicates, a body read by both stages keeps a known URL', () => {
    const base = {
      ...emptySignals('https://a.example/'),
      scripts: ['inline', 'a-body'],
      scriptSources: ['', 'https://a.example/a.js'],
      css: ['inline-css'],
      cssSources: [''],
    };
    const merged = mergeBrowserSignals(base, {
      js: {},
      dom: {},
      xhr: [],
      scriptSrc: [],
      scripts: ['b-body', 'a-body', 'inline'],
      scriptSources: ['https://a.example/b.js', 'https://a.example/a2.js', 'https://a.example/i.js'],
      css: ['c-body'],
      cssSources: ['https://a.example/c.css'],
      cookies: {},
      html: '',
      text: '',
      certIssuer: '',
    });
    expect(merged.scripts).toEqual(['inline', 'a-body', 'b-body']);
    expect(merged.scriptSources).toEqual([
      'https://a.example/i.js',
      'https://a.example/a.js',
      'https://a.example/b.js',
    ]);
    expect(merged.css).toEqual(['inline-css', 'c-body']);
    expect(merged.cssSources).toEqual(['', 'https://a.example/c.css']);
  });
});
