/**
 * Fixtures of the round-39 overlay rule (what the thirty-ninth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 39"): `fingerprints/overlay/round39.json` — Docutils by its generator (no name in upstream), from
 * what Debian 12 python3-docutils 0.19's HTML writers emit, never a copy of a recorded site.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://docs.example.net/');

describe('overlay: round 39', () => {
  it('Docutils: its generator (version), current and older site addresses', () => {
    const guide = page({ meta: { generator: ['Docutils 0.19: https://docutils.sourceforge.io/'] } });
    expect(found(guide, 'Docutils')?.version).toBe('0.19');
    expect(found(guide, 'Docutils', upstream)).toBeUndefined();
    expect(found(page({ meta: { generator: ['Docutils 0.16: http://docutils.sourceforge.net/'] } }), 'Docutils')?.version).toBe('0.16');
    expect(found(page({ meta: { generator: ['Docutils-based site builder 2.0'] } }), 'Docutils')).toBeUndefined();
  });
});
