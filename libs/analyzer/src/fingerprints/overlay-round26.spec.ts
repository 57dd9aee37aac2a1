/**
 * Fixtures of the round-26 overlay rules (what the twenty-sixth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 26"): `fingerprints/overlay/round26.json` — klaus, Loggerhead, Paste and CVSweb, none named by
 * upstream. Small signals cut from or imitating what the shipped software emits (Debian 12 klaus 2.0.2's
 * skeleton.html, loggerhead 2.0.1's templates and generator string, python3-paste 3.5.2's httpserver, cvsweb 3.0.6's
 * CGI and default configuration), never a copy of a recorded site. Each asserts the detection (and version) with the
 * overlay and that upstream alone finds nothing.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://code.example.net/');

describe('overlay: round 26', () => {
  it("klaus: its footer's version; it implies Flask", () => {
    const list = page({
      html: '<footer>\n  powered by <a href="https://github.com/jonashaag/klaus">klaus</a> 2.0.2,\n  a simple Git viewer by Jonas Haag\n</footer>',
    });
    expect(found(list, 'klaus')?.version).toBe('2.0.2');
    expect(found(list, 'Flask')?.implied).toBe(true);
    expect(found(list, 'klaus', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>We browse our Git repositories with <a href="https://github.com/jonashaag/klaus">klaus</a>.</p>' }), 'klaus')).toBeUndefined();
  });

  it("Loggerhead: the footer's version (Breezy and Bazaar eras), the content area, the generator string", () => {
    const changes = page({
      html:
        '<!-- Loggerhead Content Area -->\n<div id="loggerheadCont">\n<p id="footer" class="fl">\nLoggerhead is a web-based interface for ' +
        '<a href="https://www.breezy-vcs.org/">Breezy</a>\n<br />\nVersion: 2.0.2.dev0\n</p>',
    });
    expect(found(changes, 'Loggerhead')?.version).toBe('2.0.2.dev0');
    expect(found(changes, 'Python')?.implied).toBe(true);
    expect(found(changes, 'Loggerhead', upstream)).toBeUndefined();
    const bazaar = page({
      html: 'Loggerhead is a web-based interface for <a href="http://bazaar.canonical.com/">Bazaar</a>\n <br />\n Version: 1.18.1',
    });
    expect(found(bazaar, 'Loggerhead')?.version).toBe('1.18.1');
    const generated = page({ meta: { generator: ['Loggerhead/2.0.1 Python/3.11.2 Breezy/3.3.2 Paste/3.5.2 Chameleon/3.10.2'] } });
    expect(found(generated, 'Loggerhead')?.version).toBe('2.0.1');
    expect(found(generated, 'Paste')?.version).toBe('3.5.2');
    expect(found(page({ html: '<p>Loggerhead is a web-based interface for Breezy branches.</p>' }), 'Loggerhead')).toBeUndefined();
  });

  it("Paste: its HTTP server's Server header, without the server class's version", () => {
    const served = page({ headers: { server: ['PasteWSGIServer/0.5 Python/3.11.2'] } });
    expect(found(served, 'Paste')).toBeDefined();
    expect(found(served, 'Paste')?.version).toBeFalsy();
    expect(found(served, 'Python')?.version).toBe('3.11.2');
    expect(found(served, 'Paste', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['PasteHTTP/1.0'] } }), 'Paste')).toBeUndefined();
  });

  it("CVSweb: its generator meta with the version and its default footer address; it implies Perl", () => {
    const dir = page({ meta: { generator: ['FreeBSD-CVSweb 3.0.6'] } });
    expect(found(dir, 'CVSweb')?.version).toBe('3.0.6');
    expect(found(dir, 'Perl')?.implied).toBe(true);
    expect(found(dir, 'CVSweb', upstream)).toBeUndefined();
    const footer = page({
      html: '<hr />\n<address><span style="font-size: smaller">FreeBSD-CVSweb &lt;<a href="mailto:freebsd-cvsweb@FreeBSD.org">freebsd-cvsweb@FreeBSD.org</a>&gt;</span></address>',
    });
    expect(found(footer, 'CVSweb')).toBeDefined();
    expect(found(page({ html: '<p>FreeBSD-CVSweb is a CVS repository browser.</p>' }), 'CVSweb')).toBeUndefined();
  });
});
