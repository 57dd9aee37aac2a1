import { vulnerabilitiesOf } from './match';
import { gemRequirementInterval, parseRubysecAdvisory, rubysecRanges } from './rubysec';
import type { AdvisorySnapshot } from './types';

const names = { 'gems/webrick': 'WEBrick', 'rubies/ruby': 'Ruby' };

describe('ruby-advisory-db', () => {
  it('reads RubyGems requirements as intervals; refuses what an interval cannot hold', () => {
    expect(gemRequirementInterval('~> 2.3.1')).toEqual({ lo: '2.3.1', hi: '2.4' });
    expect(gemRequirementInterval('~> 2.3')).toEqual({ lo: '2.3', hi: '3' });
    expect(gemRequirementInterval('>= 1.2, < 1.3')).toEqual({ lo: '1.2', hi: '1.3' });
    expect(gemRequirementInterval('> 1.2')).toBeNull();
    expect(gemRequirementInterval('= 1.2')).toBeNull();
  });

  it('affected = neither patched nor unaffected, with the patched version above each gap as the fix', () => {
    expect(rubysecRanges(['~> 2.7.8', '~> 3.0.6', '>= 3.1.4'], ['< 2.7.0'])).toEqual({
      ranges: [
        { introduced: '2.7.0', fixed: '2.7.8' },
        { introduced: '2.8', fixed: '3.0.6' },
        { introduced: '3.1', fixed: '3.1.4' },
      ],
      fixed: ['2.7.8', '3.0.6', '3.1.4'],
    });
    expect(rubysecRanges(['>= 1.3.1'], [])).toEqual({ ranges: [{ fixed: '1.3.1' }], fixed: ['1.3.1'] });
    expect(rubysecRanges(['= 1.3.1'], [])).toBeNull();
  });

  const ruby = `---
engine: ruby
cve: 2023-28755
ghsa: hv5j-3h9f-99c2
url: https://www.ruby-lang.org/en/news/2023/03/28/redos-in-uri-cve-2023-28755/
title: ReDoS vulnerability in URI
date: 2023-03-28
cvss_v3: 5.3
unaffected_versions:
  - "< 2.7.0"
patched_versions:
  - "~> 2.7.8"
  - "~> 3.0.6"
  - ">= 3.1.4"
`;
  const parsed = parseRubysecAdvisory('rubies/ruby/CVE-2023-28755.yml', ruby, names);
  const snapshot: AdvisorySnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-11-27',
    technologies: {
      Ruby: { scheme: 'vendor', sources: ['rubysec'], advisories: parsed.map((p) => p.advisory) },
    },
  };
  const found = (version: string) =>
    vulnerabilitiesOf(
      [{ name: 'Ruby', version, implied: false, evidence: [{ family: 'headers', version }] }],
      snapshot,
    )[0].advisories;

  it('parses a record: CVE id, GHSA alias, CVSS severity, date; matches per branch', () => {
    expect(parsed[0].advisory).toMatchObject({
      id: 'CVE-2023-28755',
      aliases: ['GHSA-hv5j-3h9f-99c2'],
      severity: 'medium',
      cvss: 5.3,
      published: '2023-03-28',
      source: 'rubysec',
    });
    expect(found('3.1.2').map((a) => a.fixedIn)).toEqual(['3.1.4']);
    expect(found('3.0.6')).toEqual([]);
    expect(found('2.6.10')).toEqual([]);
    expect(found('3.2.0')).toEqual([]);
  });

  it('skips records citing OSVDB, without any patched version, or of an unmapped gem', () => {
    expect(parseRubysecAdvisory('rubies/ruby/X.yml', `${ruby}osvdb: 12345\n`, names)).toEqual([]);
    expect(
      parseRubysecAdvisory('rubies/ruby/X.yml', 'engine: ruby\ncve: 2026-1\npatched_versions:\n', names),
    ).toEqual([]);
    expect(parseRubysecAdvisory('gems/rack/X.yml', ruby, names)).toEqual([]);
  });
});
