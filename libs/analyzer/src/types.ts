/**
 * The analyzer's seams: what collectors produce (Signals), what the pure detector returns (Detection),
 * what `analyze()` accepts and returns. Every stage codes against these types.
 */
import type { DetectedTechnology, NamedSoftware, Score } from '@stacklens/contracts';
import type { LighthouseEvidence } from './score/lighthouse';
import type { AdvisorySnapshot, TechnologyVulnerabilities } from './vulnerabilities/types';
import type { HttpClient } from './collect/guarded-http';
import type { MatchMemo } from './detect/match-memo';

/** DNS record types the fingerprint format's `dns` patterns are keyed by (docs/fingerprints.md). */
export type DnsRecordType = 'MX' | 'TXT' | 'NS' | 'CNAME' | 'SOA';

/**
 * Everything collected about one page, input of the pure detector `detect(signals)`.
 * Names are as docs/fingerprints.md "Collected signals": header, cookie and meta names lowercased;
 * `js`/`dom` keys keep their case. Every field is optional-in-effect: an empty list/object means "not collected".
 */
export interface Signals {
  /** Final URL after redirects (absolute). Matched by `url` patterns. */
  url: string;
  /** Response headers of the main document, name lowercased → every value (repeated headers stay separate). */
  headers: Record<string, string[]>;
  /** Cookie name → value, from Set-Cookie (and `document.cookie` in the browser stage). */
  cookies: Record<string, string>;
  /** HTML of the main document (server response; the browser stage may append the rendered DOM). */
  html: string;
  /** Visible text of the page (HTML stripped of tags, scripts and styles). */
  text: string;
  /** `<meta name|property="…" content="…">`: name lowercased → contents. */
  meta: Record<string, string[]>;
  /** Absolute URLs of `<script src>` (and, in the browser stage, every script the page loaded). */
  scriptSrc: string[];
  /** Script contents: inline `<script>` bodies and fetched external scripts (capped). */
  scripts: string[];
  /** CSS text: inline `<style>` blocks and fetched stylesheets (capped). */
  css: string[];
  /**
   * The URL each entry of `scripts` was fetched from, by index (`scriptSources[i]` is where `scripts[i]` came from);
   * `''` for an inline script or an unknown source. Absent = no source known (then no entry has one). Read by the
   * banner versions (detect/banner-versions.ts): a banner counts for a technology the asset's URL shows.
   */
  scriptSources?: string[];
  /** The URL each entry of `css` was fetched from, by index, as `scriptSources` (`''` for an inline `<style>`). */
  cssSources?: string[];
  /** robots.txt body, or '' when absent. */
  robots: string;
  /** DNS records of the registrable domain, as text (MX `10 mx.example.com`, SOA `ns hostmaster …`). */
  dns: Partial<Record<DnsRecordType, string[]>>;
  /** TLS certificate issuer organisation (O=) or common name, or '' for plain HTTP. */
  certIssuer: string;
  /** Host names of xhr/fetch requests seen while the page loaded (browser stage only). */
  xhr: string[];
  /** Values of `js` chains evaluated in the page world (browser stage only): chain → value. */
  js: Record<string, string | number | boolean>;
  /**
   * Results of `dom` selectors, keyed by selector: evaluated on the server's HTML by the passive stage
   * (`collect/static-dom.ts`: no DOM properties there), replaced by the browser stage's observation in the rendered page.
   */
  dom: Record<string, DomObservation>;
}

/** What was observed for one `dom` selector (first matching elements): in the rendered page or the server's HTML. */
export interface DomObservation {
  exists: boolean;
  text?: string;
  attributes?: Record<string, string>;
  properties?: Record<string, string | number | boolean>;
}

/** Returns empty signals for `url`, so that collectors fill only what they collected. */
export function emptySignals(url: string): Signals {
  return {
    url,
    headers: {},
    cookies: {},
    html: '',
    text: '',
    meta: {},
    scriptSrc: [],
    scripts: [],
    css: [],
    robots: '',
    dns: {},
    certIssuer: '',
    xhr: [],
    js: {},
    dom: {},
  };
}

