import { vulnerabilitiesOf } from './match';
import {
  parseGitAdvisories,
  parseJettyAdvisories,
  parseJettyVersionTxt,
  parseGitReleaseNotes,
  parseLighttpdAdvisories,
  parseLighttpdNews,
  parsePhpAdvisories,
  parsePhpChangelog,
  parseRoundcubeAdvisories,
  parseRoundcubeChangelog,
} from './release-notes';
import type { AdvisorySnapshot } from './types';

/** Two branches' changelogs as Roundcube publishes them (master lists 1.7.x, release-1.6 lists 1.6.x). */
const master = `# Changelog Roundcube Webmail

## Unreleased

- Security: Fix something not released yet [CVE-2099-9]

## Release 1.7.1

- Fix a plain bug (#123)
- Security: Fix stored XSS in the subject field [CVE-2026-48849]
- Security: Fix SSRF bypass via local address URLs

## Release 1.7-rc2

- Security: Fix XSS via SVG's animate tag [CVE-2025-68461]
`;
const release16 = `# Changelog Roundcube Webmail

## Release 1.6.12

- Security: Fix XSS via SVG's animate tag [CVE-2025-68461]
- Security: Fix stored XSS in the subject field [CVE-2026-48849]
- Security: Fix SSRF bypass via local address URLs

## Release 1.6.8

- Fix XSS vulnerability in post-processing of sanitized HTML content [CVE-2024-42009]
- Fix a display bug (#9000)
`;

const php8 = `<?php
changelog_header(8, $MINOR_VERSIONS);
?>
<section class="version" id="8.3.8"><!-- {{{ 8.3.8 -->
<h3>Version 8.3.8</h3>
<b><?php release_date('06-Jun-2024'); ?></b>
<ul><li>CGI:
<ul>
  <li>Fixed buffer limit on Windows, replacing read call usage by _read. (CVE-2024-4577)</li>
  <li>Fixed bug <?php githubissuel('php/php-src', 14000); ?> (a plain bug).</li>
</ul></li>
<li>Filter:
<ul>
  <li>Fixed <?php githubsecurityl('php/php-src', 'w8qr-v226-r27w'); ?> (Filter bypass in filter_var FILTER_VALIDATE_URL). (CVE-2024-5458)</li>
</ul></li>
</ul>
</section>
<section class="version" id="8.2.20"><!-- {{{ 8.2.20 -->
<h3>Version 8.2.20</h3>
<b><?php release_date('06-Jun-2024'); ?></b>
<ul><li>CGI:
<ul>
  <li>Fixed buffer limit on Windows, replacing read call usage by _read. (CVE-2024-4577)</li>
  <li><?php bugfix(77270); ?> (imagecolormatch Out Of Bounds Write on Heap). (CVE-2019-6977)</li>
</ul></li>
</ul>
</section>
`;

const detection = (name: string, version: string) => ({
  name,
  version,
  implied: false,
  evidence: [{ family: 'headers', version }],
});

