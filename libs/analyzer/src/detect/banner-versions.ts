/**
 * Versions stated in script and stylesheet banners (issue 25 §1, §3), one mechanism for every technology instead of a
 * banner regex per library: `/*! Bootstrap v5.3.2 (https://getbootstrap.com/)`, `/** @license React v17.0.2`,
 * `* jQuery JavaScript Library v3.7.1`, `/*! tailwindcss v3.4.1 | MIT License`, `Font Awesome Free 6.5.1 by
 * @fontawesome`, and a bundler's chunk that keeps several libraries' legal comments one after the other.
 *
 * A banner is a block comment that a minifier keeps (`/*!`, `/**`, one whose head says `@license` or `@preserve`) or
 * one of the comments an asset starts with (`LEADING_COMMENTS`); only its first lines are read (the name and version
 * of a banner are on them, and a stray `/*` inside a minified string never yields a short line). On such a line a version (`v5.3.2`, `6.5.1`,
 * `@4.4.1`) names a technology when the words right before it are the technology's name or an alias (see
 * `bannerAliases`), possibly followed by generic words (`JavaScript Library`, `Free`, `version`): `jQuery UI - v1.13.2`
 * is jQuery UI's banner, never jQuery's, because `UI` is not a generic word and the longest name wins.
 *
 * The version goes to that technology only when it is already detected and the same asset shows it: one of its own
 * content patterns (`scripts` for a script, `css` for a stylesheet) matches the asset's text, or one of its URL
 * patterns matches the URL the asset was fetched from (`scriptSrc` for a script; for a stylesheet the `html` patterns
 * on its `<link rel="stylesheet" href>` element, as collect/asset-order.ts reads them) when the banner is the asset's
 * own (the name starts its line: `Magnific Popup - v1.2.0`, never `PhotoSwipe Lightbox 5.4.4` for Lightbox) — a
 * library found only by its file name (`/js/jquery.magnific-popup.min.js`) gets the version its banner states. A banner never detects anything and never
 * gives a version to a technology the asset did not show (a plugin's banner `requires jQuery 1.7` in a file that is
 * not jQuery names nothing).
 */
import type { CompiledTechnology, FingerprintSet } from '../fingerprints/model';
import { compilePattern, type CompiledPattern } from '../fingerprints/pattern';
import type { Signals } from '../types';
import { EVIDENCE_VALUE_CHARS, MAX_CSS, MAX_SCRIPTS } from './caps';
import { resolveConstant } from './bundle-versions';
import { execPattern, Input } from './exec';
import { VERSION_STRENGTH, type MatchesByTechnology, type PatternMatch } from './match';

/** A technology name and version read from one banner line. */
export interface BannerVersion {
  /** The alias as written in the banner, lowercased and normalised (`font awesome`, `tailwindcss`). */
  alias: string;
  version: string;
  /** The banner line (trimmed, ≤ `BANNER_LINE_CHARS`). */
  line: string;
  /**
   * The name starts the line (no other word before it: `Magnific Popup - v1.2.0`, not `PhotoSwipe Lightbox 5.4.4`
   * for `Lightbox`), or is the banner's title line: the banner is the asset's own.
   */
  leading: boolean;
}

/** Lines of a banner comment read (non-empty, after the comment opener). */
export const BANNER_LINES = 4;
/** Longer lines are not banner lines (minified code inside a mis-read comment). */
export const BANNER_LINE_CHARS = 200;
/** Banner comments read per asset (a development build may carry thousands of doc comments). */
export const MAX_BANNERS_PER_ASSET = 200;
/** Characters of a comment that gathers the legal comments of a bundle read, at most. */
export const MAX_GATHERED_CHARS = 100_000;
/** Words of a name before the version, at most (`Font Awesome`, `Material Design Lite`). */
const MAX_NAME_WORDS = 4;

/**
 * Words that may stand between a name and its version without naming anything else (lowercase): descriptions of
 * what the file is (`jQuery JavaScript Library v3.7.1`, `Font Awesome Free 6.5.1`, `Quill Editor v1.3.7`).
 */
const GENERIC_WORDS = new Set([
  'v',
  'ver',
  'version',
  'release',
  'build',
  'edition',
  'javascript',
  'js',
  'css',
  'library',
  'lib',
  'framework',
  'free',
  'pro',
  'core',
  'standalone',
  'bundle',
  'dist',
  'min',
  'editor',
  'runtime',
]);

