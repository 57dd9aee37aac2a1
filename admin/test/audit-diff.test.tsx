import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditDiff, auditDiff } from '../src/audit-log/audit-diff';

afterEach(cleanup);

/** The audit log's before/after states shown as a field-by-field diff instead of raw JSON. */
describe('audit diff', () => {
  const before = {
    id: 't1',
    name: 'Vue',
    website: 'https://vuejs.org',
    tags: ['js'],
    icon: 'vue.svg',
    hidden: false,
  };
  const after = {
    id: 't1',
    name: 'Vue.js',
    website: 'https://vuejs.org',
    tags: ['js', 'spa'],
    hidden: false,
    slug: 'vue',
  };

  it('lists changed fields with old and new value, added and removed fields, and leaves out unchanged ones', () => {
    expect(auditDiff(before, after)).toEqual([
      { field: 'icon', kind: 'removed', before: 'vue.svg' },
      { field: 'name', kind: 'changed', before: 'Vue', after: 'Vue.js' },
      { field: 'slug', kind: 'added', after: 'vue' },
      { field: 'tags.1', kind: 'added', after: 'spa' },
    ]);
  });

  it('treats a missing state (a created or deleted record) as no fields', () => {
    expect(auditDiff(null, { id: 'a1', title: 'Hello' })).toEqual([
      { field: 'id', kind: 'added', after: 'a1' },
      { field: 'title', kind: 'added', after: 'Hello' },
    ]);
    expect(auditDiff({ status: 'pending' }, null)).toEqual([
      { field: 'status', kind: 'removed', before: 'pending' },
    ]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('renders one row per differing field: field, kind, before, after', () => {
    render(
      <AuditDiff
        before={{ ...before, meta: { plan: 'free' } }}
        after={{ ...after, meta: { plan: 'pro' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['icon', 'removed', 'vue.svg', ''],
      ['meta.plan', 'changed', 'free', 'pro'],
      ['name', 'changed', 'Vue', 'Vue.js'],
      ['slug', 'added', '', 'vue'],
      ['tags.1', 'added', '', 'spa'],
    ]);
    expect(table.textContent).not.toContain('"id"');
  });

  it('says so when nothing changed', () => {
    render(<AuditDiff before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('No field changed')).toBeTruthy();
  });
});
