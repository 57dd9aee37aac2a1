import { loadFingerprints } from '../fingerprints/load';
import { scriptFetchOrder, stylesheetFetchOrder } from './asset-order';

const fp = loadFingerprints();
const base = 'https://db.example.org/admin/js/';

describe('scriptFetchOrder and stylesheetFetchOrder (passive fetch priority)', () => {
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

  it('lifts one URL per technology: jQuery plugins after the first do not crowd out other libraries', () => {
    const plugins = ['jquery.cookie.js', 'jquery.hotkeys.js', 'jquery.zoom.js', 'jquery.timepicker.js'].map(
      (f) => `${base}js/${f}`,
    );
    const urls = [`${base}js/jquery.js`, ...plugins, `${base}js/Chart.js`, `${base}js/d3.js`];
    expect(scriptFetchOrder(urls, fp)).toEqual([
      `${base}js/jquery.js`,
      `${base}js/Chart.js`,
      `${base}js/d3.js`,
      ...plugins,
    ]);
  });

  it('keeps document order when no URL names a technology', () => {
    const urls = ['https://a.example/x.js', 'https://a.example/y.js', 'https://a.example/x.js'];
    expect(scriptFetchOrder(urls, fp)).toEqual(urls);
  });

  it('lifts stylesheets whose link element names a technology without its version', () => {
    const theme = Array.from({ length: 10 }, (_, i) => `${base}themes/modern/part-${i}.css?h=${i}`);
    const urls = [...theme, `${base}fa/css/fork-awesome.css?058684ed`, `${base}main.css`];
    const order = stylesheetFetchOrder(urls, fp);
    expect(order[0]).toBe(`${base}fa/css/fork-awesome.css?058684ed`);
    expect(order.slice(1)).toEqual([...theme, `${base}main.css`]);
  });
});