/** A version on a banner line, `v`/`@` allowed before it; not a range (`1.7+`, `2.x`), not part of a file name. */
const VERSION_RE =
  /(?<![\w.$-])(?:v(?=\d)|@)?(\d{1,4}\.\d{1,4}(?:\.\d{1,6}){0,2}(?:-(?:alpha|beta|rc|pre|next|canary|dev)(?:[.-]?\d+)?)?)(?![\w+*]|\.[\w*])/gi;
/** What separates words before the version (dots, underscores and `+` stay inside words: `Chart.js`, `bulma.io`). */
const WORD_SEPARATORS = /[\s\-–—:|,;()[\]{}<>"'`@/*#=!]+/;
/** A minifier's keep marker opening a banner line (`@license`, `@preserve`). */
const KEEP_MARKER = /^\W*@(?:license|preserve)\b/i;

/** Normalises a name or a phrase: lowercase, hyphens/underscores/whitespace runs as one space. */
const normalise = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/**
 * The aliases a banner may call a technology by, derived from its name (normalised, see `normalise`): the name
 * (`font awesome`), without spaces (`tailwindcss`), and for a name ending in `.js`/`JS` the stem and the stem + `js`
 * (`Chart.js`: `chart.js`, `chart`, `chartjs`); any name also + `js` (`Popper`: `popperjs`, as in `@popperjs/core`)
 * and a web site name of it (`Bulma`: `bulma.io`). Stems shorter than 3 characters are not aliases (`D3.js` is
 * `d3.js`/`d3js` only).
 */
export function bannerAliases(name: string): string[] {
  const n = normalise(name);
  const out = new Set<string>([n, n.replace(/ /g, '')]);
  const stem = n.replace(/(?:\.| )?js$/, '').trim();
  if (stem !== n && stem.length >= 3) {
    out.add(stem);
    out.add(stem.replace(/ /g, ''));
  }
  const base = stem !== n ? stem.replace(/ /g, '') : n.replace(/ /g, '');
  out.add(`${base}js`);
  for (const tld of ['io', 'com', 'org', 'dev']) out.add(`${base}.${tld}`);
  return [...out].filter((a) => a.length >= 2);
}

/** The set's technology names by normalised name and by normalised name without spaces. */
interface NameIndex {
  byName: Map<string, string[]>;
  byCompactName: Map<string, string[]>;
  /** Alias → names it names, for aliases that name a technology (memo of {@link namesOfAlias}; bounded by them). */
  memo: Map<string, readonly string[]>;
}

const nameIndexes = new WeakMap<FingerprintSet, NameIndex>();

/**
 * The names of the set, normalised, built once per set from its keys alone: a lazily read set makes none of its
 * ~7,600 technology records for it, and no alias of every name is made (that cost a one-URL CLI run ~100 ms of CPU
 * with its garbage) — {@link namesOfAlias} works back from an alias to the few names that could give it.
 */
function nameIndex(fingerprints: FingerprintSet): NameIndex {
  let index = nameIndexes.get(fingerprints);
  if (index) return index;
  index = { byName: new Map(), byCompactName: new Map(), memo: new Map() };
  const add = (map: Map<string, string[]>, key: string, name: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [name]);
    else if (!list.includes(name)) list.push(name);
  };
  for (const name of fingerprints.technologies.keys()) {
    const n = normalise(name);
    add(index.byName, n, name);
    add(index.byCompactName, n.replace(/ /g, ''), name);
  }
  nameIndexes.set(fingerprints, index);
  return index;
}

const ALIAS_SUFFIXES = /(?:js|\.(?:io|com|org|dev))$/;

/**
 * Names of the technologies of `fingerprints` that `alias` (lowercase, as {@link bannerAliases} gives them) names:
 * exactly those whose `bannerAliases` include it; empty for a word that names no technology.
 */
export function technologiesOfBannerAlias(fingerprints: FingerprintSet, alias: string): readonly string[] {
  return namesOfAlias(nameIndex(fingerprints), alias);
}

/**
 * The technologies whose {@link bannerAliases} include `alias`: the names that could give it (the alias itself as a
 * name, with or without spaces; the alias + `.js`/` js`/`js`; the same for the alias without a `js` or web-site
 * suffix) are looked up, and each is checked with `bannerAliases` — so the answer is exactly "an alias of these".
 */
