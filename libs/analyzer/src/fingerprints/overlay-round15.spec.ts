/**
 * Fixtures of the round-15 overlay rules (what the fifteenth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 15"): `fingerprints/overlay/round15.json` — Yaws implies Erlang, Graphite (graphite-web), Zabbix's
 * versions, SmokePing, Tiny Tiny RSS — and the library rules the round changed (script.aculo.us, Dojo, jQuery UI 1.8's
 * CSS banner) with the rule that a stylesheet alone implies no script library. Small signals cut from or
 * imitating what the shipped software emits (Debian 12 yaws 2.1.1, graphite-web 1.1.8's templates and settings,
 * zabbix-frontend-php 6.0.14's CBrandHelper and page headers, smokeping 2.7.3's basepage.html and Smokeping.pm,
 * libjs-scriptaculous 1.9.0, tt-rss's templates, libjs-dojo-core 1.17.2, simplesamlphp 1.19.7's jquery-ui.css), never
 * a copy of a recorded site. Each asserts the detection (and version) with the overlay and what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://monitor.example.net/');

describe('overlay: round 15', () => {
  it('Yaws: its Server header implies Erlang, which nothing else shows', () => {
    const yaws = page({ headers: { server: ['Yaws 2.1.1'] } });
    expect(found(yaws, 'Yaws')?.version).toBe('2.1.1');
    expect(found(yaws, 'Erlang')).toBeDefined();
    expect(found(yaws, 'Erlang', upstream)).toBeUndefined();
  });

  it("Graphite: its pages' titles, the documentation link of its header frame (version), the composer's script", () => {
    // templates/browser.html (the frameset at /) and browserHeader.html (documentation_url from WEBAPP_VERSION)
    const header = page({
      html:
        '<html><head><title>Graphite Browser Header</title></head><body><div class="header"><div class="nav"><ul>' +
        '<li><a href="https://graphite.readthedocs.io/en/1.1.8/" target="_newWindow">Documentation</a></li>' +
        '<li><a href="/dashboard" target="_top">Dashboard</a></li></ul></div></div></body></html>',
    });
    expect(found(header, 'Graphite')?.version).toBe('1.1.8');
    expect(found(header, 'Django')).toBeDefined();
    expect(found(header, 'Graphite', upstream)).toBeUndefined();
    for (const title of ['Graphite Browser', 'Graphite Composer', 'Graphite Dashboard'])
      expect(found(page({ html: `<html><head><title>${title}</title></head></html>` }), 'Graphite')).toBeDefined();
    expect(
      found(page({ scriptSrc: ['http://monitor.example.net/static/js/composer_widgets.js'] }), 'Graphite'),
    ).toBeDefined();
    // a page about Graphite is not Graphite: another title, its documentation linked from prose
    expect(
      found(
        page({ html: '<title>Monitoring with Graphite</title><p>See <a href="https://graphite.readthedocs.io/en/1.1.8/">the docs</a></p>' }),
        'Graphite',
      ),
    ).toBeUndefined();
  });

  it("Zabbix: the major.minor of its Help link (sign-in page), the full version of jsLoader.php's ver and of the footer", () => {
    // the sign-in page: CBrandHelper::getHelpUrl() and getFooterContent(false)
    const signin = page({
      meta: { author: ['Zabbix SIA'] },
      html:
        '<div class="signin-links"><a target="_blank" rel="noopener noreferrer" class="grey link-alt" ' +
        'href="https://www.zabbix.com/documentation/6.0/">Help</a></div><footer role="contentinfo">&copy; 2001&ndash;2023, ' +
        '<a class="grey link-alt" target="_blank" rel="noopener noreferrer" href="https://www.zabbix.com/">Zabbix SIA</a></footer>',
    });
    expect(found(signin, 'Zabbix')?.version).toBe('6.0');
    expect(found(signin, 'Zabbix', upstream)?.version).toBeNull();
    // a page after sign-in: jsLoader.php?ver=ZABBIX_VERSION and getFooterContent(true)
    const dashboard = page({
      meta: { author: ['Zabbix SIA'] },
      scriptSrc: ['http://monitor.example.net/zabbix/jsLoader.php?ver=6.0.14&lang=en_US&showGuiMessaging=1'],
      html:
        '<a href="https://www.zabbix.com/documentation/6.0/" target="_blank">Help</a>' +
        '<footer role="contentinfo">Zabbix 6.0.14. &copy; 2001&ndash;2023, <a class="grey link-alt" ' +
        'href="https://www.zabbix.com/">Zabbix SIA</a></footer>',
    });
    expect(found(dashboard, 'Zabbix')?.version).toBe('6.0.14');
    // the version links detect nothing by themselves: an article links Zabbix's documentation too
    expect(
      found(page({ html: '<p>See <a href="https://www.zabbix.com/documentation/6.0/">the manual</a>.</p>' }), 'Zabbix'),
    ).toBeUndefined();
  });

  it("SmokePing: the page title, the footer's version (Smokeping.pm's <##smokeping##>), its script; Perl implied", () => {
    const overview = page({
      html:
        '<title>SmokePing Latency Page for Network Latency Grapher</title>\n<div class="footer">\n' +
        '<p class="footer-right"><small>Running on <A HREF="https://oss.oetiker.ch/smokeping/counter.cgi/2.007003">' +
        'SmokePing-2.7.3</A> by <A HREF="https://tobi.oetiker.ch/">Tobi&nbsp;Oetiker</A> and Niko&nbsp;Tyni</small></p>',
    });
    expect(found(overview, 'SmokePing')?.version).toBe('2.7.3');
    expect(found(overview, 'Perl')).toBeDefined();
    expect(found(overview, 'SmokePing', upstream)).toBeUndefined();
    expect(found(page({ scriptSrc: ['http://monitor.example.net/smokeping/js/smokeping.js'] }), 'SmokePing')).toBeDefined();
    // the footer's link gives the version only
    expect(
      found(page({ html: 'Running on <a href="https://oss.oetiker.ch/smokeping/counter.cgi/2.007003">SmokePing-2.7.3</a>' }), 'SmokePing'),
    ).toBeUndefined();
  });

  it("script.aculo.us: the version each of its files states in its first line, and scriptaculous.js's Version", () => {
    const src = ['http://monitor.example.net/js/scriptaculous/scriptaculous.js?load=builder,effects'];
    // libjs-scriptaculous 1.9.0: scriptaculous.js (its first line, then `var Scriptaculous = { Version: '1.9.0', …`)
    const loader = page({
      scriptSrc: src,
      scripts: [
        "// script.aculo.us scriptaculous.js v1.9.0, Thu Dec 23 16:54:48 -0500 2010\n\n// Copyright (c) 2005-2010 Thomas Fuchs\n" +
          "var Scriptaculous = {\n  Version: '1.9.0',\n  require: function(libraryName) {",
      ],
    });
    expect(found(loader, 'script.aculo.us')?.version).toBe('1.9.0');
    expect(found(loader, 'script.aculo.us', upstream)?.version).toBeNull();
    // effects.js alone, minified by a build that kept the first line
    const effects = page({
      scriptSrc: src,
      scripts: ['// script.aculo.us effects.js v1.8.3, Thu Oct 08 11:23:33 +0200 2009\nString.prototype.parseColor=function(){'],
    });
    expect(found(effects, 'script.aculo.us')?.version).toBe('1.8.3');
  });

  it('Tiny Tiny RSS: its titles and the ttrss_* classes of its body; PHP implied', () => {
    // include/login_form.php and index.php
    const login = page({
      html: '<title>Tiny Tiny RSS : Login</title>\n<body class="flat ttrss_utility ttrss_login css_loading">',
    });
    expect(found(login, 'Tiny Tiny RSS')).toBeDefined();
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(login, 'Tiny Tiny RSS', upstream)).toBeUndefined();
    expect(found(page({ html: '<body class="flat ttrss_main ttrss_index css_loading">' }), 'Tiny Tiny RSS')).toBeDefined();
    // a title that only mentions it is not it
    expect(found(page({ html: '<title>Migrating from Tiny Tiny RSS to FreshRSS</title>' }), 'Tiny Tiny RSS')).toBeUndefined();
  });

  it("Dojo: the version its built dojo.js declares, and dojo/dojo.js under any path (libjs-dojo-core 1.17.2)", () => {
    const dojo = page({
      scriptSrc: ['http://feeds.example.net/tt-rss/lib/dojo/dojo.js?1680778788'],
      scripts: [
        'nc;dojo.locale=_181.locale;var rev="$Rev:$".match(/[0-9a-f]{7,}/);dojo.version={major:1,minor:17,patch:2,flag:"",' +
          'revision:rev?rev[0]:NaN,toString:function(){var v=dojo.version;return v.major+"."+v.minor+"."+v.patch+v.flag',
      ],
    });
    expect(found(dojo, 'Dojo')?.version).toBe('1.17.2');
    expect(found(dojo, 'Dojo', upstream)).toBeUndefined();
  });

  it("jQuery UI 1.8's CSS framework banner gives its version; a stylesheet alone implies no jQuery", () => {
    // SimpleSAMLphp 1.19.7's resources/uitheme1.8/jquery-ui.css, and the tabs it styles, with no script on the page
    const theme = page({
      html: '<div id="portalmenu" class="ui-tabs ui-widget ui-widget-content ui-corner-all">',
      css: [
        '/*!\n * jQuery UI CSS Framework 1.8.23\n *\n * Copyright 2012, AUTHORS.txt (http://jqueryui.com/about)\n' +
          ' * Dual licensed under the MIT or GPL Version 2 licenses.\n */\n\n/* Layout helpers\n----------------------------------*/\n' +
          '.ui-helper-hidden { display: none; }',
      ],
    });
    expect(found(theme, 'jQuery UI')?.version).toBe('1.8.23');
    expect(found(theme, 'jQuery UI', upstream)).toBeUndefined();
    expect(found(theme, 'jQuery')).toBeUndefined();
    // jQuery UI's script still implies jQuery
    const widgets = page({ scriptSrc: ['http://sso.example.org/js/jquery-ui-1.13.2.min.js'] });
    expect(found(widgets, 'jQuery UI')?.version).toBe('1.13.2');
    expect(found(widgets, 'jQuery')).toBeDefined();
  });
});
