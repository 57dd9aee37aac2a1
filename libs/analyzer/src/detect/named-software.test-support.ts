/**
 * Shared by `named-software.spec.ts` and `bench/named-software.ts`: a recorded corpus page as signals, and what the
 * named-software mechanism would have said about it before the fingerprint set knew some of its names.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { signalsFromDocument } from '../collect/document';
import type { FingerprintSet } from '../fingerprints/model';
import type { Signals } from '../types';
import { findNamedSoftware, fingerprintKnowledge, overlaps, type NamedSoftware } from './named-software';

/** A name as the comparisons with ground truth use it: lowercase, without spaces, `_`, `.` or `-`. */
export const comparableName = (name: string): string => name.toLowerCase().replace(/[\s_.-]+/g, '');

/**
 * True when the name a site gives itself is the truth's name: the same once compared (`comparableName`), or the same
 * after a one-word vendor or distributor prefix the site adds (`GNU Texinfo`, `FreeBSD-CVSweb`, `Apache Subversion`
 * for Texinfo, CVSweb, Subversion).
 */
export function sameSoftware(named: string, truth: string): boolean {
  if (comparableName(named) === comparableName(truth)) return true;
  const words = named.split(/[\s-]+/);
  return words.length > 1 && comparableName(words.slice(1).join(' ')) === comparableName(truth);
}

/**
 * The passive signals of a recorded site's main document (`body.html`, and `headers.txt`: a status line, then
 * `Name: value` lines) in corpus directory `dir`, with the scripts and stylesheets its browser load fetched
 * (`page.har`, text content, base64 decoded) as the passive stage's assets.
 */
export function recordedDocument(dir: string, url: string): Signals {
  const signals = mainDocument(dir, url);
  const harFile = path.join(dir, 'page.har');
  if (!existsSync(harFile)) return signals;
  const har = JSON.parse(readFileSync(harFile, 'utf8')) as {
    log: {
      entries: Array<{
        request: { url: string };
        response: { content: { mimeType?: string; text?: string; encoding?: string } };
      }>;
    };
  };
  const scriptSources = signals.scripts.map(() => '');
  const cssSources = signals.css.map(() => '');
  for (const entry of har.log.entries.slice(1)) {
    const { mimeType = '', text, encoding } = entry.response.content;
    if (!text) continue;
    const body = encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text;
    if (/javascript|ecmascript/.test(mimeType)) {
      signals.scripts.push(body);
      scriptSources.push(entry.request.url);
    } else if (/text\/css/.test(mimeType)) {
      signals.css.push(body);
      cssSources.push(entry.request.url);
    }
  }
  return { ...signals, scriptSources, cssSources };
}

/** The signals of a recorded site's main document alone (see `recordedDocument`). */
function mainDocument(dir: string, url: string): Signals {
  const headers: Record<string, string[]> = {};
  const headerFile = path.join(dir, 'headers.txt');
  if (existsSync(headerFile))
    for (const line of readFileSync(headerFile, 'utf8').split(/\r?\n/).slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0)
        (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
    }
  return signalsFromDocument({ url, headers, html: readFileSync(path.join(dir, 'body.html'), 'utf8') })
    .signals;
}

/**
 * What `findNamedSoftware` reports on `signals` when the technologies named `hidden` are taken out of the set's
 * knowledge (their names unknown, their header and generator patterns not consulted): what it said before their
 * rules were written.
 */
export function namedWithout(
  signals: Signals,
  fingerprints: FingerprintSet,
  hidden: readonly string[],
): NamedSoftware[] {
  const known = fingerprintKnowledge(fingerprints);
  const hiddenNames = new Set(hidden.map(comparableName));
  const hiddenTechs = new Set(hidden);
  return findNamedSoftware(
    signals,
    (name) => !hiddenNames.has(comparableName(name)) && known.isKnown(name),
    (family, key, value, start, end) =>
      (fingerprints.index.keyed[family].get(key) ?? []).some(
        (entry) =>
          !hiddenTechs.has(entry.tech.name) &&
          entry.patterns.some((p) => p.source !== '' && overlaps(p.regex, value, start, end)),
      ),
  );
}
