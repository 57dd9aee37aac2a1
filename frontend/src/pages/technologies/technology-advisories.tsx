import { useState } from 'react';
import { Alert, Input, Skeleton, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { AffectedRange, AffectedVersion, TechnologyAdvisory } from '@stacklens/contracts';
import { AdvisoryCredits } from '../../components/vulnerabilities/advisory-credits';
import { severityBreakdown, severityView, worstSeverity } from '../../components/vulnerabilities/severity';
import { SeverityTag } from '../../components/vulnerabilities/severity-tag';
import { LoadFailure } from '../../components/load-failure';
import { FIRST_ADVISORIES_PAGE, useGetTechnologyAdvisories } from '../../hooks/use-get-technology-advisories';
import { formatDay, formatNumber, plural } from '../../lib/format';

/**
 * One affected range in words a reader scans quickly: "≥ 1.2.0, < 3.5.0", "< 1.9.0", "≤ 2.4.49", "all versions".
 * `introduced` 0 is the start of time (OSV) and is left out.
 */
export function formatAffectedRange(range: AffectedRange): string {
  const parts: string[] = [];
  if (range.introduced && range.introduced !== '0') parts.push(`≥ ${range.introduced}`);
  if (range.fixed) parts.push(`< ${range.fixed}`);
  if (range.lastAffected) parts.push(`≤ ${range.lastAffected}`);
  return parts.length ? parts.join(', ') : 'all versions';
}

/** The affected versions of an advisory: its ranges, then the single versions the source lists (first 6). */
function AffectedVersions({ advisory }: { advisory: TechnologyAdvisory }) {
  const shown = advisory.versions.slice(0, 6);
  return (
    <ul className="slc-affected" aria-label="Affected versions">
      {advisory.affected.map((range, index) => (
        <li key={index} className="slc-mono">
          {formatAffectedRange(range)}
        </li>
      ))}
      {shown.length > 0 && (
        <li className="slc-mono">
          {shown.join(', ')}
          {advisory.versions.length > shown.length && ` and ${advisory.versions.length - shown.length} more`}
        </li>
      )}
    </ul>
  );
}

const advisoryColumns: TableColumnsType<TechnologyAdvisory> = [
  {
    title: 'Severity',
    dataIndex: 'severity',
    width: 150,
    render: (_: unknown, advisory) => <SeverityTag severity={advisory.severity} cvss={advisory.cvss} />,
  },
  {
    title: 'Advisory',
    dataIndex: 'id',
    render: (_: unknown, advisory) => (
      <>
        <a href={advisory.url} target="_blank" rel="noopener noreferrer nofollow" className="slc-mono">
          {advisory.id}
          <span className="sl-visually-hidden"> (opens in a new tab)</span>
        </a>
        {advisory.aliases.length > 0 && (
          <span className="slc-muted"> {advisory.aliases.filter((a) => a !== advisory.id).join(', ')}</span>
        )}
        <div>{advisory.summary}</div>
      </>
    ),
  },
  {
    title: 'Affected versions',
    dataIndex: 'affected',
    render: (_: unknown, advisory) => <AffectedVersions advisory={advisory} />,
  },
  {
    title: 'Fixed in',
    dataIndex: 'fixed',
    render: (fixed: string[]) =>
      fixed.length ? (
        <span className="slc-mono">{fixed.join(', ')}</span>
      ) : (
        <span className="slc-muted">—</span>
      ),
  },
  {
    title: 'Published',
    dataIndex: 'published',
    responsive: ['md'],
    render: (published: string | null) =>
      published ? (
        <time dateTime={published}>{formatDay(published)}</time>
      ) : (
        <span className="slc-muted">—</span>
      ),
  },
];

/** A version seen on websites: "3 known vulnerabilities (1 high, 2 medium)", "None known" or "Not checked". */
function SeenVersionStatus({ entry }: { entry: AffectedVersion }) {
  if (!entry.checked) return <span className="slc-muted">Not checked (too vague to compare)</span>;
  if (entry.advisories === 0) return <span className="sl-vuln-clean">None known</span>;
  const worst = worstSeverity(entry.counts) ?? 'unknown';
  return (
    <span className={`sl-vuln-badge is-${severityView[worst].tone}`}>
      {plural(entry.advisories, 'known vulnerability', 'known vulnerabilities')} (
      {severityBreakdown(entry.counts)})
    </span>
  );
}

const PAGE_SIZE_OPTIONS = ['10', '25', '50', '100'];

/**
 * The technology page's "Known vulnerabilities" section (issue 20 §3): which of the versions seen on websites are
 * affected, then every published advisory of the technology (paginated, newest first) with its severity, affected
 * version ranges and fixed versions; a version box narrows the list to one version. Credits the advisory data's
 * sources with their licences and date. The server prefetches the first page, so the section renders with the page.
 */
export function TechnologyAdvisoriesSection({ slug, name }: { slug: string; name: string }) {
  const [params, setParams] = useState<{ page: number; pageSize: number; version?: string }>(
    FIRST_ADVISORIES_PAGE,
  );
  const advisories = useGetTechnologyAdvisories(slug, params);
  const data = advisories.data;
  return (
    <section className="slc-section" aria-labelledby="advisories-title" data-testid="technology-advisories">
      <h2 id="advisories-title" className="slc-section__title">
        Known vulnerabilities of {name}
      </h2>
      {advisories.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : advisories.isError ? (
        <LoadFailure
          title="The known vulnerabilities could not be loaded"
          error={advisories.error}
          onRetry={() => advisories.refetch()}
        />
      ) : !data || !data.covered ? (
        <p className="slc-section__lead">
          No advisory source StackLens uses covers {name}, so it cannot tell which versions are affected.
        </p>
      ) : (
        <>
          <p className="slc-section__lead">
            Which versions published security advisories affect. A website's result shows them only for the
            version StackLens actually detected on it.
          </p>
          {data.seenVersions.length > 0 && (
            <table className="slc-seen-versions" aria-label={`Versions of ${name} seen on websites`}>
              <thead>
                <tr>
                  <th scope="col">Version seen</th>
                  <th scope="col">Websites</th>
                  <th scope="col">Known vulnerabilities</th>
                </tr>
              </thead>
              <tbody>
                {data.seenVersions.map((entry) => (
                  <tr key={entry.version} data-testid="seen-version" data-version={entry.version}>
                    <td className="slc-mono">{entry.version}</td>
                    <td>{formatNumber(entry.websites)}</td>
                    <td>
                      <SeenVersionStatus entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="slc-advisories__filter">
            <Input.Search
              allowClear
              aria-label="Show only the advisories affecting a version"
              placeholder="Check a version, e.g. 3.4.1"
              defaultValue={params.version}
              onSearch={(value) =>
                setParams({ page: 1, pageSize: params.pageSize, version: value.trim() || undefined })
              }
              style={{ maxWidth: 320 }}
            />
          </div>
          {params.version && data.total === 0 ? (
            <Alert
              type="success"
              showIcon
              title={`No known vulnerability affects ${name} ${params.version}`}
              description="Among the advisories of the data below; a version the sources' scheme cannot compare matches none."
            />
          ) : (
            <Table<TechnologyAdvisory>
              className="slc-table"
              rowKey="id"
              columns={advisoryColumns}
              dataSource={data.items}
              loading={advisories.isFetching && advisories.isPlaceholderData}
              locale={{ emptyText: `No advisory of ${name} is known.` }}
              pagination={
                {
                  current: data.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  pageSizeOptions: PAGE_SIZE_OPTIONS,
                  showSizeChanger: true,
                  showTotal: (count: number) => plural(count, 'advisory', 'advisories'),
                  onChange: (page: number, pageSize: number) =>
                    setParams({ ...params, page: pageSize === params.pageSize ? page : 1, pageSize }),
                } satisfies TablePaginationConfig
              }
            />
          )}
          {data.advisoryData && (
            <AdvisoryCredits
              generatedAt={data.advisoryData.generatedAt}
              sources={data.advisoryData.sources}
            />
          )}
        </>
      )}
    </section>
  );
}
