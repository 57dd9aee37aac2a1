import { z } from 'zod';
import { PRICING } from '@stacklens/contracts';

/** A 256-bit key in standard base64 (44 characters), decoded. */
const base64Key32 = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
  .transform((value) => Buffer.from(value, 'base64'));

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

const resolveRule = /^[^:\s]+:\d{1,5}:[^\s,]+$/;

/**
 * Every environment variable the backend reads, with its default. This is the only description of the
 * configuration; `loadConfig` validates it once at start-up.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/test'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL identifier')
    .default('public'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, "_", "." and "-" only')
    .default('stacklens'),
  ANALYZER_ALLOW_PRIVATE_NETWORKS: booleanFromEnv(false),
  ANALYZER_RESOLVE: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((rule) => rule.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(resolveRule, 'each rule must be host:port:address'))),
  ANALYZER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300000).default(60000),
  /** Load pages in Debian's Chromium too (js, dom, xhr); on by default in the worker. */
  ANALYZER_BROWSER: booleanFromEnv(true),
  /** Chromium executable of the browser stage (Debian's; never a downloaded browser). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /**
   * Chromium's sandbox: `true` (on; Chromium fails to start where it cannot run), `false` (`--no-sandbox`, required
   * as root), `auto` (on when not root and the kernel allows unprivileged user namespaces or the setuid sandbox is
   * installed).
   */
  CHROMIUM_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Detections below this confidence (1..100) are not reported. */
  ANALYZER_MIN_CONFIDENCE: z.coerce.number().int().min(1).max(100).default(50),
  ANALYZER_SKIP_DNS: booleanFromEnv(false),
  /** Analyses waiting in the queue past which new ones are refused with 503 queue-full. */
  ANALYSIS_MAX_QUEUE_DEPTH: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Queued or running analyses one user may have at once (monitors' runs count for their owner); 429 past it. */
  ANALYSIS_MAX_QUEUED_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** How often the worker fails analyses active for longer than 15 minutes (lost by a crash or a flushed queue). */
  ANALYSIS_STALE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60000),
  ANALYZER_ROBOTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Bearer token a Prometheus scraper sends to GET /metrics (API) and the worker's metrics port; unset = off. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Port of the worker's own metrics endpoint (it has no HTTP API otherwise); 0 = none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a stopping worker (SIGTERM) lets running analyses finish before it hands them back to the queue. */
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600000).default(8000),
  /** Lighthouse reports one worker runs at once (Lighthouse's guidance: never two on one machine). */
  LIGHTHOUSE_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** Chromium instances one process runs for Lighthouse at once (a cap over every queue and caller). */
  LIGHTHOUSE_MAX_BROWSERS: z.coerce.number().int().min(1).max(8).default(1),
  /** Deadline of one Lighthouse run, ms (browser launch and the wait for a browser slot included). */
  LIGHTHOUSE_TIMEOUT_MS: z.coerce.number().int().min(10000).max(600000).default(120000),
  /** How long `POST /api/v2/websites/report` waits for a run before answering with its id and status, ms. */
  LIGHTHOUSE_REQUEST_WAIT_MS: z.coerce.number().int().min(0).max(120000).default(45000),
  /** Lighthouse runs a free user may start per UTC day (a report younger than 24 h answered costs none; the pages show PRICING's). */
  LIGHTHOUSE_RUNS_PER_DAY_FREE: z.coerce
    .number()
    .int()
    .min(0)
    .max(100000)
    .default(PRICING.lighthouseRunsPerDay.free),
  /** Lighthouse runs a paid user may start per UTC day. */
  LIGHTHOUSE_RUNS_PER_DAY_PAID: z.coerce
    .number()
    .int()
    .min(0)
    .max(100000)
    .default(PRICING.lighthouseRunsPerDay.paid),
  /** Lighthouse runs waiting in the queue past which new ones are refused with 503 queue-full. */
  LIGHTHOUSE_MAX_QUEUE_DEPTH: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Cron pattern (UTC) of the latest-versions refresh job run by the worker; `off` disables it. */
  LATEST_VERSIONS_SCHEDULE: z
    .string()
    .regex(/^(off|(\S+\s+){4,5}\S+)$/, 'must be a 5- or 6-field cron pattern or "off"')
    .default('17 3 * * *'),
  LATEST_VERSIONS_NPM_REGISTRY: z.string().url().default('https://registry.npmjs.org'),
  LATEST_VERSIONS_ENDOFLIFE_URL: z.string().url().default('https://endoflife.date'),
  LATEST_VERSIONS_GITHUB_URL: z.string().url().default('https://api.github.com'),
  /** Optional GitHub token for the releases API (higher rate limit). */
  LATEST_VERSIONS_GITHUB_TOKEN: z.string().default(''),
  /** Technology → version source mapping file; empty = the analyzer's reviewed data/version-sources.json. */
  LATEST_VERSIONS_MAPPING: z.string().default(''),
  LATEST_VERSIONS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Interval (ms) of the worker's advisory snapshot refresh (issue 20); 0 turns it off. Default daily. */
  ADVISORY_REFRESH_INTERVAL_MS: z.coerce.number().int().min(0).default(86_400_000),
  /**
   * Where the advisory refresh fetches each source, as JSON: `{"retire": url, "nginx": url, "httpd": [urls],
   * "friendsofphp": [urls], "osv": [urls], "osvApi": url, "cve": [urls]}` (`cve`: JSON arrays or JSON Lines of CVE
   * List V5 and NVD records; `osvApi`: osv.dev's API base, the GitHub Advisory Database's advisories of the mapped npm
   * packages); a source left out keeps the previous snapshot's data. Empty: the analyzer's
   * `DEFAULT_ADVISORY_SOURCE_URLS` (retire.js, nginx.org, Roundcube, PHP, lighttpd and Jetty files on
   * raw.githubusercontent.com, and `https://api.osv.dev`).
   */
  ADVISORY_SOURCE_URLS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      if (!text.trim()) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .object({
          retire: z.string().url().optional(),
          nginx: z.string().url().optional(),
          httpd: z.array(z.string().url()).optional(),
          friendsofphp: z.array(z.string().url()).optional(),
          osv: z.array(z.string().url()).optional(),
          osvApi: z.string().url().optional(),
          cve: z.array(z.string().url()).optional(),
          // the analyzer's other sources: setting the variable replaces the defaults, so each must be expressible
          govulndb: z.array(z.string().url()).optional(),
          pypa: z.array(z.string().url()).optional(),
          roundcube: z.array(z.string().url()).optional(),
          php: z.array(z.string().url()).optional(),
          rubysec: z.array(z.string().url()).optional(),
          lighttpd: z.string().url().optional(),
          git: z.array(z.string().url()).optional(),
          jetty: z.array(z.string().url()).optional(),
        })
        .strict()
        .nullable(),
    ),
  /** Let the advisory refresh reach private/loopback addresses (tests only). */
  ADVISORY_ALLOW_PRIVATE_NETWORKS: booleanFromEnv(false),
  /** Signs the session cookie; required (≥ 32 characters) when NODE_ENV=production. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * `Secure` flag of the session cookie: `true`, `false`, or `auto` (Secure exactly when the request came over HTTPS,
   * as the trusted proxies report it in X-Forwarded-Proto). Default: `true` in production, `false` otherwise.
   */
  SESSION_COOKIE_SECURE: z.enum(['true', 'false', 'auto']).optional(),
  /**
   * Proxy hops in front of the API whose X-Forwarded-* headers are trusted: 1 behind the web server alone, 2 behind
   * an outer proxy (Caddy, the ingress) and the web server. More than the real hops lets clients forge their address.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Origin of the web app: links in mails and the redirects after Google/GitHub sign-in. */
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:5173')
    .transform((url) => url.replace(/\/+$/, '')),
  SMTP_URL: z.string().url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('StackLens <no-reply@stacklens.local>'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: z.string().default(''),
  GITHUB_CLIENT_SECRET: z.string().default(''),
  GITHUB_AUTHORIZATION_URL: z.string().url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.string().url().default('https://github.com/login/oauth/access_token'),
  GITHUB_USERINFO_URL: z.string().url().default('https://api.github.com/user'),
  GITHUB_EMAILS_URL: z.string().url().default('https://api.github.com/user/emails'),
  /** Who operates this deployment (imprint, privacy, terms), served at run time by `GET /api/v1/site`. */
  OPERATOR_NAME: z.string().trim().default(''),
  /** The operator's postal address, lines separated by "|". */
  OPERATOR_ADDRESS: z.string().default(''),
  OPERATOR_EMAIL: z.string().trim().email().optional(),
  OPERATOR_REPRESENTATIVE: z.string().trim().default(''),
  OPERATOR_REGISTER: z.string().trim().default(''),
  OPERATOR_VAT: z.string().trim().default(''),
  /** Where people write to the team (contact page); unset = no address shown. */
  SUPPORT_EMAIL: z.string().trim().email().optional(),
  /** Social profiles of the footer: comma-separated `Name=https://…` pairs; unset = none shown. */
  SOCIAL_LINKS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at).trim(), href: pair.slice(at + 1).trim() };
        }),
    )
    .pipe(
      z.array(
        z.object({
          name: z.string().min(1, 'each entry must be Name=https://…'),
          href: z.string().url('each entry must be Name=https://…').startsWith('https://'),
        }),
      ),
    ),
  /** Analyses per calendar month (UTC) on the free plan. */
  FREE_ANALYSES_PER_MONTH: z.coerce.number().int().min(0).max(100000).default(10),
  /** Requests per minute and client address to sign-in, sign-up, forgot-password and resend-verification. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  /** Let webhook deliveries reach private/loopback addresses (tests only; link-local stays blocked). */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: booleanFromEnv(false),
  /** Delays (ms, comma-separated) before each retry of a failed delivery: Svix's schedule by default. */
  WEBHOOKS_RETRY_SCHEDULE_MS: z
    .string()
    .default('0,5000,300000,1800000,7200000,18000000,36000000,36000000')
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.number().int().min(0)).min(1)),
  /** An endpoint failing without a success for this long (ms) is disabled and its owner mailed. Default 5 days. */
  WEBHOOKS_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 24 * 3600 * 1000),
  /** How often (ms) the worker re-queues due deliveries whose job was lost. */
  WEBHOOKS_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(30000),
  /**
   * Key (32 bytes, base64) encrypting webhook signing secrets at rest (AES-256-GCM); required in production.
   * Generate one with `openssl rand -base64 32`.
   */
  WEBHOOK_SECRETS_KEY: base64Key32.optional(),
  /** Former WEBHOOK_SECRETS_KEY values (comma-separated), still read while secrets are re-encrypted (rotation). */
  WEBHOOK_SECRETS_PREVIOUS_KEYS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(base64Key32)),
  /** After a secret rotation, how long (ms) the previous secret still signs deliveries too. Default 24 h. */
  WEBHOOKS_SECRET_OVERLAP_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600 * 1000),
  /** How often the worker looks for monitored websites due for re-analysis. */
  MONITORS_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).default(60000),
  /** Stripe: no secret key → billing is off. */
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`), for `Stripe-Signature`. */
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** Metered price (Pay as you go, attached to the Billing Meter of STRIPE_METER_EVENT_NAME). */
  STRIPE_PRICE_PAYG: z.string().default(''),
  /** Licensed monthly price (Pro). */
  STRIPE_PRICE_PRO: z.string().default(''),
  STRIPE_METER_EVENT_NAME: z.string().min(1).max(100).default('stacklens_analysis'),
  /** Stripe's API base URL; tests point it at a local server that speaks Stripe's wire format. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** How often (ms) the worker re-sends billable usage not reported to Stripe yet. */
  BILLING_METER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60000),
  /** Requests per minute one API key may make (429 with Retry-After and RateLimit headers past it). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  /** Detection reports one account may file per hour (429 with Retry-After past it). */
  FEEDBACK_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  /** Comma-separated addresses that receive the contact form's messages. */
  CONTACT_RECIPIENTS: z
    .string()
    .default('support@stacklens.local')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('each recipient must be an email address')).min(1)),
  /** Contact messages per hour and client address (the honeypot answers are not counted separately). */
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(5),
  /** Page views (analytics beacons) one client address may send per minute (429 past it). */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  /** Seconds a computed insight is kept in the shared response cache (0 = not cached), whatever CACHE_TTL_SECONDS. */
  INSIGHTS_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  /**
   * Key prefix (Redis) and pub/sub channel namespace of the shared response cache — the API's public lookups and
   * the web server's rendered pages (its CACHE_PREFIX must be the same).
   */
  CACHE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, "_", "." and "-" only')
    .default('stacklens-cache'),
  /** Seconds a public lookup is served from the cache without a change (0 = no caching). */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  /** Entries of the per-process layer of the response cache (in front of Redis). */
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1000000).default(10000),
  /** Share of successful GET requests logged at info level (the rest at debug); errors are always logged. */
  LOG_REQUEST_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
});
export type Env = z.input<typeof EnvSchema>;
