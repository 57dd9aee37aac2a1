import { decodeUtf8, FAST_DECODE_MIN_BYTES } from './guarded-http';

/** A body of at least `FAST_DECODE_MIN_BYTES` bytes: `middle` between ASCII filler. */
const big = (middle: Buffer | string): Buffer =>
  Buffer.concat([
    Buffer.from('var a = "x";\n'.repeat(FAST_DECODE_MIN_BYTES / 13)),
    Buffer.isBuffer(middle) ? middle : Buffer.from(middle, 'utf8'),
    Buffer.from('\n//# end'),
  ]);

/** A deterministic pseudo-random generator (xorshift32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

describe('decodeUtf8', () => {
  it.each([
    ['ASCII only', big('')],
    ['Latin-1 characters only (a one-byte string for V8)', big('café déjà vu')],
    ['BMP characters', big('€ 中文 — “quoted”')],
    ['astral characters (surrogate pairs)', big('emoji 😀 𝔘')],
    ['a byte order mark at the start', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), big('é')])],
    ['a lone continuation byte', big(Buffer.from([0x41, 0x80, 0x42]))],
    ['an overlong encoding', big(Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]))],
    ['an encoded surrogate', big(Buffer.from([0xed, 0xa0, 0x80]))],
    ['a code point past U+10FFFF', big(Buffer.from([0xf4, 0x90, 0x80, 0x80]))],
    ['a sequence cut at the end (a truncated body)', Buffer.concat([big('€'), Buffer.from([0xe2, 0x82])])],
    ['a short body', Buffer.from('short é € 😀 \x80')],
  ])('returns what toString("utf8") returns: %s', (_, bytes) => {
    expect(decodeUtf8(bytes)).toBe(bytes.toString('utf8'));
  });

  it('returns what toString("utf8") returns on random mixes of valid and invalid sequences', () => {
    const next = random(24);
    const pieces = [
      Buffer.from('a'),
      Buffer.from('é'),
      Buffer.from('€'),
      Buffer.from('😀'),
      Buffer.from([0x80]),
      Buffer.from([0xc3]),
      Buffer.from([0xf0, 0x9f]),
      Buffer.from([0xff]),
    ];
    for (let round = 0; round < 40; round += 1) {
      const valid = round % 2 === 0; // half of the bodies valid UTF-8 (the transcoding path), half not
      const parts: Buffer[] = [];
      for (let i = 0; i < 200; i += 1)
        parts.push(pieces[Math.floor(next() * (valid ? 4 : pieces.length))]);
      const bytes = big(Buffer.concat(parts));
      expect(decodeUtf8(bytes)).toBe(bytes.toString('utf8'));
    }
  });
});
