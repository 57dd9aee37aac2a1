import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import request from 'supertest';
import { QUEUES } from '../src/common/queues';
import { startLocalStripe, type LocalStripe } from './support/stripe-server';
import { signUp, startHarness, testEmail, type Harness } from './support/harness';

/**
 * Hostile strings at every endpoint, property-based: the operations are read from the API's own
 * OpenAPI document (`/api/docs.json`), so a new endpoint is covered without touching this file. For each operation
 * and each identity (anonymous, a signed-in verified user with session and CSRF token, an operator, an API key),
 * fast-check sends generated hostile strings — NUL and other C0 controls, lone UTF-16 surrogates, malformed
 * percent-encoding, very long strings, unicode, SQL-ish and path-traversal text — in one path parameter, one query
 * parameter or one field of an otherwise valid JSON body (sampled from the schema with openapi-sampler), and asserts
 * the answer is never a 5xx (but a 503 problem) and every error is `application/problem+json`.
 *
 * Bounded: RUNS runs per operation and identity with the fixed SEED (override with HOSTILE_SEED / HOSTILE_RUNS to
 * explore; a failure prints the seed and the shrunk request so it reproduces). Queues are paused so nothing is
 * analysed, delivered or reported.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 1911);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 4);
/** Only the operations (`post /api/v2/user`) matching this regular expression, to reproduce one failure. */
const ONLY = new RegExp(process.env.HOSTILE_OPERATIONS ?? '');

const FIXED_HOSTILE = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u0001\u0007\u001b[31m\u007f',
  'line\r\nInjected: header',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C3%28',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1' --",
  "Robert'); DROP TABLE app_user;--",
  '\\x00\\',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '\u202eevil\u202c',
  'ﷺ𝕳😀\u0301\u200d',
  ' ',
  '',
];

/** A hostile string: a fixed nasty, any code points (surrogates and controls included), or a very long one. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIXED_HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.integer({ min: 0, max: 0x1f }),
      )
      .map(
        ([text, surrogate, control]) => text + String.fromCharCode(surrogate) + String.fromCharCode(control),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '\u0000', '𝕳', '%'), fc.integer({ min: 300, max: 1000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/**
 * A path segment or query value carrying `text`: percent-encoded as a browser would (lone surrogates as their
 * WTF-8 bytes, which no decoder accepts), or — `raw` — the text as it is (malformed percent-encoding reaches the
 * server as typed; characters Node's client refuses are still encoded).
 */
function encodeComponent(text: string, raw: boolean): string {
  if (raw && /^[\x21-\x7e]*$/.test(text)) return text.replace(/[?#/&=]/g, encodeURIComponent);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Parameter {
  name: string;
  in: string;
  schema?: object;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  bodySchema?: object;
}
type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
};

/** Routes the OpenAPI document leaves out: the scraper's metrics and the operators' queue dashboard (bull-board). */
const UNDOCUMENTED: Operation[] = [
  { method: 'get', path: '/metrics', parameters: [] },
  { method: 'get', path: '/api/v2/admin/queues/{page}', parameters: [{ name: 'page', in: 'path' }] },
];

/** Every operation of the OpenAPI document with its path/query parameters and JSON body schema. */
function operationsOf(doc: OpenApiDoc): Operation[] {
  const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method] as {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: object }> };
        };
        return {
          method,
          path,
          parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
          bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
  return [...documented, ...UNDOCUMENTED];
}

/**
 * A valid-looking value of a schema (openapi-sampler), so that the one hostile field is what the server meets.
 * Fields the document cannot describe (a zod pipe is `{}`) or whose sample would be refused first are filled by
 * name: a fresh address for every `email`, a loopback receiver for `url`, a domain for `domain`.
 */
function sampleOf(schema: object | undefined, doc: OpenApiDoc): unknown {
  if (!schema) return undefined;
  return plausible(sample(schema as never, { skipReadOnly: true, quiet: true }, doc as never));
}

function plausible(value: unknown, key = ''): unknown {
  if (/email/i.test(key) && (value === null || typeof value === 'string')) return testEmail('hostile');
  if (/^url$/i.test(key)) return 'http://127.0.0.1:9/hooks';
  if (/^domain$/i.test(key)) return 'example.com';
  if (Array.isArray(value)) return value.map((item) => plausible(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, plausible(item, name)]));
  return value;
}

/** JSON paths of the primitive leaves of `value` (and of the object/array nodes, to replace a whole one). */
function leavesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => leavesOf(item, [...at, index]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...at, key]))];
  return [at];
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