function namesOfAlias(index: NameIndex, alias: string): readonly string[] {
  const known = index.memo.get(alias);
  if (known) return known;
  const candidates = new Set<string>();
  const lookUp = (stem: string) => {
    for (const key of [stem, `${stem}.js`, `${stem} js`, `${stem}js`])
      for (const name of index.byName.get(key) ?? []) candidates.add(name);
    for (const key of [stem, `${stem}.js`, `${stem}js`])
      for (const name of index.byCompactName.get(key) ?? []) candidates.add(name);
  };
  lookUp(alias);
  const base = alias.replace(ALIAS_SUFFIXES, '');
  if (base !== alias && base !== '') lookUp(base);
  const names = [...candidates].filter((name) => bannerAliases(name).includes(alias));
  // Only aliases that name something are kept: the phrases asked about come from the banners of any site analysed,
  // so keeping the misses would grow a long-running worker's memory at the pages' will.
  if (names.length > 0) index.memo.set(alias, names);
  return names;
}

/** The first `BANNER_LINES` non-empty lines of a comment's text, decoration (`*`, `!`, `//`) removed. */
function bannerLines(head: string): string[] {
  const lines: string[] = [];
  for (const raw of head.split('\n')) {
    const line = raw.replace(/^[\s*!/]+/, '').trim();
    if (line === '') continue;
    lines.push(line);
    if (lines.length >= BANNER_LINES) break;
  }
  return lines;
}

/**
 * The banner comments of an asset (script or stylesheet text), as their first `BANNER_LINES` non-empty lines
 * (comment decoration removed): block comments opened by `/*!` or `/**`, or whose first line says
 * `@license`/`@preserve`, the block comments of the run of comments the asset starts with (a distribution may put its
 * own note first: tt-rss's `// Modified document.on() …` above Prototype's banner), each file's part of the comment where esbuild
 * gathers a bundle's legal comments, the `//` lines the asset starts with (Backbone.js) and runs of `//!` lines
 * (Moment.js); at most `MAX_BANNERS_PER_ASSET`.
 */
export function findBanners(text: string): string[][] {
  const banners: string[][] = [];
  const firstCode = text.search(/\S/);
  const leading = leadingBlockComments(text, firstCode);
  let at = text.indexOf('/*');
  while (at >= 0 && banners.length < MAX_BANNERS_PER_ASSET) {
    const end = text.indexOf('*/', at + 2);
    const stop = end < 0 ? text.length : end;
    const opener = text.charAt(at + 2);
    const head = text.slice(at + 2, Math.min(stop, at + 2 + BANNER_LINE_CHARS * BANNER_LINES));
    if (
      opener === '!' ||
      (opener === '*' && text.charAt(at + 3) !== '/') ||
      leading.has(at) ||
      /^[^\n]*@(?:license|preserve)\b/.test(head)
    ) {
      const body = text.slice(at + 2, Math.min(stop, at + 2 + MAX_GATHERED_CHARS));
      // esbuild's `Bundled license information:` comment gathers the legal comments of every bundled file, as
      // `path/of/file.js:` followed by its comments written `(*! … *)`: one banner per file
      const sections = body.includes('(*') ? body.split(/^[ \t]*[\w@./-]+:[ \t]*$/m) : [head];
      for (const section of sections) {
        const lines = bannerLines(
          section.slice(0, BANNER_LINE_CHARS * BANNER_LINES * 2).replace(/\(\*!?|\*\)/g, '\n'),
        );
        if (lines.length > 0 && banners.length < MAX_BANNERS_PER_ASSET) banners.push(lines);
      }
    }
    if (end < 0) break;
    at = text.indexOf('/*', end + 2);
  }
  // the `//` lines an asset starts with (`//     Backbone.js 1.6.1`), then every run of `//!` lines (Moment.js)
  if (text.startsWith('//', firstCode) && !text.startsWith('//!', firstCode)) {
    const lines = bannerLines(lineRun(text, firstCode, '//'));
    if (lines.length > 0) banners.push(lines);
  }
  for (let line = text.indexOf('//!'); line >= 0 && banners.length < MAX_BANNERS_PER_ASSET;) {
    const run = lineRun(text, line, '//!');
    const lines = bannerLines(run);
    if (lines.length > 0) banners.push(lines);
    line = text.indexOf('//!', line + run.length + 1);
  }
  return banners;
}

