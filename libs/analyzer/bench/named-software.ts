/**
 * `npm run eval:named` — how far the named-software mechanism (src/detect/named-software.ts)
 * generalises, measured on the recorded corpora's main documents (`body.html`, `headers.txt`): what a page names
 * about itself is in its main document alone.
 *
 * Two questions, one run:
 * 1. **Held out:** the ground truth marks with `name_unknown_to_fingerprints` (‡) each expectation whose name no
 *    fingerprint set had when its round was recorded. With those names taken out of the set's knowledge, how many
 *    of them, and of their versions, would the mechanism have named? That is what it does for software nobody wrote
 *    a rule for.
 * 2. **Noise:** with the whole set's knowledge (as the product runs), every name it reports on a site that the
 *    site's truth lists neither as expected nor as acceptable, printed one by one.
 *
 * Usage: npm run eval:named [-- [--corpus DIR]... [--verbose]]
 * A development tool, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fingerprintKnowledge, findNamedSoftware } from '../src/detect/named-software';
import { namedWithout, recordedDocument, sameSoftware } from '../src/detect/named-software.test-support';
import { loadFingerprints } from '../src/fingerprints/load';

interface Expected {
  name: string;
  version?: string | null;
  name_unknown_to_fingerprints?: boolean;
}
interface SiteTruth {
  name: string;
  host: string;
  path: string;
  expected: Expected[];
  acceptable: { name: string }[];
}

const args = process.argv.slice(2);
const repoRoot = path.resolve(__dirname, '../../..');
const corpusArgs = args.flatMap((a, i) => (args[i - 1] === '--corpus' ? [path.resolve(a)] : []));
const corpusDirs = (
  corpusArgs.length
    ? corpusArgs
    : [path.join(repoRoot, '../shared/corpus-dev'), path.join(repoRoot, 'libs/analyzer/corpus')]
).filter((d) => fs.existsSync(path.join(d, 'corpus')));
const verbose = args.includes('--verbose');

const normVersion = (v: string | null | undefined) => (v ?? '').trim().replace(/^v/i, '');

function main(): void {
  const fingerprints = loadFingerprints();
  const full = fingerprintKnowledge(fingerprints);
  const totals = { heldOut: 0, heldOutFound: 0, heldOutVersions: 0, heldOutVersionsFound: 0, reported: 0 };
  const noise: string[] = [];
  const foundLines: string[] = [];
  const missedLines: string[] = [];
  let sites = 0;
  for (const corpusDir of corpusDirs) {
    const sitesDir = path.join(corpusDir, 'corpus');
    for (const d of fs.readdirSync(sitesDir).sort()) {
      const dir = path.join(sitesDir, d);
      if (!fs.existsSync(path.join(dir, 'site.json')) || !fs.existsSync(path.join(dir, 'body.html')))
        continue;
      const truth = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')) as SiteTruth;
      const signals = recordedDocument(dir, `http://${truth.host}${truth.path}`);
      sites++;
      const heldOut = truth.expected.filter((e) => e.name_unknown_to_fingerprints);
      if (heldOut.length) {
        // the set's knowledge without the held-out names: what the mechanism saw before their rules existed
        const before = namedWithout(
          signals,
          fingerprints,
          heldOut.map((e) => e.name),
        );
        for (const e of heldOut) {
          totals.heldOut++;
          const named = before.find((n) => sameSoftware(n.name, e.name));
          if (named) totals.heldOutFound++;
          if (e.version) {
            totals.heldOutVersions++;
            if (named && normVersion(named.version) === normVersion(e.version)) totals.heldOutVersionsFound++;
          }
          (named ? foundLines : missedLines).push(
            `${d}: ${e.name}${e.version ? ' ' + e.version : ''}` +
              (named ? ` ← ${named.name} ${named.version ?? '∅'} (${named.evidence[0].family})` : ''),
          );
        }
      }
      const listed = [...truth.expected, ...truth.acceptable].map((e) => e.name);
      const reported = findNamedSoftware(signals, full.isKnown, full.matchesKnownPattern);
      totals.reported += reported.length;
      for (const n of reported)
        if (!listed.some((name) => sameSoftware(n.name, name)))
          noise.push(
            `${path.basename(corpusDir)}/${d}: ${n.name} ${n.version ?? '∅'} ← ${n.evidence[0].family}` +
              `${n.evidence[0].key ? ' ' + n.evidence[0].key : ''}: ${n.evidence[0].value}`,
          );
    }
  }
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-');
  console.log(
    `named software on ${sites} recorded main documents (${corpusDirs.map((c) => path.basename(c)).join(', ')})`,
  );
  console.log(
    `held out (‡ names hidden from the set): named ${totals.heldOutFound}/${totals.heldOut} = ${pct(totals.heldOutFound, totals.heldOut)}, ` +
      `versions ${totals.heldOutVersionsFound}/${totals.heldOutVersions} = ${pct(totals.heldOutVersionsFound, totals.heldOutVersions)}`,
  );
  console.log(`with the whole set: ${totals.reported} names reported, ${noise.length} not in the truth`);
  if (verbose)
    console.log(`\nnamed:\n  ${foundLines.join('\n  ')}\n\nnot named:\n  ${missedLines.join('\n  ')}`);
  if (noise.length) console.log(`\nnot in the truth:\n  ${noise.join('\n  ')}`);
}

main();
