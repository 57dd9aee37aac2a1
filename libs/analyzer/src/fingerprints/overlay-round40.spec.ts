/**
 * Fixtures of the round-40 overlay rule (what the fortieth held-out corpus round, server status and information pages
 * left on, showed missing; libs/analyzer corpus README "Round 40"): `fingerprints/overlay/round40.json` — PHP-FPM
 * (no name in upstream) by its pool status page in each output format of Debian 12 php8.2-fpm 8.2.36's
 * fpm_status.c and by phpinfo()'s Server API row, never a copy of a recorded site. Each asserts the detection with the
 * overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://127.0.0.1/status');

/** The head of fpm_status.c's html output (`?html`). */
const HTML = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><title>PHP-FPM Status Page</title></head>
<body>
<table>
<tr><th>pool</th><td>www</td></tr>
<tr><th>process manager</th><td>dynamic</td></tr>`;

describe('overlay: round 40', () => {
  it('PHP-FPM: its status page as html, text, json, xml and openmetrics; it implies PHP', () => {
    const html = page({ html: HTML });
    expect(found(html, 'PHP-FPM')).toBeDefined();
    expect(found(html, 'PHP')?.implied).toBe(true);
    expect(found(html, 'PHP-FPM', upstream)).toBeUndefined();
    expect(found(html, 'PHP', upstream)).toBeUndefined();
    for (const body of [
      'pool:                 www\nprocess manager:      ondemand\nstart time:           29/Nov/2026:16:40:52 +0000\n',
      '{"pool":"www","process manager":"static","start time":1795970452,"start since":198}',
      '<?xml version="1.0" ?>\n<status>\n<pool>www</pool>\n<process-manager>dynamic</process-manager>\n',
      '# HELP phpfpm_up Could pool www using a dynamic PM on PHP-FPM be reached?\n# TYPE phpfpm_up gauge\nphpfpm_up 1\n',
    ])
      expect(found(page({ html: body }), 'PHP-FPM')).toBeDefined();
    // a page about process managers is not one
    expect(found(page({ html: '<p>pool: www, process manager: dynamic</p>' }), 'PHP-FPM')).toBeUndefined();
  });

  it("PHP-FPM: phpinfo()'s Server API row of the fpm SAPI, not of another", () => {
    const row = (api: string) =>
      page({ html: `<table>\n<tr><td class="e">Server API </td><td class="v">${api} </td></tr>\n</table>` });
    expect(found(row('FPM/FastCGI'), 'PHP-FPM')).toBeDefined();
    expect(found(row('Apache 2.0 Handler'), 'PHP-FPM')).toBeUndefined();
    expect(found(row('FPM/FastCGI'), 'PHP-FPM', upstream)).toBeUndefined();
  });
});
