/**
 * Fixtures of the round-19 overlay rules (what the nineteenth held-out corpus round — network daemons' own web
 * interfaces — showed missing; libs/analyzer corpus README "Round 19"): `fingerprints/overlay/round19.json` (Prometheus
 * Pushgateway, Go from the Prometheus family's build information, PowerDNS Recursor, dnsdist, Knot Resolver, Glances,
 * Dygraphs, TopoJSON, Datamaps) and the round-19 patterns added where the records live (Debian in additions.json, D3 in
 * versions.json, Handlebars in corrections.json). Each imitates what the software itself ships (Debian 12
 * prometheus-pushgateway 1.5.1's template, pdns-recursor 4.8.8's and dnsdist 1.7.3's embedded web files,
 * knot-resolver-module-http 5.6.0's main.tpl and vendored libraries, glances 3.3.1's index template), never a copy of a
 * recorded site, and asserts what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://metrics.example.net/');

/** The Build Information table of a Prometheus-family status page (prometheus/common/version), as Debian builds it. */
const buildInfo = (version: string, goVersion: string) =>
  '<h2>Build Information</h2>\n<table class="table table-condensed table-bordered table-striped">\n<tbody>\n' +
  '\t<tr>\n\t\t<th scope="row">branch</th>\n\t\t<td>debian/sid</td>\n\t</tr>\n' +
  '\t<tr>\n\t\t<th scope="row">buildUser</th>\n\t\t<td>team&#43;pkg-go@tracker.debian.org</td>\n\t</tr>\n' +
  `\t<tr>\n\t\t<th scope="row">goVersion</th>\n\t\t<td>go${goVersion}</td>\n\t</tr>\n` +
  `\t<tr>\n\t\t<th scope="row">version</th>\n\t\t<td>${version}</td>\n\t</tr>\n</tbody>\n</table>`;

