import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { HistoryEntry } from '@stacklens/contracts';
import { formatDateTime } from '../../lib/format';
import { websitePath } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import { DEFAULT_PAGE_SIZE, tablePagination } from '../../lib/table-pagination';
import { useGetHistory } from '../../hooks/use-get-history';
import { historyExportUrl } from '../../api/users';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { MonitorsSection } from './monitors-section';

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
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const history = useGetHistory(page, pageSize);
  return (
    <div className="sl-container sl-user-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h1>History</h1>
        <Button icon={<DownloadOutlined />} href={historyExportUrl('csv')} download>
          Download CSV
        </Button>
      </Flex>
      {history.isError && <Alert type="error" showIcon title="The history could not be loaded" />}
      <Table<HistoryEntry>
        rowKey="id"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        locale={{ emptyText: 'No analyses yet.' }}
        pagination={tablePagination({
          page,
          pageSize,
          total: history.data?.total ?? 0,
          noun: (total) => `${total} ${total === 1 ? 'analysis' : 'analyses'}`,
          onPage: (nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          },
        })}
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
