/**
 * The compiled fingerprint set kept between processes (the CLI's `~/.cache/stacklens`), in a form that a process
 * reads only in the parts its run uses.
 *
 * File `fingerprints-<key>.bin`: the 8 bytes `SLFP` + a little-endian uint32 header length, the header (JSON:
 * section name → `[offset, length]` in the file), then the sections:
 *  - `core`, packed (below; always read): the technologies' names (and slugs, parsed for `bySlug` only), the
 *    categories, the counts, and each
 *    technology without its patterns and description as its own JSON record, parsed when the technology is first
 *    asked for (`set.technologies` and `set.bySlug` are `LazyMap`s: a run reads the few dozen technologies its
 *    page names, not the 7,500 records — 2 MB of JSON — it parsed before, issue 24 §1);
 *  - `descriptions` (JSON): each technology's description, read the first time one is asked for (an analysis
 *    never reads them: 0.8 MB of the 3 MB of `core` before);
 *  - `strings:<family>` for each single-string/list family (`STRING_FAMILIES`), packed (below): the family's
 *    matching plan (the Aho–Corasick automaton and the clause tables as typed arrays) and each pattern as its own
 *    small JSON record, parsed when the plan first names the pattern as a candidate;
 *  - `keyed:<family>` for each keyed family (`KEYED_FAMILIES`), packed: the keys, and per key the technologies'
 *    patterns as one JSON record, parsed when the key is first looked up;
 *  - `dom`, packed: the selectors, and per selector the technologies' entries as one JSON record, parsed when the
 *    selector is first looked up (the static DOM evaluation observes a few of the 1,800);
 *  - `domPlan`, packed: the selectors' prefilter of the static DOM evaluation (`dom-plan.ts`).
 * A packed section is a little-endian uint32 length, a JSON header (`{data, arrays}`: plain data, and for each
 * typed array its type, offset and length in the section) and the arrays' bytes at 8-byte aligned offsets, so
 * that a reader views them in place (`Int32Array` over the bytes read) instead of decoding them: reading the
 * scripts' URL plan (an 8 MB automaton and 4,000 patterns) costs a copy of its bytes and the few patterns the page
 * names, not the 4,000 objects V8's deserializer made of it before (issue 24 §1).
 *
 * A section is read the first time the set is asked for it (an index of `set.index`, or a technology's `patterns`
 * / `keyed` / `dom`), so a run without a browser never reads the `js`, `xhr` or `dns` patterns, a page without
 * scripts never the `scripts` ones. Patterns come back with their regular expression compiled on first use
 * (`pattern.regex`), most never run at all.
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
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { LiteralAutomaton, type AutomatonTables } from './aho-corasick';
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
import { LazyMap, lazyArray, lazyProperty, lazyRecord } from './lazy';
import type { DomPlan } from './dom-plan';

/** Bumped when the cached representation changes in a way the source hash below would not notice. */
const CACHE_FORMAT = 8; // 6: technologies carry `assetVersions`; 7: plans list each pattern under its key clause; 8: patterns carry every anchor
const MAGIC = 'SLFP';

/**
 * The key of a compiled fingerprint set: SHA-256 over the cache format, the Node/V8 version (its regular expression
 * engine compiled the patterns) and the architecture (the typed arrays' byte order), the fingerprint data (upstream
 * `technologies.json` / `categories.json` and every overlay file) and this directory's compiler sources — any change
 * of data or compiler makes a new key.
 */
