/**
 * Fixtures of the round-31 overlay rules (what the thirty-first held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 31"): `fingerprints/overlay/round31.json` — the Prometheus node and blackbox exporters, the
 * PowerDNS Authoritative Server and BIND (none named by upstream), and Google Charts by its loaders and loading calls.
 * Small signals cut from or imitating what the Debian 12 programs serve (their binaries' strings), never a copy of a
 * recorded site. Each asserts the detection (and version) with the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://monitor.example.net:9100/');

describe('overlay: round 31', () => {
  it("Prometheus Node Exporter: its landing page; it implies Go", () => {
    const landing = page({
      html: '<html>\n\t\t\t<head><title>Node Exporter</title></head>\n\t\t\t<body>\n\t\t\t<h1>Node Exporter</h1>\n\t\t\t<p><a href="/metrics">Metrics</a></p>',
    });
    expect(found(landing, 'Prometheus Node Exporter')).toBeDefined();
    expect(found(landing, 'Go')?.implied).toBe(true);
    expect(found(landing, 'Prometheus Node Exporter', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Node Exporter</title><h2>How to install it</h2>' }), 'Prometheus Node Exporter')).toBeUndefined();
  });

  it('Prometheus Blackbox Exporter: its landing page and example probe link', () => {
    const landing = page({
      html: '<head><title>Blackbox Exporter</title></head>\n<p><a href="probe?target=prometheus.io&module=http_2xx">Probe prometheus.io for http_2xx</a></p>',
    });
    expect(found(landing, 'Prometheus Blackbox Exporter')).toBeDefined();
    expect(found(landing, 'Prometheus Blackbox Exporter', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>We probe with the blackbox exporter.</p>' }), 'Prometheus Blackbox Exporter')).toBeUndefined();
  });

  it("PowerDNS Authoritative Server: its statistics page's title and footer (version), not the Recursor's", () => {
    const stats = page({
      html:
        '<title>PowerDNS Authoritative Server Monitor</title>\n…\n<footer class="row">PowerDNS Authoritative Server 4.7.3<br>&copy; 2013 - 2022 ' +
        '<a href="https://www.powerdns.com/">PowerDNS.COM BV</a>.</footer>',
    });
    expect(found(stats, 'PowerDNS Authoritative Server')?.version).toBe('4.7.3');
    expect(found(stats, 'PowerDNS Recursor')).toBeUndefined();
    expect(found(stats, 'PowerDNS Authoritative Server', upstream)).toBeUndefined();
  });

  it("BIND: its statistics channel's XML (version), stylesheet and Server header", () => {
    const xml = page({
      headers: { server: ['libisc'] },
      html:
        '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/bind9.xsl"?>\n<statistics version="3.13"><server>' +
        '<boot-time>2024-05-01T12:00:00.000Z</boot-time><config-time>2024-05-01T12:00:00.010Z</config-time>' +
        '<current-time>2024-05-01T12:00:05.000Z</current-time><version>9.18.24-1-Debian</version><counters type="opcode">',
    });
    expect(found(xml, 'BIND')?.version).toBe('9.18.24');
    expect(found(xml, 'BIND', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>ISC BIND 9 Statistics</title>' }), 'BIND')).toBeDefined();
    expect(found(page({ html: '<p>Our DNS runs on BIND 9.18.</p>' }), 'BIND')).toBeUndefined();
  });

  it('Google Charts: its loaders and loading calls, which upstream (globals only) does not read', () => {
    const loader = page({ scriptSrc: ['https://www.gstatic.com/charts/loader.js'] });
    expect(found(loader, 'Google Charts')).toBeDefined();
    expect(found(loader, 'Google Charts', upstream)).toBeUndefined();
    expect(
      found(page({ html: '<script>google.charts.load("current", {packages: ["corechart"]});</script>' }), 'Google Charts'),
    ).toBeDefined();
    // a bundle that supports Google Charts among other chart libraries does not load it
    expect(
      found(page({ scripts: ['if(lib==="google"){google.charts.load("current",{packages:["corechart"]})}'] }), 'Google Charts'),
    ).toBeUndefined();
    expect(found(page({ html: '<script>google.load("visualization", "1", {packages:["corechart"]});</script>' }), 'Google Charts')).toBeDefined();
    // the generic loader alone loads other Google APIs too
    expect(found(page({ scriptSrc: ['https://www.google.com/jsapi'] }), 'Google Charts')).toBeUndefined();
  });
});