/** One piece of evidence behind a detection: which pattern family/key matched which (truncated) value. */
export interface Evidence {
  /** Pattern family: `headers`, `cookies`, `meta`, `html`, `text`, `scriptSrc`, `scripts`, `url`, `robots`, `dns`, `certIssuer`, `css`, `xhr`, `js`, `dom`, `implies`. */
  family: string;
  /** Header/cookie/meta name, js chain, dom selector, DNS record type; absent for single-string families. */
  key?: string;
  /** The pattern's regex source. */
  pattern: string;
  /** The matched value, truncated to 120 characters. */
  value: string;
  confidence: number;
  version?: string;
  /**
   * `implies` evidence only: how the technology was inferred — `implied` (the parent runs on it) or
   * `implied-at-build-time` (the parent was built with it; kept because the page shows run-time evidence).
   */
  inference?: 'implied' | 'implied-at-build-time';
  /** `implies` evidence only: a sentence saying how it was inferred and, at build time, from which run-time evidence. */
  note?: string;
}

/** Output of the pure detector for one technology. */
export interface Detection {
  name: string;
  slug: string;
  /** Chosen version or null. */
  version: string | null;
  /** 1..100 (sum of matching pattern confidences, capped; implied ones get min(parent, tag)). */
  confidence: number;
  /** Category ids (numbers from categories.json). */
  categoryIds: number[];
  /** True when only implied by another detection. */
  implied: boolean;
  evidence: Evidence[];
}

/** Latest known release of a technology, as the technology catalogue stores it. */
export interface LatestVersionInfo {
  version: string;
  /** The detected version's release cycle is past its end of life (when known). */
  endOfLife?: boolean;
}

/** Looks up the latest known version of a technology by its fingerprint name (no network at analysis time). */
export type LatestVersionLookup = (
  technologyName: string,
  detectedVersion: string | null,
) => LatestVersionInfo | null;

/** Options of `analyze(url, options)`. */
export interface AnalyzeOptions {
  /** Allow private, loopback, link-local addresses (tests, local evaluation). Default false. */
  allowPrivateNetworks?: boolean;
  /** curl-style `host:port:address` rules mapping names to addresses without /etc/hosts. */
  resolve?: string[];
  /** Deadline of the whole analysis in ms. Default 60000. */
  timeoutMs?: number;
  /**
   * Run the browser stage (`collect/browser/`: Chromium at `chromiumPath`, behind the same address guard).
   * Default false in the library; the CLI turns it on by default when Chromium is installed.
   */
  browser?: boolean;
  /** Chromium executable of the browser stage. Default `/usr/bin/chromium` (Debian's; never a downloaded browser). */
  chromiumPath?: string;
  /**
   * Start Chromium with its sandbox (needs a non-root user and unprivileged user namespaces, or the setuid sandbox).
   * Default false (`--no-sandbox`, as root must).
   */
  chromiumSandbox?: boolean;
  /**
   * The whole environment of Chromium: nothing of the calling process' environment (database URLs, secrets) is
   * inherited. Default `DEFAULT_CHROMIUM_ENV` (PATH, HOME in the temporary directory, LANG).
   */
  chromiumEnv?: Readonly<Record<string, string>>;
  /** User-Agent sent on every request. Default `Mozilla/5.0 (compatible; StackLensBot/<v>; +https://stacklens.dev/bot)`. */
  userAgent?: string;
  /** Latest-version lookup (the backend reads its catalogue; the CLI a bundled table). */
  latestVersions?: LatestVersionLookup;
  /**
   * Advisory snapshot for the known-vulnerability lookup (issue 20), e.g. the bundled `loadAdvisorySnapshot()`; the
   * result's `vulnerabilities` is filled only when it is given (no network at analysis time). Default none.
   */
  advisories?: AdvisorySnapshot;
  /**
   * Detections whose confidence is below this (1..100) are not reported: single weak signals (upstream patterns
   * tagged `confidence:25`, say) must be confirmed by another pattern. Default {@link DEFAULT_MIN_CONFIDENCE}.
   */
  minConfidence?: number;
  /** Skip DNS record lookups (MX/TXT/NS/CNAME/SOA). Default false. */
  skipDns?: boolean;
  /**
   * The website's latest Lighthouse report (the backend's `lighthouse` module): the score uses it for Performance and
   * Best practice when it is at most 30 days old (DESIGN §5). Default none.
   */
  lighthouse?: LighthouseEvidence | null;
  signal?: AbortSignal;
  /**
   * The guarded HTTP client of a run of many analyses (`createPageClient`): its connections stay open between
   * analyses (keep-alive) and, when made with an asset cache, scripts and stylesheets that several pages load are
   * fetched once while fresh. Its guard (`allowPrivateNetworks`, `resolve`) and user agent apply instead of these
   * options'; the caller closes it. Default: a client of the analysis' own, closed at its end.
   */
  httpClient?: HttpClient;
  /**
   * A run's memo of the matches found in large scripts and stylesheets (`new MatchMemo(maxChars)`,
   * detect/match-memo.ts): a text met by an earlier analysis of the run is not matched again (same detections).
   * Default none.
   */
  matchMemo?: MatchMemo;
}

