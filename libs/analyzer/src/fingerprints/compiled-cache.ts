import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LiteralAutomaton } from './aho-corasick';
import type { FingerprintSet } from './model';

/** Bumped when the cached representation changes in a way the source hash below would not notice. */
const CACHE_FORMAT = 1;

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

/**
 * A compiled set from `cacheDir` (V8's structured serialization of the whole object graph: maps, regular
 * expressions and typed arrays keep their identity and sharing), or null when there is none or it cannot be read.
 * Class instances come back as plain objects: the Aho–Corasick automata get their prototype again.
 */
export function readCompiledSet(cacheDir: string, key: string): FingerprintSet | null {
  const file = path.join(cacheDir, `fingerprints-${key}.bin`);
  if (!existsSync(file)) return null;
  try {
    const set = deserialize(readFileSync(file)) as FingerprintSet;
    for (const plan of Object.values(set.index.plans)) {
      if (plan.automaton) Object.setPrototypeOf(plan.automaton, LiteralAutomaton.prototype);
    }
    return set;
  } catch {
    return null; // a truncated or foreign file: compiled anew and rewritten
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
    writeFileSync(temporary, serialize(set));
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
