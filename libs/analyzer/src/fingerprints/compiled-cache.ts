/**
 * The compiled fingerprint set kept between processes (the CLI's `~/.cache/stacklens`), in a form that a process
 * reads only in the parts its run uses.
 *
 * File `fingerprints-<key>.bin`: the 8 bytes `SLFP` + a little-endian uint32 header length, the header (JSON:
 * section name → `[offset, length]` in the file), then the sections, each one value of V8's structured
 * serialization (`node:v8`, typed arrays and maps kept) except the two plain-data ones, which are JSON:
 *  - `core` (JSON): the technologies without their patterns and descriptions, the categories, the counts (always
 *    read: JSON.parse reads these 7,500 small records about three times faster than V8's deserializer, which
 *    builds each object property by property — the largest part of a warm start-up, issue 24 §1);
 *  - `descriptions` (JSON): each technology's description, read the first time one is asked for (an analysis
 *    never reads them: 0.8 MB of the 3 MB of `core` before);
 *  - `strings:<family>` for each single-string/list family (`STRING_FAMILIES`): the family's patterns per
 *    technology and its matching plan (Aho–Corasick automaton, prefilter clauses);
 *  - `keyed:<family>` for each keyed family (`KEYED_FAMILIES`): name → patterns per technology;
 *  - `dom`: the `dom` entries per technology;
 *  - `domPlan`: the selectors' prefilter of the static DOM evaluation (`dom-plan.ts`).
 * A family's section is read and deserialised the first time the set is asked for that family (an index of
 * `set.index`, or a technology's `patterns` / `keyed` / `dom`), so a run without a browser never materialises the
 * `js`, `xhr` or `dns` patterns, a page without scripts never the `scripts` ones. Patterns come back with their
 * regular expression compiled on first use (`pattern.regex`), most never run at all.
 *
 * What a set read from here matches is what the compiled one matches: same patterns, same order, same plans
 * (`compiled-cache.spec.ts` compares them).
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LiteralAutomaton } from './aho-corasick';
import {
  KEYED_FAMILIES,
  STRING_FAMILIES,
  type CategoryInfo,
  type CompiledTechnology,
  type DomPattern,
  type FingerprintCounts,
  type FingerprintIndex,
  type FingerprintSet,
  type IndexEntry,
  type KeyedFamily,
  type KeyedPatterns,
  type StringFamily,
} from './model';
import type { CompiledPattern, Prefilter } from './pattern';
import type { FamilyPlan, PlannedPattern } from './plan';
import { lazyProperty, lazyRecord } from './lazy';
import type { DomPlan } from './dom-plan';

/** Bumped when the cached representation changes in a way the source hash below would not notice. */
const CACHE_FORMAT = 3;
const MAGIC = 'SLFP';

/**
 * The key of a compiled fingerprint set: SHA-256 over the cache format, the Node/V8 version (the serializer's
 * format), the fingerprint data (upstream `technologies.json` / `categories.json` and every overlay file) and this
 * directory's compiler sources — any change of data or compiler makes a new key.
 */
