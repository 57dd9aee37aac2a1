/**
 * Fixtures of the round-16 overlay rules (what the sixteenth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 16"): `fingerprints/overlay/round16.json` — darkstat, Apt-Cacher NG, Squid, Privoxy and the
 * LemonLDAP::NG portal and the calibre content server, none of which any fingerprint set named. Small signals cut from or imitating what the shipped
 * software emits (Debian 12 darkstat 3.0.719's pages and headers, apt-cacher-ng 3.7.4's templates and footer, squid
 * 5.7's error templates and headers, privoxy 3.0.34's templates, liblemonldap-ng-portal-perl 2.16.1's templates, calibre 6.13.0's content-server page and headers),
 * never a copy of a recorded site. Each asserts the detection (and version) with the overlay and that upstream alone
 * had none.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://gateway.example.net/');

describe('overlay: round 16', () => {
  it("darkstat: its Server header and its pages' generator meta, with the version", () => {
    const byHeader = page({ headers: { server: ['darkstat/3.0.721'] } });
    expect(found(byHeader, 'darkstat')?.version).toBe('3.0.721');
    expect(found(byHeader, 'darkstat', upstream)).toBeUndefined();
    const byMeta = page({
      meta: { generator: ['darkstat 3.0.719'] },
      html: '<title>Hosts (darkstat eth0)</title><ul class="menu"><li class="label">darkstat 3.0.719</li></ul>',
    });
    expect(found(byMeta, 'darkstat')?.version).toBe('3.0.719');
    // another generator that merely mentions the word is not darkstat
    expect(found(page({ meta: { generator: ['Hugo 0.111 (darkstat theme)'] } }), 'darkstat')).toBeUndefined();
  });

  it('Apt-Cacher NG: the footer of the pages it generates (version), their titles', () => {
    const report = page({
      html:
        '<title>Apt-Cacher NG Command And Control Page</title>\n<hr><address>Server: Apt-Cacher-NG/3.7.4&nbsp;&nbsp;|' +
        '&nbsp;&nbsp;<a\nhref="/">Usage Information</a></address>',
    });
    expect(found(report, 'Apt-Cacher NG')?.version).toBe('3.7.4');
    expect(found(report, 'Apt-Cacher NG', upstream)).toBeUndefined();
    // the usage page every invalid URL gets (userinfo.html), its footer elided
    const usage = page({
      html: '<td class="title" style="width:580px;">Apt-Cacher NG Usage Information</td>',
    });
    expect(found(usage, 'Apt-Cacher NG')).toBeDefined();
    // a page that only talks about it
    expect(
      found(page({ html: '<p>We run Apt-Cacher NG on our build hosts.</p>' }), 'Apt-Cacher NG'),
    ).toBeUndefined();
  });

  it("Squid: Server, Via and X-Squid-Error headers, its error pages' footer (version)", () => {
    const error = page({
      headers: {
        server: ['squid/5.7'],
        'x-squid-error': ['ERR_ACCESS_DENIED 0'],
        via: ['1.1 proxy.example.net (squid/5.7)'],
      },
    });
    expect(found(error, 'Squid')?.version).toBe('5.7');
    expect(found(error, 'Squid', upstream)).toBeUndefined();
    // a page it forwarded: only the Via header
    expect(found(page({ headers: { via: ['1.1 cache01 (squid/6.10)'] } }), 'Squid')?.version).toBe('6.10');
    // via off, the error template itself
    const template = page({
      html:
        "#titles { background: url('/squid-internal-static/icons/SN.png') no-repeat left; }\n" +
        '<div id="footer">\n<p>Generated Tue, 03 Mar 2026 10:00:00 GMT by proxy.example.net (squid/5.7)</p>\n' +
        '<!-- ERR_ACCESS_DENIED -->\n</div>',
    });
    expect(found(template, 'Squid')?.version).toBe('5.7');
    // another proxy's Via header is not Squid
    expect(found(page({ headers: { via: ['1.1 varnish (Varnish/7.1)'] } }), 'Squid')).toBeUndefined();
  });

  it('Privoxy: the titles of the pages it serves itself, the version of its title box', () => {
    const blocked = page({
      html:
        '<title>Request blocked (Privoxy@localhost)</title>\n' +
        '<h1> This is <a href="https://www.privoxy.org/">Privoxy</a> 3.0.34 on localhost (127.0.0.1), port 8118, enabled </h1>',
    });
    expect(found(blocked, 'Privoxy')?.version).toBe('3.0.34');
    expect(found(blocked, 'Privoxy', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<title>503 - Connect failed (Privoxy@gw)</title>' }), 'Privoxy'),
    ).toBeDefined();
    expect(found(page({ html: '<title>Privoxy@gw: Proxy Status</title>' }), 'Privoxy')).toBeDefined();
    // an article about it
    expect(
      found(
        page({
          html: '<title>Setting up Privoxy on a Raspberry Pi</title><a href="https://www.privoxy.org/">Privoxy</a>',
        }),
        'Privoxy',
      ),
    ).toBeUndefined();
  });

  it("LemonLDAP::NG: the portal's settings block and translated title; Perl implied", () => {
    const login = page({
      html:
        '<head>\n <title trspan="authPortal">Authentication portal</title>\n <script type="application/init">\n {\n' +
        ' "displaytab":"",\n "choicetab":"",\n "newwindow":0,\n "appslistorder":""\n }\n </script>',
    });
    expect(found(login, 'LemonLDAP::NG')).toBeDefined();
    expect(found(login, 'Perl')).toBeDefined();
    expect(found(login, 'LemonLDAP::NG', upstream)).toBeUndefined();
    expect(found(login, 'Perl', upstream)).toBeUndefined();
    // another application's init JSON is not the portal's
    expect(
      found(page({ html: '<script type="application/init">{"locale":"en"}</script>' }), 'LemonLDAP::NG'),
    ).toBeUndefined();
  });

  it("calibre: the content server's Server header and page (version from its client's CALIBRE_VERSION); Python implied", () => {
    const byHeader = page({ headers: { server: ['calibre 6.13.0'] } });
    expect(found(byHeader, 'calibre')?.version).toBe('6.13.0');
    expect(found(byHeader, 'Python')).toBeDefined();
    expect(found(byHeader, 'calibre', upstream)).toBeUndefined();
    const spa = page({
      html:
        '<title>calibre</title><div id="page_load_progress"><progress></progress><div>Loading, please wait&hellip;</div>' +
        '<div>You can also use a simple, non-JavaScript version of this site: <a href="mobile">here</a></div></div>' +
        '<script id="main_js">(function(){ var CALIBRE_VERSION; CALIBRE_VERSION = "7.26.0"; })();</script>',
    });
    expect(found(spa, 'calibre')?.version).toBe('7.26.0');
    // another server whose name starts with the word is not calibre
    expect(found(page({ headers: { server: ['calibre-web/0.6'] } }), 'calibre')).toBeUndefined();
  });
});
