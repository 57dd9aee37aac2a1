/**
 * @stacklens/analyzer — public API. See the package README for shapes and examples.
 */
export * from './types';
export { loadFingerprints } from './fingerprints/load';
export type { FingerprintSet, CompiledTechnology, CategoryInfo } from './fingerprints/load';
export { detect, toDetectedTechnologies } from './detect/detect';
export { findNamedSoftware, fingerprintKnowledge } from './detect/named-software';
export { MatchMemo, MATCH_MEMO_MIN_CHARS } from './detect/match-memo';
export { compareVersions } from './versions/compare';
export { computeScore, SCORE_MODEL_VERSION } from './score/score';
export type { ScoreInput, LighthouseEvidence } from './score/score';
export { isFreshLighthouse, LIGHTHOUSE_MAX_AGE_MS } from './score/score';
export { analyze, AnalyzerError } from './analyze';
export { classifyAddress, isForbiddenAddress } from './collect/address';
export type { AddressClass } from './collect/address';
export { toAnalysisUrl } from './analyze';
export { ADDRESS_NOT_ALLOWED_MESSAGE, isAnalyzerError, operatorDetail } from './errors';
export { parseResolveRule, parseResolveRules } from './collect/resolve-rules';
export type { ResolveRule } from './collect/resolve-rules';
export { checkRobots, isAllowedByRobots, robotsSitemaps, ROBOTS_USER_AGENT } from './collect/robots';
export type { CheckRobotsOptions } from './collect/robots';
export { collectSignals, createPageClient } from './collect';
export { signalsFromDocument } from './collect/document';
export type { RawDocument } from './collect/document';
export type { CollectOptions, CollectedPage, PageClientOptions } from './collect';
export { HttpClient, DEFAULT_USER_AGENT, DEFAULT_MAX_BODY_BYTES } from './collect/guarded-http';
export type { HttpClientOptions, FetchOptions, FetchResult, GuardOptions } from './collect/guarded-http';
export { manualLatestVersions, loadLatestVersionTable, createManualSource } from './versions/manual';
export type { LatestVersionTable } from './versions/manual';
export { compareLooseVersions } from './versions/compare';
export { VersionSourceError, isVersionSourceError, VERSION_SOURCE_IDS } from './versions/types';
export type {
  VersionSourceId,
  ReleaseCycle,
  LatestRelease,
  VersionSourceRef,
  FetchContext,
  LatestVersionSource,
  VersionSourceErrorCode,
} from './versions/types';
export { RateLimiter, VERSION_SOURCES_USER_AGENT } from './versions/source-http';
export type { HttpSourceOptions, RateLimiterOptions } from './versions/source-http';
export { createNpmSource, defaultNpmRegistry, DEFAULT_NPM_REGISTRY } from './versions/npm';
export type { NpmSourceOptions } from './versions/npm';
export { createEndOfLifeSource, DEFAULT_ENDOFLIFE_BASE_URL } from './versions/endoflife';
export type { EndOfLifeSourceOptions } from './versions/endoflife';
export { createGithubSource, versionFromTag, DEFAULT_GITHUB_API_URL } from './versions/github';
export type { GithubSourceOptions } from './versions/github';
export {
  loadVersionSourceMapping,
  parseVersionSourceMapping,
  DEFAULT_VERSION_SOURCES_FILE,
} from './versions/mapping';
export type { VersionSourceMapping, VersionSourceMappingEntry } from './versions/mapping';
export { refreshLatestVersions, createVersionSources, summarizeRefresh } from './versions/refresh';
export type {
  VersionSources,
  CreateVersionSourcesOptions,
  RefreshResult,
  RefreshLatestVersionsOptions,
} from './versions/refresh';
export { latestVersionLookupFrom, endOfLifeFor, isCycleEndOfLife } from './versions/lookup';
export {
  bundledLatestVersions,
  loadReleaseSnapshot,
  parseReleaseSnapshot,
  snapshotLatestVersions,
  snapshotRelease,
  snapshotCycles,
  DEFAULT_RELEASE_SNAPSHOT_FILE,
} from './versions/snapshot';
export type { ReleaseSnapshot, SnapshotEntry, SnapshotCycle } from './versions/snapshot';
export type {
  LatestVersionRecord,
  LatestVersionRecords,
  LatestVersionLookupOptions,
  CycleEol,
} from './versions/lookup';
export {
  closeBrowser,
  browserAvailable,
  runBrowserStage,
  mergeBrowserSignals,
  BROWSER_LIMITS,
  DEFAULT_CHROMIUM_PATH,
  DEFAULT_CHROMIUM_ENV,
} from './collect/browser';
export type {
  ChromiumLaunchOptions,
  BrowserStageOptions,
  BrowserStageResult,
  BrowserSignals,
  BlockedRequest,
} from './collect/browser';
export { runLighthouse, lighthouseEvidence } from './lighthouse/run';
export type { LighthouseRunOptions, LighthouseRunResult } from './lighthouse/run';
export {
  vulnerabilitiesOf,
  vulnerabilitySummary,
  detectedVersion,
  compareInScheme,
  loadAdvisorySnapshot,
  loadAdvisorySourceMapping,
  buildAdvisorySnapshot,
  refreshAdvisories,
  DEFAULT_ADVISORY_SNAPSHOT_FILE,
  DEFAULT_ADVISORY_SOURCE_URLS,
  SEVERITIES,
  advisorySourceInfo,
  advisorySourceDates,
  ADVISORY_SOURCES,
  ADVISORY_SOURCE_IDS,
} from './vulnerabilities';
export type {
  Advisory,
  AdvisorySnapshot,
  AdvisorySourceId,
  AdvisorySourceInfo,
  AdvisorySourceUrls,
  FetchText,
  RefreshAdvisoriesOptions,
  RefreshAdvisoriesResult,
  Severity,
  TechnologyVulnerabilities,
  VulnerabilityAdvisory,
  VersionScheme,
} from './vulnerabilities';
