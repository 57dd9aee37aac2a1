import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { PAGE_SIZES } from '@stacklens/contracts';
import { apiFetch } from './http';

/**
 * react-admin's data provider over the admin API, `/api/v2/admin/{resource}` (server-side pagination, sorting and
 * filtering):
 *
 * - getList / getManyReference → `GET /{resource}?page=&pageSize=&sort=&order=asc|desc&q=&<filter>=` answering
 *   `{items, page, pageSize, total}`; pageSize is one of 10, 25, 50, 100 (other sizes are rounded up to one);
 * - getMany → `GET /{resource}?ids=a,b&pageSize=100`;
 * - getOne → `GET /{resource}/{id}`; update → `PATCH /{resource}/{id}` with the changed fields only;
 *   create → `POST /{resource}`; delete → `DELETE /{resource}/{id}` (the *Many variants: one request per record);
 * - the resources' actions, as extra methods (see {@link AdminDataProvider}).
 *
 * Errors are react-admin HttpErrors made from the API's problem details (see `http.ts`).
 */

const BASE = '/api/v2/admin';

/** The smallest allowed page size holding `perPage` records (100 at most). */
export function pageSizeFor(perPage: number): number {
  return PAGE_SIZES.find((size) => size >= perPage) ?? 100;
}

/** A page of a list as the admin API answers it. */
interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

const path = (resource: string, id?: Identifier, action?: string) =>
  [BASE, resource, id === undefined ? null : encodeURIComponent(String(id)), action]
    .filter(Boolean)
    .join('/');

/** Query string of a list: filter values (arrays comma-joined, empty ones dropped). */
function listQuery(
  pagination: { page: number; perPage: number } | undefined,
  sort: { field: string; order: string } | undefined,
  filter: Record<string, unknown>,
): URLSearchParams {
  const query = new URLSearchParams();
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 25;
  const pageSize = pageSizeFor(perPage);
  // react-admin may ask for a page size the API does not know (e.g. 5 on a show page): the first record of its
  // page is kept in the same place by asking for the allowed size's page that contains it.
  query.set('page', String(Math.floor(((page - 1) * perPage) / pageSize) + 1));
  query.set('pageSize', String(pageSize));
  // react-admin's default sort (`id`) is left to the API's default; the lists name their sort fields.
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.field);
    query.set('order', sort.order === 'ASC' ? 'asc' : 'desc');
  }
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

/** Only the fields whose value changed (a partial update); everything when there is no previous record. */
export function changedFields(
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}

/** The panel's data provider: react-admin's methods plus the resources' actions. */
export interface AdminDataProvider extends DataProvider {
  /** `POST /{resource}/{id}/{action}` with an optional JSON body; answers the updated record. */
  action<T extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    action: string,
    body?: unknown,
  ): Promise<{ data: T }>;
  /** `GET /api/v2/admin/{path}` for a non-resource read (the dashboard). */
  read<T>(path: string): Promise<T>;
}

export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const query = listQuery(params.pagination, params.sort, params.filter ?? {});
    const page = await apiFetch<Page<RaRecord>>(`${path(resource)}?${query}`, {});
    const perPage = params.pagination?.perPage ?? page.pageSize;
    // When the page size was rounded up, keep the slice react-admin asked for.
    const offset = ((params.pagination?.page ?? 1) - 1) * perPage - (page.page - 1) * page.pageSize;
    const items = page.pageSize === perPage ? page.items : page.items.slice(offset, offset + perPage);
    return { data: items as never[], total: page.total };
  },

  async getOne(resource, params) {
    return { data: await apiFetch<never>(path(resource, params.id)) };
  },

  async getMany(resource, params) {
    if (!params.ids.length) return { data: [] };
    const data: never[] = [];
    // 100 per request (the largest page).
    for (let start = 0; start < params.ids.length; start += 100) {
      const ids = params.ids.slice(start, start + 100);
      const query = new URLSearchParams({ ids: ids.join(','), page: '1', pageSize: '100' });
      data.push(...(await apiFetch<Page<never>>(`${path(resource)}?${query}`)).items);
    }
    return { data };
  },

  async getManyReference(resource, params) {
    return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource, params) {
    return { data: await apiFetch<RaRecord>(path(resource), { method: 'POST', body: params.data }) } as never;
  },

  async update(resource, params) {
    const body = changedFields(
      params.data as Record<string, unknown>,
      params.previousData as Record<string, unknown>,
    );
    return { data: await apiFetch<RaRecord>(path(resource, params.id), { method: 'PATCH', body }) } as never;
  },

  async updateMany(resource, params) {
    const updated = await Promise.all(
      params.ids.map((id) => apiFetch<RaRecord>(path(resource, id), { method: 'PATCH', body: params.data })),
    );
    return { data: updated.map((record) => record.id) };
  },

  async delete(resource, params) {
    await apiFetch(path(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => apiFetch(path(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },

  async action(resource, id, action, body) {
    return { data: await apiFetch(path(resource, id, action), { method: 'POST', body }) };
  },

  async read(subPath) {
    return apiFetch(`${BASE}/${subPath}`);
  },
};