export function compiledSetKey(dataFiles: readonly string[]): string {
  const hash = createHash('sha256').update(`${keyHeader()}\n`);
  for (const file of [...dataFiles, ...compilerFiles()])
    hash.update(`${path.basename(file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

/** What a compiled set depends on besides its files: the cache format, the V8 version and the architecture. */
const keyHeader = () => `format ${CACHE_FORMAT} node ${process.versions.v8} ${process.arch}`;

/** The compiler's sources that {@link compiledSetKey} covers: this directory's modules (not specs or typings). */
function compilerFiles(): string[] {
  return readdirSync(__dirname)
    .filter((file) => /\.(js|ts)$/.test(file) && !/\.(spec|d)\.ts$/.test(file))
    .sort()
    .map((file) => path.join(__dirname, file));
}

/** File of a cache directory remembering the last key {@link memoisedSetKey} hashed, with the files' stats. */
export const SET_KEY_MEMO = 'fingerprints-key.json';

/**
 * A file changed less than this long (ms) before its stats are remembered may change again within the same tick of a
 * coarse file-system clock with the same size: its stats are not trusted yet (git's "racy" entries).
 */
const RACY_MS = 3000;

/**
 * The stats {@link memoisedSetKey} compares, one line per file (the data files, then the compiler's sources):
 * path, size, inode, and mtime and ctime in ns — a write changes mtime and ctime, and ctime cannot be set back by
 * `touch` or an archive's extraction. Also the cache format, V8 version and architecture, as in the key itself.
 * @returns the signature, and the newest mtime/ctime among the files (ms since the epoch)
 */
function statSignature(dataFiles: readonly string[]): { signature: string; newestMs: number } {
  let newestMs = 0;
  const lines = [keyHeader()];
  for (const file of [...dataFiles, ...compilerFiles()]) {
    const stat = statSync(file, { bigint: true });
    newestMs = Math.max(newestMs, Number(stat.mtimeMs), Number(stat.ctimeMs));
    lines.push(`${path.resolve(file)}\0${stat.size}\0${stat.ino}\0${stat.mtimeNs}\0${stat.ctimeNs}`);
  }
  return { signature: lines.join('\n'), newestMs };
}

/**
 * {@link compiledSetKey} without reading the files when their stats are those remembered in `cacheDir`
 * ({@link SET_KEY_MEMO}): the key of an unchanged set costs a dozen `stat` calls instead of hashing ~2.9 MB of
 * data and compiler files (~7–20 ms at every CLI start; issue 24 §2). When any file's stats differ (or there is no
 * memo, or it cannot be read), the files are hashed, and with `write` the new key and stats are remembered — unless a
 * file changed within the last {@link RACY_MS}, whose stats a same-size rewrite in the same clock tick would not
 * change. Writing is atomic (a reader never sees half a memo) and failing to write only costs the next start the hash.
 * @param dataFiles as for {@link compiledSetKey}
 * @param cacheDir the directory of the compiled sets (the memo is kept beside them)
 * @param write whether to remember a newly hashed key (false for a directory the caller only reads)
 * @param now the current time, ms since the epoch (a test's clock)
 * @returns the key, and whether the files were hashed for it
 * @throws Error when a file cannot be read (as {@link compiledSetKey})
 */
export function memoisedSetKey(
  dataFiles: readonly string[],
  cacheDir: string,
  write: boolean,
  now = Date.now(),
): { key: string; hashed: boolean } {
  const { signature, newestMs } = statSignature(dataFiles);
  const memoFile = path.join(cacheDir, SET_KEY_MEMO);
  try {
    const memo = JSON.parse(readFileSync(memoFile, 'utf8')) as { key?: unknown; stats?: unknown };
    if (memo.stats === signature && typeof memo.key === 'string' && /^[0-9a-f]{32}$/.test(memo.key))
      return { key: memo.key, hashed: false };
  } catch {
    // no memo yet, or a damaged one: hashed below
  }
  const key = compiledSetKey(dataFiles);
  if (write && now - newestMs >= RACY_MS) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      const temporary = `${memoFile}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ key, stats: signature }));
      renameSync(temporary, memoFile);
    } catch {
      // the memo is an optimisation only
    }
  }
  return { key, hashed: true };
}

/**
 * A pattern as stored (JSON): source, regex source and flags, confidence, version, prefilter, anchors (each its
 * literal ends as pairs).
 */
