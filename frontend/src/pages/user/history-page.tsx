import { useState } from 'react';
import { Alert, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { HistoryEntry } from '@stacklens/contracts';
import { formatDateTime } from '../../lib/format';
import { websitePath } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import { useGetHistory } from '../../hooks/use-get-history';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { MonitorsSection } from './monitors-section';

/** Data tables: page sizes 10, 25, 50, 100 and all; default 10. */
const PAGE_SIZE_OPTIONS = ['10', '25', '50', '100', 'all'];

function statusTag(entry: HistoryEntry) {
  if (entry.running) return <Tag color="processing">running</Tag>;
  if (entry.statusCode === 200 || entry.statusCode === 408) return <Tag color="success">done</Tag>;
  return <Tag color="error">{entry.errorCode ?? 'failed'}</Tag>;
}

const columns: TableColumnsType<HistoryEntry> = [
  {
    title: 'Website',
    dataIndex: 'domain',
    render: (domain: string, entry) => {
      const url = new URL(entry.url);
      return (
        <Link
          to={websitePath({
            domain,
            protocol: url.protocol === 'http:' ? 'http' : 'https',
            port: url.port ? Number(url.port) : null,
          })}
        >
          {domain}
        </Link>
      );
    },
  },
  {
    title: 'Requested',
    dataIndex: 'createdAt',
    render: (value: string) => formatDateTime(value),
  },
  { title: 'Status', key: 'status', render: (_: unknown, entry) => statusTag(entry) },
  { title: 'Score', dataIndex: 'score', render: (score: number | null) => score ?? '—' },
];

function History({ verified }: { verified: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number | 'all'>(10);
  const history = useGetHistory(page, pageSize);
  return (
    <div className="sl-container sl-user-page">
      <h1>History</h1>
      {history.isError && <Alert type="error" showIcon title="The history could not be loaded" />}
      <Table<HistoryEntry>
        rowKey="id"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        locale={{ emptyText: 'No analyses yet.' }}
        pagination={{
          current: pageSize === 'all' ? 1 : page,
          pageSize: pageSize === 'all' ? Math.max(history.data?.total ?? 0, 1) : pageSize,
          total: history.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          locale: { items_per_page: '/ page' },
          showTotal: (total) => `${total} analyses`,
          onChange: (nextPage, nextSize) => {
            const size =
              String(nextSize) === 'all' || (pageSize === 'all' && nextSize === history.data?.total)
                ? pageSize
                : nextSize;
            setPageSize(size);
            setPage(size === pageSize ? nextPage : 1);
          },
          onShowSizeChange: (_current, size) => {
            setPageSize(String(size) === 'all' ? 'all' : size);
            setPage(1);
          },
        }}
      />
      <MonitorsSection verified={verified} />
    </div>
  );
}

/** `/user/history` (route user-history): the analyses the user asked for. */
export function HistoryPage() {
  useSetPageTitle('History');
  return <RequireUser>{(user) => <History verified={user.emailVerified} />}</RequireUser>;
}
