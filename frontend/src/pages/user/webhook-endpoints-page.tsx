import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Form,
  Input,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@stacklens/contracts';
import { formatDateTime } from '../../lib/format';
import { routePaths } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import { DEFAULT_PAGE_SIZE, tablePagination } from '../../lib/table-pagination';
import { LoadFailure } from '../../components/load-failure';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import { useGetWebhookDeliveries } from '../../hooks/use-get-webhook-deliveries';
import { useGetWebhookEndpoints } from '../../hooks/use-get-webhook-endpoints';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useWebhookEndpointActions } from '../../hooks/use-webhook-endpoint-actions';
import './api-keys.css';

const EVENT_LABELS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'analysis.completed': 'analysis.completed — an analysis finished',
  'analysis.failed': 'analysis.failed — an analysis failed',
  'website.technologies.changed':
    'website.technologies.changed — a re-analysis found another stack (sent once monitored websites arrive)',
};

/**
 * Webhook endpoints (route `user-webhook-endpoints`): create with event checkboxes (the signing secret is shown
 * once), enable/disable, rotate the secret (saying until when the previous one is still accepted), send a test event,
 * read the delivery log and redeliver.
 */
export function WebhookEndpointsPage() {
  useSetPageTitle('Webhook endpoints', 'Get notified when your StackLens analyses finish.');
  return (
    <RequireUser>
      {() => (
        <div className="sl-container sl-user-page">
          <h1>Webhook endpoints</h1>
          <p>
            StackLens POSTs signed events to your endpoints (Standard Webhooks: <code>webhook-id</code>,{' '}
            <code>webhook-timestamp</code>, <code>webhook-signature</code>) and retries failures for up to 5
            days. Verify them with any Standard Webhooks library and your endpoint&apos;s secret; see the{' '}
            <Link to={routePaths['products-website-analyzer-docs']}>API documentation</Link>.
          </p>
          <Endpoints />
        </div>
      )}
    </RequireUser>
  );
}

function Endpoints() {
  const endpoints = useGetWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  if (endpoints.isError)
    return (
      <LoadFailure
        variant="inline"
        title="The webhook endpoints could not be loaded"
        error={endpoints.error}
        onRetry={() => endpoints.refetch()}
      />
    );
  const items = endpoints.data?.items ?? [];
  return (
    <>
      {secret && (
        <ShownOnceSecret
          title={`Signing secret of ${secret.url}`}
          hint="Copy it now: it is not shown again (rotate it to get a new one)."
          value={secret.secret}
          testId="webhook-secret"
          onDone={() => setSecret(null)}
        />
      )}
      <CreateEndpointForm disabled={items.length >= MAX_WEBHOOK_ENDPOINTS} onCreated={setSecret} />
      {endpoints.isPending ? null : items.length === 0 ? (
        <p className="slc-muted">No webhook endpoints yet.</p>
      ) : (
        <Collapse
          items={items.map((endpoint) => ({
            key: endpoint.id,
            label: (
              <Space>
                <code>{endpoint.url}</code>
                {endpoint.enabled ? <Tag color="success">enabled</Tag> : <Tag color="error">disabled</Tag>}
              </Space>
            ),
            children: <EndpointDetails endpoint={endpoint} onSecret={setSecret} />,
          }))}
        />
      )}
    </>
  );
}

function CreateEndpointForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (secret: { url: string; secret: string }) => void;
}) {
  const [form] = Form.useForm<CreateWebhookEndpointRequest>();
  const { create } = useWebhookEndpointActions();
  return (
    <Form<CreateWebhookEndpointRequest>
      form={form}
      layout="vertical"
      className="sl-api-key__form"
      disabled={disabled || create.isPending}
      initialValues={{ events: ['analysis.completed', 'analysis.failed'] }}
      onFinish={(values) =>
        create.mutate(
          { ...values, description: values.description?.trim() || undefined },
          {
            onSuccess: (created) => {
              form.resetFields();
              onCreated({ url: created.url, secret: created.secret });
            },
          },
        )
      }
    >
      <Form.Item
        name="url"
        label="Endpoint URL"
        rules={[{ required: true, type: 'url', message: 'Enter an https:// URL.' }]}
      >
        <Input placeholder="https://example.com/webhooks/stacklens" inputMode="url" />
      </Form.Item>
      <Form.Item name="description" label="Description (optional)">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="events"
        label="Events"
        rules={[{ required: true, message: 'Choose at least one event.' }]}
      >
        <Checkbox.Group
          options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: EVENT_LABELS[type] }))}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<ApiOutlined aria-hidden="true" />}
        loading={create.isPending}
      >
        Add endpoint
      </Button>
      {create.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={create.error.problem.detail ?? 'The endpoint could not be added.'}
        />
      )}
    </Form>
  );
}

