/**
 * Fixtures of the round-23 overlay rules (what the twenty-third held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 23"): `fingerprints/overlay/round23.json` — Request Tracker, LedgerSMB, Horde and DAViCal, none
 * named by upstream. Small signals cut from or imitating what the shipped software emits (Debian 12 request-tracker5 5.0.3's
 * Elements/JavascriptConfig, Footer and Logo; ledgersmb 1.6.33's LedgerSMB::PSGI and UI/lib/ui-header.html; php-horde 5.2.23's templates/login/login.inc, login.php and
 * config/motd.php; davical 1.1.12's always.php, DAViCalSession and
 * CalDAVRequest), never a copy of a recorded site. Each asserts the detection (and version) with the overlay and that upstream alone finds nothing.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://help.example.net/');

describe('overlay: round 23', () => {
  it("Request Tracker: the footer's version (upstream's and Debian's build), the JavaScript config, the logo", () => {
    const login = page({
      html:
        '<script>\nwindow.RT = {};\nRT.CurrentUser = {};\nRT.Config      = {"rtname":"example.net","WebPath":""};\n</script>\n' +
        '<div id="footer" title="Best Practical Solutions, LLC, copyright" class="row">\n  <div class="col-4">\n' +
        '    <p id="version" class="text-center text-md-left">\n      <span>RT Version 5.0.3+dfsg-3~deb12u6 (Debian)</span>\n',
    });
    expect(found(login, 'Request Tracker')?.version).toBe('5.0.3');
    expect(found(login, 'Perl')).toBeDefined();
    expect(found(login, 'Request Tracker', upstream)).toBeUndefined();
    const upstreamBuild = page({ html: '<p id="version" class="text-center pb-1"><span>RT Version 5.0.5</span></p>' });
    expect(found(upstreamBuild, 'Request Tracker')?.version).toBe('5.0.5');
    const logo = page({
      html: '<div id="logo">\n<a href="http://bestpractical.com"><img\n    src="/rt/static/images/request-tracker-logo.svg"\n    alt="Request Tracker logo" /></a>',
    });
    expect(found(logo, 'Request Tracker')).toBeDefined();
    // prose naming the program is not the program
    expect(
      found(page({ html: '<p>Request Tracker (RT Version 5.0.3) by Best Practical Solutions, LLC tracks tickets.</p>' }), 'Request Tracker'),
    ).toBeUndefined();
  });

  it("LedgerSMB: its X-LedgerSMB-App-Content header, the login page's title and lsmbConfig", () => {
    const login = page({
      headers: { 'x-ledgersmb-app-content': ['yes'] },
      html:
        '<head>\n\t<title>LedgerSMB 1.6.33</title>\n<script type="text/javascript">\n  var dojoConfig = {\n async: 1 };\n' +
        '  var lsmbConfig = {\n "dateformat": \'yyyy-mm-dd\'\n };\n</script>',
    });
    expect(found(login, 'LedgerSMB')?.version).toBe('1.6.33');
    expect(found(login, 'Perl')).toBeDefined();
    expect(found(login, 'LedgerSMB', upstream)).toBeUndefined();
    expect(found(page({ headers: { 'x-ledgersmb-app-content': ['yes'] } }), 'LedgerSMB')).toBeDefined();
    expect(found(page({ html: '<script>var lsmbConfig = {"dateformat": "dd.mm.yyyy"};</script>' }), 'LedgerSMB')).toBeDefined();
    expect(
      found(page({ html: '<title>Installing LedgerSMB 1.6.33 on Debian</title><p>LedgerSMB 1.6.33 is an ERP.</p>' }), 'LedgerSMB'),
    ).toBeUndefined();
  });

  it("Horde: the login form and its inline script, the default message of the day, the session cookie", () => {
    const login = page({
      cookies: { Horde: '0123456789abcdef' },
      html:
        '<head><title>Groupware :: Log in</title></head><body class="modal-form">\n' +
        '<form name="horde_login" id="horde_login" method="post" action="https://mail.example.net/horde/login.php">\n' +
        '<div id="horde-login-pass-capslock" style="display:none">\n Warning: Your Caps Lock key is on!</div>\n' +
        '<script type="text/javascript">//<![CDATA[\nHordeLogin.user_error="Please enter a username.";\n//]]></script>',
    });
    expect(found(login, 'Horde')).toBeDefined();
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(login, 'Horde', upstream)).toBeUndefined();
    const motd = page({
      html: '<table width="100%"><tr><td align="center"><img src="/horde/themes/default/graphics/horde-power1.png" alt="Powered by Horde" /></td></tr></table>',
    });
    expect(found(motd, 'Horde')).toBeDefined();
    expect(found(motd, 'Horde', upstream)).toBeUndefined();
    // prose naming the program is not the program
    expect(found(page({ html: '<title>Horde :: Log in</title><p>Powered by Horde, the PHP groupware.</p>' }), 'Horde')).toBeUndefined();
  });

  it("DAViCal: the administration's stylesheet, default title and login text, and the CalDAV version header", () => {
    const login = page({
      headers: { server: ['1.1'] },
      html:
        '<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html;charset=utf-8">\n<title>Calendars of Example</title>\n' +
        '<link rel="stylesheet" type="text/css" href="/davical/davical.css"></head>\n<body>\n<h1>Log On Please</h1>\n' +
        '<p>For access to the Calendars of Example you should log on with the username and password that have been issued to you.</p>',
    });
    expect(found(login, 'DAViCal')).toBeDefined();
    expect(found(login, 'PHP')).toBeDefined();
    expect(found(login, 'DAViCal', upstream)).toBeUndefined();
    expect(found(page({ html: '<head><title>DAViCal CalDAV Server</title>' }), 'DAViCal')).toBeDefined();
    const caldav = page({ headers: { 'x-davical-version': ['DAViCal/1.1.12; DB/1.3.5'] } });
    expect(found(caldav, 'DAViCal')?.version).toBe('1.1.12');
    expect(found(caldav, 'DAViCal', upstream)).toBeUndefined();
    // prose naming the program is not the program
    expect(found(page({ html: '<title>Setting up DAViCal</title><p>DAViCal CalDAV Server 1.1.12 needs PostgreSQL.</p>' }), 'DAViCal')).toBeUndefined();
  });
});
