import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider, pageSizeFor } from '../src/data-provider';
import { resetCsrfToken } from '../src/http';
import { startAdminApiServer, type AdminApiServer, type ApiRecord } from './support/admin-api-server';

/** The panel's page as the browser has it: the API on the same origin (the web server proxies `/api`). */
declare const window: Window & { happyDOM: { setURL(url: string): void } };

const technologies = (): ApiRecord[] =>
  Array.from({ length: 30 }, (_, i) => ({
    id: `tech-${String(i + 1).padStart(2, '0')}`,
    name: `Technology ${i + 1}`,
    category: i % 2 ? 'cms' : 'framework',
    description: 'A technology.',
  }));

/**
 * react-admin's calls mapped onto the admin API protocol, against a local HTTP server speaking it
 * (`support/admin-api-server.ts`): what is sent (paths, query, bodies, CSRF token) and what comes back.
 */
describe('data provider', () => {
  let api: AdminApiServer;

  beforeAll(async () => {
    api = await startAdminApiServer({ technologies: technologies(), 'removal-requests': [] });
    window.happyDOM.setURL(`${api.origin}/admin/`);
  });

  afterAll(async () => {
    await api.close();
  });

  beforeEach(() => {
    api.requests.length = 0;
    api.records.set('technologies', technologies());
    api.records.set('removal-requests', [{ id: 'r1', domain: 'shop.test', status: 'pending' }]);
    resetCsrfToken();
  });

  const adminRequests = () => api.requests.filter((request) => request.path.startsWith('/api/v2/admin/'));

  it('getList sends page, page size, sort and filters and answers the page and total', async () => {
    const result = await dataProvider.getList('technologies', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { category: 'cms', empty: '', nothing: null },
    });
    const [request] = adminRequests();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/v2/admin/technologies');
    expect(Object.fromEntries(request.query)).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'name',
      order: 'asc',
      category: 'cms',
    });
    expect(result.total).toBe(15);
    expect(result.data).toHaveLength(5);
    expect(result.data.every((record) => record.category === 'cms')).toBe(true);
  });

  it('getList leaves react-admin’s default sort to the API and keeps the slice of a page size the API lacks', async () => {
    // 5 per page is not an API page size: page 3 of 5 is the first half of page 2 of 10.
    const result = await dataProvider.getList('technologies', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(Object.fromEntries(adminRequests()[0].query)).toEqual({ page: '2', pageSize: '10' });
    expect(result.data.map((record) => record.id)).toEqual([
      'tech-11',
      'tech-12',
      'tech-13',
      'tech-14',
      'tech-15',
    ]);
    expect(result.total).toBe(30);
    expect(pageSizeFor(5)).toBe(10);
    expect(pageSizeFor(26)).toBe(50);
    expect(pageSizeFor(1000)).toBe(100);
  });

  it('getOne reads one record; a missing one is an HttpError carrying the problem', async () => {
    const { data } = await dataProvider.getOne('technologies', { id: 'tech-03' });
    expect(data).toMatchObject({ id: 'tech-03', name: 'Technology 3' });

    const failure = await dataProvider
      .getOne('technologies', { id: 'no such/id' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    expect((failure as HttpError).message).toBe('No technologies no such/id.');
    expect((failure as HttpError).body).toMatchObject({ code: 'admin-record-not-found' });
    expect(adminRequests().at(-1)?.path).toBe('/api/v2/admin/technologies/no%20such%2Fid');
  });

  it('getMany asks for the ids, 100 per request', async () => {
    const { data } = await dataProvider.getMany('technologies', { ids: ['tech-02', 'tech-05'] });
    expect(data.map((record) => record.id).sort()).toEqual(['tech-02', 'tech-05']);
    expect(Object.fromEntries(adminRequests()[0].query)).toEqual({
      ids: 'tech-02,tech-05',
      page: '1',
      pageSize: '100',
    });

    api.requests.length = 0;
    const ids = Array.from({ length: 150 }, (_, i) => `tech-${String(i + 1).padStart(2, '0')}`);
    const many = await dataProvider.getMany('technologies', { ids });
    expect(many.data).toHaveLength(30);
    expect(adminRequests().map((request) => request.query.get('ids')?.split(',').length)).toEqual([100, 50]);

    api.requests.length = 0;
    expect((await dataProvider.getMany('technologies', { ids: [] })).data).toEqual([]);
    expect(adminRequests()).toEqual([]);
  });

  it('update sends only the changed fields, with the session’s CSRF token', async () => {
    const previousData = api.records.get('technologies')![0];
    const { data } = await dataProvider.update('technologies', {
      id: previousData.id,
      data: { ...previousData, description: 'A better description.' },
      previousData,
    });
    const [request] = adminRequests();
    expect(request.method).toBe('PATCH');
    expect(request.path).toBe('/api/v2/admin/technologies/tech-01');
    expect(request.body).toEqual({ description: 'A better description.' });
    expect(request.csrfToken).toMatch(/^[0-9a-f]{16}$/);
    expect(data).toMatchObject({ id: 'tech-01', name: 'Technology 1', description: 'A better description.' });
  });

  it('update turns the problem’s field errors into react-admin’s {field: message}', async () => {
    const previousData = api.records.get('technologies')![0];
    const failure = await dataProvider
      .update('technologies', { id: previousData.id, data: { ...previousData, name: '' }, previousData })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(400);
    expect((failure as HttpError).body).toMatchObject({
      code: 'validation-failed',
      errors: { name: 'Enter a name.' },
    });
    expect(api.records.get('technologies')![0].name).toBe('Technology 1');
  });

  it('a rotated CSRF token is fetched again and the change retried once', async () => {
    await dataProvider.getOne('technologies', { id: 'tech-01' });
    const previousData = api.records.get('technologies')![1];
    await dataProvider.update('technologies', {
      id: 'tech-02',
      data: { ...previousData, name: 'One' },
      previousData,
    });
    api.rotateCsrfToken();
    api.requests.length = 0;
    await dataProvider.update('technologies', {
      id: 'tech-02',
      data: { ...previousData, name: 'Two' },
      previousData,
    });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /api/v2/admin/technologies/tech-02',
      'GET /api/v2/auth/csrf',
      'PATCH /api/v2/admin/technologies/tech-02',
    ]);
    expect(api.records.get('technologies')![1].name).toBe('Two');
  });

  it('delete removes the record and answers the previous data', async () => {
    const previousData = api.records.get('technologies')![4];
    const { data } = await dataProvider.delete('technologies', { id: 'tech-05', previousData });
    expect(adminRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/v2/admin/technologies/tech-05',
    ]);
    expect(data).toEqual(previousData);
    expect(api.records.get('technologies')!.some((record) => record.id === 'tech-05')).toBe(false);
  });

  it('deleteMany sends one DELETE per record', async () => {
    const { data } = await dataProvider.deleteMany('technologies', { ids: ['tech-01', 'tech-02'] });
    expect(data).toEqual(['tech-01', 'tech-02']);
    expect(
      adminRequests()
        .map((request) => `${request.method} ${request.path}`)
        .sort(),
    ).toEqual(['DELETE /api/v2/admin/technologies/tech-01', 'DELETE /api/v2/admin/technologies/tech-02']);
    expect(api.records.get('technologies')).toHaveLength(28);
  });

  it('actions POST to /{resource}/{id}/{action} with their body and answer the updated record', async () => {
    const { data } = await dataProvider.action('removal-requests', 'r1', 'approve', { note: 'Owner asked.' });
    const [request] = adminRequests();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v2/admin/removal-requests/r1/approve');
    expect(request.body).toEqual({ note: 'Owner asked.' });
    expect(request.csrfToken).toBeTruthy();
    expect(data).toMatchObject({ id: 'r1', status: 'approved' });
  });

  it('read GETs a non-resource path (the dashboard)', async () => {
    expect(await dataProvider.read('dashboard')).toEqual({ analysesToday: 3 });
    expect(adminRequests()[0].path).toBe('/api/v2/admin/dashboard');
  });
});
