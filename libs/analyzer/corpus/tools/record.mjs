#!/usr/bin/env node
// Record each site listed in ../sites.json into ../corpus/<name>/:
//   headers.txt + body.html (curl, main document, no redirects followed),
//   robots.txt (only if served as 200 and not HTML), page.har (Chromium via playwright-core, content embedded).
// (Copied from corpus-dev/tools; playwright-core resolves from the repository's node_modules.)
// Usage: node tools/record.mjs [--out DIR] [site ...]   (default: all sites in sites.json, into ../corpus)
// Only loopback URLs are allowed; the browser aborts every request to any other host.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const sites = JSON.parse(fs.readFileSync(path.join(ROOT, 'sites.json'), 'utf8'));
const argv = process.argv.slice(2);
let OUT = path.join(ROOT, 'corpus');
const oi = argv.indexOf('--out');
if (oi >= 0) { OUT = path.resolve(argv[oi + 1]); argv.splice(oi, 2); }
const only = argv;
const selected = only.length ? sites.filter((s) => only.includes(s.name)) : sites;
if (only.length && selected.length !== only.length) {
  console.error('unknown site(s):', only.filter((n) => !sites.some((s) => s.name === n)).join(' '));
  process.exit(2);
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopback = (u) => {
  try { const x = new URL(u); return LOOPBACK.has(x.hostname); } catch { return false; }
};

function curl(args) {
  return execFileSync('curl', ['-sS', '--max-time', '30', ...args], { encoding: 'utf8' });
}

async function recordHar(browser, url, harPath) {
  const context = await browser.newContext({
    recordHar: { path: harPath, content: 'embed' },
    serviceWorkers: 'block',
  });
  const blocked = [];
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (isLoopback(u)) return route.continue();
    blocked.push(u);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  let status = null;
  try {
    const resp = await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    status = resp ? resp.status() : null;
  } catch (e) {
    console.error(`  goto failed: ${e.message.split('\n')[0]}`);
  }
  await page.waitForTimeout(2000);
  const title = await page.title().catch(() => '');
  await context.close();
  return { status, title, blocked };
}

/**
 * What Chromium's HAR leaves out of what the server sent (round 31, BIND's statistics channel): for an XML main document
 * that a stylesheet turns into a page, the HAR holds the XSLT result, so the main entry gets the recorded body
 * (curl's, `body`) back; a loopback text response answered 200 with an empty body in the HAR (the stylesheet itself)
 * is fetched again with curl and embedded. The replay server serves the HAR: it must serve what the server sent.
 */
function repairHar(har, body) {
  const [main, ...rest] = har.log.entries;
  if (main && /xml/i.test(main.response.content.mimeType ?? '') && main.response.content.text !== body) {
    main.response.content.text = body;
    main.response.content.size = Buffer.byteLength(body);
    delete main.response.content.encoding;
    console.log('  har: main document replaced by the recorded XML (the HAR held its XSLT result)');
  }
  for (const entry of rest) {
    const c = entry.response.content;
    if (entry.response.status !== 200 || c.text || !isLoopback(entry.request.url)) continue;
    if (!/text|xml|json|javascript|css/i.test(c.mimeType ?? '')) continue;
    const text = curl([entry.request.url]);
    if (!text) continue;
    c.text = text;
    c.size = Buffer.byteLength(text);
    console.log(`  har: embedded the body the HAR left empty: ${entry.request.url}`);
  }
}

// chromium.launch() always starts from a fresh temporary profile (its own --user-data-dir).
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // belt and braces: nothing but loopback resolves
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
});

for (const site of selected) {
  if (!isLoopback(site.url)) throw new Error(`refusing non-loopback URL ${site.url}`);
  const dir = path.join(OUT, site.name);
  fs.mkdirSync(dir, { recursive: true });
  console.log(`== ${site.name} ${site.url}`);
  curl(['-D', path.join(dir, 'headers.txt'), '-o', path.join(dir, 'body.html'), site.url]);
  const statusLine = fs.readFileSync(path.join(dir, 'headers.txt'), 'utf8').split('\n')[0].trim();
  console.log(`  curl: ${statusLine}, ${fs.statSync(path.join(dir, 'body.html')).size} bytes`);

  const robotsUrl = new URL('/robots.txt', site.url).href;
  const robotsPath = path.join(dir, 'robots.txt');
  const tmp = robotsPath + '.tmp';
  const code = curl(['-o', tmp, '-w', '%{http_code} %{content_type}', robotsUrl]).trim();
  const text = fs.existsSync(tmp) ? fs.readFileSync(tmp, 'utf8') : '';
  if (code.startsWith('200') && !/text\/html/i.test(code) && !/<html|<!doctype/i.test(text)) {
    fs.renameSync(tmp, robotsPath);
    console.log(`  robots.txt: ${text.length} bytes`);
  } else {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(robotsPath, { force: true });
    console.log(`  robots.txt: not served (${code})`);
  }

  const harPath = path.join(dir, 'page.har');
  const r = await recordHar(b, site.url, harPath);
  const har = JSON.parse(fs.readFileSync(harPath, 'utf8'));
  repairHar(har, fs.readFileSync(path.join(dir, 'body.html'), 'utf8'));
  fs.writeFileSync(harPath, JSON.stringify(har, null, 2));
  console.log(`  har: status ${r.status}, title ${JSON.stringify(r.title)}, ${har.log.entries.length} entries, ${fs.statSync(harPath).size} bytes` +
    (r.blocked.length ? `, blocked non-loopback: ${r.blocked.join(' ')}` : ''));
  fs.writeFileSync(path.join(dir, 'record-meta.json'), JSON.stringify({
    url: site.url, recordedAt: new Date().toISOString(), browser: b.version(), browserStatus: r.status,
    title: r.title, blockedNonLoopback: r.blocked,
  }, null, 2) + '\n');
}
await b.close();
