/**
 * The run's memo of matches (`match-memo.ts`): a matcher that takes the matches of a text met before from the memo
 * must give exactly what a fresh pass gives (same matches, order, versions, "contributes", detections), and the
 * memo must stay within its size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals, type Signals } from '../types';
import { SCRIPT_CHARS } from './caps';
import { detect } from './detect';
import { excerptAnchors, excerptScript } from './excerpts';
import { matchSignals, type MatchesByTechnology } from './match';
import { MATCH_MEMO_MIN_CHARS, MatchMemo } from './match-memo';

const fp = loadFingerprints();
const modules = path.resolve(__dirname, '../../../../node_modules');
const read = (file: string) => fs.readFileSync(path.join(modules, file), 'utf8');

const summary = (matches: MatchesByTechnology) =>
  [...matches].map(([name, ms]) => [
    name,
    ms.map((m) => [m.family, m.key ?? null, m.pattern.source, m.value, m.version, m.strength, m.contributes]),
  ]);

/** Real library files (two of them twice, as pages repeat a file), one longer than the matcher's cap, and CSS. */
function librarySignals(): Signals {
  const jquery = read('jquery/dist/jquery.js');
  const moment = read('moment/moment.js');
  const reactDom = read('react-dom/cjs/react-dom-client.development.js');
  return {
    ...emptySignals('https://example.test/'),
    scriptSrc: ['https://example.test/jquery.js'],
    scripts: ['window.x = 1;', jquery, moment, reactDom, jquery, read('vue/dist/vue.global.js')],
    css: [read('bootstrap/dist/css/bootstrap.css'), 'body{color:red}'],
  };
}

describe('MatchMemo', () => {
  it('gives the matches and detections of a fresh pass, from the memo the second time', () => {
    const signals = librarySignals();
    expect(signals.scripts[3].length).toBeGreaterThan(SCRIPT_CHARS); // read as head + excerpts
    const fresh = summary(matchSignals(signals, fp));
    expect(fresh.map(([name]) => name)).toEqual(
      expect.arrayContaining(['jQuery', 'Moment.js', 'React', 'Bootstrap']),
    );
    const memo = new MatchMemo(50_000_000);
    const found: boolean[] = [];
    const hits = memo.hits.bind(memo);
    memo.hits = (plan, text) => {
      const known = hits(plan, text);
      found.push(known !== undefined);
      return known;
    };
    expect(summary(matchSignals(signals, fp, { memo }))).toEqual(fresh);
    // the first pass filled the memo (only a repeated file was found in it)
    expect(found.filter(Boolean)).toHaveLength(1);
    found.length = 0;
    expect(summary(matchSignals(signals, fp, { memo }))).toEqual(fresh);
    // second pass: every large script and stylesheet came from the memo, nothing was kept anew
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.every(Boolean)).toBe(true);
    const detections = detect(signals, fp);
    // Vue's version comes from an indirect rule (bundle-versions.ts), kept in the memo too
    expect(detections.find((d) => d.name === 'Vue.js')?.version).toMatch(/^3\./);
    expect(detect(signals, fp, { memo })).toEqual(detections);
    expect(detect(signals, fp, { memo })).toEqual(detections);
  });

  it('keeps the excerpts of a script longer than the cap, equal to excerptScript', () => {
    const script = read('react-dom/cjs/react-dom-client.development.js');
    const memo = new MatchMemo(10_000_000);
    const anchors = excerptAnchors(fp.index.plans.scripts);
    let computed = 0;
    const readScript = (s: string) => (computed++, excerptScript(s, anchors));
    const first = memo.excerpt(script, readScript);
    expect(memo.excerpt(script, readScript)).toBe(first);
    expect(first).toBe(excerptScript(script, anchors));
    expect(computed).toBe(1);
  });

  it('stays within maxChars, forgetting the least recently used text first; short texts are not kept', () => {
    const plan = fp.index.plans.scripts;
    const text = (c: string) => c.repeat(MATCH_MEMO_MIN_CHARS);
    const memo = new MatchMemo(3 * MATCH_MEMO_MIN_CHARS);
    memo.keepHits(plan, text('a'), []);
    memo.keepHits(plan, text('b'), []);
    memo.keepHits(plan, text('c'), []);
    expect(memo.size).toBe(3 * MATCH_MEMO_MIN_CHARS);
    expect(memo.hits(plan, text('a'))).toEqual([]); // a is now the most recently used
    // another pass's value of a text already kept is charged nothing more
    const rule = {};
    expect(memo.value(rule, text('c'), () => 'found')).toBe('found');
    expect(memo.value(rule, text('c'), () => 'again')).toBe('found');
    expect(memo.size).toBe(3 * MATCH_MEMO_MIN_CHARS);
    expect(memo.hits(plan, text('a'))).toEqual([]);
    memo.keepHits(plan, text('d'), []);
    expect(memo.size).toBe(3 * MATCH_MEMO_MIN_CHARS);
    expect(memo.hits(plan, text('b'))).toBeUndefined();
    expect(memo.hits(plan, text('a'))).toEqual([]);
    expect(memo.hits(plan, text('c'))).toEqual([]);
    memo.keepHits(plan, 'short', []);
    expect(memo.hits(plan, 'short')).toBeUndefined();
    memo.keepHits(plan, 'x'.repeat(4 * MATCH_MEMO_MIN_CHARS), []); // larger than the whole memo: not kept
    expect(memo.hits(plan, text('c'))).toEqual([]);
    expect(memo.size).toBe(3 * MATCH_MEMO_MIN_CHARS);
  });
});