type StoredPattern = [
  source: string,
  regexSource: string,
  regexFlags: string,
  confidence: number,
  version: string | null,
  prefilter: Prefilter | null,
  anchors: Array<Array<[string, number]>>,
];

/** A technology as stored in `core`: everything but its patterns and its description. */
type StoredTechnology = Omit<CompiledTechnology, 'patterns' | 'keyed' | 'dom' | 'description'>;

interface StoredDom {
  selector: string;
  exists: StoredPattern | null;
  text: StoredPattern | null;
  attributes: Array<{ name: string; pattern: StoredPattern }>;
  properties: Array<{ name: string; pattern: StoredPattern }>;
}

/** `core`: the plain data (the technologies' records are the section's `techText`, offsets `techStart`). */
interface CoreSectionData {
  names: string[];
  categories: CategoryInfo[];
  counts: FingerprintCounts;
  buildTimeMaxConfidence: number;
}

/** `dom`: the selectors in index order (each selector's entries are the section's `selectorText` records). */
interface DomSectionData {
  selectors: string[];
}

/** `dom`'s `techDom` (JSON): per technology (number) its entries as `[selector number, position in its list]`. */
type TechDom = Array<[number, Array<[number, number]>]>;

const storePattern = (p: CompiledPattern): StoredPattern => [
  p.source,
  p.regex.source,
  p.regex.flags,
  p.confidence,
  p.version,
  p.prefilter,
  p.anchors.map((ends) => [...ends]),
];

const storeOptional = (p: CompiledPattern | null) => (p ? storePattern(p) : null);

/**
 * A pattern read back from the cache: the same fields as the compiled one; `regex` and `anchors` are built
 * on first read (then kept), since a run reads very few of them.
 */
class CachedPattern implements CompiledPattern {
  readonly source: string;
  readonly confidence: number;
  readonly version: string | null;
  readonly prefilter: Prefilter | null;
  private compiled: RegExp | undefined;
  private anchorMaps: ReadonlyArray<ReadonlyMap<string, number>> | undefined;

  constructor(private readonly stored: StoredPattern) {
    this.source = stored[0];
    this.confidence = stored[3];
    this.version = stored[4];
    this.prefilter = stored[5];
  }

  get regex(): RegExp {
    return (this.compiled ??= new RegExp(this.stored[1], this.stored[2]));
  }

  get anchors(): ReadonlyArray<ReadonlyMap<string, number>> {
    return (this.anchorMaps ??= this.stored[6].map((ends) => new Map(ends)));
  }
}

const readPattern = (p: StoredPattern): CompiledPattern => new CachedPattern(p);
const readOptional = (p: StoredPattern | null) => (p ? readPattern(p) : null);

/** Typed arrays a packed section holds, by name. */
type PackedArrays = Record<string, Int32Array | Uint8Array>;

/** A packed section: plain data (JSON) and typed arrays stored as their bytes (see the top of this file). */
interface Packed<T> {
  data: T;
  arrays: PackedArrays;
}

/** Pads `length` to a multiple of 8 (typed arrays' offsets in a packed section). */
const align8 = (length: number) => (length + 7) & ~7;

/** Encodes a packed section: uint32 header length, header `{data, arrays: {name: [type, offset, length]}}`, bytes. */
function encodePacked(data: unknown, arrays: PackedArrays): Buffer {
  const layout: Record<string, [string, number, number]> = {};
  // offsets depend on the header's length, which depends on the offsets' digits: fixed point in a few rounds
  let header = Buffer.alloc(0);
  let end = 0;
  for (let guess = 0; ; guess = header.length) {
    end = align8(4 + guess);
    for (const [name, array] of Object.entries(arrays)) {
      layout[name] = [array instanceof Int32Array ? 'i32' : 'u8', end, array.length];
      end = align8(end + array.byteLength);
    }
    header = Buffer.from(JSON.stringify({ data, arrays: layout }));
    if (header.length === guess) break;
  }
  const out = Buffer.alloc(end);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  for (const [name, array] of Object.entries(arrays))
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, layout[name][1]);
  return out;
}

