import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, type Handler } from 'htmlparser2';
import { PARSE_OPTIONS } from './html';
import { InnermostFirst, LINEAR_FROM, LinearParser } from './linear-parser';

/** Every event a handler receives, in order, as strings. */
function events(parse: (handler: Partial<Handler>) => void): string[] {
  const out: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]): void => {
      out.push(`${name} ${JSON.stringify(args)}`);
    };
  const handler: Partial<Handler> = {
    onopentagname: record('onopentagname'),
    onattribute: record('onattribute'),
    onopentag: record('onopentag'),
    ontext: record('ontext'),
    onclosetag: record('onclosetag'),
    oncomment: record('oncomment'),
    oncommentend: record('oncommentend'),
    oncdatastart: record('oncdatastart'),
    oncdataend: record('oncdataend'),
    onprocessinginstruction: record('onprocessinginstruction'),
    onend: record('onend'),
  };
  parse(handler);
  return out;
}

const plain = (html: string): string[] => events((h) => new Parser(h, PARSE_OPTIONS).end(html));
const linear = (html: string, from?: number): string[] =>
  events((h) => new LinearParser(h, PARSE_OPTIONS, from).end(html));

/** Pages whose parse exercises the parser's stacks: implied and stray end tags, foreign content, end of input. */
const TRICKY = [
  '<p>a<div>b</p>c</div></p></br><br/>d',
  '<svg><path/><g><title>t<b/></title></g><rect></svg><math><mi><i/></mi><mo/></math><i/>x',
  '<div><svg></div><div><math></div></svg><p/>y',
  '<table><tr><td>1<td>2<tr><th>3</table><ul><li>a<li>b<ol><li>c</ul><dl><dt>d<dd>e</dl>',
  '<select><option>1<optgroup><option>2</select><input><button>b<textarea>t</textarea>',
  '<ruby>a<rt>b<rp>c</ruby><h1>h<p>p<h2>i</h2><a><p>q</a>',
  '<script>if (a < b) document.write("<div>")</script><style>p{}</style><![CDATA[x]]><!-- c --><?pi x?>',
  '<html><head><title>x</title><body><frameset><frame src=a></frameset><div><span><b',
  '<DIV CLASS=A><Span>mixed</SPAN></div ><unknown-tag><x:y>ns</x:y></unknown-tag>',
];

/** Deep shapes (3,000 units: the plain parser is quick at this depth), all read past `LINEAR_FROM`. */
const DEEP = ['<div>', '<a><p>', '<p><div>', '<div>x</span>', '<svg>', '<div><svg></div>', '<b><i></b>', '<svg><p/>']
  .map((unit) => `${unit.repeat(3_000)}end${'</div></span></svg>'.repeat(500)}</p></b>after`);

describe('LinearParser', () => {
  it('emits the very events of htmlparser2 Parser, stacks replaced at once or once deep', () => {
    for (const page of [...TRICKY, ...DEEP]) {
      const expected = plain(page);
      expect(linear(page, 0)).toEqual(expected);
      expect(linear(page)).toEqual(expected);
    }
  });

  it('emits the very events of htmlparser2 Parser on every recorded corpus page, stacks replaced from the start', () => {
    const dir = path.join(__dirname, '../../corpus/corpus');
    const sites = readdirSync(dir);
    expect(sites.length).toBeGreaterThan(50);
    for (const site of sites) {
      const page = readFileSync(path.join(dir, site, 'body.html'), 'utf8');
      const expected = plain(page);
      const observed = linear(page, 0);
      // one comparison per page, so that a difference names the page without printing megabytes
      const first = observed.findIndex((event, i) => event !== expected[i]);
      expect({ site, length: observed.length, first }).toEqual({ site, length: expected.length, first: -1 });
    }
  });

  it('relies only on what InnermostFirst provides of the parser stacks (a library upgrade that needs more fails here)', () => {
    const proto = Parser.prototype as unknown as Record<string, unknown>;
    const uses = new Set<string>();
    for (const name of Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor')) {
      const source = String(Object.getOwnPropertyDescriptor(proto, name)?.value ?? '');
      for (const m of source.matchAll(/this\.(stack|foreignContext)\b\s*(\.\w+|\[[^\]]*\]|=(?!=))?/g)) {
        uses.add(`${name}: ${m[1]}${m[2] ?? ''}`);
      }
    }
    // every use (the constructor only creates both arrays) must be one InnermostFirst supports, index access
    // beyond [0] only in `onend` (LinearParser hands the parser a plain array back there)
    const unsupported = [...uses].filter(
      (use) =>
        !/: (stack|foreignContext)(\.(length|shift|unshift|indexOf)|\[0\])$/.test(use) &&
        use !== 'onend: stack[index]',
    );
    expect(unsupported).toEqual([]);
    expect(uses).toContain('emitOpenTag: stack.unshift');
    expect(uses).toContain('onclosetag: stack.indexOf');
    expect(uses).toContain('emitOpenTag: foreignContext.unshift');
    expect(LINEAR_FROM).toBeGreaterThan(100);
  });

  it('InnermostFirst behaves as the array it replaces', () => {
    let seed = 7;
    const random = (n: number): number => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n);
    const names = ['a', 'b', 'c', 'p', 'div'];
    const array: string[] = ['x', 'y'];
    const stack = new InnermostFirst<string>(array);
    for (let i = 0; i < 20_000; i += 1) {
      const op = random(10);
      if (op < 4) expect(stack.unshift(names[random(5)])).toBe(array.unshift(stack[0]!));
      else if (op < 7) expect(stack.shift()).toBe(array.shift());
      else if (op < 9) {
        const name = names[random(5)];
        expect(stack.indexOf(name)).toBe(array.indexOf(name));
      } else if (random(50) === 0) stack.length = array.length = 0;
      expect(stack.length).toBe(array.length);
      expect(stack[0]).toBe(array[0]);
    }
    expect(stack.toArray()).toEqual(array);
    expect(new InnermostFirst([]).shift()).toBeUndefined();
  });
});