export function compiledSetKey(dataFiles: readonly string[]): string {
  const hash = createHash('sha256').update(`format ${CACHE_FORMAT} node ${process.versions.v8}\n`);
  const compiler = readdirSync(__dirname)
    .filter((file) => /\.(js|ts)$/.test(file) && !/\.(spec|d)\.ts$/.test(file))
    .sort()
    .map((file) => path.join(__dirname, file));
  for (const file of [...dataFiles, ...compiler])
    hash.update(`${path.basename(file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

/** A pattern as stored: its regex as source and flags, its literal ends as pairs. */
interface StoredPattern {
  source: string;
  regexSource: string;
  regexFlags: string;
  confidence: number;
  version: string | null;
  prefilter: Prefilter | null;
  literalEnds: Array<[string, number]> | null;
}

/** A technology as stored in `core`: everything but its patterns and its description. */
type StoredTechnology = Omit<CompiledTechnology, 'patterns' | 'keyed' | 'dom' | 'description'>;

interface StoredDom {
  selector: string;
  exists: StoredPattern | null;
  text: StoredPattern | null;
  attributes: Array<{ name: string; pattern: StoredPattern }>;
  properties: Array<{ name: string; pattern: StoredPattern }>;
}

interface CoreSection {
  technologies: StoredTechnology[];
  categories: CategoryInfo[];
  counts: FingerprintCounts;
  buildTimeMaxConfidence: number;
}

/** `strings:<family>`: technology numbers (positions in `core`) with their patterns, and the plan's tables. */
interface StringSection {
  techs: number[];
  patterns: StoredPattern[][];
  plan: Omit<FamilyPlan, 'patterns'>;
}

/** `keyed:<family>`: technology numbers with their `[name, patterns]` lists (in the technology's map order). */
interface KeyedSection {
  techs: number[];
  keys: Array<Array<[string, StoredPattern[]]>>;
}

interface DomSection {
  techs: number[];
  dom: StoredDom[][];
}

const storePattern = (p: CompiledPattern): StoredPattern => ({
  source: p.source,
  regexSource: p.regex.source,
  regexFlags: p.regex.flags,
  confidence: p.confidence,
  version: p.version,
  prefilter: p.prefilter,
  literalEnds: p.literalEnds ? [...p.literalEnds] : null,
});

const storeOptional = (p: CompiledPattern | null) => (p ? storePattern(p) : null);

/**
 * A pattern read back from the cache: the same fields as the compiled one; `regex` and `literalEnds` are built
 * on first read (then kept), since a run reads very few of them.
 */
class CachedPattern implements CompiledPattern {
  readonly source: string;
  readonly confidence: number;
  readonly version: string | null;
  readonly prefilter: Prefilter | null;
  private compiled: RegExp | undefined;
  private ends: ReadonlyMap<string, number> | null | undefined;

  constructor(private readonly stored: StoredPattern) {
    this.source = stored.source;
    this.confidence = stored.confidence;
    this.version = stored.version;
    this.prefilter = stored.prefilter;
  }

  get regex(): RegExp {
    return (this.compiled ??= new RegExp(this.stored.regexSource, this.stored.regexFlags));
  }

  get literalEnds(): ReadonlyMap<string, number> | null {
    if (this.ends === undefined) this.ends = this.stored.literalEnds && new Map(this.stored.literalEnds);
    return this.ends;
  }
}

const readPattern = (p: StoredPattern): CompiledPattern => new CachedPattern(p);
const readOptional = (p: StoredPattern | null) => (p ? readPattern(p) : null);

/** The sections of a set, in the file's order. */
function sectionsOf(set: FingerprintSet): Array<[string, unknown]> {
  const technologies = [...set.technologies.values()];
  const core: CoreSection = {
    technologies: technologies.map(({ patterns: _p, keyed: _k, dom: _d, description: _s, ...rest }) => rest),
    categories: [...set.categories.values()],
    counts: set.counts,
    buildTimeMaxConfidence: set.buildTimeMaxConfidence,
  };
  const sections: Array<[string, unknown]> = [
    ['core', core],
    ['descriptions', technologies.map((t) => t.description)],
  ];
  for (const family of STRING_FAMILIES) {
    const { patterns: _planned, ...plan } = set.index.plans[family];
    const section: StringSection = { techs: [], patterns: [], plan };
    technologies.forEach((tech, i) => {
      if (tech.patterns[family].length === 0) return;
      section.techs.push(i);
      section.patterns.push(tech.patterns[family].map(storePattern));
    });
    sections.push([`strings:${family}`, section]);
  }
  for (const family of KEYED_FAMILIES) {
    const section: KeyedSection = { techs: [], keys: [] };
    technologies.forEach((tech, i) => {
      if (tech.keyed[family].size === 0) return;
      section.techs.push(i);
      section.keys.push([...tech.keyed[family]].map(([key, list]) => [key, list.map(storePattern)]));
    });
    sections.push([`keyed:${family}`, section]);
  }
  const dom: DomSection = { techs: [], dom: [] };
  technologies.forEach((tech, i) => {
    if (tech.dom.length === 0) return;
    dom.techs.push(i);
    dom.dom.push(
      tech.dom.map((d) => ({
        selector: d.selector,
        exists: storeOptional(d.exists),
        text: storeOptional(d.text),
        attributes: d.attributes.map(({ name, pattern }) => ({ name, pattern: storePattern(pattern) })),
        properties: d.properties.map(({ name, pattern }) => ({ name, pattern: storePattern(pattern) })),
      })),
    );
  });
  sections.push(['dom', dom]);
  const { probes, branches, automaton } = set.index.domPlan;
  sections.push(['domPlan', { probes, branches, automaton }]);
  return sections;
}

/** The sections stored as JSON (plain data only: strings, numbers, booleans, null, arrays, records). */
const JSON_SECTIONS = new Set(['core', 'descriptions']);

/** Serialises `set` into the sectioned file format described at the top of this file. */
function encodeSet(set: FingerprintSet): Buffer {
  const blobs = sectionsOf(set).map(
    ([name, value]) =>
      [name, JSON_SECTIONS.has(name) ? Buffer.from(JSON.stringify(value)) : serialize(value)] as const,
  );
  const table: Record<string, [number, number]> = {};
  // Offsets depend on the header's length, which depends on the offsets' digits: fixed point in a few rounds.
  let headerLength = 0;
  let header = Buffer.alloc(0);
  for (let round = 0; round < 4; round += 1) {
    let offset = 8 + headerLength;
    for (const [name, blob] of blobs) {
      table[name] = [offset, blob.length];
      offset += blob.length;
    }
    header = Buffer.from(JSON.stringify(table));
    if (header.length === headerLength) break;
    headerLength = header.length;
  }
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(header.length, 4);
  return Buffer.concat([prefix, header, ...blobs.map(([, blob]) => blob)]);
}

/** An open cache file: its section table and a reader of one section's bytes. */
interface SectionFile {
  table: Record<string, [number, number]>;
  read(name: string): Buffer;
}

/**
 * Opens a cache file and reads its section table. The descriptor stays open for the life of the set read from it
 * (one per process and cache directory), so that a section is read only when it is needed, even after another
 * process has replaced or removed the file.
 * @throws Error when the file cannot be read or is not a set of this format.
 */
function openSections(file: string): SectionFile {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const readAt = (offset: number, length: number) => {
      const bytes = Buffer.allocUnsafe(length);
      for (let done = 0; done < length;) {
        const read = readSync(fd, bytes, done, length - done, offset + done);
        if (read === 0) throw new Error('truncated compiled set');
        done += read;
      }
      return bytes;
    };
    const prefix = readAt(0, 8);
    if (prefix.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a compiled set');
    const length = prefix.readUInt32LE(4);
    const table = JSON.parse(readAt(8, length).toString('utf8')) as Record<string, [number, number]>;
    for (const name of [
      'core',
      'descriptions',
      'dom',
      'domPlan',
      ...STRING_FAMILIES.map((f) => `strings:${f}`),
      ...KEYED_FAMILIES.map((f) => `keyed:${f}`),
    ]) {
      const range = table[name];
      if (!range || range[0] < 8 + length || range[0] + range[1] > size)
        throw new Error(`no section ${name}`);
    }
    return { table, read: (name) => readAt(...table[name]) };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/**
 * A set over a cache file that deserialises each section when it is first needed (see the top of this file).
 * The technologies are those of `core`; their `patterns`, `keyed` and `dom` and every index of `index` are getters
 * that materialise the family's section once, so that every reader sees the same pattern objects (the matcher
 * relies on identity: the plan's patterns are the technology's).
 */
function lazySet(file: SectionFile): FingerprintSet {
  const section = <T>(name: string): T => deserialize(file.read(name)) as T;
  const jsonSection = <T>(name: string): T => JSON.parse(file.read(name).toString('utf8')) as T;
  const core = jsonSection<CoreSection>('core');
  let descriptions: Array<string | null> | null = null;
  const descriptionOf = (i: number) =>
    (descriptions ??= jsonSection<Array<string | null>>('descriptions'))[i];
  const noPatterns: readonly CompiledPattern[] = [];
  const noKeys: KeyedPatterns = new Map();

  const strings = new Map<
    StringFamily,
    { entries: IndexEntry[]; plan: FamilyPlan; byTech: Map<number, readonly CompiledPattern[]> }
  >();
  const keyed = new Map<KeyedFamily, Map<number, KeyedPatterns>>();
  let dom: Map<number, readonly DomPattern[]> | undefined;

  // A technology's patterns by family, read through its family's section (rarely: the matcher reads the indexes).
  const position = new Map<object, number>();
  class Technology {
    get patterns() {
      const i = position.get(this)!;
      return Object.fromEntries(
        STRING_FAMILIES.map((family) => [family, stringFamily(family).byTech.get(i) ?? noPatterns]),
      );
    }
    get keyed() {
      const i = position.get(this)!;
      return Object.fromEntries(
        KEYED_FAMILIES.map((family) => [family, keyedFamily(family).get(i) ?? noKeys]),
      );
    }
    get dom() {
      return domFamily().get(position.get(this)!) ?? [];
    }
    // Own enumerable copies (spreads, comparisons) would have to be made per technology at load; a getter on the
    // prototype costs nothing until read.
    get description() {
      return descriptionOf(position.get(this)!) ?? null;
    }
  }
  const technologies = core.technologies.map((stored, i) => {
    const tech = Object.assign(new Technology(), stored) as unknown as CompiledTechnology;
    position.set(tech, i);
    return tech;
  });

  function stringFamily(family: StringFamily) {
    let done = strings.get(family);
    if (done) return done;
    const stored = section<StringSection>(`strings:${family}`);
    const byTech = new Map<number, readonly CompiledPattern[]>();
    const entries: IndexEntry[] = stored.techs.map((t, k) => {
      const list = stored.patterns[k].map(readPattern);
      byTech.set(t, list);
      return { tech: technologies[t], patterns: list };
    });
    const patterns: PlannedPattern[] = [];
    for (const { tech, patterns: list } of entries)
      for (const pattern of list) patterns.push({ tech, pattern });
    const automaton = stored.plan.automaton;
    if (automaton) Object.setPrototypeOf(automaton, LiteralAutomaton.prototype);
    done = { entries, plan: { ...stored.plan, patterns }, byTech };
    strings.set(family, done);
    return done;
  }

  function keyedFamily(family: KeyedFamily) {
    let done = keyed.get(family);
    if (done) return done;
    const stored = section<KeyedSection>(`keyed:${family}`);
    done = new Map(
      stored.techs.map((t, k) => [
        t,
        new Map(stored.keys[k].map(([key, list]) => [key, list.map(readPattern)])),
      ]),
    );
    keyed.set(family, done);
    return done;
  }

  function domFamily() {
    if (dom) return dom;
    const stored = section<DomSection>('dom');
    dom = new Map(
      stored.techs.map((t, k) => [
        t,
        stored.dom[k].map((d) => ({
          selector: d.selector,
          exists: readOptional(d.exists),
          text: readOptional(d.text),
          attributes: d.attributes.map(({ name, pattern }) => ({ name, pattern: readPattern(pattern) })),
          properties: d.properties.map(({ name, pattern }) => ({ name, pattern: readPattern(pattern) })),
        })),
      ]),
    );
    return dom;
  }

  /** family → key → entries, in technology order (as `buildIndex` makes them). */
  const keyedIndex = (family: KeyedFamily) => {
    const index = new Map<string, IndexEntry[]>();
    for (const [t, map] of keyedFamily(family)) {
      for (const [key, patterns] of map) {
        const list = index.get(key) ?? [];
        list.push({ tech: technologies[t], patterns });
        index.set(key, list);
      }
    }
    return index;
  };

  const index = {} as FingerprintIndex;
  lazyProperty(index, 'keyed', () =>
    lazyRecord(['headers', 'cookies', 'meta', 'dns', 'js'] as const, keyedIndex),
  );
  lazyProperty(index, 'cookiePrefixes', () =>
    [...index.keyed.cookies.entries()]
      .filter(([key]) => key.endsWith('*'))
      .map(([key, entries]) => ({ prefix: key.slice(0, -1), entries })),
  );
  lazyProperty(index, 'strings', () => lazyRecord(STRING_FAMILIES, (f) => stringFamily(f).entries));
  lazyProperty(index, 'plans', () => lazyRecord(STRING_FAMILIES, (f) => stringFamily(f).plan));
  lazyProperty(index, 'domPlan', () => {
    const plan = section<DomPlan>('domPlan');
    Object.setPrototypeOf(plan.automaton, LiteralAutomaton.prototype);
    return plan;
  });
  lazyProperty(index, 'dom', () => {
    const bySelector = new Map<string, Array<{ tech: CompiledTechnology; dom: DomPattern }>>();
    for (const [t, list] of domFamily()) {
      for (const d of list) {
        const entries = bySelector.get(d.selector) ?? [];
        entries.push({ tech: technologies[t], dom: d });
        bySelector.set(d.selector, entries);
      }
    }
    return bySelector;
  });

  return {
    technologies: new Map(technologies.map((t) => [t.name, t])),
    bySlug: new Map(technologies.map((t) => [t.slug, t])),
    categories: new Map(core.categories.map((c) => [c.id, c])),
    counts: core.counts,
    index,
    buildTimeMaxConfidence: core.buildTimeMaxConfidence,
    loadMs: 0,
  };
}

/**
 * A compiled set from `cacheDir` whose families are read and deserialised on first use (see the top of this file),
 * or null when there is none or it is not a set of this format (then it is compiled anew and rewritten). A section
 * that turns out damaged on first use throws.
 */
export function readCompiledSet(cacheDir: string, key: string): FingerprintSet | null {
  try {
    return lazySet(openSections(path.join(cacheDir, `fingerprints-${key}.bin`)));
  } catch {
    return null; // none yet, or a truncated or foreign file: compiled anew and rewritten
  }
}

/**
 * Writes `set` for later processes (atomically: a reader never sees half a file) and removes older sets of the same
 * directory. Failing to write (read-only or full disk) only costs the next start-up its speed.
 */
export function writeCompiledSet(cacheDir: string, key: string, set: FingerprintSet): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const file = path.join(cacheDir, `fingerprints-${key}.bin`);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, encodeSet(set));
    renameSync(temporary, file);
    for (const old of readdirSync(cacheDir)) {
      if (/^fingerprints-[0-9a-f]+\.bin$/.test(old) && old !== path.basename(file)) {
        unlinkSync(path.join(cacheDir, old));
      }
    }
  } catch {
    // the cache is an optimisation only
  }
}