function EndpointDetails({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: { url: string; secret: string }) => void;
}) {
  const actions = useWebhookEndpointActions();
  return (
    <>
      {endpoint.disabledReason && <Alert type="warning" showIcon title={endpoint.disabledReason} />}
      {endpoint.previousSecretExpiresAt && (
        <Alert
          type="info"
          showIcon
          data-testid="webhook-secret-overlap"
          title={`The previous secret is still accepted until ${formatDateTime(endpoint.previousSecretExpiresAt)}: until then every delivery is signed with both secrets, so switch your receiver to the new one before that.`}
        />
      )}
      <p>
        Events:{' '}
        {endpoint.events.map((type) => (
          <Tag key={type}>{type}</Tag>
        ))}
        {endpoint.description && <span className="slc-muted"> — {endpoint.description}</span>}
      </p>
      <Space wrap className="sl-api-key__form">
        <Switch
          checked={endpoint.enabled}
          checkedChildren="Enabled"
          unCheckedChildren="Disabled"
          onChange={(enabled) => actions.update.mutate({ id: endpoint.id, body: { enabled } })}
        />
        <Button onClick={() => actions.test.mutate(endpoint.id)} loading={actions.test.isPending}>
          Send test event
        </Button>
        <Button
          onClick={() =>
            actions.rotate.mutate(endpoint.id, {
              onSuccess: (rotated) => onSecret({ url: rotated.url, secret: rotated.secret }),
            })
          }
        >
          Rotate secret
        </Button>
        <Popconfirm
          title="Delete this endpoint?"
          description="Its delivery log is deleted too."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => actions.remove.mutateAsync(endpoint.id)}
        >
          <Button danger>Delete</Button>
        </Popconfirm>
      </Space>
      <DeliveryLog endpointId={endpoint.id} onRetry={(id) => actions.retry.mutate(id)} />
    </>
  );
}

function statusTag(delivery: WebhookDelivery) {
  if (delivery.status === 'succeeded') return <Tag color="success">delivered</Tag>;
  if (delivery.status === 'failed') return <Tag color="error">failed</Tag>;
  return <Tag color="processing">pending</Tag>;
}

function DeliveryLog({ endpointId, onRetry }: { endpointId: string; onRetry: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const deliveries = useGetWebhookDeliveries(endpointId, page, pageSize);
  const columns: TableColumnsType<WebhookDelivery> = [
    { title: 'Event', dataIndex: 'eventType' },
    { title: 'Status', key: 'status', render: (_: unknown, delivery) => statusTag(delivery) },
    { title: 'Attempts', dataIndex: 'attempts' },
    {
      title: 'Answer',
      dataIndex: 'lastStatusCode',
      render: (code: number | null, d) => code ?? d.lastError ?? '—',
    },
    {
      title: 'Duration',
      dataIndex: 'lastDurationMs',
      render: (ms: number | null) => (ms === null ? '—' : `${ms} ms`),
    },
    {
      title: 'Next retry',
      dataIndex: 'nextAttemptAt',
      render: (value: string | null, d) => (d.status === 'pending' && value ? formatDateTime(value) : '—'),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, delivery) => (
        <Button size="small" onClick={() => onRetry(delivery.id)} disabled={delivery.status === 'pending'}>
          Redeliver
        </Button>
      ),
    },
  ];
  return (
    <Table<WebhookDelivery>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={deliveries.data?.items ?? []}
      loading={deliveries.isPending}
      locale={{ emptyText: 'No deliveries yet.' }}
      expandable={{
        expandedRowRender: (delivery) => (
          <>
            <Typography.Paragraph>
              <strong>webhook-id</strong> <code>{delivery.messageId}</code>
            </Typography.Paragraph>
            <pre className="sl-webhook__payload">{JSON.stringify(delivery.payload, null, 2)}</pre>
            {delivery.responseSnippet && (
              <>
                <strong>Response</strong>
                <pre className="sl-webhook__payload">{delivery.responseSnippet}</pre>
              </>
            )}
          </>
        ),
      }}
      pagination={tablePagination({
        page,
        pageSize,
        total: deliveries.data?.total ?? 0,
        noun: (total) => `${total} ${total === 1 ? 'delivery' : 'deliveries'}`,
        onPage: (nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        },
      })}
    />
  );
}
