import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { csvStringifier, jsonLinesSerializer, keysetPages } from './data-export';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('data export', () => {
  it('neutralises spreadsheet formulas: cells starting with = + - @ tab or CR get a leading quote', async () => {
    const cells = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'];
    const csv = await collect(
      Readable.from([cells, ['example.com', 'a,b', 'say "hi"', 'x=1', '1-2', '']]).pipe(
        csvStringifier(['a', 'b', 'c', 'd', 'e', 'f']),
      ),
    );
    const rows: string[][] = parse(csv, { relax_column_count: false });
    expect(rows[0]).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(rows[1]).toEqual(cells.map((cell) => `'${cell}`));
    // Anything else is kept as is (quoted where RFC 4180 needs it), a formula character later in a cell included.
    expect(rows[2]).toEqual(['example.com', 'a,b', 'say "hi"', 'x=1', '1-2', '']);
    expect(csv.split('\r\n')[0]).toBe('a,b,c,d,e,f');
    // No cell of the output starts a formula once parsed by a spreadsheet.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes JSON Lines: one object per line', async () => {
    const text = await collect(Readable.from([{ a: 1 }, { b: 'x\ny' }]).pipe(jsonLinesSerializer()));
    expect(text).toBe('{"a":1}\n{"b":"x\\ny"}\n');
  });

  it('pages with a keyset cursor until a short page, asking for the next page only when read', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index }));
    const asked: (number | null)[] = [];
    const pages = keysetPages<{ id: number }>(async (after, limit) => {
      asked.push(after?.id ?? null);
      const start = after ? after.id + 1 : 0;
      return rows.slice(start, start + limit);
    }, 3);
    const first = await pages.next();
    expect(first.value).toEqual({ id: 0 });
    expect(asked).toEqual([null]);
    const rest: number[] = [];
    for await (const row of pages) rest.push(row.id);
    expect(rest).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([null, 2, 5]);
  });
});