const pageBanners = new WeakMap<readonly string[], Map<number, readonly string[][]>>();

/**
 * `findBanners` of `texts[index]`, read once per page: the banner versions and the named software both read the
 * banners of a page's scripts and stylesheets, and they get the same, cached per `texts` array (a page's
 * `signals.scripts` or `signals.css`, forgotten with it). The result is shared: callers must not change it.
 */
export function assetBanners(texts: readonly string[], index: number): readonly string[][] {
  let byIndex = pageBanners.get(texts);
  if (!byIndex) pageBanners.set(texts, (byIndex = new Map()));
  let banners = byIndex.get(index);
  if (!banners) byIndex.set(index, (banners = findBanners(texts[index])));
  return banners;
}

/** At most this many comments of the run an asset starts with are looked at for block comments (`findBanners`). */
const LEADING_COMMENTS = 4;

/**
 * Start offsets of the block comments (`/*`) among the first {@link LEADING_COMMENTS} comments of the run an asset
 * starts with: from `firstCode` (the first non-blank character), comments (`//` lines and block comments) separated
 * by blanks only, up to the first code.
 */
function leadingBlockComments(text: string, firstCode: number): Set<number> {
  const out = new Set<number>();
  let at = firstCode;
  for (let n = 0; at >= 0 && n < LEADING_COMMENTS; n += 1) {
    if (text.startsWith('//', at)) {
      const eol = text.indexOf('\n', at);
      if (eol < 0) break;
      at = eol + 1;
    } else if (text.startsWith('/*', at)) {
      out.add(at);
      const end = text.indexOf('*/', at + 2);
      if (end < 0) break;
      at = end + 2;
    } else break;
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
  }
  return out;
}

/**
 * The run of lines that start (after indentation) with `marker`, from `start` (itself at a `marker`), up to a
 * banner's length (`BANNER_LINES` × `BANNER_LINE_CHARS`).
 */
function lineRun(text: string, start: number, marker: string): string {
  const limit = start + BANNER_LINE_CHARS * BANNER_LINES;
  let end = start;
  for (;;) {
    const eol = text.indexOf('\n', end);
    if (eol < 0 || eol > limit) return text.slice(start, eol < 0 ? Math.min(text.length, limit) : limit);
    let next = eol + 1;
    while (text.charAt(next) === ' ' || text.charAt(next) === '\t') next++;
    if (!text.startsWith(marker, next)) return text.slice(start, eol);
    end = next;
  }
}