/**
 * Reads a packed section from `bytes` (a buffer of its own, offset 0 of its memory, so that the arrays' offsets are
 * aligned): the data parsed, the arrays as views of `bytes` (no copy).
 * @throws Error when an array lies outside the section.
 */
function decodePacked<T>(bytes: Buffer): Packed<T> {
  const length = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as {
    data: T;
    arrays: Record<string, ['i32' | 'u8', number, number]>;
  };
  const arrays: PackedArrays = {};
  for (const [name, [type, offset, count]] of Object.entries(header.arrays)) {
    const size = type === 'i32' ? 4 : 1;
    if (offset % 8 !== 0 || offset + count * size > bytes.length) throw new Error(`damaged array ${name}`);
    arrays[name] =
      type === 'i32'
        ? new Int32Array(bytes.buffer, bytes.byteOffset + offset, count)
        : new Uint8Array(bytes.buffer, bytes.byteOffset + offset, count);
  }
  return { data: header.data, arrays };
}

/** JSON texts as one UTF-8 byte array and their offsets (`start[i] … start[i + 1]`). */
function packTexts(values: readonly unknown[]): { start: Int32Array; text: Uint8Array } {
  const texts = values.map((value) => Buffer.from(JSON.stringify(value)));
  const start = new Int32Array(texts.length + 1);
  texts.forEach((text, i) => (start[i + 1] = start[i] + text.length));
  return { start, text: Buffer.concat(texts) };
}

/** Parses the JSON text `bytes` (UTF-8). */
const parseBytes = <T>(bytes: Uint8Array): T =>
  JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as T;

/** Reads text `i` of `packTexts` back (parsed). */
function unpackText<T>(start: Int32Array, text: Uint8Array, i: number): T {
  return JSON.parse(
    Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8', start[i], start[i + 1]),
  ) as T;
}

/** The scalars of an automaton's tables (its typed arrays are stored as the section's arrays). */
type AutomatonScalars = Pick<AutomatonTables, 'size' | 'states' | 'symbols'>;

function packAutomaton(automaton: LiteralAutomaton | null): {
  scalars: AutomatonScalars | null;
  arrays: PackedArrays;
} {
  if (!automaton) return { scalars: null, arrays: {} };
  const { size, states, symbols, symbolOf, delta, outStart, outIds } = automaton.tables();
  return { scalars: { size, states, symbols }, arrays: { symbolOf, delta, outStart, outIds } };
}

function unpackAutomaton(scalars: AutomatonScalars | null, arrays: PackedArrays): LiteralAutomaton | null {
  if (!scalars) return null;
  return LiteralAutomaton.fromTables({
    ...scalars,
    symbolOf: arrays.symbolOf as Uint8Array,
    delta: arrays.delta as Int32Array,
    outStart: arrays.outStart as Int32Array,
    outIds: arrays.outIds as Int32Array,
  });
}

/** `strings:<family>`: the plan's scalar parts (the rest are arrays). */
interface StringSectionData {
  always: number[];
  automaton: AutomatonScalars | null;
}

/**
 * `strings:<family>` packed: per pattern (plan order) its technology's number (position in `core`) and its JSON
 * record; the plan's clause tables and automaton; the literals as one JSON text.
 */
function encodeStringFamily(plan: FamilyPlan, position: ReadonlyMap<CompiledTechnology, number>): Buffer {
  const patterns = packTexts(plan.patterns.map(({ pattern }) => storePattern(pattern)));
  const automaton = packAutomaton(plan.automaton);
  const data: StringSectionData = { always: [...plan.always], automaton: automaton.scalars };
  return encodePacked(data, {
    patternTech: Int32Array.from(plan.patterns, ({ tech }) => position.get(tech)!),
    patternStart: patterns.start,
    patternText: patterns.text,
    clauseStart: plan.clauseStart,
    literalStart: plan.literalStart,
    clauseLiterals: plan.clauseLiterals,
    userStart: plan.userStart,
    literalUsers: plan.literalUsers,
    literals: Buffer.from(JSON.stringify(plan.literals)),
    ...automaton.arrays,
  });
}

