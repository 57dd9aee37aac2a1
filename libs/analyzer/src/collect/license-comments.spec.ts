/**
 * The legal comments webpack moves out of a bundle (`license-comments.ts`): the pointer is read and resolved, and,
 * end to end passively, a library whose banner is only in the bundle's `.LICENSE.txt` gets its version. The fixture
 * is clipboard.js 2.0.11 built by webpack 5 in production mode (`npm run eval:libraries`, webpack way): the bundle
 * and the `.js.LICENSE.txt` file webpack wrote beside it (`test/fixtures/license-comments/`), served under the
 * names webpack gave them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { analyze } from '../analyze';
import { LICENSE_COMMENT_CAPS, licensePointer } from './license-comments';

jest.setTimeout(60_000);

const fixtures = path.join(__dirname, '../../test/fixtures/license-comments');
const BUNDLE = readFileSync(
  path.join(fixtures, 'clipboard-2.0.11.webpack.a26bca1613c5c8325cac.js.txt'),
  'utf8',
);
const COMMENTS = readFileSync(
  path.join(fixtures, 'clipboard-2.0.11.webpack.a26bca1613c5c8325cac.js.LICENSE.txt.txt'),
  'utf8',
);
const page = (src: string) =>
  `<!doctype html><html><head><title>app</title></head><body><div id="app"></div><script src="${src}"></script></body></html>`;

describe('licensePointer', () => {
  const at = (text: string, url = 'https://app.example.org/static/js/main.1a2b.js') =>
    licensePointer({ url, text });

  it('resolves the pointer webpack writes against the bundle URL', () => {
    const text = '/*! For license information please see main.1a2b.js.LICENSE.txt */\n(()=>{})();';
    expect(at(text)).toEqual({
      url: 'https://app.example.org/static/js/main.1a2b.js.LICENSE.txt',
      start: 0,
      end: text.indexOf('\n'),
    });
    expect(at('/*! For license information please see ../licenses/vendor.txt */')?.url).toBe(
      'https://app.example.org/static/licenses/vendor.txt',
    );
  });

  it('follows no pointer to another origin, and none beyond the head of the script', () => {
    expect(at('/*! For license information please see https://other.example.com/x.txt */')).toBeNull();
    expect(at('/*! For license information please see //other.example.com/x.txt */')).toBeNull();
    const late = `${' '.repeat(LICENSE_COMMENT_CAPS.headChars)}/*! For license information please see x.txt */`;
    expect(at(late)).toBeNull();
    expect(at('(()=>{})();')).toBeNull();
  });
});

describe('passive stage: legal comments moved out of a webpack bundle', () => {
  let server: http.Server;
  let port: number;
  const asked: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      asked.push(url);
      if (url === '/' || url === '/spa/')
        res.writeHead(200, { 'content-type': 'text/html' }).end(page('a26bca1613c5c8325cac.js'));
      else if (url.endsWith('/a26bca1613c5c8325cac.js'))
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(BUNDLE);
      else if (url === '/a26bca1613c5c8325cac.js.LICENSE.txt')
        res.writeHead(200, { 'content-type': 'text/plain' }).end(COMMENTS);
      // a single-page application's server answers any other path with its page
      else res.writeHead(200, { 'content-type': 'text/html' }).end(page('/app.js'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const run = async (pagePath: string) => {
    const r = await analyze(`http://bundle.test:${port}${pagePath}`, {
      resolve: [`bundle.test:${port}:127.0.0.1`],
      allowPrivateNetworks: true,
      skipDns: true,
      browser: false,
    });
    return r.technologies.find((t) => t.name === 'Clipboard.js');
  };

  it("gives clipboard.js the version of its banner, which only the bundle's .LICENSE.txt keeps", async () => {
    asked.length = 0;
    expect(await run('/')).toMatchObject({ version: '2.0.11' });
    expect(asked).toContain('/a26bca1613c5c8325cac.js.LICENSE.txt');
  });

  it('takes no page for the comments (a server answering every path with its application)', async () => {
    asked.length = 0;
    const found = await run('/spa/');
    expect(asked).toContain('/spa/a26bca1613c5c8325cac.js.LICENSE.txt');
    expect(found).toBeDefined();
    expect(found?.version ?? null).toBeNull();
  });
});
