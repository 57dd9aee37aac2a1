import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A record of a resource: an `id` and any fields. */
export type ApiRecord = { id: string } & Record<string, unknown>;

/** A request the server received, for assertions on what the panel sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  csrfToken: string | undefined;
}

/** The running server: its origin, the stored records, the requests it received. */
export interface AdminApiServer {
  origin: string;
  records: Map<string, ApiRecord[]>;
  requests: ReceivedRequest[];
  /** Issues a new CSRF token for the session, so that the panel's cached one becomes invalid (403 csrf-invalid). */
  rotateCsrfToken(): void;
  close(): Promise<void>;
}

const PAGE_SIZES = [10, 25, 50, 100];
/** The signed-in user `GET /api/v2/user` answers: an operator. */
export const OPERATOR = { id: 'operator-1', email: 'ops@stacklens.test', role: 'admin', emailVerified: true };
const BASE = '/api/v2/admin/';

/**
 * A local HTTP server speaking the admin API's wire protocol (`libs/contracts/src/admin.ts`), with records held in
 * memory: the session cookie and its CSRF token (`GET /api/v2/auth/csrf`, `x-csrf-token` on every change, 403
 * `csrf-invalid` otherwise), lists (`page`, `pageSize` ∈ 10/25/50/100, `sort`, `order`, `q` on the id, equality
 * filters, `ids`) answering `{items, page, pageSize, total}`, `GET`/`PATCH`/`DELETE /{resource}/{id}`, actions
 * `POST /{resource}/{id}/{action}` (sets `status` to the action's past tense), `GET /dashboard`, the signed-in
 * operator (`GET /api/v2/user`, {@link OPERATOR}); errors as RFC 9457
 * problem details (404 `admin-record-not-found`, 400 `validation-failed` with `errors` for an empty `name`).
 */
export async function startAdminApiServer(seed: Record<string, ApiRecord[]>): Promise<AdminApiServer> {
  const records = new Map(
    Object.entries(seed).map(([resource, items]) => [resource, items.map((r) => ({ ...r }))]),
  );
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, string>();

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, code: string, detail: string, extra = {}) => {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify({ type: 'about:blank', title: code, status, code, detail, ...extra }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const csrfToken = req.headers['x-csrf-token'] as string | undefined;
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.searchParams, body, csrfToken });
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

    if (url.pathname === '/api/v2/auth/csrf') {
      const session = sid && sessions.has(sid) ? sid : randomBytes(8).toString('hex');
      if (!sessions.has(session)) sessions.set(session, randomBytes(8).toString('hex'));
      return send(
        res,
        200,
        { token: sessions.get(session) },
        { 'set-cookie': `sid=${session}; Path=/; HttpOnly` },
      );
    }
    if (url.pathname === '/api/v2/user') return send(res, 200, OPERATOR);
    if (method !== 'GET' && (!sid || sessions.get(sid) !== csrfToken)) {
      return problem(res, 403, 'csrf-invalid', 'The CSRF token is missing or invalid.');
    }
    if (!url.pathname.startsWith(BASE)) return problem(res, 404, 'not-found', 'No such route.');
    const [resource, rawId, action] = url.pathname.slice(BASE.length).split('/');
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    if (resource === 'dashboard') return send(res, 200, { analysesToday: 3 });
    const items = records.get(resource);
    if (!items) return problem(res, 404, 'not-found', `No resource ${resource}.`);

    if (id === undefined && method === 'GET') {
      const query = url.searchParams;
      const pageSize = Number(query.get('pageSize') ?? 25);
      const page = Number(query.get('page') ?? 1);
      if (!PAGE_SIZES.includes(pageSize) || !(page >= 1)) {
        return problem(res, 400, 'validation-failed', 'Invalid page or page size.');
      }
      let selected = [...items];
      const ids = query.get('ids');
      if (ids) selected = selected.filter((record) => ids.split(',').includes(record.id));
      const q = query.get('q');
      if (q) selected = selected.filter((record) => record.id.includes(q));
      for (const [key, value] of query) {
        if (['ids', 'q', 'page', 'pageSize', 'sort', 'order'].includes(key)) continue;
        selected = selected.filter((record) => String(record[key]) === value);
      }
      const sort = query.get('sort');
      if (sort) {
        const direction = query.get('order') === 'asc' ? 1 : -1;
        selected.sort((a, b) => (String(a[sort]) < String(b[sort]) ? -direction : direction));
      }
      const start = (page - 1) * pageSize;
      return send(res, 200, {
        items: selected.slice(start, start + pageSize),
        page,
        pageSize,
        total: selected.length,
      });
    }
    const index = items.findIndex((record) => record.id === id);
    if (index < 0) return problem(res, 404, 'admin-record-not-found', `No ${resource} ${id}.`);
    if (method === 'GET' && !action) return send(res, 200, items[index]);
    if (method === 'PATCH' && !action) {
      const changes = body as Record<string, unknown>;
      if (changes.name === '') {
        return problem(res, 400, 'validation-failed', 'The request is invalid.', {
          errors: [{ path: '/name', message: 'Enter a name.' }],
        });
      }
      items[index] = { ...items[index], ...changes };
      return send(res, 200, items[index]);
    }
    if (method === 'DELETE' && !action) {
      items.splice(index, 1);
      return send(res, 204);
    }
    if (method === 'POST' && action) {
      items[index] = { ...items[index], status: `${action.replace(/e$/, '')}ed`, actionBody: body ?? null };
      return send(res, 200, items[index]);
    }
    return problem(res, 405, 'method-not-allowed', `${method} is not allowed here.`);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => problem(res, 500, 'internal', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    records,
    requests,
    rotateCsrfToken() {
      for (const session of sessions.keys()) sessions.set(session, randomBytes(8).toString('hex'));
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