/** `keyed:<family>`: the keys in index order. */
interface KeyedSectionData {
  keys: string[];
}

/** `keyed:<family>`'s `techKeys` (JSON): per technology (number) its keys (their numbers) in its map's order. */
type TechKeys = Array<[number, number[]]>;

/** `keyed:<family>` packed: the keys, and per key the JSON record `[[technology number, patterns]…]`. */
function encodeKeyedFamily(family: KeyedFamily, technologies: readonly CompiledTechnology[]): Buffer {
  const keyNumber = new Map<string, number>();
  const byKey: Array<Array<[number, StoredPattern[]]>> = [];
  const techKeys: TechKeys = [];
  technologies.forEach((tech, t) => {
    if (tech.keyed[family].size === 0) return;
    const numbers: number[] = [];
    for (const [key, list] of tech.keyed[family]) {
      let k = keyNumber.get(key);
      if (k === undefined) {
        keyNumber.set(key, (k = byKey.length));
        byKey.push([]);
      }
      byKey[k].push([t, list.map(storePattern)]);
      numbers.push(k);
    }
    techKeys.push([t, numbers]);
  });
  const texts = packTexts(byKey);
  const data: KeyedSectionData = { keys: [...keyNumber.keys()] };
  return encodePacked(data, {
    keyStart: texts.start,
    keyText: texts.text,
    // read only for a technology's own map (`tech.keyed`), which a run does not ask for
    techKeys: Buffer.from(JSON.stringify(techKeys)),
  });
}

/** `domPlan`: the probes and branches as data, the automaton's arrays as arrays. */
interface DomPlanSectionData {
  probes: DomPlan['probes'];
  branches: DomPlan['branches'];
  automaton: AutomatonScalars;
}

function encodeDomPlan({ probes, branches, automaton }: DomPlan): Buffer {
  const packed = packAutomaton(automaton);
  const data: DomPlanSectionData = { probes, branches, automaton: packed.scalars! };
  return encodePacked(data, packed.arrays);
}

const storeDom = (d: DomPattern): StoredDom => ({
  selector: d.selector,
  exists: storeOptional(d.exists),
  text: storeOptional(d.text),
  attributes: d.attributes.map(({ name, pattern }) => ({ name, pattern: storePattern(pattern) })),
  properties: d.properties.map(({ name, pattern }) => ({ name, pattern: storePattern(pattern) })),
});

/**
 * `dom` packed: the selectors of `set.index.dom` in its order, per selector the JSON record `[[technology number,
 * entry]…]`, and (`techDom`) each technology's entries in its own order as places in those lists.
 */
function encodeDom(set: FingerprintSet, position: ReadonlyMap<CompiledTechnology, number>): Buffer {
  const selectors = [...set.index.dom.keys()];
  const lists = [...set.index.dom.values()];
  const texts = packTexts(
    lists.map((list) => list.map(({ tech, dom }) => [position.get(tech)!, storeDom(dom)])),
  );
  const selectorNumber = new Map(selectors.map((selector, k) => [selector, k]));
  const techDom: TechDom = [];
  for (const [tech, t] of position) {
    if (tech.dom.length === 0) continue;
    techDom.push([
      t,
      tech.dom.map((d) => {
        const k = selectorNumber.get(d.selector)!;
        return [k, lists[k].findIndex((entry) => entry.dom === d)];
      }),
    ]);
  }
  const data: DomSectionData = { selectors };
  return encodePacked(data, {
    selectorStart: texts.start,
    selectorText: texts.text,
    techDom: Buffer.from(JSON.stringify(techDom)),
  });
}

