/**
 * `analyze(url)`: collect → detect → latest versions → score (DESIGN.md §4.4, without storage).
 */
import { collectSignals, type CollectOptions } from './collect';
import { detect, toDetectedTechnologies } from './detect/detect';
import { fingerprintKnowledge, findNamedSoftware } from './detect/named-software';
import { AnalyzerError } from './errors';
import { loadFingerprints } from './fingerprints/load';
import { computeScore } from './score/score';
import { DEFAULT_MIN_CONFIDENCE, type AnalysisResult, type AnalyzeOptions } from './types';
import { vulnerabilitiesOf } from './vulnerabilities/match';

export { AnalyzerError } from './errors';

/**
 * Turns what a user typed into the URL to fetch: an absolute http(s) URL is kept as is (path and query included,
 * fragment dropped); a bare host or `host/path` gets `https://`.
 * @throws AnalyzerError `invalid-url` for empty input, another scheme, credentials in the URL, or no host
 */
export function toAnalysisUrl(input: string): string {
  const text = String(input ?? '').trim();
  if (!text) throw new AnalyzerError('invalid-url', 'Enter a website address.');
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AnalyzerError('invalid-url', `Not a valid website address: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AnalyzerError('invalid-url', `Only http and https addresses can be analysed: ${text}`);
  if (url.username || url.password)
    throw new AnalyzerError('invalid-url', 'Addresses with credentials cannot be analysed.');
  if (!url.hostname) throw new AnalyzerError('invalid-url', `Not a valid website address: ${text}`);
  url.hash = '';
  return url.href;
}

/**
 * Analyses one web page: fetches it (and robots.txt, DNS, TLS, external scripts) through the SSRF guard — and, with
 * `options.browser`, loads it in Chromium behind the same guard (js, dom, xhr, rendered DOM) —, detects its
 * technologies with the compiled fingerprint set (loaded once per process), looks up latest versions through
 * `options.latestVersions` (no network), lists the software the page names about itself that the set does not know
 * (`namedSoftware`, see `detect/named-software.ts`), and, with `options.advisories`, the known vulnerabilities of the detected
 * versions (`result.vulnerabilities`), drops detections below `options.minConfidence` (default 50) and computes
 * the Awesomeness Score.
 * @param url absolute http(s) URL (path and query kept, e.g. `http://host/zabbix/`) or a bare host (→ `https://host/`)
 * @param options see {@link AnalyzeOptions}; `timeoutMs` (default 60000) bounds the whole analysis
 * @returns the result; `partial: true` when a secondary stage hit its deadline (statusCode-408 semantics)
 * @throws AnalyzerError `invalid-url`, `dns-failure`, `blocked-address`, `timeout`, `connection-failed`, `tls-failure`,
 *   `too-many-redirects`, `http-error` (see `collect/guarded-http.ts`). 4xx/5xx pages are analysed, not thrown.
 */
export async function analyze(url: string, options: AnalyzeOptions = {}): Promise<AnalysisResult> {
  const started = performance.now();
  const target = toAnalysisUrl(url);
  const fingerprints = loadFingerprints();
  const collectOptions: CollectOptions = { ...options, fingerprints };
  const collected = await collectSignals(target, collectOptions);

  const detectStarted = performance.now();
  const detections = detect(collected.signals, fingerprints, { memo: options.matchMemo });
  // Implied technologies never exceed their parent's confidence, so the cut never keeps an orphan.
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const technologies = toDetectedTechnologies(detections, fingerprints, options.latestVersions).filter(
    (t) => t.confidence >= minConfidence,
  );
  const knowledge = fingerprintKnowledge(fingerprints);
  const namedSoftware = findNamedSoftware(
    collected.signals,
    knowledge.isKnown,
    knowledge.matchesKnownPattern,
  );
  const detectMs = performance.now() - detectStarted;

  const vulnerabilitiesStarted = performance.now();
  const vulnerabilities = options.advisories
    ? vulnerabilitiesOf(technologies, options.advisories)
    : undefined;
  const vulnerabilitiesMs = performance.now() - vulnerabilitiesStarted;

  const scoreStarted = performance.now();
  const score = computeScore({
    signals: collected.signals,
    facts: collected.facts,
    technologies,
    lighthouse: options.lighthouse,
    vulnerabilities,
  });
  const scoreMs = performance.now() - scoreStarted;

  return {
    url,
    finalUrl: collected.facts.finalUrl,
    statusCode: collected.facts.statusCode,
    technologies,
    namedSoftware,
    score,
    timings: {
      totalMs: Math.round(performance.now() - started),
      ttfbMs: collected.timings.ttfbMs,
      fetchMs: collected.timings.fetchMs,
      dnsMs: collected.timings.dnsMs,
      detectMs: Math.round(detectMs * 10) / 10,
      scoreMs: Math.round(scoreMs * 10) / 10,
      ...(vulnerabilities ? { vulnerabilitiesMs: Math.round(vulnerabilitiesMs * 10) / 10 } : {}),
      ...(collected.timings.browserMs !== undefined ? { browserMs: collected.timings.browserMs } : {}),
    },
    partial: collected.partial,
    notes: collected.notes,
    ...(collected.browserOutcome ? { browserOutcome: collected.browserOutcome } : {}),
    ...(vulnerabilities ? { vulnerabilities } : {}),
  };
}
