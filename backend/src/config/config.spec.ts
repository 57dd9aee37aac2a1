import os from 'node:os';
import { DEFAULT_ADVISORY_SOURCE_URLS } from '../common/analyzer.client';
import { chromiumSandboxSupported } from './chromium';
import {
  ConfigValidationError,
  DEVELOPMENT_SESSION_SECRET,
  DEVELOPMENT_WEBHOOK_SECRETS_KEY,
  loadConfig,
} from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      logLevel: 'info',
      database: { url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'public' },
      redis: { url: 'redis://127.0.0.1:6379' },
      queue: { prefix: 'stacklens' },
      analyzer: {
        allowPrivateNetworks: false,
        resolve: [],
        timeoutMs: 60000,
        browser: true,
        chromiumPath: '/usr/bin/chromium',
        chromiumSandbox: expect.any(Boolean),
        chromiumEnv: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: os.tmpdir(), LANG: 'C.UTF-8' },
        skipDns: false,
        robotsTimeoutMs: 5000,
        minConfidence: 50,
        maxQueueDepth: 5000,
        maxQueuedPerUser: 100,
        staleSweepIntervalMs: 60000,
      },
      versions: {
        schedule: '17 3 * * *',
        npmRegistry: 'https://registry.npmjs.org',
        endoflifeUrl: 'https://endoflife.date',
        githubUrl: 'https://api.github.com',
        githubToken: null,
        mappingFile: null,
        concurrency: 4,
      },
      advisories: { refreshIntervalMs: 86_400_000, sourceUrls: null, allowPrivateNetworks: false },
      metrics: { token: null, workerPort: 0 },
      worker: { concurrency: 2, shutdownGraceMs: 8000 },
      session: {
        secret: DEVELOPMENT_SESSION_SECRET,
        trustProxy: 0,
        cookieName: 'stacklens.sid',
        secureCookie: false,
      },
      publicUrl: 'http://localhost:5173',
      site: {
        operator: { name: null, address: [], email: null, representative: null, register: null, vat: null },
        supportEmail: null,
        socialLinks: [],
      },
      mail: { smtpUrl: 'smtp://127.0.0.1:1025', from: 'StackLens <no-reply@stacklens.local>' },
      oauth: {
        google: {
          enabled: false,
          clientId: '',
          clientSecret: '',
          authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: 'https://oauth2.googleapis.com/token',
          userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        },
        github: {
          enabled: false,
          clientId: '',
          clientSecret: '',
          authorizationUrl: 'https://github.com/login/oauth/authorize',
          tokenUrl: 'https://github.com/login/oauth/access_token',
          userInfoUrl: 'https://api.github.com/user',
          emailsUrl: 'https://api.github.com/user/emails',
        },
      },
      plans: { freeAnalysesPerMonth: 10 },
      auth: { rateLimitPerMinute: 10 },
      apiKeys: { rateLimitPerMinute: 60 },
      feedback: { rateLimitPerHour: 20 },
      webhooks: {
        allowPrivateNetworks: false,
        retryScheduleMs: [0, 5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000],
        disableAfterMs: 432000000,
        sweepIntervalMs: 30000,
        secretsKeys: { current: DEVELOPMENT_WEBHOOK_SECRETS_KEY, previous: [] },
        secretOverlapMs: 86400000,
      },
      monitors: { checkIntervalMs: 60000 },
      stripe: {
        enabled: false,
        secretKey: '',
        publishableKey: '',
        webhookSecret: '',
        prices: { payg: '', pro: '' },
        meterEventName: 'stacklens_analysis',
        apiUrl: 'https://api.stripe.com',
        meterSweepIntervalMs: 60000,
      },
      contact: { recipients: ['support@stacklens.local'], rateLimitPerHour: 5 },
      analytics: { rateLimitPerMinute: 60 },
      insights: { cacheTtlSeconds: 300 },
      lighthouse: {
        concurrency: 1,
        maxBrowsers: 1,
        timeoutMs: 120000,
        requestWaitMs: 45000,
        runsPerDay: { free: 3, paid: 50 },
        maxQueueDepth: 100,
      },
      cache: { prefix: 'stacklens-cache', ttlSeconds: 300, maxEntries: 10000 },
      requestLog: { sampleRate: 0 },
    });
  });

  it('reads the response cache and request-log settings, rejecting a bad prefix or sample rate', () => {
    const config = loadConfig({
      CACHE_PREFIX: 'e2e-1',
      CACHE_TTL_SECONDS: '0',
      CACHE_MAX_ENTRIES: '50',
      LOG_REQUEST_SAMPLE_RATE: '0.01',
    });
    expect(config.cache).toEqual({ prefix: 'e2e-1', ttlSeconds: 0, maxEntries: 50 });
    expect(config.requestLog).toEqual({ sampleRate: 0.01 });
    expect(() => loadConfig({ CACHE_PREFIX: 'a b' })).toThrow(/CACHE_PREFIX/);
    expect(() => loadConfig({ LOG_REQUEST_SAMPLE_RATE: '2' })).toThrow(/LOG_REQUEST_SAMPLE_RATE/);
  });

  it('requires SESSION_SECRET and WEBHOOK_SECRETS_KEY in production, and makes the cookie Secure there', () => {
    const webhookKey = Buffer.alloc(32, 7).toString('base64');
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_SECRETS_KEY: webhookKey })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /WEBHOOK_SECRETS_KEY/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      WEBHOOK_SECRETS_KEY: webhookKey,
    });
    expect(config.session).toMatchObject({ secret: 'x'.repeat(40), secureCookie: true });
    expect(config.webhooks.secretsKeys.current).toEqual(Buffer.alloc(32, 7));
    const behindHttpProxy = loadConfig({
      NODE_ENV: 'production',
      WEBHOOK_SECRETS_KEY: webhookKey,
      SESSION_SECRET: 'x'.repeat(40),
      SESSION_COOKIE_SECURE: 'auto',
    });
    expect(behindHttpProxy.session.secureCookie).toBe('auto');
    expect(loadConfig({ SESSION_COOKIE_SECURE: 'true' }).session.secureCookie).toBe(true);
    expect(() => loadConfig({ SESSION_COOKIE_SECURE: 'sometimes' })).toThrow(ConfigValidationError);
  });

  it('reads the webhook secrets keys: 32 bytes in base64, previous keys comma-separated', () => {
    const [a, b] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const config = loadConfig({
      WEBHOOK_SECRETS_KEY: a.toString('base64'),
      WEBHOOK_SECRETS_PREVIOUS_KEYS: ` ${b.toString('base64')} ,`,
      WEBHOOKS_SECRET_OVERLAP_MS: '60000',
    });
    expect(config.webhooks.secretsKeys).toEqual({ current: a, previous: [b] });
    expect(config.webhooks.secretOverlapMs).toBe(60000);
    expect(() => loadConfig({ WEBHOOK_SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /WEBHOOK_SECRETS_KEY/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRETS_PREVIOUS_KEYS: 'not-a-key' })).toThrow(
      /WEBHOOK_SECRETS_PREVIOUS_KEYS/,
    );
  });

  it('enables an OAuth provider when its client id and secret are set; trims PUBLIC_URL', () => {
    const config = loadConfig({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_AUTHORIZATION_URL: 'http://127.0.0.1:9999/authorize',
      PUBLIC_URL: 'https://stacklens.dev/',
    });
    expect(config.oauth.github).toMatchObject({
      enabled: true,
      authorizationUrl: 'http://127.0.0.1:9999/authorize',
    });
    expect(config.oauth.google.enabled).toBe(false);
    expect(config.publicUrl).toBe('https://stacklens.dev');
  });

  it('parses booleans, numbers and comma-separated resolve rules', () => {
    const config = loadConfig({
      PORT: '8080',
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: 'wordpress.test:4000:127.0.0.1, shop.test:4000:127.0.0.1',
      WORKER_CONCURRENCY: '4',
      WORKER_SHUTDOWN_GRACE_MS: '2500',
      DATABASE_SCHEMA: 'test_abc',
    });
    expect(config.port).toBe(8080);
    expect(config.analyzer.allowPrivateNetworks).toBe(true);
    expect(config.analyzer.resolve).toEqual(['wordpress.test:4000:127.0.0.1', 'shop.test:4000:127.0.0.1']);
    expect(config.worker).toEqual({ concurrency: 4, shutdownGraceMs: 2500 });
    expect(config.database.schema).toBe('test_abc');
  });

  it('reads the Lighthouse settings: one report at a time by default, limits validated', () => {
    expect(loadConfig({}).lighthouse).toEqual({
      concurrency: 1,
      maxBrowsers: 1,
      timeoutMs: 120000,
      requestWaitMs: 45000,
      runsPerDay: { free: 3, paid: 50 },
      maxQueueDepth: 100,
    });
    const config = loadConfig({
      LIGHTHOUSE_CONCURRENCY: '2',
      LIGHTHOUSE_MAX_BROWSERS: '2',
      LIGHTHOUSE_TIMEOUT_MS: '90000',
      LIGHTHOUSE_REQUEST_WAIT_MS: '0',
      LIGHTHOUSE_RUNS_PER_DAY_FREE: '0',
      LIGHTHOUSE_RUNS_PER_DAY_PAID: '10',
      LIGHTHOUSE_MAX_QUEUE_DEPTH: '20',
    });
    expect(config.lighthouse).toEqual({
      concurrency: 2,
      maxBrowsers: 2,
      timeoutMs: 90000,
      requestWaitMs: 0,
      runsPerDay: { free: 0, paid: 10 },
      maxQueueDepth: 20,
    });
    expect(() => loadConfig({ LIGHTHOUSE_CONCURRENCY: '0' })).toThrow(/LIGHTHOUSE_CONCURRENCY/);
    expect(() => loadConfig({ LIGHTHOUSE_TIMEOUT_MS: '500' })).toThrow(/LIGHTHOUSE_TIMEOUT_MS/);
    expect(() => loadConfig({ LIGHTHOUSE_RUNS_PER_DAY_PAID: '-1' })).toThrow(/LIGHTHOUSE_RUNS_PER_DAY_PAID/);
    expect(() => loadConfig({ LIGHTHOUSE_MAX_QUEUE_DEPTH: '0' })).toThrow(/LIGHTHOUSE_MAX_QUEUE_DEPTH/);
    expect(() => loadConfig({ ANALYSIS_MAX_QUEUED_PER_USER: '0' })).toThrow(/ANALYSIS_MAX_QUEUED_PER_USER/);
  });

  it('reads what the deployment publishes: operator lines, support address, Name=https:// social links', () => {
    const config = loadConfig({
      OPERATOR_NAME: ' Op Ltd ',
      OPERATOR_ADDRESS: 'Street 1|| City ',
      SOCIAL_LINKS: 'X=https://x.com/op, LinkedIn=https://www.linkedin.com/company/op',
    });
    expect(config.site.operator).toMatchObject({
      name: 'Op Ltd',
      address: ['Street 1', 'City'],
      email: null,
    });
    expect(config.site.socialLinks).toEqual([
      { name: 'X', href: 'https://x.com/op' },
      { name: 'LinkedIn', href: 'https://www.linkedin.com/company/op' },
    ]);
    expect(loadConfig({}).site).toEqual({
      operator: { name: null, address: [], email: null, representative: null, register: null, vat: null },
      supportEmail: null,
      socialLinks: [],
    });
    expect(() => loadConfig({ SOCIAL_LINKS: 'X=http://x.com/op' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'just-a-name' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('gives Chromium its sandbox setting and an environment without the secrets', () => {
    expect(loadConfig({ CHROMIUM_SANDBOX: 'true' }).analyzer.chromiumSandbox).toBe(true);
    expect(loadConfig({ CHROMIUM_SANDBOX: 'false' }).analyzer.chromiumSandbox).toBe(false);
    expect(() => loadConfig({ CHROMIUM_SANDBOX: 'maybe' })).toThrow(ConfigValidationError);
    const config = loadConfig({
      PATH: '/opt/bin:/usr/bin',
      TZ: 'Europe/Berlin',
      DATABASE_URL: 'postgres://stacklens:db-password@db:5432/stacklens',
      SESSION_SECRET: 's'.repeat(40),
      METRICS_TOKEN: 'metrics-token-1234567',
    });
    expect(config.analyzer.chromiumEnv).toEqual({
      PATH: '/opt/bin:/usr/bin',
      HOME: os.tmpdir(),
      LANG: 'C.UTF-8',
      TZ: 'Europe/Berlin',
    });
  });

  it('CHROMIUM_SANDBOX=auto: never as root; otherwise with user namespaces', () => {
    const chromium = '/usr/bin/chromium';
    expect(chromiumSandboxSupported(chromium, { uid: 0, userNamespaces: () => true })).toBe(false);
    expect(chromiumSandboxSupported(chromium, { uid: 1000, userNamespaces: () => true })).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' }).port).toBe(3000);
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_SCHEMA: 'Bad-Schema',
        ANALYZER_RESOLVE: 'nonsense',
        ANALYZER_BROWSER: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const message = (error as Error).message;
    for (const variable of ['PORT', 'DATABASE_SCHEMA', 'ANALYZER_RESOLVE', 'ANALYZER_BROWSER']) {
      expect(message).toContain(variable);
    }
  });

  it('reads ADVISORY_SOURCE_URLS as a JSON object of URLs, turns interval 0 into no refresh, and rejects the rest', () => {
    const config = loadConfig({
      ADVISORY_REFRESH_INTERVAL_MS: '0',
      ADVISORY_SOURCE_URLS:
        '{"retire":"http://127.0.0.1:9/retire.json","httpd":["http://127.0.0.1:9/CVE-1.json"],"cve":["http://127.0.0.1:9/cve.jsonl"],"osvApi":"http://127.0.0.1:9/osv"}',
      ADVISORY_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    expect(config.advisories).toEqual({
      refreshIntervalMs: null,
      sourceUrls: {
        retire: 'http://127.0.0.1:9/retire.json',
        httpd: ['http://127.0.0.1:9/CVE-1.json'],
        cve: ['http://127.0.0.1:9/cve.jsonl'],
        osvApi: 'http://127.0.0.1:9/osv',
      },
      allowPrivateNetworks: true,
    });
    expect(() => loadConfig({ ADVISORY_SOURCE_URLS: 'retire=http://x' })).toThrow(/ADVISORY_SOURCE_URLS/);
    expect(() => loadConfig({ ADVISORY_SOURCE_URLS: '{"retire":"not a url"}' })).toThrow(
      /ADVISORY_SOURCE_URLS/,
    );
    expect(() => loadConfig({ ADVISORY_SOURCE_URLS: '{"cve":"https://x.test/one-url-not-a-list"}' })).toThrow(
      /ADVISORY_SOURCE_URLS/,
    );
    // every source of the analyzer can be configured: the defaults less osvApi, written out
    const withoutOsv = loadConfig({
      ADVISORY_SOURCE_URLS: JSON.stringify({ ...DEFAULT_ADVISORY_SOURCE_URLS, osvApi: undefined }),
    });
    expect(withoutOsv.advisories.sourceUrls).toEqual(
      Object.fromEntries(Object.entries(DEFAULT_ADVISORY_SOURCE_URLS).filter(([key]) => key !== 'osvApi')),
    );
    expect(() => loadConfig({ ADVISORY_SOURCE_URLS: '{"osvApi":["https://api.osv.dev"]}' })).toThrow(
      /ADVISORY_SOURCE_URLS/,
    );
    expect(() => loadConfig({ ADVISORY_SOURCE_URLS: '{"github":"https://x.test/"}' })).toThrow(
      /ADVISORY_SOURCE_URLS/,
    );
    expect(() => loadConfig({ ADVISORY_REFRESH_INTERVAL_MS: '-1' })).toThrow(/ADVISORY_REFRESH_INTERVAL_MS/);
  });

  it('turns LATEST_VERSIONS_SCHEDULE=off into no schedule and rejects a malformed cron pattern', () => {
    expect(loadConfig({ LATEST_VERSIONS_SCHEDULE: 'off' }).versions.schedule).toBeNull();
    expect(() => loadConfig({ LATEST_VERSIONS_SCHEDULE: 'daily' })).toThrow(/LATEST_VERSIONS_SCHEDULE/);
  });
});