describe('overlay: round 19', () => {
  it("Prometheus Pushgateway: its title and navbar; the version from its status section's build information; Go implied", () => {
    const signals = page({
      html:
        '<title>Prometheus Pushgateway</title>\n<li class="nav-item" onclick="pushgateway.switchToStatus()" id="status-li">\n' +
        buildInfo('1.5.1', '1.19.8'),
    });
    expect(found(signals, 'Prometheus Pushgateway')?.version).toBe('1.5.1');
    expect(found(signals, 'Go')).toBeDefined();
    expect(found(signals, 'Prometheus Pushgateway', upstream)).toBeUndefined();
    // the build information alone (another Prometheus-family page) names no Pushgateway
    expect(found(page({ html: buildInfo('0.25.0', '1.19.8') }), 'Prometheus Pushgateway')).toBeUndefined();
    // a title that only mentions it
    expect(
      found(
        page({ html: '<title>Using the Prometheus Pushgateway for batch jobs</title>' }),
        'Prometheus Pushgateway',
      ),
    ).toBeUndefined();
  });

  it("Go: the goVersion row of the Prometheus family's build information, with the version", () => {
    const signals = page({ html: buildInfo('0.25.0', '1.19.8') });
    expect(found(signals, 'Go')?.version).toBe('1.19.8');
    expect(found(signals, 'Go', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>goVersion: see go.dev</p>' }), 'Go')).toBeUndefined();
  });

  it("Debian: the Go team's buildUser, and a binNMU package version as asset cache buster", () => {
    expect(found(page({ html: buildInfo('1.5.1', '1.19.8') }), 'Debian')).toBeDefined();
    expect(found(page({ html: buildInfo('1.5.1', '1.19.8') }), 'Debian', upstream)).toBeUndefined();
    const assets = page({
      scriptSrc: [
        'http://metrics.example.net/static/jquery/jquery.min.js?v=1.5.1-2%2bb5',
        'http://metrics.example.net/static/functions.js?v=1.5.1-2%2bb5',
      ],
    });
    expect(found(assets, 'Debian')).toBeDefined();
    expect(found(assets, 'Debian', upstream)).toBeUndefined();
    // a plain version, or an upstream build number, is not a Debian revision
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/static/app.js?v=1.5.1-2'] }), 'Debian'),
    ).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/static/app.js?v=1.5.1-2%2bbuild7'] }), 'Debian'),
    ).toBeUndefined();
  });

  it("PowerDNS Recursor: its dashboard's chart containers; the version its script renders from the API", () => {
    // pdns/recursordist/html/index.html (embedded in pdns_recursor 4.x)
    const dashboard = page({
      html:
        '<div class="qps-chart-container chart">\n    <h2>QPS / SERVFAILPS</h2>\n    <div class="chart_container">\n' +
        '        <div id="qpsy_axis" class="pdns-axis"></div>\n        <div id="qpschart" class="pdns-chart"></div>\n',
    });
    expect(found(dashboard, 'PowerDNS Recursor')).toBeDefined();
    expect(found(dashboard, 'PowerDNS Recursor', upstream)).toBeUndefined();
    // the rendered top-stats template (local-2022.js: "PowerDNS " + daemon_type + " " + version)
    const rendered = page({
      html: '<div id="top-stats"><p>\n        Version: PowerDNS recursor 4.8.8, uptime: a few seconds, Number of queries: 0 (0 qps)<br>',
    });
    expect(found(rendered, 'PowerDNS Recursor')?.version).toBe('4.8.8');
    // the template before rendering carries no version
    expect(
      found(page({ html: 'Version: {{version}}, uptime: {{uptime}}' }), 'PowerDNS Recursor'),
    ).toBeUndefined();
  });

  it("dnsdist: its dashboard's licence line; the version its script writes from the API", () => {
    // pdns/dnsdistdist/html/index.html (embedded in dnsdist 1.7 to 2.1)
    const dashboard = page({
      html:
        '<td style="padding: 0px 90px 0px 20px">\n    <span id="version"></span><br/>\n    dnsdist comes with ABSOLUTELY NO WARRANTY. ' +
        'This is free software, and you are welcome to redistribute it according to the terms of the GPL version 2.<br/>',
    });
    expect(found(dashboard, 'dnsdist')).toBeDefined();
    expect(found(dashboard, 'dnsdist', upstream)).toBeUndefined();
    // the dashboard is not PowerDNS Recursor's (same family, other markup)
    expect(found(dashboard, 'PowerDNS Recursor')).toBeUndefined();
    expect(found(page({ html: '<span id="version">dnsdist 1.7.3</span><br>' }), 'dnsdist')?.version).toBe(
      '1.7.3',
    );
    expect(found(page({ html: '<p>Configuring dnsdist for DNS over HTTPS</p>' }), 'dnsdist')).toBeUndefined();
  });

  it("Knot Resolver: the http module's dashboard title and kresd.js", () => {
    const signals = page({
      html: '<title>kresd @ resolver1</title>\n<script type="text/javascript">\n\tvar host = "resolver1";\n</script>',
      scriptSrc: ['http://metrics.example.net/kresd.js'],
    });
    expect(found(signals, 'Knot Resolver')).toBeDefined();
    expect(found(signals, 'Knot Resolver', upstream)).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/js/kresd.js'] }), 'Knot Resolver'),
    ).toBeDefined();
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/js/kresd.json.js'] }), 'Knot Resolver'),
    ).toBeUndefined();
  });

  it('Glances: the __GLANCES__ settings its web server writes; Python implied', () => {
    const signals = page({
      html: "<title>Glances</title>\n<script>\n  window.__GLANCES__ = {\n    'refresh-time': '2'\n  }\n</script>\n<script src=\"glances.js\" defer></script>",
    });
    expect(found(signals, 'Glances')).toBeDefined();
    expect(found(signals, 'Python')).toBeDefined();
    expect(found(signals, 'Glances', upstream)).toBeUndefined();
    expect(found(page({ js: { __GLANCES__: '[object Object]' } }), 'Glances')).toBeDefined();
    expect(found(page({ html: '<title>Glances</title>' }), 'Glances')).toBeUndefined();
  });

  it('Dygraphs: its file name, NAME/VERSION in its dist files (version), the global', () => {
    // dygraph.min.js 2.1.0 (minified) and 1.1.1's dygraph-combined.js
    const min = page({
      scriptSrc: ['http://metrics.example.net/dygraph.min.js'],
      scripts: [
        'var Q=function(t,e,a){this.__init__(t,e,a)};Q.NAME="Dygraph",Q.VERSION="2.1.0",Q.DEFAULT_ROLL_PERIOD=1',
      ],
    });
    expect(found(min, 'Dygraphs')?.version).toBe('2.1.0');
    expect(found(min, 'Dygraphs', upstream)).toBeUndefined();
    const bundled = page({
      scripts: ['return t.NAME="Dygraph",t.VERSION="1.1.1",t.__repr__=function(){return"["+t.NAME'],
    });
    expect(found(bundled, 'Dygraphs')?.version).toBe('1.1.1');
    expect(
      found(
        page({ scriptSrc: ['http://metrics.example.net/include/js/dygraph-combined.js?b5b448'] }),
        'Dygraphs',
      ),
    ).toBeDefined();
    expect(found(page({ js: { 'Dygraph.VERSION': '2.1.0' } }), 'Dygraphs')?.version).toBe('2.1.0');
  });

  it('TopoJSON: its file name, the v1 namespace object and the v2+/client banner (version)', () => {
    const v1 = page({
      scriptSrc: ['http://metrics.example.net/topojson.js'],
      scripts: ['var d={version:"1.6.9",mesh:function(n){return u(n,r.apply(this,arguments))},meshArcs:r'],
    });
    expect(found(v1, 'TopoJSON')?.version).toBe('1.6.9');
    expect(found(v1, 'TopoJSON', upstream)).toBeUndefined();
    const client = page({
      scripts: [
        '// https://github.com/topojson/topojson-client v3.1.0 Copyright 2019 Mike Bostock\n(function',
      ],
    });
    expect(found(client, 'TopoJSON')?.version).toBe('3.1.0');
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/topojson-data.json.js'] }), 'TopoJSON'),
    ).toBeUndefined();
  });

  it('Datamaps: its file names and the globals its files set; D3 implied', () => {
    const signals = page({
      scriptSrc: ['http://metrics.example.net/datamaps.world.min.js'],
      scripts: [
        'define("datamaps",function(a){return m=a("d3"),n=a("topojson"),l}):window.Datamap=window.Datamaps=l,window.jQuery&&',
      ],
    });
    expect(found(signals, 'Datamaps')).toBeDefined();
    expect(found(signals, 'D3')).toBeDefined();
    expect(found(signals, 'Datamaps', upstream)).toBeUndefined();
    expect(
      found(page({ scripts: ['window.Datamap = window.Datamaps = Datamap;'] }), 'Datamaps'),
    ).toBeDefined();
    expect(
      found(page({ scriptSrc: ['http://metrics.example.net/js/datamaps-config.js'] }), 'Datamaps'),
    ).toBeUndefined();
  });

  it("D3: the version of an unminified d3 v3 file's namespace object", () => {
    // d3.v3.js as PowerDNS Recursor embeds it (js/d3.v3-min.js, 3.3.6, not minified)
    const signals = page({
      scriptSrc: ['http://metrics.example.net/js/d3.v3-min.js'],
      scripts: [
        'd3 = function() {\n  var d3 = {\n    version: "3.3.6"\n  };\n  if (!Date.now) Date.now = function() {\n    return +new Date();\n  };\n' +
          '  var d3_arraySlice = [].slice, d3_array = function(list) {\n    return d3_arraySlice.call(list);\n  };',
      ],
    });
    expect(found(signals, 'D3')?.version).toBe('3.3.6');
    expect(found(signals, 'D3', upstream)).toBeUndefined();
  });

  it("Handlebars: '-min.js' file names with the version, and the webpack-built 4.0 dist's VERSION", () => {
    const file = page({ scriptSrc: ['http://metrics.example.net/js/handlebars-v4.0.11-min.js'] });
    expect(found(file, 'Handlebars')?.version).toBe('4.0.11');
    expect(found(file, 'Handlebars', upstream)).toBeUndefined();
    const dist = page({
      scripts: [
        "var _logger2=_interopRequireDefault(_logger);var VERSION='4.0.11';exports.VERSION=VERSION;var COMPILER_REVISION=7;exports.COMPILER_REVISION=COMPILER_REVISION;",
      ],
    });
    expect(found(dist, 'Handlebars')?.version).toBe('4.0.11');
    expect(found(dist, 'Handlebars', upstream)).toBeUndefined();
    // another library's exports.VERSION (ejs) is not Handlebars
    expect(
      found(
        page({
          scripts: [
            'exports.__express=exports.renderFile;exports.VERSION=_VERSION_STRING;exports.name=_NAME;',
          ],
        }),
        'Handlebars',
      ),
    ).toBeUndefined();
  });
});