/** The sections of a set, in the file's order, encoded. */
function sectionsOf(set: FingerprintSet): Array<[string, Buffer]> {
  const technologies = [...set.technologies.values()];
  const position = new Map(technologies.map((tech, i) => [tech, i]));
  const core: CoreSectionData = {
    names: technologies.map((t) => t.name),
    categories: [...set.categories.values()],
    counts: set.counts,
    buildTimeMaxConfidence: set.buildTimeMaxConfidence,
  };
  const records = packTexts(
    technologies.map(
      ({ patterns: _p, keyed: _k, dom: _d, description: _s, ...rest }): StoredTechnology => rest,
    ),
  );
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const sections: Array<[string, Buffer]> = [
    [
      'core',
      encodePacked(core, {
        techStart: records.start,
        techText: records.text,
        slugs: Buffer.from(JSON.stringify(technologies.map((t) => t.slug))),
      }),
    ],
    ['descriptions', json(technologies.map((t) => t.description))],
  ];
  for (const family of STRING_FAMILIES)
    sections.push([`strings:${family}`, encodeStringFamily(set.index.plans[family], position)]);
  for (const family of KEYED_FAMILIES)
    sections.push([`keyed:${family}`, encodeKeyedFamily(family, technologies)]);
  sections.push(['dom', encodeDom(set, position)]);
  sections.push(['domPlan', encodeDomPlan(set.index.domPlan)]);
  return sections;
}

