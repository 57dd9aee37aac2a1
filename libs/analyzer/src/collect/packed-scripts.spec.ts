import fs from 'node:fs';
import path from 'node:path';
import { detect } from '../detect/detect';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals } from '../types';
import { PACKED_CAPS, unpackScript, unpackScripts } from './packed-scripts';

const FIXTURES = path.join(__dirname, '../../test/fixtures/packed');
/** phpSysInfo 3.4.2's jQuery 1.12.4 excerpt as its js.php serves it (test/fixtures/packed/README.md). */
const packed = fs.readFileSync(path.join(FIXTURES, 'jquery-1.12.4.phpsysinfo-3.4.2.packed.js.txt'), 'utf8');

describe('unpackScript (Dean Edwards packer)', () => {
  it('decodes a script packed by a shipped packer: words of one and two base-62 digits', () => {
    expect(packed).not.toContain('version="1.12.4"');
    const code = unpackScript(packed);
    expect(code).toContain(
      'var version="1.12.4",jQuery=function(selector,context){return new jQuery.fn.init(selector,context)}',
    );
    expect(code).toContain('jQuery.fn=jQuery.prototype={jquery:version,constructor:jQuery,');
    // the escapes of the payload are resolved (a regular expression of the source)
    expect(code).toContain('rtrim=/^[\\s\\uFEFF\\xA0]+|[\\s\\uFEFF\\xA0]+$/g');
  });

  it("the decoded script gives the library's version to the code signatures; the packed one does not", () => {
    const set = loadFingerprints();
    const at = (scripts: string[]) =>
      detect({ ...emptySignals('http://sys.example.org/'), scripts }, set).find((d) => d.name === 'jQuery');
    expect(at([packed])?.version ?? null).toBeNull();
    expect(at(unpackScripts([packed]))?.version).toBe('1.12.4');
  });

  it('decodes the plain eval form and leaves other scripts and malformed calls alone', () => {
    const evalForm =
      "eval(function(p,a,c,k,e,d){e=function(c){return c};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0 1=\\'2\\';',3,3,'var|name|value'.split('|'),0,{}))";
    expect(unpackScript(evalForm)).toBe("var name='value';");
    const plain = 'function(p){return p}';
    expect(unpackScript(plain)).toBeNull();
    expect(unpackScripts([plain, evalForm])).toEqual([plain, "var name='value';"]);
    // the payload does not end: left as it is
    expect(unpackScript(packed.slice(0, 600))).toBeNull();
    // a radix over 62 (the packer's "high ASCII" encoding) is not decoded
    expect(unpackScript(evalForm.replace(",3,3,'", ",95,3,'"))).toBeNull();
  });

  it('looks for the packer only at the head of a script', () => {
    expect(unpackScript(' '.repeat(PACKED_CAPS.headChars) + packed)).toBeNull();
  });
});
