/**
 * Fixtures of the round-8 overlay rules (technologies the eighth held-out corpus round named that no fingerprint set
 * had; libs/analyzer/corpus README "Round 8"): `fingerprints/overlay/round8.json` (Icecast, Radicale, Syncthing,
 * Transmission, and Python behind Python's WSGI reference server). Small hand-written signals imitating what the
 * shipped software emits (Debian 12 icecast2 2.4.4's Server header and web/status.xsl, radicale 3.1.8's
 * web/internal_data/index.html and fn.js, syncthing 1.19.2's headers and GUI index.html, transmission-daemon 3.00's
 * Server header and transmission-common's web/index.html), never a copy of a recorded site. Each asserts the
 * detection (and version) with the overlay and that upstream alone lacked it.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://media.example.org/');

describe('overlay: round 8 applications', () => {
  it('Icecast: its Server header with the version, and the title of its stock status pages', () => {
    const server = page({ headers: { server: ['Icecast 2.4.4'] } });
    expect(found(server, 'Icecast')?.version).toBe('2.4.4');
    expect(found(server, 'Icecast', upstream)).toBeUndefined();
    const status = page({
      html: '<head><title>Icecast Streaming Media Server</title><link rel="stylesheet" href="style.css" /></head>',
    });
    expect(found(status, 'Icecast')?.version).toBeNull();
    // a page that merely mentions Icecast is not Icecast
    expect(found(page({ html: '<p>Our radio runs on Icecast 2.4.4.</p>' }), 'Icecast')).toBeUndefined();
  });

  it('Radicale: the web interface title and its script header; Python implied', () => {
    const web = page({ html: '<script src="fn.js"></script>\n<title>Radicale Web Interface</title>' });
    expect(found(web, 'Radicale')).toBeDefined();
    expect(found(web, 'Python')).toBeDefined();
    expect(found(web, 'Radicale', upstream)).toBeUndefined();
    const script = page({
      scripts: [
        '/**\n * This file is part of Radicale Server - Calendar Server\n * Copyright © 2017-2018 Unrud',
      ],
    });
    expect(found(script, 'Radicale')).toBeDefined();
  });

  it("Python: the version from the Server header of Python's WSGI reference server (CPython/x.y.z)", () => {
    const wsgiref = page({ headers: { server: ['WSGIServer/0.2 CPython/3.11.2'] } });
    expect(found(wsgiref, 'Python')?.version).toBe('3.11.2');
    expect(found(wsgiref, 'Python', upstream)).toBeUndefined();
    // http.server's `SimpleHTTP/0.6 Python/3.11.2`, as upstream found it
    expect(found(page({ headers: { server: ['SimpleHTTP/0.6 Python/3.11.2'] } }), 'Python')?.version).toBe(
      '3.11.2',
    );
    expect(found(page({ headers: { server: ['MicroPythonish/1.0'] } }), 'Python')).toBeUndefined();
  });

  it('Syncthing: its version header (a distribution suffix dropped), its id header and the GUI root; Go implied', () => {
    const headers = page({
      headers: {
        'x-syncthing-version': ['v1.19.2-ds1'],
        'x-syncthing-id': ['AJMIUGP-NK37CST-2SVBJ3T-JU6WRKR'],
      },
    });
    expect(found(headers, 'Syncthing')?.version).toBe('1.19.2');
    expect(found(headers, 'Go')).toBeDefined();
    expect(found(headers, 'Syncthing', upstream)).toBeUndefined();
    const gui = page({ html: '<html lang="en" ng-app="syncthing" ng-controller="SyncthingController">' });
    expect(found(gui, 'Syncthing')).toBeDefined();
  });

  it('Transmission: its Server header and the web client title (no version on the page)', () => {
    const server = page({ headers: { server: ['Transmission'] } });
    expect(found(server, 'Transmission')?.version).toBeNull();
    expect(found(server, 'Transmission', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Transmission Web Interface</title>' }), 'Transmission')).toBeDefined();
    // another server naming itself after a transmission is not Transmission
    expect(
      found(page({ headers: { server: ['Transmission-Gateway/2.0'] } }), 'Transmission'),
    ).toBeUndefined();
  });
});