describe('Roundcube release notes', () => {
  const entries = parseRoundcubeChangelog([master, release16], { '1.6.8': '2024-08-04' });
  const advisories = parseRoundcubeAdvisories(entries, { roundcubemail: 'RoundCube' });
  const snapshot: AdvisorySnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-11-27',
    technologies: {
      RoundCube: { scheme: 'vendor', sources: ['roundcube'], advisories: advisories.map((a) => a.advisory) },
    },
  };
  const ids = (version: string) =>
    vulnerabilitiesOf([detection('RoundCube', version)], snapshot)[0].advisories.map(
      (a) => `${a.id} ${a.fixedIn}`,
    );

  it('reads the security lines of released versions only (Security: prefix or a CVE id), with release days', () => {
    expect(entries.map((e) => [e.version, e.lines.length, e.date ?? null])).toEqual([
      ['1.7.1', 2, null],
      ['1.7-rc2', 1, null],
      ['1.6.12', 3, null],
      ['1.6.8', 1, '2024-08-04'],
    ]);
  });

  it('merges one issue across branches (by CVE id, else by text) into one advisory fixed in each branch', () => {
    const xss = advisories.find((a) => a.advisory.id === 'CVE-2025-68461')!.advisory;
    expect(xss.ranges).toEqual([
      { introduced: '1.6.0-alpha', fixed: '1.6.12' },
      { introduced: '1.7.0-alpha', fixed: '1.7-rc2' },
    ]);
    const ssrf = advisories.filter((a) => a.advisory.summary.startsWith('Fix SSRF bypass'));
    expect(ssrf).toHaveLength(1);
    expect(ssrf[0].advisory.id).toMatch(/^roundcube:[0-9a-f]{10}$/);
    expect(ssrf[0].advisory.fixed).toEqual(['1.6.12', '1.7.1']);
    expect(advisories.find((a) => a.advisory.id === 'CVE-2024-42009')!.advisory).toMatchObject({
      published: '2024-08-04',
      url: 'https://github.com/roundcube/roundcubemail/releases/tag/1.6.8',
      severity: 'unknown',
    });
    expect(advisories.map((a) => a.advisory.id)).not.toContain('CVE-2099-9');
  });

  it('claims a version only within the branch of a fix: fixed-in is the branch release', () => {
    expect(ids('1.6.5')).toEqual(
      expect.arrayContaining(['CVE-2025-68461 1.6.12', 'CVE-2026-48849 1.6.12', 'CVE-2024-42009 1.6.8']),
    );
    expect(ids('1.6.5')).toHaveLength(4);
    expect(ids('1.6.12')).toEqual([]);
    // 1.7-rc1 predates the rc2 fix; 1.7.0 has it but not 1.7.1's
    expect(ids('1.7-rc1')).toEqual(expect.arrayContaining(['CVE-2025-68461 1.7-rc2']));
    expect(ids('1.7.0')).toHaveLength(2);
    // a branch no release note names a fix for (end of life) is not claimed
    expect(ids('1.5.3')).toEqual([]);
  });
});

describe('PHP ChangeLog', () => {
  const entries = parsePhpChangelog(php8);
  const advisories = parsePhpAdvisories(entries, { php: 'PHP' });
  const snapshot: AdvisorySnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-11-27',
    technologies: {
      PHP: {
        scheme: 'vendor',
        sources: ['php'],
        minSegments: 3,
        advisories: advisories.map((a) => a.advisory),
      },
    },
    backports: { technologies: ['PHP'], distributions: ['Debian'] },
  };

  it('reads versions, release days and the entries naming a CVE or a php-src advisory, without markup', () => {
    expect(entries.map((e) => [e.version, e.date, e.lines.length])).toEqual([
      ['8.3.8', '2024-06-06', 2],
      ['8.2.20', '2024-06-06', 2],
    ]);
    expect(entries[0].lines[1]).toBe(
      'Fixed GHSA-w8qr-v226-r27w (Filter bypass in filter_var FILTER_VALIDATE_URL). (CVE-2024-5458)',
    );
  });

  it('one advisory per CVE with the GHSA alias, a range per branch, the text inside the parentheses', () => {
    const bypass = advisories.find((a) => a.advisory.id === 'CVE-2024-5458')!.advisory;
    expect(bypass).toMatchObject({
      aliases: ['GHSA-w8qr-v226-r27w'],
      summary: 'Filter bypass in filter_var FILTER_VALIDATE_URL',
      ranges: [{ introduced: '8.3.0-alpha', fixed: '8.3.8' }],
      published: '2024-06-06',
      url: 'https://www.php.net/ChangeLog-8.php#8.3.8',
    });
    const cgi = advisories.find((a) => a.advisory.id === 'CVE-2024-4577')!.advisory;
    expect(cgi.fixed).toEqual(['8.2.20', '8.3.8']);
    expect(advisories.find((a) => a.advisory.id === 'CVE-2019-6977')!.advisory.summary).toBe(
      'imagecolormatch Out Of Bounds Write on Heap',
    );
  });

  it('matches per branch; a Debian site gets the backport marker; a bare 8.2 is too vague', () => {
    const [v] = vulnerabilitiesOf([detection('PHP', '8.3.7'), detection('Debian', '12')], snapshot);
    expect(v.advisories.map((a) => `${a.id} ${a.fixedIn}`).sort()).toEqual([
      'CVE-2024-4577 8.3.8',
      'CVE-2024-5458 8.3.8',
    ]);
    expect(v.mayBePatchedByDistribution).toBe(true);
    expect(vulnerabilitiesOf([detection('PHP', '8.2.20')], snapshot)[0].advisories).toEqual([]);
    expect(vulnerabilitiesOf([detection('PHP', '8.2')], snapshot)).toEqual([]);
  });
});