/** Where the hostile string goes: one path parameter, one query parameter (or an unknown one), or one body field. */
interface Attack {
  target: 'path' | 'query' | 'body';
  index: number;
  text: string;
  raw: boolean;
}

interface Identity {
  label: string;
  /** Sends one request as this identity. */
  send(method: Method, url: string, body: unknown): Promise<request.Response>;
  /** Makes sure the identity still is what it says (a sign-out or a changed email may have ended it). */
  refresh(): Promise<void>;
}

describe('hostile strings at every endpoint (API + worker, property-based)', () => {
  let harness: Harness;
  let stripe: LocalStripe;
  let doc: OpenApiDoc;
  let identities: Identity[];

  beforeAll(async () => {
    stripe = await startLocalStripe();
    harness = await startHarness({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_PAYG: stripe.prices.payg,
      STRIPE_PRICE_PRO: stripe.prices.pro,
      STRIPE_API_URL: stripe.url,
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    // Nothing generated here is analysed, delivered, reported or audited by Lighthouse.
    for (const name of Object.values(QUEUES)) {
      await harness.api.get<Queue>(getQueueToken(name)).pause();
    }
    doc = (await harness.http().get('/api/docs.json').expect(200)).body as OpenApiDoc;
    identities = [
      sessionIdentity(harness, 'anonymous', async () => ({
        agent: request.agent(harness.api.getHttpServer()),
      })),
      sessionIdentity(harness, 'signed-in', async () => ({ agent: (await signUp(harness)).client.agent })),
      sessionIdentity(harness, 'operator', async () => {
        const operator = await signUp(harness);
        await harness.dataSource.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [operator.userId]);
        return { agent: operator.client.agent };
      }),
      apiKeyIdentity(harness),
    ];
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await stripe?.close();
  });

  it('covers the routes of the OpenAPI document', () => {
    const paths = operationsOf(doc).map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'get /api/v1/articles/{slug}',
        'get /api/v1/technologies/{slug}/icon.svg',
        'post /api/v2/auth/signup',
        'post /api/v2/user',
        'post /api/v2/webhook-endpoints',
        'patch /api/v2/admin/articles/{id}',
      ]),
    );
  });

  it('answers every hostile path, query and body without a server error, as problem+json', async () => {
    const failures: string[] = [];
    for (const operation of operationsOf(doc).filter((o) => ONLY.test(`${o.method} ${o.path}`))) {
      const pathParams = operation.parameters.filter((p) => p.in === 'path');
      const queryParams = operation.parameters.filter((p) => p.in === 'query');
      const bodyLeaves = leavesOf(sampleOf(operation.bodySchema, doc) ?? {}).length;
      const targets = (['path', 'query', 'body'] as const).filter(
        (t) => t !== 'path' || pathParams.length > 0,
      );
      const attack: fc.Arbitrary<Attack> = fc.record({
        target: fc.constantFrom<Attack['target']>(...targets),
        index: fc.nat(64),
        text: hostileString,
        raw: fc.boolean(),
      });
      // Every slot (path parameter, query parameter or an unknown one, body field) meets a NUL and a malformed
      // escape at least once; the random runs explore from there.
      const slots: [Attack['target'], number][] = [
        ...pathParams.map((_, index) => ['path', index] as [Attack['target'], number]),
        ...[...queryParams, null].map((_, index) => ['query', index] as [Attack['target'], number]),
        ...Array.from({ length: bodyLeaves }, (_, index) => ['body', index] as [Attack['target'], number]),
      ];
      const examples: [Attack][] = slots.flatMap(([target, index]) => [
        [{ target, index, text: 'a\u0000b', raw: false }],
        [{ target, index, text: target === 'body' ? '\ud800' : '%E0%A4%A', raw: true }],
      ]);
      const label = `${operation.method} ${operation.path}`;
      const seed = SEED ^ hashOf(label);
      for (const identity of identities) {
        await identity.refresh();
        // An identity the operation refuses outright (not signed in, not an operator, a key where a session is
        // needed) gets a few runs only: the guard answers before any input is read.
        const plain = buildRequest(operation, pathParams, queryParams, null, doc);
        const probe = await identity.send(operation.method, plain.url, plain.body);
        const refused = probe.status === 401 || probe.status === 403;
        try {
          await fc.assert(
            fc.asyncProperty(attack, async (attack) => {
              const { url, body } = buildRequest(operation, pathParams, queryParams, attack, doc);
              const response = await identity.send(operation.method, url, body);
              const contentType = String(response.headers['content-type'] ?? '');
              const serverError = response.status >= 500 && response.status !== 503;
              if (
                serverError ||
                (response.status >= 400 && !contentType.startsWith('application/problem+json'))
              ) {
                throw new Error(
                  `${identity.label} ${operation.method.toUpperCase()} ${url.slice(0, 300)} ` +
                    `${JSON.stringify(body)?.slice(0, 300)} → ${response.status} ${contentType} ${response.text.slice(0, 300)}`,
                );
              }
            }),
            // fast-check counts the examples in numRuns.
            {
              seed,
              numRuns: refused ? 2 : RUNS + examples.length,
              examples: refused ? [] : examples,
              endOnFailure: true,
            },
          );
        } catch (error) {
          // fast-check's message has the seed, the counterexample and the shrinking; the request is in its cause.
          const { message, cause } = error as Error & { cause?: Error };
          const counterexample =
            message.split('\n').find((line) => line.startsWith('Counterexample')) ?? message;
          failures.push(
            `${label} as ${identity.label} (seed ${seed}): ${counterexample}\n  ${cause?.message ?? ''}`,
          );
        }
      }
    }
    if (failures.length)
      throw new Error(`${failures.length} failing operations:\n\n${failures.join('\n\n')}`);
  }, 240_000);
});