/** Serialises `set` into the sectioned file format described at the top of this file. */
function encodeSet(set: FingerprintSet): Buffer {
  const blobs = sectionsOf(set);
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
  /** The section's bytes, in a buffer of their own (offset 0 of its memory: typed array views are aligned). */
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
      const bytes = Buffer.allocUnsafeSlow(length);
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
 * A set over a cache file that reads each section when it is first needed (see the top of this file).
 * The technologies are those of `core`; their `patterns`, `keyed` and `dom` and every index of `index` are getters
 * that read the family's section once, and a pattern is made once, so that every reader sees the same pattern
 * objects (the matcher relies on identity: the plan's patterns are the technology's).
 */
function lazySet(file: SectionFile): FingerprintSet {
  const jsonSection = <T>(name: string): T => JSON.parse(file.read(name).toString('utf8')) as T;
  const core = decodePacked<CoreSectionData>(file.read('core'));
  const techStart = core.arrays.techStart as Int32Array;
  const techText = core.arrays.techText as Uint8Array;
  let descriptions: Array<string | null> | null = null;
  const descriptionOf = (i: number) =>
    (descriptions ??= jsonSection<Array<string | null>>('descriptions'))[i];
  const noPatterns: readonly CompiledPattern[] = [];
  const noKeys: KeyedPatterns = new Map();

  const strings = new Map<StringFamily, ReturnType<typeof readStringFamily>>();
  const keyed = new Map<KeyedFamily, ReturnType<typeof readKeyedFamily>>();
  let dom: ReturnType<typeof readDomFamily> | undefined;

  // A technology's patterns by family, read through its family's section (rarely: the matcher reads the indexes;
  // the banner versions read one technology's `scripts`, `css`, `scriptSrc` or `html` patterns): reading one
  // family's list reads that family's section and makes that technology's patterns only.
  const position = new Map<object, number>();
  class Technology {
    get patterns() {
      const i = position.get(this)!;
      return lazyRecord(STRING_FAMILIES, (family) => stringFamily(family).ofTech(i));
    }
    get keyed() {
      const i = position.get(this)!;
      return Object.fromEntries(
        KEYED_FAMILIES.map((family) => [family, keyedFamily(family).ofTech(i) ?? noKeys]),
      );
    }
    get dom() {
      return domFamily().ofTech(position.get(this)!) ?? [];
    }
    // Own enumerable copies (spreads, comparisons) would have to be made per technology at load; a getter on the
    // prototype costs nothing until read.
    get description() {
      return descriptionOf(position.get(this)!) ?? null;
    }
  }
  const made = new Array<CompiledTechnology>(core.data.names.length);
  /** The technology at position `i` of `core`, made on first use. */
  const techAt = (i: number): CompiledTechnology => {
    if (i in made) return made[i];
    const stored = unpackText<StoredTechnology>(techStart, techText, i);
    const tech = Object.assign(new Technology(), stored) as unknown as CompiledTechnology;
    position.set(tech, i);
    return (made[i] = tech);
  };

  /** A string family's plan, its patterns made on first read of each; its index entries on first use. */
  function readStringFamily(family: StringFamily) {
    const { data, arrays } = decodePacked<StringSectionData>(file.read(`strings:${family}`));
    const patternTech = arrays.patternTech as Int32Array;
    const patternStart = arrays.patternStart as Int32Array;
    const patternText = arrays.patternText as Uint8Array;
    const patterns = lazyArray<PlannedPattern>(patternTech.length, (i) => ({
      tech: techAt(patternTech[i]),
      pattern: readPattern(unpackText<StoredPattern>(patternStart, patternText, i)),
    }));
    const plan = {
      patterns,
      always: data.always,
      clauseStart: arrays.clauseStart as Int32Array,
      literalStart: arrays.literalStart as Int32Array,
      clauseLiterals: arrays.clauseLiterals as Int32Array,
      userStart: arrays.userStart as Int32Array,
      literalUsers: arrays.literalUsers as Int32Array,
      automaton: unpackAutomaton(data.automaton, arrays),
    } as Omit<FamilyPlan, 'literals'> as FamilyPlan;
    const literals = arrays.literals as Uint8Array;
    lazyProperty(plan, 'literals', () => parseBytes<string[]>(literals));
    // the index entries (brute-force matching, tests): every pattern, in plan order
    let entries: IndexEntry[] | undefined;
    const allEntries = () => {
      if (entries) return entries;
      entries = [];
      for (let i = 0; i < patterns.length; i += 1) {
        const { tech, pattern } = patterns[i];
        const last = entries[entries.length - 1];
        if (last && last.tech === tech) (last.patterns as CompiledPattern[]).push(pattern);
        else entries.push({ tech, patterns: [pattern] });
      }
      return entries;
    };
    // A technology's list: its patterns in plan order (the plan lists each technology's patterns together, as its
    // one index entry), found in `patternTech` without making any other pattern.
    const byTech = new Map<number, readonly CompiledPattern[]>();
    const ofTech = (t: number): readonly CompiledPattern[] => {
      let list = byTech.get(t);
      if (!list) {
        const own: CompiledPattern[] = [];
        for (let i = 0; i < patternTech.length; i += 1)
          if (patternTech[i] === t) own.push(patterns[i].pattern);
        byTech.set(t, (list = own.length ? own : noPatterns));
      }
      return list;
    };
    return { plan, entries: allEntries, ofTech };
  }

  function stringFamily(family: StringFamily) {
    let done = strings.get(family);
    if (!done) strings.set(family, (done = readStringFamily(family)));
    return done;
  }

  /** A keyed family: its index (each key's entries made on first look-up) and the technologies' maps. */
  function readKeyedFamily(family: KeyedFamily) {
    const { data, arrays } = decodePacked<KeyedSectionData>(file.read(`keyed:${family}`));
    const keyStart = arrays.keyStart as Int32Array;
    const keyText = arrays.keyText as Uint8Array;
    const made: Array<{ techs: number[]; entries: IndexEntry[] } | undefined> = new Array(data.keys.length);
    const key = (k: number) =>
      (made[k] ??= (() => {
        const stored = unpackText<Array<[number, StoredPattern[]]>>(keyStart, keyText, k);
        return {
          techs: stored.map(([t]) => t),
          entries: stored.map(([t, list]) => ({ tech: techAt(t), patterns: list.map(readPattern) })),
        };
      })());
    const index = new LazyMap<string, IndexEntry[]>(data.keys, (k) => key(k).entries);
    let byTech: Map<number, KeyedPatterns> | undefined;
    const ofTech = (t: number) => {
      byTech ??= new Map(
        parseBytes<TechKeys>(arrays.techKeys as Uint8Array).map(([tech, numbers]) => [
          tech,
          new Map(
            numbers.map((k) => {
              const { techs, entries } = key(k);
              return [data.keys[k], entries[techs.indexOf(tech)].patterns];
            }),
          ),
        ]),
      );
      return byTech.get(t);
    };
    return { index, ofTech };
  }

  function keyedFamily(family: KeyedFamily) {
    let done = keyed.get(family);
    if (!done) keyed.set(family, (done = readKeyedFamily(family)));
    return done;
  }

  /** The `dom` entries: each selector's list made on its first look-up, the technologies' lists on first use. */
  function readDomFamily() {
    const { data, arrays } = decodePacked<DomSectionData>(file.read('dom'));
    const selectorStart = arrays.selectorStart as Int32Array;
    const selectorText = arrays.selectorText as Uint8Array;
    const index = new LazyMap<string, Array<{ tech: CompiledTechnology; dom: DomPattern }>>(
      data.selectors,
      (k) =>
        unpackText<Array<[number, StoredDom]>>(selectorStart, selectorText, k).map(([t, d]) => ({
          tech: techAt(t),
          dom: {
            selector: d.selector,
            exists: readOptional(d.exists),
            text: readOptional(d.text),
            attributes: d.attributes.map(({ name, pattern }) => ({ name, pattern: readPattern(pattern) })),
            properties: d.properties.map(({ name, pattern }) => ({ name, pattern: readPattern(pattern) })),
          },
        })),
    );
    let byTech: Map<number, readonly DomPattern[]> | undefined;
    const ofTech = (t: number) => {
      byTech ??= new Map(
        parseBytes<TechDom>(arrays.techDom as Uint8Array).map(([tech, places]) => [
          tech,
          places.map(([k, i]) => index.get(data.selectors[k])![i].dom),
        ]),
      );
      return byTech.get(t);
    };
    return { index, ofTech };
  }

  function domFamily() {
    return (dom ??= readDomFamily());
  }

  const index = {} as FingerprintIndex;
  lazyProperty(index, 'keyed', () =>
    lazyRecord(['headers', 'cookies', 'meta', 'dns', 'js'] as const, (family) => keyedFamily(family).index),
  );
  lazyProperty(index, 'cookiePrefixes', () =>
    [...index.keyed.cookies.keys()]
      .filter((key) => key.endsWith('*'))
      .map((key) => ({ prefix: key.slice(0, -1), entries: index.keyed.cookies.get(key)! })),
  );
  lazyProperty(index, 'strings', () => lazyRecord(STRING_FAMILIES, (f) => stringFamily(f).entries()));
  lazyProperty(index, 'plans', () => lazyRecord(STRING_FAMILIES, (f) => stringFamily(f).plan));
  lazyProperty(index, 'domPlan', () => {
    const { data, arrays } = decodePacked<DomPlanSectionData>(file.read('domPlan'));
    return {
      probes: data.probes,
      branches: data.branches,
      automaton: unpackAutomaton(data.automaton, arrays)!,
    };
  });
  lazyProperty(index, 'dom', () => domFamily().index);

  const set = {
    technologies: new LazyMap(core.data.names, techAt),
    bySlug: undefined as unknown as FingerprintSet['bySlug'],
    categories: new Map(core.data.categories.map((c) => [c.id, c])),
    counts: core.data.counts,
    index,
    buildTimeMaxConfidence: core.data.buildTimeMaxConfidence,
    loadMs: 0,
  };
  // the slugs are parsed when a slug is first looked up (an analysis looks up names only)
  lazyProperty(
    set,
    'bySlug',
    () => new LazyMap(parseBytes<string[]>(core.arrays.slugs as Uint8Array), techAt),
  );
  return set;
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
