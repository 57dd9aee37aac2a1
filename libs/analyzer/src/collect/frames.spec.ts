/**
 * Frameset pages, passively: the frameset document holds nothing but `<frame>`s, so the technologies and versions
 * are in its frames. A page on 127.0.0.1 shaped like Nagios Core 4's web interface (index.php framing side.php and
 * main.php, as its htdocs ship them: main.php states `Version 4.4.6` and loads jQuery through a script tag; the
 * frame documents are excerpts of that markup) must show Nagios 4.4.6 and the jQuery its frame loads; a frame on
 * another origin is not read.
 */
import { analyze } from '../analyze';
import { extractHtml } from './html';
import { addFrames } from './frames';
import { signalsFromDocument } from './document';
import {
  startLocalJsonServer,
  type LocalJsonServer,
  type ScriptedReply,
} from '../../test/fixtures/local-json-server';

jest.setTimeout(60_000);

const frameset = (
  crossOrigin: string,
) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">
<html><head><meta name="ROBOTS" content="NOINDEX, NOFOLLOW"><title>Nagios: localhost</title></head>
<frameset cols="180,*" style="border: 0px; framespacing: 0px">
<frame src="side.php" name="side" frameborder="0" style="">
<frame src="main.php" name="main" frameborder="0" style="">
<frame src="${crossOrigin}" name="other">
<noframes><h2>Nagios Core</h2></noframes>
</frameset></html>`;
const SIDE = `<html><head><title>Nagios Core</title>
<link href="stylesheets/common.css?4.4.6" type="text/css" rel="stylesheet"></head><body>side</body></html>`;
const MAIN = `<!DOCTYPE html><html><head><title>Nagios Core</title>
<script type="text/javascript" src="js/jquery-1.12.4.min.js"></script></head><body>
<div class="logos"><div class="product">Nagios<sup><span style="font-size: small;">&reg;</span></sup> Core<sup><span style="font-size: small;">&trade;</span></sup></div>
<div class="version">Version 4.4.6</div></div></body></html>`;
const JQUERY =
  '/*! jQuery v3.6.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */\n!function(e,t){}';

let server: LocalJsonServer;
let port: number;
/** Paths the server was asked for since the last reset. */
const asked = () => server.requests.map((r) => new URL(r.url, 'http://x').pathname);
const html = (body: string): ScriptedReply => ({ headers: { 'content-type': 'text/html' }, body });
beforeAll(async () => {
  server = await startLocalJsonServer((request) => {
    const url = new URL(request.url, 'http://x').pathname;
    if (url === '/nagios/') return html(frameset(`http://127.0.0.1:${port}/nagios/cross.html`));
    if (url === '/nagios/cross.html') return html('<title>Nagios Core</title>');
    if (url === '/nagios/side.php') return html(SIDE);
    if (url === '/nagios/main.php') return html(MAIN);
    if (url === '/nagios/js/jquery-1.12.4.min.js')
      return { headers: { 'content-type': 'text/javascript' }, body: JQUERY };
    if (url === '/plain/')
      return html(`<html><head><title>t</title></head><body><iframe src="main.php"></iframe></body></html>`);
    return { status: 404, body: '' };
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

const run = (pagePath: string) =>
  analyze(`http://frames.test:${port}${pagePath}`, {
    resolve: [`frames.test:${port}:127.0.0.1`],
    allowPrivateNetworks: true,
    browser: false,
    skipDns: true,
  });

describe('frameset pages (passive)', () => {
  it('lists the frames of a frameset, not iframes', () => {
    const page = extractHtml(
      `${frameset('https://other.example/x.html')}<iframe src="https://video.example/embed"></iframe>`,
      'http://h.test/nagios/',
    );
    expect(page.frames).toEqual([
      'http://h.test/nagios/side.php',
      'http://h.test/nagios/main.php',
      'https://other.example/x.html',
    ]);
    expect(
      extractHtml('<body><iframe src="/x.html"></iframe><frame src="/y.html"></body>', 'http://h.test/')
        .frames,
    ).toEqual([]);
  });

  it("reads the same-origin frames' markup and the scripts they load: Nagios 4.4.6 and jQuery 3.6.1", async () => {
    server.requests.length = 0;
    const r = await run('/nagios/');
    const found = Object.fromEntries(r.technologies.map((t) => [t.name, t.version]));
    expect(found).toMatchObject({ Nagios: '4.4.6', jQuery: '3.6.1' });
    expect(asked()).toEqual(
      expect.arrayContaining(['/nagios/side.php', '/nagios/main.php', '/nagios/js/jquery-1.12.4.min.js']),
    );
    // a frame on another origin (here 127.0.0.1 instead of frames.test) is another site's page
    expect(asked()).not.toContain('/nagios/cross.html');
  });

  it('does not read iframes: their documents are not the page', async () => {
    server.requests.length = 0;
    const r = await run('/plain/');
    expect(asked()).not.toContain('/main.php');
    expect(r.technologies.map((t) => t.name)).not.toContain('Nagios');
  });

  it("adds each frame asset once, and the frames' markup and text", () => {
    const doc = signalsFromDocument({ url: 'http://h.test/', headers: {}, html: frameset('x.html') });
    addFrames(doc, [
      { url: 'http://h.test/main.php', html: MAIN },
      { url: 'http://h.test/main2.php', html: MAIN },
    ]);
    expect(doc.page.scriptSrc).toEqual(['http://h.test/js/jquery-1.12.4.min.js']);
    expect(doc.signals.scriptSrc).toEqual(['http://h.test/js/jquery-1.12.4.min.js']);
    expect(doc.signals.html).toContain('Version 4.4.6');
    expect(doc.signals.text).toContain('Version 4.4.6');
  });
});