/** The rest of a template literal that writes a legal comment at run time, read at its `` `! `` or `` `/*! ``. */
const RUNTIME_BANNER_RE = /`(?:\/\*)?!\s?([^`\n]{1,200})`/y;
/** An interpolation where a banner has its version: after `v`, `@` or `version ` (`tailwindcss v${pr}`). */
const INTERPOLATION_RE = /(\bv|@|\bversion\s?)\$\{\s*([\w$]{1,40})\s*\}/gi;

/**
 * Banners a script writes at run time (Tailwind's browser build puts the banner `! tailwindcss v4.3.3 | MIT
 * License` into the stylesheet it generates): template literals that start like a legal comment (`` `! `` or
 * `` `/*! ``, found by `indexOf`: a bundle whose every string is a template literal is not scanned by a regex),
 * an identifier interpolated where a version goes (after `v`, `@`, `version `) replaced by the version string the
 * script assigns to it (`resolveConstant`, the nearest assignment anywhere in the script: Tailwind's constant is the
 * first statement, 250,000 characters before the template), as one-line banners. At most `MAX_BANNERS_PER_ASSET`.
 */
export function findRuntimeBanners(script: string): string[][] {
  const banners: string[][] = [];
  for (const opener of ['`!', '`/*!']) {
    for (let at = script.indexOf(opener); at >= 0 && banners.length < MAX_BANNERS_PER_ASSET;) {
      RUNTIME_BANNER_RE.lastIndex = at;
      const m = RUNTIME_BANNER_RE.exec(script);
      if (m) {
        const line = m[1]
          .replace(INTERPOLATION_RE, (all, before: string, id: string) => {
            const version = resolveConstant(script, id, at, script.length);
            return version === null ? all : `${before}${version}`;
          })
          .trim();
        if (line !== '') banners.push([line]);
      }
      at = script.indexOf(opener, at + opener.length);
    }
  }
  return banners;
}

/**
 * The (alias, version) pairs a banner line states: for each version on the line, the words before it, generic words
 * (`GENERIC_WORDS`) at their end skipped, read as a name of up to 4 words — the longest that `isAlias` accepts, with
 * the fewest generic words skipped; when only generic words precede it (`version : 2.30.1`), `title` (the banner's
 * first line) when that whole line is a name. Lines longer than `BANNER_LINE_CHARS` state nothing.
 */
export function bannerLineVersions(
  line: string,
  isAlias: (alias: string) => boolean,
  title?: string,
): BannerVersion[] {
  if (line.length > BANNER_LINE_CHARS) return [];
  const out: BannerVersion[] = [];
  VERSION_RE.lastIndex = 0;
  for (let m = VERSION_RE.exec(line); m !== null; m = VERSION_RE.exec(line)) {
    const words = line
      .slice(0, m.index)
      .split(WORD_SEPARATORS)
      .map((w) => w.replace(/^[.]+|[.]+$/g, '').toLowerCase())
      .filter((w) => w !== '');
    let generic = 0;
    while (generic < words.length && GENERIC_WORDS.has(words[words.length - 1 - generic])) generic++;
    const named = nameBefore(words, generic, isAlias);
    let alias = named?.alias ?? null;
    // the keep marker opening the line (`@license AngularJS v1.3.20`, `@preserve`) is the comment's, not a word
    // naming something else before the name
    let leading = named != null && named.start <= (KEEP_MARKER.test(line) ? 1 : 0);
    // `//! moment.js` then `//! version : 2.30.1`, ` * @version 1.2.3`: the title line names it, when it is a name
    if (alias === null && generic === words.length && title !== undefined) {
      alias = titleName(title, isAlias);
      leading = true;
    }
    if (alias !== null) out.push({ alias, version: m[1], line: line.slice(0, BANNER_LINE_CHARS), leading });
  }
  return out;
}

/** The banner's first line as a name, when the whole line (≤ 4 words, generic ones at the end skipped) is one. */
function titleName(title: string, isAlias: (alias: string) => boolean): string | null {
  const words = title
    .split(WORD_SEPARATORS)
    .map((w) => w.replace(/^[.]+|[.]+$/g, '').toLowerCase())
    .filter((w) => w !== '');
  let end = words.length;
  while (end > 0 && GENERIC_WORDS.has(words[end - 1])) end--;
  if (end === 0 || end > MAX_NAME_WORDS) return null;
  const phrase = words.slice(0, end);
  for (const alias of [phrase.join(' '), phrase.join('')]) if (isAlias(alias)) return alias;
  return null;
}

/**
 * The longest alias ending `skip` words (0..maxSkip, fewest first) before the end of `words`, with the index of its
 * first word, or null.
 */
function nameBefore(
  words: readonly string[],
  maxSkip: number,
  isAlias: (alias: string) => boolean,
): { alias: string; start: number } | null {
  for (let skip = 0; skip <= maxSkip; skip++) {
    const end = words.length - skip;
    for (let k = Math.min(MAX_NAME_WORDS, end); k >= 1; k--) {
      const phrase = words.slice(end - k, end);
      // a name made of generic words only is not a name (`JavaScript Library`)
      if (phrase.every((w) => GENERIC_WORDS.has(w))) continue;
      for (const alias of [phrase.join(' '), phrase.join('')])
        if (isAlias(alias)) return { alias, start: end - k };
    }
  }
  return null;
}

/**
 * The regex source that finds `alias` (a normalised name, see {@link bannerAliases}) as written in a banner or a
 * page: its characters escaped, each space as a run of spaces, underscores or hyphens.
 */
export function aliasPatternSource(alias: string): string {
  return alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s_-]+');
}

const bannerPatterns = new Map<string, CompiledPattern>();
/** The evidence pattern of a banner version of `alias` (what the mechanism looked for, as a pattern). */
function bannerPattern(alias: string): CompiledPattern {
  let p = bannerPatterns.get(alias);
  if (!p) {
    const name = aliasPatternSource(alias);
    bannerPatterns.set(
      alias,
      (p = compilePattern(`/\\*[!*][^\\n]*\\b${name}\\b[^\\n]*?v?(\\d+\\.\\d+(?:\\.\\d+)*)\\;version:\\1`)),
    );
  }
  return p;
}