/** Default of {@link AnalyzeOptions.minConfidence}: a detection needs at least half of full confidence to be shown. */
export const DEFAULT_MIN_CONFIDENCE = 50;

/** Stable error codes of a failed analysis (CLI `error.code`, API `errorCode`). */
export type AnalyzerErrorCode =
  | 'invalid-url'
  | 'dns-failure'
  | 'blocked-address'
  | 'timeout'
  | 'connection-failed'
  | 'tls-failure'
  | 'too-many-redirects'
  | 'body-too-large'
  | 'http-error'
  | 'lighthouse-failed';

/** Timings of one analysis, in milliseconds. */
export interface AnalysisTimings {
  totalMs: number;
  /** Time to first byte of the main document (request sent → headers received), final hop. */
  ttfbMs: number | null;
  fetchMs: number;
  dnsMs: number;
  detectMs: number;
  scoreMs: number;
  /** Known-vulnerability lookup, when `options.advisories` was given. */
  vulnerabilitiesMs?: number;
  /** Browser stage (launch excluded when the shared browser already ran), when it ran. */
  browserMs?: number;
}

/** Result of `analyze(url)`. */
export interface AnalysisResult {
  /** The URL as requested. */
  url: string;
  finalUrl: string;
  statusCode: number;
  technologies: DetectedTechnology[];
  /**
   * Software the page names about itself (`Server` product tokens, `X-<Name>-Version`, meta generator, a footer's
   * credit line with a version) that the fingerprint set does not know (`detect/named-software.ts`); the site's own
   * words, not detections: not scored, at most 8.
   */
  namedSoftware: NamedSoftware[];
  score: Score;
  timings: AnalysisTimings;
  /** True when a stage hit its deadline and the result is partial (API statusCode 408 semantics). */
  partial: boolean;
  /** Human-readable notes of the collection (browser stage unavailable, a stage timed out, body truncated). */
  notes?: string[];
  /**
   * How the browser stage went when it was asked for: `ok`, `partial` (its own deadline), `timed-out` (the backstop
   * deadline), `failed` (could not run; the analysis is passive).
   */
  browserOutcome?: 'ok' | 'partial' | 'timed-out' | 'failed';
  /**
   * Known vulnerabilities of the detected versions (present when `options.advisories` was given): one entry per
   * reported technology with a version it actually showed (never implied or missing) that the advisory data covers;
   * an entry with no advisories means covered and clean. See `vulnerabilities/match.ts`.
   */
  vulnerabilities?: TechnologyVulnerabilities[];
}

/** Facts about how the main document was fetched, besides the signals: input of the score (with the signals). */
export interface PageFacts {
  finalUrl: string;
  statusCode: number;
  /** HTTP version of the final response: '1.0' | '1.1' | '2'. */
  httpVersion: string;
  /** Request sent → response headers received on the final hop, ms. */
  ttfbMs: number | null;
  /** Bytes of the main document body on the wire (compressed, when compressed). */
  transferBytes: number;
  /** Bytes of the decoded HTML. */
  htmlBytes: number;
  /** Content-Encoding of the main document ('' when none). */
  contentEncoding: string;
  /** Number of redirect hops followed. */
  redirects: number;
  /** The plain-http address redirects to https (null when not checked). */
  httpRedirectsToHttps: boolean | null;
  /** TLS of the final URL, null for plain http. */
  tls: { valid: boolean; issuer: string; protocol: string; validTo: string | null; error?: string } | null;
  /** robots.txt answered 200 with text. */
  robotsTxt: boolean;
  /** sitemap.xml answered 200 (or robots.txt names a Sitemap). */
  sitemap: boolean;
  /** Requests the page made (browser stage), null when unknown. */
  requestCount: number | null;
  /** `<title>` text ('' when absent); optional: set by the HTTP collector. */
  title?: string;
  /** `<html lang>` ('' when absent). */
  lang?: string;
  /** `<meta name=viewport>` content ('' when absent). */
  viewport?: string;
  /** Cookies set by the main document (all redirect hops) with their security attributes. */
  cookies?: Array<{ name: string; secure: boolean; httpOnly: boolean; sameSite: string }>;
  /** The main document exceeded the body cap (5 MB) and only its prefix was analysed. */
  truncated?: boolean;
}
