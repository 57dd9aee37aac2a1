/**
 * The three parts of undici the guarded client uses — the `Agent` (connection pool), `buildConnector` (TLS/TCP
 * connector) and `request` (the request API) —, required by their paths in the package instead of through its
 * index. undici's index loads all of undici (fetch, WebSocket, EventSource, caches, mocks, interceptors: 110
 * modules, ~1.2 MB of source, and through its web parts Node's own bundled undici too); these three load 25 modules.
 * Every CLI run, worker start and test process pays that load (issue 24 §1). The cache interceptor and its store
 * (`memoryCacheInterceptor`) load only when a client asks for a cache.
 *
 * Same objects as `import { Agent, buildConnector, request } from 'undici'`: the index re-exports these very
 * modules (undici 7: `lib/dispatcher/agent`, `lib/core/connect`, `lib/api/api-request`; the package has no
 * `exports` map, so its files are requirable). `request` here takes the dispatcher in its options, as the index's
 * `request(url, {dispatcher})` does, and always needs one (no global dispatcher).
 */
import type {
  Agent as UndiciAgent,
  buildConnector as undiciBuildConnector,
  cacheStores,
  Dispatcher,
  interceptors,
} from 'undici';

/** undici's `Agent` class (`lib/dispatcher/agent`). */
export const Agent = require('undici/lib/dispatcher/agent') as typeof UndiciAgent;

/** undici's `buildConnector` (`lib/core/connect`). */
export const buildConnector = require('undici/lib/core/connect') as typeof undiciBuildConnector;

/**
 * undici's RFC 9111 cache interceptor (`lib/interceptor/cache`) over an in-memory store
 * (`lib/cache/memory-cache-store`), required only when a client asks for a cache (the CLI's bulk runs).
 * @param limits the store's caps: total bytes, entries, bytes of one entry
 * @returns the interceptor, for `agent.compose(…)`
 */
export function memoryCacheInterceptor(limits: {
  maxSize: number;
  maxCount: number;
  maxEntrySize: number;
}): Dispatcher.DispatcherComposeInterceptor {
  const cache = require('undici/lib/interceptor/cache') as typeof interceptors.cache;
  const MemoryCacheStore =
    require('undici/lib/cache/memory-cache-store') as typeof cacheStores.MemoryCacheStore;
  // a shared cache (the default type): responses marked `private` or `no-store`, or answering a request with
  // credentials, are never stored; without Cache-Control or Expires only the heuristic freshness of
  // RFC 9111 §4.2.2 (a tenth of the age since Last-Modified) applies, and nothing is cached by default
  return cache({ store: new MemoryCacheStore(limits), methods: ['GET'] });
}

type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'method'> & {
  method?: Dispatcher.HttpMethod;
  dispatcher: Dispatcher;
};

const apiRequest = require('undici/lib/api/api-request') as (
  this: Dispatcher,
  options: Dispatcher.RequestOptions,
) => Promise<Dispatcher.ResponseData>;

/**
 * `request(url, options)` of undici on `options.dispatcher`: the origin and path come from `url` (the index's
 * `request` does the same), the method defaults to GET.
 * @returns undici's response data (status, headers, body stream); rejects with undici's errors (`UND_ERR_*`)
 */
export function request(url: URL, options: RequestOptions): Promise<Dispatcher.ResponseData> {
  const { dispatcher, ...rest } = options;
  return apiRequest.call(dispatcher, {
    ...rest,
    origin: url.origin,
    path: url.search ? `${url.pathname}${url.search}` : url.pathname,
    method: options.method ?? 'GET',
  });
}
