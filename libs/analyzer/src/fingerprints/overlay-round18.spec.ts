/**
 * Fixtures of the round-18 overlay rules (what the eighteenth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 18"): `fingerprints/overlay/round18.json` — aiohttp, Waitress, Catalyst and Plack, each from what the
 * software itself sends (Debian 12 python3-aiohttp 3.8.4's SERVER_SOFTWARE, python3-waitress 2.1.2's ident,
 * libcatalyst-perl 5.90130's X-Catalyst header and welcome page, libplack-perl's HTTP::Server::PSGI), never a copy of a
 * recorded site. Each asserts the detection (and version) with the overlay and what upstream alone gave.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://app.example.net/');

describe('overlay: round 18', () => {
  it("aiohttp: its server's Server header (version), Python implied", () => {
    const signals = page({ headers: { server: ['Python/3.11 aiohttp/3.8.4'] } });
    expect(found(signals, 'aiohttp')?.version).toBe('3.8.4');
    expect(found(signals, 'Python')?.version).toBe('3.11');
    expect(found(signals, 'aiohttp', upstream)).toBeUndefined();
    // another server that only mentions aiohttp in a longer token is not it
    expect(found(page({ headers: { server: ['nginx'] } }), 'aiohttp')).toBeUndefined();
  });

  it('Waitress: its bare Server header, Python implied', () => {
    const signals = page({ headers: { server: ['waitress'] } });
    expect(found(signals, 'Waitress')).toBeDefined();
    expect(found(signals, 'Python')).toBeDefined();
    expect(found(signals, 'Waitress', upstream)).toBeUndefined();
    expect(found(signals, 'Python', upstream)).toBeUndefined();
    expect(found(page({ headers: { server: ['waitress-proxy/2.0'] } }), 'Waitress')).toBeUndefined();
  });

  it("Catalyst: the debug header's version and the welcome page's title; Perl implied", () => {
    const header = page({ headers: { 'x-catalyst': ['5.90130'] } });
    expect(found(header, 'Catalyst')?.version).toBe('5.90130');
    expect(found(header, 'Perl')).toBeDefined();
    expect(found(header, 'Catalyst', upstream)).toBeUndefined();
    const welcome = page({
      html:
        '<title>Bookshelf on Catalyst 5.90130</title>\n<img src="http://app.example.net/static/images/catalyst_logo.png" alt="Catalyst Logo" />',
    });
    expect(found(welcome, 'Catalyst')?.version).toBe('5.90130');
    // "on Catalyst" in a title that is not the welcome page's form
    expect(found(page({ html: '<title>Notes on Catalyst</title>' }), 'Catalyst')).toBeUndefined();
  });

  it("Plack: HTTP::Server::PSGI's Server header, Perl implied", () => {
    const signals = page({ headers: { server: ['HTTP::Server::PSGI'] } });
    expect(found(signals, 'Plack')).toBeDefined();
    expect(found(signals, 'Perl')).toBeDefined();
    expect(found(signals, 'Perl', upstream)).toBeUndefined();
  });
});
