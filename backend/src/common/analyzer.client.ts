import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  analyze,
  checkRobots,
  closeBrowser,
  parseResolveRules,
  runLighthouse,
  type LighthouseRunOptions,
  type LighthouseRunResult,
  type AnalysisResult,
  type AnalyzeOptions,
} from '@stacklens/analyzer';
import { APP_CONFIG, AppConfig } from '../config/config';

/*
 * The backend's one entry into `@stacklens/analyzer` (lint refuses the package anywhere else in backend/src): what
 * the backend uses of the library besides the client below, re-exported.
 */
export {
  ADVISORY_SOURCE_IDS,
  advisorySourceInfo,
  advisorySourceDates,
  createVersionSources,
  DEFAULT_ADVISORY_SOURCE_URLS,
  HttpClient,
  isAnalyzerError,
  latestVersionLookupFrom,
  loadFingerprints,
  loadAdvisorySnapshot,
  loadLatestVersionTable,
  loadReleaseSnapshot,
  loadVersionSourceMapping,
  operatorDetail,
  parseResolveRules,
  parseVersionSourceMapping,
  refreshAdvisories,
  refreshLatestVersions,
  snapshotCycles,
  summarizeRefresh,
  vulnerabilitiesOf,
} from '@stacklens/analyzer';
export type {
  AdvisorySnapshot,
  AdvisorySourceUrls,
  AnalysisResult,
  Evidence,
  FingerprintSet,
  LatestRelease,
  LatestVersionLookup,
  LatestVersionTable,
  LighthouseEvidence,
  ReleaseCycle,
  ReleaseSnapshot,
  VersionSourceMapping,
  VersionSourceMappingEntry,
  TechnologyVulnerabilities as AnalyzerTechnologyVulnerabilities,
} from '@stacklens/analyzer';

/**
 * The backend's one entry into `@stacklens/analyzer`'s fetching: applies the configured options (private networks,
 * `--resolve` rules, timeouts, browser) to every analysis, robots.txt check and Lighthouse run. Stateless; the
 * analyzer and lighthouse modules each provide it.
 */
@Injectable()
export class AnalyzerClient implements OnApplicationShutdown {
  private readonly logger = new Logger(AnalyzerClient.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Options every analyzer call starts from. */
  baseOptions(): AnalyzeOptions {
    const {
      allowPrivateNetworks,
      resolve,
      timeoutMs,
      browser,
      chromiumPath,
      chromiumSandbox,
      chromiumEnv,
      skipDns,
      minConfidence,
    } = this.config.analyzer;
    return {
      allowPrivateNetworks,
      resolve: [...resolve],
      timeoutMs,
      browser,
      chromiumPath,
      chromiumSandbox,
      chromiumEnv,
      skipDns,
      minConfidence,
    };
  }

  /** Closes the process's shared Chromium (launched lazily by the first browser analysis) on shutdown. */
  async onApplicationShutdown(): Promise<void> {
    await closeBrowser();
  }

  /** Runs a full analysis of `url` (throws the analyzer's coded errors). */
  analyze(url: string, options: Partial<AnalyzeOptions> = {}): Promise<AnalysisResult> {
    return analyze(url, { ...this.baseOptions(), ...options });
  }

  /**
   * True unless the site's robots.txt disallows StackLensBot. A robots.txt that cannot be fetched (timeout,
   * connection or address errors) does not block: the worker applies its own guards.
   */
  async isAllowedByRobots(url: string): Promise<boolean> {
    try {
      const { allowed } = await checkRobots(url, {
        ...this.baseOptions(),
        timeoutMs: this.config.analyzer.robotsTimeoutMs,
      });
      return allowed;
    } catch (error) {
      this.logger.debug(
        `robots.txt of ${url} could not be checked: ${error instanceof Error ? error.message : error}`,
      );
      return true;
    }
  }

  /**
   * Runs Lighthouse on `url` behind the same address guard and `--resolve` rules as the analyses, with the configured
   * Chromium (throws the analyzer's coded errors).
   */
  runLighthouse(
    url: string,
    options: Pick<LighthouseRunOptions, 'timeoutMs' | 'maxConcurrentBrowsers' | 'signal'>,
  ): Promise<LighthouseRunResult> {
    const { allowPrivateNetworks, resolve, chromiumPath, chromiumSandbox, chromiumEnv } =
      this.config.analyzer;
    return runLighthouse(url, {
      ...options,
      allowPrivateNetworks,
      resolve: parseResolveRules(resolve),
      chromiumPath,
      chromiumSandbox,
      chromiumEnv,
    });
  }
}
