import { z } from 'zod';
import { chromiumEnvironment, chromiumSandboxSupported } from './chromium';
import { EnvSchema } from './config.schema';

/** The validated configuration of the API and the worker, read once from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: { url: string; schema: string };
  redis: { url: string };
  queue: { prefix: string };
  analyzer: {
    allowPrivateNetworks: boolean;
    resolve: string[];
    timeoutMs: number;
    browser: boolean;
    /** Chromium executable of the browser stage. */
    chromiumPath: string;
    /** Chromium (browser stage, Lighthouse) runs with its sandbox (CHROMIUM_SANDBOX, `auto` resolved at start). */
    chromiumSandbox: boolean;
    /** Chromium's whole environment: PATH, HOME, LANG, TZ, fontconfig; never the process' secrets. */
    chromiumEnv: Readonly<Record<string, string>>;
    /** Skip DNS record lookups (MX/TXT/NS/CNAME/SOA): for offline tests. */
    skipDns: boolean;
    robotsTimeoutMs: number;
    minConfidence: number;
    /** Waiting analyses past which new ones are refused (503 queue-full). */
    maxQueueDepth: number;
    /** Queued or running analyses one user may have at once (429 too-many-queued-analyses past it). */
    maxQueuedPerUser: number;
    /** Milliseconds between the worker's sweeps failing stale analyses (active for longer than 15 minutes). */
    staleSweepIntervalMs: number;
  };
  /** Prometheus metrics: the scraper's bearer token (null = metrics off) and the worker's metrics port (0 = none). */
  metrics: { token: string | null; workerPort: number };
  worker: {
    concurrency: number;
    /** Milliseconds a stopping worker waits for running analyses before handing them back to the queue. */
    shutdownGraceMs: number;
  };
  /**
   * Lighthouse reports: queue concurrency per worker, Chromium cap per process, deadlines in ms; runs a user
   * may start per UTC day by plan, and the waiting runs past which new ones are refused.
   */
  lighthouse: {
    concurrency: number;
    maxBrowsers: number;
    timeoutMs: number;
    requestWaitMs: number;
    runsPerDay: { free: number; paid: number };
    maxQueueDepth: number;
  };
  /** The latest-versions refresh job. */
  versions: {
    /** Cron pattern (UTC), or null when disabled. */
    schedule: string | null;
    npmRegistry: string;
    endoflifeUrl: string;
    githubUrl: string;
    githubToken: string | null;
    /** Mapping file, or null for the bundled one. */
    mappingFile: string | null;
    concurrency: number;
  };
  /** The worker's advisory snapshot refresh (issue 20). */
  advisories: {
    /** Interval in ms, or null when the refresh is off. */
    refreshIntervalMs: number | null;
    /**
     * Where each source is fetched from (the analyzer's `AdvisorySourceUrls`); null: the analyzer's defaults
     * (`DEFAULT_ADVISORY_SOURCE_URLS`: retire.js, nginx.org, Roundcube, PHP, lighttpd, Jetty and osv.dev's API).
     */
    sourceUrls: {
      retire?: string;
      nginx?: string;
      httpd?: string[];
      friendsofphp?: string[];
      osv?: string[];
      /** Base URL of osv.dev's API: the GitHub Advisory Database's advisories of the mapped npm packages. */
      osvApi?: string;
      /** URLs serving CVE List V5 and NVD records (JSON arrays or JSON Lines). */
      cve?: string[];
      govulndb?: string[];
      pypa?: string[];
      roundcube?: string[];
      php?: string[];
      rubysec?: string[];
      lighttpd?: string;
      git?: string[];
      jetty?: string[];
    } | null;
    allowPrivateNetworks: boolean;
  };
  session: {
    secret: string;
    trustProxy: number;
    cookieName: string;
    /** express-session's `cookie.secure`: always, never, or `auto` (when the request came over HTTPS). */
    secureCookie: boolean | 'auto';
  };
  publicUrl: string;
  /** What the deployment publishes about itself (`GET /api/v1/site`): operator, support address, social profiles. */
  site: {
    operator: {
      name: string | null;
      address: string[];
      email: string | null;
      representative: string | null;
      register: string | null;
      vat: string | null;
    };
    supportEmail: string | null;
    socialLinks: { name: string; href: string }[];
  };
  mail: { smtpUrl: string; from: string };
  oauth: {
    google: OAuthProviderConfig;
    github: OAuthProviderConfig & { emailsUrl: string };
  };
  plans: { freeAnalysesPerMonth: number };
  auth: { rateLimitPerMinute: number };
  /** Webhook deliveries (Standard Webhooks). */
  webhooks: {
    allowPrivateNetworks: boolean;
    retryScheduleMs: number[];
    disableAfterMs: number;
    sweepIntervalMs: number;
    /**
     * Keys (AES-256, 32 bytes) of the signing secrets at rest: `current` encrypts, `current` and `previous` decrypt
     * (key rotation, see the README).
     */
    secretsKeys: { current: Buffer; previous: Buffer[] };
    /** How long (ms) a rotated-out signing secret keeps signing deliveries next to the new one. */
    secretOverlapMs: number;
  };
  /** Stripe billing; `enabled` when a secret key is set. */
  stripe: {
    enabled: boolean;
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    prices: { payg: string; pro: string };
    meterEventName: string;
    apiUrl: string;
    meterSweepIntervalMs: number;
  };
  /** Monitored websites: how often due monitors are looked for. */
  monitors: { checkIntervalMs: number };
  /** API keys (`Authorization: Bearer sl_live_…`). */
  apiKeys: { rateLimitPerMinute: number };
  /** Users' reports of wrong detections. */
  feedback: { rateLimitPerHour: number };
  contact: { recipients: string[]; rateLimitPerHour: number };
  /** First-party page-view counting (`POST /api/v1/analytics/page-views`). */
  analytics: { rateLimitPerMinute: number };
  insights: { cacheTtlSeconds: number };
  /** The shared response cache (in process + Redis, invalidated over pub/sub) of public lookups and pages. */
  cache: { prefix: string; ttlSeconds: number; maxEntries: number };
  /** Request logging: the share of successful GETs logged at info (the others at debug). */
  requestLog: { sampleRate: number };
}