/**
 * True when the technology shows in the asset: one of `tech`'s own `family` patterns matches the asset's text, or
 * the asset's `url` (`''` = inline or unknown) is one the technology's URL patterns name — `scriptSrc` patterns on
 * a script's URL, `html` patterns on a stylesheet's `<link rel="stylesheet" href>` element. For the text, first the
 * cheap test: the text a `family` pattern of the technology matched on the page (`found`, the matcher's evidence
 * values) is in this asset — then that pattern matches here too; else the patterns run on the asset.
 */
function matchesAsset(
  tech: CompiledTechnology,
  family: 'scripts' | 'css',
  found: readonly PatternMatch[],
  text: string,
  asset: () => Input,
  url: string,
): boolean {
  const own = tech.patterns[family];
  if (found.some((m) => own.includes(m.pattern) && m.value !== '' && text.includes(m.value))) return true;
  if (url !== '' && urlShows(tech, family, url)) return true;
  return own.some((p) => execPattern(p, asset()) !== null);
}

/** True when one of `tech`'s URL patterns for an asset of `family` matches the asset's `url` (see `matchesAsset`). */
function urlShows(tech: CompiledTechnology, family: 'scripts' | 'css', url: string): boolean {
  if (family === 'scripts') {
    const own = tech.patterns.scriptSrc;
    if (own.length === 0) return false;
    const input = new Input(url);
    return own.some((p) => execPattern(p, input) !== null);
  }
  const own = tech.patterns.html;
  if (own.length === 0) return false;
  const input = new Input(
    `<link rel="stylesheet" href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
  );
  return own.some((p) => execPattern(p, input) !== null);
}

/**
 * Reads the banners of the page's scripts (the first `MAX_SCRIPTS`, each whole as collected) and stylesheets (the
 * first `MAX_CSS`) and adds to `matches`, in place, a non-contributing match (no confidence, version strength
 * `content`) for each technology a banner names with a version, when that technology is in `matches` and the same
 * asset shows it (`matchesAsset`: its content patterns match the asset, or its URL patterns the URL the asset was
 * fetched from, `scriptSources`/`cssSources`). One match per technology and version.
 */
export function addBannerVersionMatches(
  matches: MatchesByTechnology,
  signals: Pick<Signals, 'scripts' | 'css' | 'scriptSources' | 'cssSources'>,
  fingerprints: FingerprintSet,
): void {
  if (matches.size === 0) return;
  const index = nameIndex(fingerprints);
  const isAlias = (alias: string) => namesOfAlias(index, alias).length > 0;
  const added = new Set<string>();
  const assets: Array<['scripts' | 'css', readonly string[], number, readonly string[]]> = [
    ['scripts', signals.scripts ?? [], MAX_SCRIPTS, signals.scriptSources ?? []],
    ['css', signals.css ?? [], MAX_CSS, signals.cssSources ?? []],
  ];
  for (const [family, texts, cap, sources] of assets) {
    for (let at = 0; at < Math.min(texts.length, cap); at++) {
      const text = texts[at];
      if (!text.includes('/*') && !text.includes('//') && !text.includes('`!')) continue;
      let input: Input | null = null;
      const banners =
        family === 'scripts'
          ? [...assetBanners(texts, at), ...findRuntimeBanners(text)]
          : assetBanners(texts, at);
      for (const lines of banners) {
        for (const [i, line] of lines.entries()) {
          const title = i > 0 ? lines[0] : undefined;
          for (const { alias, version, line: shown, leading } of bannerLineVersions(line, isAlias, title)) {
            for (const name of namesOfAlias(index, alias)) {
              const list = matches.get(name);
              const key = `${name}\n${version}`;
              if (!list || list.length === 0 || added.has(key)) continue;
              const tech = list[0].tech;
              // the URL counts for a banner that is the asset's own (its name starts the line)
              const url = leading ? (sources[at] ?? '') : '';
              if (!matchesAsset(tech, family, list, text, () => (input ??= new Input(text)), url)) continue;
              added.add(key);
              const match: PatternMatch = {
                tech,
                family,
                pattern: bannerPattern(alias),
                value: shown.slice(0, EVIDENCE_VALUE_CHARS),
                version,
                strength: VERSION_STRENGTH.content,
                contributes: false,
              };
              list.push(match);
            }
          }
        }
      }
    }
  }
}