/** A 31-bit hash of a string (FNV-1a), to give every operation its own reproducible seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x7fffffff;
}

/** The URL and JSON body of one attack on `operation`: the other parameters and fields keep their sample values. */
function buildRequest(
  operation: Operation,
  pathParams: Parameter[],
  queryParams: Parameter[],
  attack: Attack | null,
  doc: OpenApiDoc,
): { url: string; body: unknown } {
  const hostile = attack ? encodeComponent(attack.text, attack.raw) : '';
  let path = operation.path;
  pathParams.forEach((param, index) => {
    const value =
      attack?.target === 'path' && index === attack.index % pathParams.length
        ? hostile
        : encodeURIComponent(String(sampleOf(param.schema, doc) ?? 'x'));
    path = path.replace(`{${param.name}}`, value);
  });
  const query = queryParams.map((param) => [
    param.name,
    encodeURIComponent(String(sampleOf(param.schema, doc) ?? '')),
  ]);
  if (attack?.target === 'query') {
    const index = attack.index % (queryParams.length + 1);
    if (index === queryParams.length) query.push(['q', hostile]);
    else query[index][1] = hostile;
  }
  const url = query.length ? `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
  let body = sampleOf(operation.bodySchema, doc);
  if (attack?.target === 'body') {
    const leaves = leavesOf(body ?? {});
    body = withValueAt(body ?? {}, leaves[attack.index % leaves.length], attack.text);
  }
  return { url, body };
}

/** A browser-like identity: its session cookie and CSRF token on every request; `create` makes a new one. */
function sessionIdentity(
  harness: Harness,
  label: string,
  create: () => Promise<{ agent: ReturnType<typeof request.agent> }>,
): Identity {
  let agent: ReturnType<typeof request.agent> | undefined;
  let token = '';
  const expectSignedIn = label !== 'anonymous';
  return {
    label,
    async refresh() {
      // Anonymous starts every operation without a session (an earlier sign-up signed it in).
      if (!expectSignedIn) agent = undefined;
      if (agent) {
        const me = await agent.get('/api/v2/user');
        const ok =
          me.status === 200 && me.body.emailVerified && (label !== 'operator' || me.body.role === 'admin');
        if (!ok) agent = undefined;
      }
      if (!agent) agent = (await create()).agent;
      token = (await agent.get('/api/v2/auth/csrf').expect(200)).body.token as string;
    },
    async send(method, url, body) {
      const call = agent![method](url).set('x-csrf-token', token);
      const response = await (body === undefined ? call : call.send(body as object));
      // A sign-in, sign-up or sign-out rotates the session, and with it the CSRF token.
      if (response.headers['set-cookie'])
        token = (await agent!.get('/api/v2/auth/csrf').expect(200)).body.token as string;
      return response;
    },
  };
}

/** An API key of a verified user, sent as `Authorization: Bearer` alone (no cookie, no CSRF token). */
function apiKeyIdentity(harness: Harness): Identity {
  let key = '';
  return {
    label: 'api-key',
    async refresh() {
      if (
        key &&
        (await harness.http().get('/api/v2/user').set('authorization', `Bearer ${key}`)).status === 200
      )
        return;
      const { client } = await signUp(harness);
      const created = await client.post('/api/v2/api-keys', { name: 'hostile' });
      if (created.status !== 201) throw new Error(`api key: ${created.status} ${created.text}`);
      key = created.body.key as string;
    },
    send(method, url, body) {
      const call = harness.http()[method](url).set('authorization', `Bearer ${key}`);
      return body === undefined ? call : call.send(body as object);
    },
  };
}