describe('lighttpd NEWS', () => {
  const news = `====
NEWS
====

- 1.4.86 - ???
  * [core] security: not released yet

- 1.4.83 - 2026-06-14
  * [core] security: reject invalid Content-Length from backend (fixes #3309)
  * [core] comment about _WIN32 security dangers
  * [mod_foo] plain fix

- 1.4.71 - 2023-05-27
  * [core,security] process headers after combining folded headers
  * Revert CVE-2008-4359 (#1720) fix: too many regressions.

- 1.4.33 - 2013-11-13
  * [ssl] fix SNI handling; only use key+cert from SNI specific config (fixes #2525, CVE-2013-4508)
`;
  const entries = parseLighttpdNews(news);
  const advisories = parseLighttpdAdvisories(entries, { lighttpd: 'lighttpd' });

  it('reads released versions with their days and the entries marked security or naming a CVE (no reverts)', () => {
    expect(entries).toEqual([
      {
        version: '1.4.83',
        date: '2026-06-14',
        lines: ['reject invalid Content-Length from backend (fixes #3309)'],
      },
      { version: '1.4.71', date: '2023-05-27', lines: ['process headers after combining folded headers'] },
      {
        version: '1.4.33',
        date: '2013-11-13',
        lines: ['fix SNI handling; only use key+cert from SNI specific config (fixes #2525, CVE-2013-4508)'],
      },
    ]);
  });

  it('matches the 1.4 branch below each fix, with the release day as the date', () => {
    const snapshot: AdvisorySnapshot = {
      schemaVersion: 1,
      generatedAt: '2026-11-27',
      technologies: {
        lighttpd: { scheme: 'vendor', sources: ['lighttpd'], advisories: advisories.map((a) => a.advisory) },
      },
    };
    const at = (version: string) =>
      vulnerabilitiesOf([detection('lighttpd', version)], snapshot)[0].advisories.map((a) => a.fixedIn);
    expect(at('1.4.69')).toEqual(['1.4.83', '1.4.71']);
    expect(at('1.4.32')).toEqual(['1.4.83', '1.4.71', '1.4.33']);
    expect(at('1.4.83')).toEqual([]);
    expect(advisories.find((a) => a.advisory.id === 'CVE-2013-4508')!.advisory.published).toBe('2013-11-13');
  });
});

describe('git release notes', () => {
  const files = [
    {
      path: 'Documentation/RelNotes/2.39.2.adoc',
      date: '2023-02-06',
      text: `Git v2.39.2 Release Notes
=========================

This release merges up the fixes that appear in v2.30.8
to address the security issues CVE-2023-22490 and CVE-2023-23946;
see the release notes for these versions for details.
`,
    },
    {
      path: 'Documentation/RelNotes/2.30.8.adoc',
      date: '2023-02-06',
      text: `Git v2.30.8 Release Notes
=========================

This release addresses the security issues CVE-2023-22490 and
CVE-2023-23946.


Fixes since v2.30.7
-------------------

 * CVE-2023-22490:

   Using a specially-crafted repository, Git can be tricked into using
   its local clone optimization. Though Git will abort (c.f., CVE-2022-39253).

 * CVE-2023-23946, git apply:

   By feeding a crafted input to "git apply", a path outside the
   working tree can be overwritten.
`,
    },
    {
      path: 'Documentation/RelNotes/2.40.0.adoc',
      text: 'Git v2.40.0 Release Notes\n=====\n\nNo security fix.\n',
    },
  ];
  const advisories = parseGitAdvisories(parseGitReleaseNotes(files), { git: 'git' });

  it('reads the CVEs of the introduction and the bullets, not those cited in passing; describes each once', () => {
    expect(advisories.map((a) => a.advisory.id).sort()).toEqual(['CVE-2023-22490', 'CVE-2023-23946']);
    const apply = advisories.find((a) => a.advisory.id === 'CVE-2023-23946')!.advisory;
    expect(apply).toMatchObject({
      summary:
        'git apply: By feeding a crafted input to "git apply", a path outside the working tree can be overwritten.',
      fixed: ['2.30.8', '2.39.2'],
      published: '2023-02-06',
    });
    expect(advisories.find((a) => a.advisory.id === 'CVE-2023-22490')!.advisory.summary).toBe(
      'Using a specially-crafted repository, Git can be tricked into using its local clone optimization.',
    );
  });

  it('claims the branches the notes name a fix for, and only below the fix', () => {
    const snapshot: AdvisorySnapshot = {
      schemaVersion: 1,
      generatedAt: '2026-11-27',
      technologies: {
        git: { scheme: 'vendor', sources: ['git'], advisories: advisories.map((a) => a.advisory) },
      },
    };
    const at = (version: string) =>
      vulnerabilitiesOf([detection('git', version)], snapshot)[0].advisories.map(
        (a) => `${a.id} ${a.fixedIn}`,
      );
    expect(at('2.39.1')).toEqual(['CVE-2023-22490 2.39.2', 'CVE-2023-23946 2.39.2']);
    expect(at('2.39.2')).toEqual([]);
    expect(at('2.40.0')).toEqual([]);
    expect(at('2.35.1')).toEqual([]);
  });
});

