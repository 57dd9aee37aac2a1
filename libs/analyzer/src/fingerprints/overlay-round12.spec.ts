/**
 * Fixtures of the round-12 overlay rules (what the twelfth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 12"): `fingerprints/overlay/round12.json` (LDAP Account Manager) and the library rules the round
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
});
