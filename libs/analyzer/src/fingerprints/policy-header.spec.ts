/**
 * A Content-Security-Policy allowing a service is permission, not use (`POLICY_HEADER_MAX_CONFIDENCE` in build.ts):
 * for a technology whose record can show its use (scripts, globals, markup, requests, cookies), the policy alone stays
 * below the shown threshold (50) and needs another pattern; a record with nothing but the policy keeps it.
 * Real upstream records (hCaptcha, Agora, SheerID); the policy is the header LDAP Account Manager 8.3 (Debian 12) sends
 * on its login page, which allows hCaptcha (and Duo, reCAPTCHA) whether or not a captcha is turned on.
 */
import { detect } from '../detect/detect';
import { DEFAULT_MIN_CONFIDENCE, emptySignals, type Signals } from '../types';
import { POLICY_HEADER_MAX_CONFIDENCE } from './build';
import { loadFingerprints } from './load';

const set = loadFingerprints();
const page = (extra: Partial<Signals>): Signals => ({ ...emptySignals('https://app.example.org/login'), ...extra });
const confidence = (signals: Signals, name: string) => detect(signals, set).find((d) => d.name === name)?.confidence ?? 0;
const lamPolicy =
  "frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-src 'self' " +
  "https://*.duosecurity.com https://www.google.com/recaptcha/ https://hcaptcha.com https://*.hcaptcha.com; worker-src 'self' blob:";

describe('Content-Security-Policy patterns: permission, not use', () => {
  it('a policy allowing hCaptcha alone does not show hCaptcha (below the threshold); its script does', () => {
    const policyOnly = page({ headers: { 'content-security-policy': [lamPolicy] } });
    expect(confidence(policyOnly, 'hCaptcha')).toBe(POLICY_HEADER_MAX_CONFIDENCE);
    expect(confidence(policyOnly, 'hCaptcha')).toBeLessThan(DEFAULT_MIN_CONFIDENCE);
    // both policy headers together still are one permission
    const sheerid = 'script-src https://*.sheerid.com';
    expect(
      confidence(
        page({ headers: { 'content-security-policy': [sheerid], 'content-security-policy-report-only': [sheerid] } }),
        'SheerID',
      ),
    ).toBeLessThan(DEFAULT_MIN_CONFIDENCE);
    const used = page({
      headers: { 'content-security-policy': [lamPolicy] },
      scriptSrc: ['https://js.hcaptcha.com/1/api.js?hl=en'],
    });
    expect(confidence(used, 'hCaptcha')).toBe(100);
  });

  it('a record whose only evidence is the policy keeps its confidence', () => {
    const agora = page({ headers: { 'content-security-policy': ["connect-src 'self' https://*.agora.io wss://*.agora.io"] } });
    expect(confidence(agora, 'Agora')).toBe(100);
  });
});