describe('Jetty VERSION.txt', () => {
  const branch94 = `jetty-9.4.57-SNAPSHOT
 + 99999 Unreleased fix (CVE-2099-99999)

jetty-9.4.54.v20240208 - 08 February 2024
 + 1256 DoSFilter leaks USER_AUTH entries (CVE-2024-9823)
 + 11259 HTTP/2 connection not closed after idle timeout when TCP congested
   (CVE-2024-22201)
 + 11260 Plain fix

jetty-9.4.53.v20231009 - 09 October 2023
 + 10679 Review HTTP/2 rate control (CVE-2023-44487)
`;
  const branch12 = `jetty-12.0.6 - 29 January 2024
 + 11256 HTTP/2 connection not closed after idle timeout when TCP congested
   (CVE-2024-22201)
`;
  const entries = parseJettyVersionTxt([branch94, branch12]);
  const advisories = parseJettyAdvisories(entries, { jetty: 'Jetty' });

  it('reads released versions with their days and the entries naming a CVE, continuation lines joined', () => {
    expect(entries).toEqual([
      {
        version: '9.4.54',
        date: '2024-02-08',
        lines: [
          'DoSFilter leaks USER_AUTH entries (CVE-2024-9823)',
          'HTTP/2 connection not closed after idle timeout when TCP congested (CVE-2024-22201)',
        ],
      },
      { version: '9.4.53', date: '2023-10-09', lines: ['Review HTTP/2 rate control (CVE-2023-44487)'] },
      {
        version: '12.0.6',
        date: '2024-01-29',
        lines: ['HTTP/2 connection not closed after idle timeout when TCP congested (CVE-2024-22201)'],
      },
    ]);
  });

  it('one advisory per CVE across branches, matched per branch', () => {
    const snapshot: AdvisorySnapshot = {
      schemaVersion: 1,
      generatedAt: '2026-11-27',
      technologies: {
        Jetty: { scheme: 'vendor', sources: ['jetty'], advisories: advisories.map((a) => a.advisory) },
      },
    };
    const at = (version: string) =>
      vulnerabilitiesOf([detection('Jetty', version)], snapshot)[0]
        .advisories.map((a) => `${a.id} ${a.fixedIn}`)
        .sort();
    expect(at('9.4.52')).toEqual(['CVE-2023-44487 9.4.53', 'CVE-2024-22201 9.4.54', 'CVE-2024-9823 9.4.54']);
    expect(at('9.4.54')).toEqual([]);
    expect(at('12.0.5')).toEqual(['CVE-2024-22201 12.0.6']);
    expect(at('11.0.1')).toEqual([]);
    expect(advisories.find((a) => a.advisory.id === 'CVE-2024-22201')!.advisory.fixed).toEqual([
      '9.4.54',
      '12.0.6',
    ]);
  });
});
