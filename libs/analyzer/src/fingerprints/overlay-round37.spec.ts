/**
 * Fixtures of the round-37 overlay rules (what the thirty-seventh held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 37"): `fingerprints/overlay/round37.json` — Werkzeug, Thin and Puma (none named by upstream) —
 * and Flask's corrections in `versions.json` (no version from Werkzeug's header; its frames in a Werkzeug traceback),
 * each from the Debian 12 packages (python3-werkzeug 2.2.2's serving.py and debugger, thin 1.8.1, puma 5.6.5's
 * lowlevel_error), never a copy of a recorded site. Each asserts the detection (and version) with the overlay and what
 * upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://127.0.0.1:5000/');

describe('overlay: round 37', () => {
  it("Werkzeug: its development server's header (version) and debugger page; Flask from the header without Werkzeug's version", () => {
    const debuggerPage = page({
      headers: { server: ['Werkzeug/2.3.7 Python/3.11.2'] },
      html:
        "<title>KeyError: 'P-12'\n // Werkzeug Debugger</title>\n<div class=\"frame\" id=\"frame-140709301222944\">\n  <h4>File <cite class=\"filename\">\"/usr/lib/python3/dist-packages/flask/app.py\"</cite>,\n      line <em class=\"line\">2548</em>",
    });
    expect(found(debuggerPage, 'Werkzeug')?.version).toBe('2.3.7');
    expect(found(debuggerPage, 'Flask')).toBeDefined();
    expect(found(debuggerPage, 'Flask')?.version ?? null).toBeNull();
    expect(found(debuggerPage, 'Flask', upstream)?.version).toBe('2.3.7');
    expect(found(debuggerPage, 'Werkzeug', upstream)).toBeUndefined();
    // the traceback alone (behind a proxy that drops the Server header)
    expect(found(page({ html: debuggerPage.html }), 'Werkzeug')).toBeDefined();
    expect(found(page({ html: debuggerPage.html }), 'Flask')).toBeDefined();
  });

  it('Thin: its Server header, bare or with version and codename; it implies Ruby', () => {
    const bare = page({ headers: { server: ['thin'] } });
    expect(found(bare, 'Thin')).toBeDefined();
    expect(found(bare, 'Ruby')?.implied).toBe(true);
    expect(found(bare, 'Thin', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['thin 1.5.1 codename Straight Razor'] } }), 'Thin')?.version).toBe('1.5.1');
    expect(found(page({ headers: { server: ['thinkphp'] } }), 'Thin')).toBeUndefined();
  });

  it("Puma: its low-level error body in production and development; it implies Ruby", () => {
    const production = page({ html: 'An unhandled lowlevel error occurred. The application logs may have details.\n' });
    expect(found(production, 'Puma')).toBeDefined();
    expect(found(production, 'Ruby')?.implied).toBe(true);
    expect(found(production, 'Puma', upstream)).toBeUndefined();
    expect(found(page({ html: 'Puma caught this error: no reading for pump P-12 (KeyError)\n/app/config.ru:5:in `call`' }), 'Puma')).toBeDefined();
    expect(found(page({ html: '<p>Our app logs say: An unhandled lowlevel error occurred.</p>' }), 'Puma')).toBeUndefined();
  });
});
