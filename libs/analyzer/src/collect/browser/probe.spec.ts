/**
 * The page-world functions, serialised as the stage sends them, evaluated in Debian's Chromium: the React DevTools
 * hook before the page's scripts, then the js/dom probe over a page that exercises every branch.
 */
import type { BrowserContext } from 'playwright-core';
import { BROWSER_LIMITS } from './limits';
import { INIT_SCRIPT, pageProbeExpression, type ProbeOutput } from './probe';
import { closeBrowser, getBrowser } from './process';

jest.setTimeout(60_000);

const PAGE = `<!doctype html><html><head><title>probe</title>
<style>.a { color: red }</style>
<script src="http://probe.test/lib.js"></script>
<script>
  window.Shop = { version: '2.4.1', config: { enabled: true }, count: 3, inf: Infinity };
  class Base { static get plugins() { return ['x']; } }
  class App extends Base {}
  window.App = App;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__.inject({ version: '19.1.0' });
  window.onload = () => { document.querySelector('#widget').widgetVersion = '7.0'; };
</script></head>
<body><div id="widget" data-version="${'v'.repeat(3000)}">Widget <b>one</b></div>
<div data-v-app id="vue">Vue</div>
<script>document.getElementById('vue').__vue_app__ = { version: '3.5.13' };</script>
<p class="note">first</p><p class="note">second</p>
</body></html>`;

let context: BrowserContext;
afterAll(async () => {
  await context?.close();
  await closeBrowser();
});

it('runs the serialised hook and probe in Chromium and reads js chains, dom probes and the rendered document', async () => {
  const browser = await getBrowser();
  context = await browser.newContext();
  await context.addInitScript({ content: INIT_SCRIPT });
  await context.route('http://probe.test/**', (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.FromLib = 1;' })
      : route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  const page = await context.newPage();
  await page.goto('http://probe.test/');
  const expression = pageProbeExpression(
    {
      chains: [
        'Shop.version',
        'Shop.config',
        'Shop.count',
        'Shop.inf',
        'Shop.missing',
        'App.plugins',
        'App.toString',
        'FromLib',
        'React.version',
        'Vue.version',
      ],
      dom: [
        { s: '#widget', t: true, a: ['data-version', 'id'], p: ['widgetVersion'] },
        { s: 'p.note', t: true, a: [], p: [] },
        { s: '.absent', t: true, a: [], p: [] },
        { s: ':::invalid', t: false, a: [], p: [] },
      ],
    },
    BROWSER_LIMITS,
  );
  const probe = await page.evaluateHandle(expression);
  const run = (full: boolean) =>
    probe.evaluate((fn, isFull) => (fn as unknown as (f: boolean) => ProbeOutput)(isFull), full);

  const first = await run(false);
  expect(first.js).toEqual({
    'Shop.version': '2.4.1',
    'Shop.config': true,
    'Shop.count': 3,
    'Shop.inf': 'Infinity',
    'App.plugins': true,
    FromLib: 1,
    'React.version': '19.1.0',
    'Vue.version': '3.5.13',
  });
  expect(first.dom['#widget']).toEqual({
    exists: true,
    text: 'Widget one',
    attributes: { 'data-version': 'v'.repeat(BROWSER_LIMITS.valueChars), id: 'widget' },
    properties: { widgetVersion: '7.0' },
  });
  expect(first.dom['p.note']).toEqual({ exists: true, text: 'first\nsecond' });
  expect(Object.keys(first.dom).sort()).toEqual(['#widget', 'p.note']);
  expect(first.html).toBeUndefined();

  const second = await run(true);
  expect(second.html).toContain('<div id="widget"');
  expect(second.text).toContain('Widget one');
  expect(second.scriptSrc).toEqual(['http://probe.test/lib.js']);
  expect(second.inlineScripts).toHaveLength(2);
  expect(second.inlineScripts?.[0]).toContain("window.Shop = { version: '2.4.1'");
  expect(second.styles).toEqual(['.a { color: red }']);
  expect(second.cookie).toBe('');
});
