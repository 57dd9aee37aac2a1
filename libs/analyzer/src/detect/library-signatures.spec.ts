/**
 * Library signatures (overlay `signatures.json`, and the patterns the library matrix added to records of other overlay
 * files) on excerpts of the packages' shipped files: `test/fixtures/libraries/` holds 300 characters either side of the
 * first match of each pattern in the package's Vite 8 production bundle (a hashed chunk of `npm run eval:libraries`)
 * or in its own dist file; `index.json` says which package, version and file each excerpt comes from.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals } from '../types';
import { detect } from './detect';

interface Fixture {
  file: string;
  family: 'scripts' | 'css';
  technology: string;
  /** The version the pattern captures (the package's own), null for a detection-only signature. */
  version: string | null;
  source: string;
  /** Excerpts of technologies the record requires, read beside it (relative to the fixtures folder). */
  with?: string[];
}
const dir = path.join(__dirname, '../../test/fixtures/libraries');
const { fixtures } = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
  fixtures: Fixture[];
};
const fingerprints = loadFingerprints();
const upstream = loadFingerprints({ overlayDir: null });
const signatures = JSON.parse(
  readFileSync(path.join(__dirname, '../../fingerprints/overlay/signatures.json'), 'utf8'),
) as Record<string, unknown>;

const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const detectIn = (f: Fixture, set = fingerprints, withRequired = true) =>
  detect(
    {
      ...emptySignals('https://app.example.org/'),
      scripts: f.family === 'scripts' ? [read(f.file)] : [],
      css: f.family === 'css' ? [read(f.file)] : [],
      ...(withRequired && f.with
        ? { scripts: [...(f.family === 'scripts' ? [read(f.file)] : []), ...f.with.map(read)] }
        : {}),
    },
    set,
  );

describe('library signatures on the shipped files of the packages', () => {
  it('covers every technology of signatures.json', () => {
    const covered = new Set(fixtures.map((f) => f.technology));
    expect(Object.keys(signatures).filter((k) => k !== '_comment' && !covered.has(k))).toEqual([]);
  });

  it.each(fixtures.map((f) => [f.file, f] as const))('%s', (_file, f) => {
    const found = detectIn(f).find((d) => d.name === f.technology);
    expect(found).toBeDefined();
    expect(found?.version ?? null).toBe(f.version);
    expect(found?.confidence).toBe(100);
  });

  it('upstream patterns alone find the technology with that version in few of them (what the overlay adds)', () => {
    const right = fixtures.filter((f) => {
      const found = detectIn(f, upstream).find((d) => d.name === f.technology);
      return found !== undefined && (found.version ?? null) === f.version;
    });
    expect(right.length).toBeLessThan(fixtures.length / 4);
  });

  it('code that only recognises another library is not taken for it', () => {
    // pretty-format's Immutable plugin (bundled by Storybook's manager and @testing-library/dom) declares Immutable's
    // sentinel keys to print such values; Immutable.js itself declares each sentinel before its own predicate
    const prettyFormat =
      'p1={serialize:d1,test:l1},m1="@@__IMMUTABLE_ITERABLE__@@",h1="@@__IMMUTABLE_LIST__@@",f1="@@__IMMUTABLE_KEYED__@@",y1="@@__IMMUTABLE_MAP__@@";';
    const names = (scripts: string[]) =>
      detect({ ...emptySignals('https://app.example.org/'), scripts }, fingerprints).map((d) => d.name);
    expect(names([prettyFormat])).not.toContain('Immutable.js');
    // Zone.js by its configurable prefix, not by the default prefix string other code may spell out
    expect(names(['const p = "__zone_symbol__" + "Promise";'])).not.toContain('Zone.js');
    // get-size 2.0.4 (in Masonry's, Isotope's and Packery's bundles) ships a banner copied from Infinite Scroll's
    expect(
      names(['/*!\n * Infinite Scroll v2.0.4\n * measure size of elements\n * MIT license\n */']),
    ).not.toContain('Infinite Scroll');
    // an indirect version rule needs its anchor: the constant alone gives nothing
    expect(names(['var nr=`1.21.1`,rr=65536;'])).not.toContain('Axios');
  });

  it('no excerpt is taken for another technology of the signatures, nor gives it a version', () => {
    const names = new Set(Object.keys(signatures));
    const crossTalk = fixtures.flatMap((f) =>
      detectIn(f, fingerprints, false)
        .filter((d) => d.name !== f.technology && names.has(d.name) && !d.implied)
        .map((d) => `${f.file}: ${d.name} ${d.version ?? ''}`),
    );
    expect(crossTalk).toEqual([]);
  });
});

describe('runtime version properties of the packages (the browser stage reads them)', () => {
  // the values the shipped builds assign: plotly.js-dist-min 4.1.2 `Gle.version="4.1.2"`, @canvasjs/charts 3.15.22
  // `s.version="v3.15.22 GA"` (CanvasJS.Chart.version)
  it.each([
    ['Plotly', 'Plotly.version', '4.1.2', '4.1.2'],
    ['CanvasJS', 'CanvasJS.Chart.version', 'v3.15.22 GA', '3.15.22'],
  ])('%s from %s', (technology, chain, value, version) => {
    const found = detect(
      { ...emptySignals('https://app.example.org/'), js: { [chain]: value, 'CanvasJS.Chart': '' } },
      fingerprints,
    ).find((d) => d.name === technology);
    expect(found?.version).toBe(version);
  });
});
