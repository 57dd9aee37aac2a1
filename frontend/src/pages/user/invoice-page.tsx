import { useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Invoice } from '@stacklens/contracts';
import { formatCurrency, formatDate } from '../../lib/format';
import { routePaths } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import { DEFAULT_PAGE_SIZE, tablePagination } from '../../lib/table-pagination';
import { useGetInvoices } from '../../hooks/use-billing';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

const STATUS_COLOR: Record<string, string> = {
  paid: 'success',
  open: 'processing',
  draft: 'default',
  uncollectible: 'error',
  void: 'default',
};

const columns: TableColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'number', render: (number: string | null) => number ?? '—' },
  { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
  {
    title: 'Period',
    key: 'period',
    render: (_: unknown, invoice) => `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string | null) => (
      <Tag color={STATUS_COLOR[status ?? ''] ?? 'default'}>{status ?? 'unknown'}</Tag>
    ),
  },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: Invoice['total']) => formatCurrency(total.amount, total.currency.toUpperCase()),
  },
  {
    title: '',
    key: 'links',
    render: (_: unknown, invoice) => (
      <span className="sl-invoice-links">
        {invoice.hostedInvoiceUrl && (
          <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
            View
          </a>
        )}
        {invoice.invoicePdf && (
          <a href={invoice.invoicePdf} target="_blank" rel="noopener noreferrer">
            PDF
          </a>
        )}
      </span>
    ),
  },
];

function Invoices() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const invoices = useGetInvoices(page, pageSize);
  return (
    <div className="sl-container sl-user-page">
      <h1>Invoices</h1>
      {invoices.isError && <Alert type="error" showIcon title="The invoices could not be loaded" />}
      <Table<Invoice>
        rowKey="id"
        columns={columns}
        dataSource={invoices.data?.items ?? []}
        loading={invoices.isFetching}
        locale={{ emptyText: 'No invoices yet. The free plan is never invoiced.' }}
        pagination={tablePagination({
          page,
          pageSize,
          total: invoices.data?.total ?? 0,
          noun: (total) => `${total} ${total === 1 ? 'invoice' : 'invoices'}`,
          onPage: (nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          },
        })}
      />
      <Button onClick={() => navigate(routePaths['user-subscription'])}>Manage subscription</Button>
    </div>
  );
}

/** Invoices (route `user-invoice`): the customer's Stripe invoices with their hosted page and PDF. */
export function InvoicePage() {
  useSetPageTitle('Invoices', 'Invoices of your StackLens subscription.');
  return <RequireUser>{() => <Invoices />}</RequireUser>;
}
