/**
 * Fixtures of the round-12 overlay rules (what the twelfth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 12"): `fingerprints/overlay/round12.json` (LDAP Account Manager, Munin, Supervisor, Subversion's
 * listing footer, Shell In A Box's script version — Debian 12 munin 2.0.73's templates, supervisor 4.2.5's
 * ui/status.html and web.py, libapache2-mod-svn 1.14.2's mod_dav_svn.so, shellinabox 2.21's ShellInABox.js) and the library rules the round
 * changed in `signatures.json` — Normalize.css's banner at a stylesheet's start, ZURB Foundation's own stylesheet rule
 * instead of upstream's grid class names. Small signals cut from or imitating what the shipped software emits (Debian
 * 12 ldap-account-manager 8.3's lib/account.inc and templates/login.php, npm foundation-sites 6.9.0 and 5.5.3,
 * normalize.css 8 and @csstools 11), never a copy of a recorded site. Each asserts the detection (and version) with
 * the overlay and what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://directory.example.org/lam/templates/login.php');

describe('overlay: round 12', () => {
  it("LDAP Account Manager: the header's version text, the titles and the combined script; PHP implied", () => {
    // templates/login.php: the header link with getLAMVersionText() ('LDAP Account Manager' [' Pro'] ' - ' LAMVersion())
    const login = page({
      html:
        '<title>LDAP Account Manager</title>\n<div id="lam-topnav" class="lam-header">\n' +
        '<a href="https://www.ldap-account-manager.org/" target="new_window">\n' +
        '<img class="align-middle" width="24" height="24" alt="help" src="../graphics/logo24.png">\n' +
        '<span class="hide-on-mobile">\n                        LDAP Account Manager - 8.3                </span>',
    });
    expect(found(login, 'LDAP Account Manager')?.version).toBe('8.3');
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(login, 'LDAP Account Manager', upstream)).toBeUndefined();
    // lib/adminHeader.inc: the Pro edition, a title naming the server
    const admin = page({
      html:
        '<title>LDAP Account Manager Pro (ldap.example.org:389)</title><a href="https://www.ldap-account-manager.org/" ' +
        'target="new_window"><span>LDAP Account Manager Pro - 9.0.1</span></a>',
    });
    expect(found(admin, 'LDAP Account Manager')?.version).toBe('9.0.1');
    expect(
      found(page({ scriptSrc: ['http://directory.example.org/lam/templates/lib/100_lam.1679659841.min.js'] }), 'LDAP Account Manager'),
    ).toBeDefined();
    // an article about it is not a deployment
    expect(
      found(page({ html: '<title>Installing LDAP Account Manager on Debian</title><p>LDAP Account Manager - 8.3 is out</p>' }), 'LDAP Account Manager'),
    ).toBeUndefined();
  });

  it("Normalize.css: the banner at a stylesheet's start gives the version; Bootstrap 3's embedded copy does not", () => {
    for (const [css, version] of [
      ['/*! normalize.css v8.0.1 | MIT License | github.com/necolas/normalize.css */html{line-height:1.15}', '8.0.1'],
      ['/*! normalize.css v11.0.1 | MIT License | https://github.com/csstools/normalize.css */html{line-height:1.15}', '11.0.1'],
    ] as const) {
      expect(found(page({ css: [css] }), 'Normalize.css')?.version).toBe(version);
      expect(found(page({ css: [css] }), 'Normalize.css', upstream)).toBeUndefined();
    }
    const bootstrap3 =
      '/*!\n * Bootstrap v3.4.1 (https://getbootstrap.com/)\n * Copyright 2011-2019 Twitter, Inc.\n */\n' +
      '/*! normalize.css v3.0.3 | MIT License | github.com/necolas/normalize.css */html{font-family:sans-serif}';
    expect(found(page({ css: [bootstrap3] }), 'Normalize.css')).toBeUndefined();
  });

  it("ZURB Foundation: its own breakpoint rule, not grid class names another stylesheet shares", () => {
    // LDAP Account Manager's login page: its own grid, named like Foundation's, and no Foundation
    const grid = page({ html: '<div class="row"><div class="small-12 medium-6 large-6 columns">' });
    expect(found(grid, 'ZURB Foundation', upstream)).toBeDefined();
    expect(found(grid, 'ZURB Foundation')).toBeUndefined();
    // foundation-sites 6.9.0 dist/css/foundation.min.css and 5.5.3 css/foundation.min.css
    for (const css of [
      '.foundation-mq{font-family:"small=0em&medium=40em&large=64em&xlarge=75em&xxlarge=90em"}',
      'meta.foundation-mq-small{font-family:"/only screen/";width:0}',
    ])
      expect(found(page({ css: [css] }), 'ZURB Foundation')).toBeDefined();
    expect(
      found(page({ html: '<link rel="stylesheet" href="/css/foundation.min.css">' }), 'ZURB Foundation'),
    ).toBeDefined();
  });

  it("Munin: the generated pages' author meta and footer (version); nothing implied", () => {
    // /etc/munin/templates/partial/head.tmpl and partial/footer.tmpl as munin-html 2.0.73 fills them
    const overview = page(
      {
        html:
          '<title>\n    Munin\n  </title>\n  <meta name="author" content="Auto-generated by Munin" />\n' +
          '<div id="footer">\n\n<p class="tagline">This page was generated by <a href="https://munin-monitoring.org/">' +
          'Munin</a> version 2.0.73 at 2026-01-02 03:04:05+0000 (UTC).</p>\n</div>',
        meta: { author: ['Auto-generated by Munin'] },
      },
      'http://stats.example.org/',
    );
    const munin = found(overview, 'Munin');
    expect(munin?.version).toBe('2.0.73');
    expect(found(overview, 'Perl')).toBeUndefined();
    expect(found(overview, 'Munin', upstream)).toBeUndefined();
    // the meta alone (a graph page of a release whose footer differs), and an older footer's http link alone
    expect(found(page({ meta: { author: ['Auto-generated by Munin'] } }), 'Munin')).toBeDefined();
    expect(
      found(
        page({ html: '<p class="tagline">This page was generated by <a href="http://munin-monitoring.org/">Munin</a> version 2.0.33-1 at 2017-01-01</p>' }),
        'Munin',
      )?.version,
    ).toBe('2.0.33');
    // a page that merely mentions Munin
    expect(found(page({ html: '<title>Munin</title><p>We graph our servers with Munin.</p>' }), 'Munin')).toBeUndefined();
  });

  it("Supervisor: the status page's title and footer version; Python implied", () => {
    // supervisor 4.2.5 supervisor/ui/status.html as web.py renders it (footer span filled with VERSION)
    const status = page(
      {
        headers: { server: ['Medusa/1.12'] },
        html:
          '<title>Supervisor Status</title>\n  <link href="stylesheets/supervisor.css" rel="stylesheet" type="text/css" />\n' +
          '<div class="clr" id="footer">\n  <div class="left">\n    <a href="http://supervisord.org">Supervisor</a> <span>4.2.5</span>\n  </div>',
      },
      'http://127.0.0.1:9001/',
    );
    expect(found(status, 'Supervisor')?.version).toBe('4.2.5');
    expect(found(status, 'Python')).toBeDefined();
    expect(found(status, 'Supervisor', upstream)).toBeUndefined();
    // tail.html (a program's log page): the footer alone
    expect(
      found(page({ html: '<div id="footer"><a href="http://supervisord.org">Supervisor</a> <span>3.3.1</span></div>' }), 'Supervisor')?.version,
    ).toBe('3.3.1');
    // a link to the project is not a deployment
    expect(found(page({ html: '<p>Processes are run by <a href="http://supervisord.org">Supervisor</a>.</p>' }), 'Supervisor')).toBeUndefined();
  });

  it("Subversion: mod_dav_svn's listing footer gives the version without the SVN/ token in Server", () => {
    // libapache2-mod-svn 1.14.2 (Debian 12) mod_dav_svn.so's listing, served under ServerTokens OS
    const listing = page(
      {
        headers: { server: ['Apache/2.4.71 (Debian)'] },
        html:
          '<html><head><title>repo - Revision 1: /</title></head>\n<body>\n <h2>repo - Revision 1: /</h2>\n <ul>\n' +
          '  <li><a href="trunk/">trunk/</a></li>\n </ul>\n <hr noshade><em>Powered by <a href="http://subversion.apache.org/">' +
          'Apache Subversion</a> version 1.14.2 (r1899510).</em>\n</body></html>',
      },
      'http://svn.example.org/repos/repo/',
    );
    expect(found(listing, 'Subversion')?.version).toBe('1.14.2');
    expect(found(listing, 'Subversion', upstream)).toBeUndefined();
    // releases before the move to Apache
    expect(
      found(page({ html: '<hr noshade><em>Powered by <a href="http://subversion.tigris.org/">Subversion</a> version 1.6.17 (r1128011).</em>' }), 'Subversion')?.version,
    ).toBe('1.6.17');
    // upstream's header rule is kept
    expect(found(page({ headers: { server: ['Apache/2.4.71 (Unix) SVN/1.14.2 PHP/8.2'] } }), 'Subversion')?.version).toBe('1.14.2');
  });

  it("ShellInABox: the about dialog's version in its script", () => {
    // shellinabox 2.21 (Debian 12) ShellInABox.js, ShellInABox.prototype.about (VERSION 2.20 as built)
    const terminal = page(
      {
        html: '<title>Shell In A Box</title><noscript>JavaScript\n    must be enabled for ShellInABox</noscript>',
        scriptSrc: ['http://console.example.org/ShellInABox.js'],
        scripts: [
          'ShellInABox.prototype.about = function() {\n  alert("Shell In A Box " + "2.20 " +\n        "\\n\\n" +\n' +
            '        "Copyright 2008-2015 by Markus Gutschke. For more information visit\\n" +',
        ],
      },
      'http://console.example.org/',
    );
    expect(found(terminal, 'ShellInABox')?.version).toBe('2.20');
    expect(found(terminal, 'ShellInABox', upstream)?.version).toBeFalsy();
  });
});
