import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../src/app';
import { startAdminApiServer, type AdminApiServer } from './support/admin-api-server';

declare const window: Window & { happyDOM: { setURL(url: string): void } };

afterEach(cleanup);

/** The audit-log resource's show page in the whole panel (router, auth, data provider) against the local API. */
describe('audit log entry page', () => {
  let api: AdminApiServer;

  beforeAll(async () => {
    api = await startAdminApiServer({
      'audit-log': [
        {
          id: '7',
          actorId: 'operator-1',
          actorEmail: 'ops@stacklens.test',
          action: 'update',
          resource: 'technologies',
          recordId: 'drupal',
          before: { id: 'drupal', name: 'Drupal', description: 'A CMS.', website: 'https://drupal.org' },
          after: {
            id: 'drupal',
            name: 'Drupal',
            description: 'An open-source CMS.',
            latestVersion: '11.1.0',
          },
          at: '2026-11-27T06:00:00.000Z',
        },
      ],
    });
    // Outside main.tsx's browser router react-admin routes by the hash.
    window.happyDOM.setURL(`${api.origin}/admin/#/admin/audit-log/7/show`);
  });

  afterAll(async () => {
    await api.close();
  });

  it('shows who changed what as a field-by-field diff, not raw JSON', { timeout: 30_000 }, async () => {
    render(<App />);
    const table = await screen.findByRole('table', { name: 'Changes' }, { timeout: 10_000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['description', 'changed', 'A CMS.', 'An open-source CMS.'],
      ['latestVersion', 'added', '', '11.1.0'],
      ['website', 'removed', 'https://drupal.org', ''],
    ]);
    expect(screen.getByText('ops@stacklens.test')).toBeTruthy();
    expect(document.body.textContent).not.toContain('"description"');
    expect(api.requests.some((request) => request.path === '/api/v2/admin/audit-log/7')).toBe(true);
  });
});
