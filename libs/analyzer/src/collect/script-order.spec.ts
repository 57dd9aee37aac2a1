import { loadFingerprints } from '../fingerprints/load';
import { scriptFetchOrder } from './script-order';

const fp = loadFingerprints();
const base = 'https://db.example.org/admin/js/';

describe('scriptFetchOrder (passive script fetch priority)', () => {
  it('puts scripts whose URL names a library without its version first, the rest in document order', () => {
    const app = Array.from({ length: 20 }, (_, i) => `${base}dist/module-${i}.js?v=5.2.1`);
    const urls = [
      `${base}vendor/jquery/jquery-3.7.1.min.js`, // named with its version: stays in order
      ...app.slice(0, 10),
      `${base}vendor/codemirror/lib/codemirror.js?v=5.2.1`, // named, no version: first
      ...app.slice(10),
      `${base}vendor/bootstrap/bootstrap.bundle.min.js`, // named, no version: first
    ];
    const order = scriptFetchOrder(urls, fp);
    expect(order.slice(0, 2)).toEqual([
      `${base}vendor/codemirror/lib/codemirror.js?v=5.2.1`,
      `${base}vendor/bootstrap/bootstrap.bundle.min.js`,
    ]);
    expect(order.slice(2)).toEqual([`${base}vendor/jquery/jquery-3.7.1.min.js`, ...app]);
    expect([...order].sort()).toEqual([...urls].sort());
  });

  it('keeps document order when no URL names a technology', () => {
    const urls = ['https://a.example/x.js', 'https://a.example/y.js', 'https://a.example/x.js'];
    expect(scriptFetchOrder(urls, fp)).toEqual(urls);
  });
});
