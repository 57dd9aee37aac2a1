import { Alert, Button, Form, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { scoreBand, type ListWebsiteRow, type ListWebsitesPage } from '@stacklens/contracts';
import { listWebsitesCsvUrl } from '../../api/lists';
import { useGetUser } from '../../hooks/use-get-user';
import { useListWebsites } from '../../hooks/use-list-websites';
import { formatDate, formatNumber, plural } from '../../lib/format';
import { routePaths, websitePath } from '../../lib/routes';
import { authDialog } from '../../state/auth-dialog-store';
import { ScoreCircle } from '../score-circle';
import './technology-websites-list.css';

const columns: TableColumnsType<ListWebsiteRow> = [
  {
    title: 'Website',
    dataIndex: 'domain',
    render: (domain: string, row) => (
      <Link
        to={websitePath({ domain, protocol: row.url.startsWith('http:') ? 'http' : 'https' })}
        className="slc-tech-cell__name"
      >
        {domain}
      </Link>
    ),
  },
  {
    title: 'Version',
    dataIndex: 'version',
    render: (version: string | null) =>
      version ? <span className="slc-mono">{version}</span> : <span className="slc-muted">not detected</span>,
  },
  {
    title: 'First seen',
    dataIndex: 'firstSeenAt',
    responsive: ['md'],
    render: (value: string) => <span className="slc-num">{formatDate(value)}</span>,
  },
  {
    title: 'Last seen',
    dataIndex: 'lastSeenAt',
    responsive: ['lg'],
    render: (value: string) => <span className="slc-num">{formatDate(value)}</span>,
  },
  {
    title: 'Score',
    dataIndex: 'score',
    align: 'right',
    render: (score: number) => <ScoreCircle score={score} band={scoreBand(score)} size={40} />,
  },
];

/** What the first page says about the list: its size and, on a paid plan, the rows left this month. */
function ListSummary({
  first,
  technology,
  version,
}: {
  first: ListWebsitesPage;
  technology: { slug: string; name: string };
  version: string;
}) {
  const total = first.total ?? 0;
  if (first.preview) {
    return (
      <Alert
        type="info"
        showIcon
        message={`${plural(total, 'website')} match. The free plan shows the first ${formatNumber(first.items.length)}.`}
        description={
          <>
            A paid plan lists them all, page by page and as a CSV download, through the site and the API.{' '}
            <Link to={routePaths.pricing}>See the plans</Link>
          </>
        }
      />
    );
  }
  const allowance = first.allowance;
  const left = allowance ? Math.max(0, allowance.limit - allowance.used) : 0;
  return (
    <div className="slc-list-summary">
      <span>
        {plural(total, 'website')} match
        {allowance &&
          ` · ${formatNumber(left)} of your ${formatNumber(allowance.limit)} list rows left this month`}
      </span>
      {total > left ? (
        <span className="slc-muted">
          The CSV needs {formatNumber(total)} rows: narrow the version filter.
        </span>
      ) : (
        <Button
          icon={<DownloadOutlined />}
          href={listWebsitesCsvUrl({ technology: technology.slug, version })}
          download={`stacklens-${technology.slug}-websites.csv`}
          disabled={total === 0}
        >
          Download CSV
        </Button>
      )}
    </div>
  );
}

/**
 * "Websites using {name}" on the technology page (technology lists, issue 21): a version filter (`<3.5`,
 * `>=1.4 <2`, `1.x` or an exact version), the matching websites with their version, first and last seen dates and
 * score, more rows by cursor, and the CSV download for signed-in paid users. Signed out: an invitation to sign in;
 * free plan: the first rows and the count with the way to the plans. Rows shown count against a paid plan's list
 * allowance.
 */
export function TechnologyWebsitesList({ technology }: { technology: { slug: string; name: string } }) {
  const user = useGetUser();
  const signedIn = Boolean(user.data);
  const [draft, setDraft] = useState('');
  const [version, setVersion] = useState('');
  const list = useListWebsites(technology.slug, version, signedIn);
  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.items);
  const first = pages[0];
  const filterError =
    list.error?.code === 'validation-failed'
      ? (list.error.problem.errors?.[0]?.message ?? list.error.message)
      : undefined;

  return (
    <section className="slc-section" aria-labelledby="list-websites-title">
      <h2 id="list-websites-title" className="slc-section__title">
        Websites using {technology.name}
      </h2>
      <p className="slc-section__lead">
        Every analysed website whose latest result has {technology.name}, filtered by version:{' '}
        <code>&lt;3.5</code>, <code>&gt;=1.4 &lt;2</code>, <code>1.x</code> or an exact version.
      </p>
      {!signedIn ? (
        <p>
          <Button
            type="primary"
            onClick={() =>
              authDialog.open('signin', { reason: `Sign in to list the websites using ${technology.name}.` })
            }
          >
            Sign in to list them
          </Button>
        </p>
      ) : (
        <>
          <Form
            layout="inline"
            className="slc-list-filter"
            onFinish={() => setVersion(draft.trim())}
            aria-label={`Filter the websites using ${technology.name} by version`}
          >
            <Form.Item
              label="Version"
              htmlFor="list-version-filter"
              validateStatus={filterError ? 'error' : undefined}
              help={filterError}
            >
              <Input
                id="list-version-filter"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="e.g. <3.5"
                allowClear
                maxLength={100}
                name="version"
              />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit">Filter</Button>
            </Form.Item>
          </Form>
          {first && <ListSummary first={first} technology={technology} version={version} />}
          {list.isError && !filterError && (
            <Alert
              type={list.error.status === 429 || list.error.status === 402 ? 'warning' : 'error'}
              showIcon
              message={list.error.message}
            />
          )}
          <Table<ListWebsiteRow>
            className="slc-table"
            rowKey={(row) => `${row.domain}:${row.technology}`}
            columns={columns}
            dataSource={rows}
            loading={list.isPending && signedIn}
            pagination={false}
            locale={{
              emptyText: version
                ? 'No website matches this version filter.'
                : 'No analysed website uses it yet.',
            }}
          />
          {list.hasNextPage && (
            <p>
              <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Show more
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
