/**
 * Scripts compressed by Dean Edwards' packer (the "P.A.C.K.E.R." `function(p,a,c,k,e,d)` form; its PHP, .NET and
 * Perl ports are still served by applications that compress their scripts on the fly — phpSysInfo's js.php packs
 * jQuery and every other script it serves). A packed script is one call: a payload in which every word is replaced
 * by its index in a keyword list (in base `a`, digits then a–z then A–Z), the radix, the word count and the list.
 * Nothing of the original text survives in a readable form — no banner (the packer drops comments), no version
 * constant (`version="1.12.4"` becomes `j="1.i.4"`) — so the passive stage decodes it: the decoded text is the
 * script the browser would run, read by the same code signatures as any other script.
 *
 * Decoding is a string substitution, never an evaluation; caps in `PACKED_CAPS`.
 */

/**
 * Caps: the packer's call is looked for in the first `headChars` characters of a script (it starts the script);
 * payloads over `payloadChars` characters and keyword lists over `words` entries are left packed.
 */
export const PACKED_CAPS = { headChars: 400, payloadChars: 2_000_000, words: 100_000 } as const;

/** The packer's function header (`eval(function(p,a,c,k,e,d)` or `r` for the last parameter in some ports). */
const HEADER_RE = /function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e\s*,\s*[dr]\s*\)/;

/** The end of the packer's function and the start of its arguments: `return p}('`. */
const ARGS_START_RE = /return\s+p\s*;?\s*\}\s*\(\s*(['"])/g;

/**
 * The JavaScript string literal that starts at `start` (the index of its opening quote): its value, with the escapes
 * the packer writes (`\\`, `\'`, `\"`, `\n`, `\r`, `\t`) resolved, and the index after its closing quote; null when
 * the literal does not end within `code`.
 */
function readStringLiteral(code: string, start: number): { value: string; end: number } | null {
  const quote = code[start];
  let value = '';
  for (let i = start + 1; i < code.length; i++) {
    const ch = code[i];
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\' && i + 1 < code.length) {
      const next = code[++i];
      value += next === 'n' ? '\n' : next === 'r' ? '\r' : next === 't' ? '\t' : next;
    } else {
      value += ch;
    }
  }
  return null;
}

/** The value of one base-`radix` digit as the packer writes it (0–9, a–z, A–Z), or -1. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 29;
  return -1;
}

/**
 * The decoded text of a script packed by Dean Edwards' packer (radix up to 62), or null when `code` is not such a
 * script, its arguments cannot be read, or a cap of `PACKED_CAPS` is exceeded.
 * @param code a script's text as served
 */
export function unpackScript(code: string): string | null {
  const header = HEADER_RE.exec(code.slice(0, PACKED_CAPS.headChars));
  if (!header) return null;
  ARGS_START_RE.lastIndex = header.index;
  const args = ARGS_START_RE.exec(code);
  if (!args) return null;
  const payload = readStringLiteral(code, args.index + args[0].length - 1);
  if (!payload || payload.value.length > PACKED_CAPS.payloadChars) return null;
  const counts = /^\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(['"])/.exec(code.slice(payload.end, payload.end + 40));
  if (!counts) return null;
  const radix = Number(counts[1]);
  const count = Number(counts[2]);
  if (radix < 2 || radix > 62 || count > PACKED_CAPS.words) return null;
  const list = readStringLiteral(code, payload.end + counts[0].length - 1);
  if (!list || !/^\.split\(\s*['"]\|['"]\s*\)/.test(code.slice(list.end, list.end + 20))) return null;
  const words = list.value.split('|');
  return payload.value.replace(/\b\w+\b/g, (word) => {
    let index = 0;
    for (let i = 0; i < word.length; i++) {
      const d = digitValue(word.charCodeAt(i));
      if (d < 0 || d >= radix) return word;
      index = index * radix + d;
    }
    return index < words.length && words[index] ? words[index] : word;
  });
}

/**
 * The scripts' texts with each packed one (`unpackScript`) replaced by its decoded text; the others as they are.
 * @param scripts script texts in page order
 */
export function unpackScripts(scripts: readonly string[]): string[] {
  return scripts.map((code) => unpackScript(code) ?? code);
}