/** One OAuth provider; `enabled` when a client id and secret are set. */
export interface OAuthProviderConfig {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** SESSION_COOKIE_SECURE as express-session's `cookie.secure`; unset: Secure in production only. */
function secureCookieOf(value: 'true' | 'false' | 'auto' | undefined, nodeEnv: string): boolean | 'auto' {
  if (value === 'auto') return 'auto';
  return value === undefined ? nodeEnv === 'production' : value === 'true';
}

/** Used outside production when SESSION_SECRET is not set (never valid in production). */
export const DEVELOPMENT_SESSION_SECRET = 'stacklens-development-session-secret-not-for-production';

/** Used outside production when WEBHOOK_SECRETS_KEY is not set (never valid in production). */
export const DEVELOPMENT_WEBHOOK_SECRETS_KEY = Buffer.from('stacklens-development-webhook-k1', 'utf8');

/** Injection token of {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Thrown at start-up when the environment does not validate; the message lists every offending variable. */
export class ConfigValidationError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  - ${issue.variable}: ${issue.message}`).join('\n')}`,
    );
    this.name = 'ConfigValidationError';
  }
}

/**
 * Validates the environment and returns the configuration. The only reader of `process.env` in the backend.
 * @param env the variables to read (defaults to `process.env`); tests pass their own object
 * @throws ConfigValidationError listing every invalid variable
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [
      key,
      env[key] === '' && key !== 'ANALYZER_RESOLVE' ? undefined : env[key],
    ]),
  );
  const parsed = EnvSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigValidationError(
      parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY) {
    const missing = (
      ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PAYG', 'STRIPE_PRICE_PRO'] as const
    ).filter((key) => !e[key]);
    if (missing.length) {
      throw new ConfigValidationError(
        missing.map((variable) => ({ variable, message: 'is required when STRIPE_SECRET_KEY is set' })),
      );
    }
  }
  if (e.NODE_ENV === 'production') {
    const missing = (['SESSION_SECRET', 'WEBHOOK_SECRETS_KEY'] as const).filter((key) => !e[key]);
    if (missing.length) {
      throw new ConfigValidationError(
        missing.map((variable) => ({ variable, message: 'is required when NODE_ENV=production' })),
      );
    }
  }
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA },
    redis: { url: e.REDIS_URL },
    queue: { prefix: e.QUEUE_PREFIX },
    analyzer: {
      allowPrivateNetworks: e.ANALYZER_ALLOW_PRIVATE_NETWORKS,
      resolve: e.ANALYZER_RESOLVE,
      timeoutMs: e.ANALYZER_TIMEOUT_MS,
      browser: e.ANALYZER_BROWSER,
      chromiumPath: e.CHROMIUM_PATH,
      chromiumSandbox:
        e.CHROMIUM_SANDBOX === 'auto'
          ? chromiumSandboxSupported(e.CHROMIUM_PATH)
          : e.CHROMIUM_SANDBOX === 'true',
      chromiumEnv: Object.freeze(chromiumEnvironment(env)),
      skipDns: e.ANALYZER_SKIP_DNS,
      robotsTimeoutMs: e.ANALYZER_ROBOTS_TIMEOUT_MS,
      minConfidence: e.ANALYZER_MIN_CONFIDENCE,
      maxQueueDepth: e.ANALYSIS_MAX_QUEUE_DEPTH,
      maxQueuedPerUser: e.ANALYSIS_MAX_QUEUED_PER_USER,
      staleSweepIntervalMs: e.ANALYSIS_STALE_SWEEP_INTERVAL_MS,
    },
    metrics: { token: e.METRICS_TOKEN ?? null, workerPort: e.METRICS_PORT },
    worker: { concurrency: e.WORKER_CONCURRENCY, shutdownGraceMs: e.WORKER_SHUTDOWN_GRACE_MS },
    lighthouse: {
      concurrency: e.LIGHTHOUSE_CONCURRENCY,
      maxBrowsers: e.LIGHTHOUSE_MAX_BROWSERS,
      timeoutMs: e.LIGHTHOUSE_TIMEOUT_MS,
      requestWaitMs: e.LIGHTHOUSE_REQUEST_WAIT_MS,
      runsPerDay: { free: e.LIGHTHOUSE_RUNS_PER_DAY_FREE, paid: e.LIGHTHOUSE_RUNS_PER_DAY_PAID },
      maxQueueDepth: e.LIGHTHOUSE_MAX_QUEUE_DEPTH,
    },
    versions: {
      schedule: e.LATEST_VERSIONS_SCHEDULE === 'off' ? null : e.LATEST_VERSIONS_SCHEDULE,
      npmRegistry: e.LATEST_VERSIONS_NPM_REGISTRY,
      endoflifeUrl: e.LATEST_VERSIONS_ENDOFLIFE_URL,
      githubUrl: e.LATEST_VERSIONS_GITHUB_URL,
      githubToken: e.LATEST_VERSIONS_GITHUB_TOKEN || null,
      mappingFile: e.LATEST_VERSIONS_MAPPING || null,
      concurrency: e.LATEST_VERSIONS_CONCURRENCY,
    },
    advisories: {
      refreshIntervalMs: e.ADVISORY_REFRESH_INTERVAL_MS || null,
      sourceUrls: e.ADVISORY_SOURCE_URLS,
      allowPrivateNetworks: e.ADVISORY_ALLOW_PRIVATE_NETWORKS,
    },
    session: {
      secret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      trustProxy: e.TRUST_PROXY,
      cookieName: 'stacklens.sid',
      secureCookie: secureCookieOf(e.SESSION_COOKIE_SECURE, e.NODE_ENV),
    },
    publicUrl: e.PUBLIC_URL,
    site: {
      operator: {
        name: e.OPERATOR_NAME || null,
        address: e.OPERATOR_ADDRESS.split('|')
          .map((line) => line.trim())
          .filter(Boolean),
        email: e.OPERATOR_EMAIL ?? null,
        representative: e.OPERATOR_REPRESENTATIVE || null,
        register: e.OPERATOR_REGISTER || null,
        vat: e.OPERATOR_VAT || null,
      },
      supportEmail: e.SUPPORT_EMAIL ?? null,
      socialLinks: e.SOCIAL_LINKS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oauth: {
      google: {
        enabled: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userInfoUrl: e.GOOGLE_USERINFO_URL,
      },
      github: {
        enabled: Boolean(e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET),
        clientId: e.GITHUB_CLIENT_ID,
        clientSecret: e.GITHUB_CLIENT_SECRET,
        authorizationUrl: e.GITHUB_AUTHORIZATION_URL,
        tokenUrl: e.GITHUB_TOKEN_URL,
        userInfoUrl: e.GITHUB_USERINFO_URL,
        emailsUrl: e.GITHUB_EMAILS_URL,
      },
    },
    plans: { freeAnalysesPerMonth: e.FREE_ANALYSES_PER_MONTH },
    auth: { rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE },
    apiKeys: { rateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE },
    feedback: { rateLimitPerHour: e.FEEDBACK_RATE_LIMIT_PER_HOUR },
    webhooks: {
      allowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
      retryScheduleMs: e.WEBHOOKS_RETRY_SCHEDULE_MS,
      disableAfterMs: e.WEBHOOKS_DISABLE_AFTER_MS,
      sweepIntervalMs: e.WEBHOOKS_SWEEP_INTERVAL_MS,
      secretsKeys: {
        current: e.WEBHOOK_SECRETS_KEY ?? DEVELOPMENT_WEBHOOK_SECRETS_KEY,
        previous: e.WEBHOOK_SECRETS_PREVIOUS_KEYS,
      },
      secretOverlapMs: e.WEBHOOKS_SECRET_OVERLAP_MS,
    },
    monitors: { checkIntervalMs: e.MONITORS_CHECK_INTERVAL_MS },
    stripe: {
      enabled: Boolean(e.STRIPE_SECRET_KEY),
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: { payg: e.STRIPE_PRICE_PAYG, pro: e.STRIPE_PRICE_PRO },
      meterEventName: e.STRIPE_METER_EVENT_NAME,
      apiUrl: e.STRIPE_API_URL,
      meterSweepIntervalMs: e.BILLING_METER_SWEEP_INTERVAL_MS,
    },
    contact: { recipients: e.CONTACT_RECIPIENTS, rateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR },
    analytics: { rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE },
    insights: { cacheTtlSeconds: e.INSIGHTS_CACHE_TTL_SECONDS },
    cache: { prefix: e.CACHE_PREFIX, ttlSeconds: e.CACHE_TTL_SECONDS, maxEntries: e.CACHE_MAX_ENTRIES },
    requestLog: { sampleRate: e.LOG_REQUEST_SAMPLE_RATE },
  });
}
