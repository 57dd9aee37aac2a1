/**
 * Fixtures of the round-30 overlay rules (what the thirtieth held-out corpus round showed missing; libs/analyzer corpus
 * README "Round 30"): `fingerprints/overlay/round30.json` — SqWebMail and Mailgraph (neither named by upstream), each
 * from what the Debian 12 package ships (sqwebmail 6.0.5's html/en-us templates, mailgraph 1.14's mailgraph.cgi),
 * never a copy of a recorded site. Each asserts the detection (and version) with the overlay and what upstream alone
 * does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://mail.example.net/cgi-bin/');

describe('overlay: round 30', () => {
  it("SqWebMail: its frameset's and login page's titles and its logo's text", () => {
    const frameset = page({ html: '<head>\n  <title>SqWebMail - Copyright 1999-2020 Double Precision, Inc.</title>' });
    expect(found(frameset, 'SqWebMail')).toBeDefined();
    expect(found(frameset, 'SqWebMail', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Sqwebmail Login.</title>' }), 'SqWebMail')).toBeDefined();
    expect(
      found(page({ html: '<img src="/sqwebmail/logo.png" alt="SqWebMail Copyright 1999-2010 Double Precision, Inc." />' }), 'SqWebMail'),
    ).toBeDefined();
    expect(found(page({ html: '<p>We used to read mail with SqWebMail.</p>' }), 'SqWebMail')).toBeUndefined();
  });

  it("Mailgraph: its page's closing credit (version) and graphs; it implies Perl", () => {
    const stats = page({
      html:
        '<p><img src="/cgi-bin/mailgraph.cgi?0-n" alt="mailgraph"/><br/>\n<hr/>\n' +
        '<a href="http://mailgraph.schweikert.ch/">Mailgraph</a> 1.14\nby <a href="http://david.schweikert.ch/">David Schweikert</a>',
    });
    expect(found(stats, 'Mailgraph')?.version).toBe('1.14');
    expect(found(stats, 'Perl')?.implied).toBe(true);
    expect(found(stats, 'Mailgraph', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>See <a href="http://mailgraph.schweikert.ch/">mailgraph</a> for graphs.</p>' }), 'Mailgraph')).toBeUndefined();
  });
});
