import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import {
  API_KEY_SCOPES,
  DEFAULT_API_KEY_SCOPES,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@stacklens/contracts';
import { formatDateTime } from '../../lib/format';
import { routePaths } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import { LoadFailure } from '../../components/load-failure';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import { useCreateApiKey } from '../../hooks/use-create-api-key';
import { useGetApiKeys } from '../../hooks/use-get-api-keys';
import { useRevokeApiKey } from '../../hooks/use-revoke-api-key';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import './api-keys.css';

/** What each scope lets a key do, as the create form and the list say it. */
const SCOPE_HELP: Record<ApiKeyScope, string> = {
  'analyses:write': 'start analyses, bulk analyses, monitors and Lighthouse reports',
  'websites:read': 'read your profile, history and monitors',
  'webhooks:write': 'manage webhook endpoints and their deliveries',
  'billing:read': 'read your plan, invoices and cards',
  'lists:read': "list the websites using a technology (counted in your plan's list rows)",
};

/**
 * API keys (route `user-api-keys`): create with chosen scopes (the key is shown once, with a copy button), list with
 * their scopes, and revoke.
 */
export function ApiKeysPage() {
  useSetPageTitle('API keys', 'Create and revoke API keys for the StackLens API.');
  return (
    <RequireUser>
      {() => (
        <div className="sl-container sl-user-page">
          <h1>API keys</h1>
          <p>
            Call the StackLens API from your own tools with <code>Authorization: Bearer &lt;key&gt;</code>: a
            key acts as you (your plan and quota) within the scopes you give it, needs no CSRF token and may
            make 60 requests a minute. Paying and changing your plan or billing details is never done with a
            key. See the <Link to={routePaths['products-website-analyzer-docs']}>API documentation</Link>.
          </p>
          <ApiKeys />
        </div>
      )}
    </RequireUser>
  );
}

function ApiKeys() {
  const keys = useGetApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  if (keys.isError)
    return (
      <LoadFailure
        variant="inline"
        title="The API keys could not be loaded"
        error={keys.error}
        onRetry={() => keys.refetch()}
      />
    );
  const items = keys.data?.items ?? [];
  return (
    <>
      {created && (
        <ShownOnceSecret
          title={`Your new key "${created.name}"`}
          hint="Copy it now: StackLens stores only a hash and cannot show it again."
          value={created.key}
          testId="new-api-key"
          onDone={() => setCreated(null)}
        />
      )}
      <CreateKeyForm disabled={items.length >= MAX_API_KEYS} onCreated={setCreated} />
      <KeysTable items={items} loading={keys.isPending} />
    </>
  );
}

function CreateKeyForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const [form] = Form.useForm<{ name: string; scopes: ApiKeyScope[] }>();
  const create = useCreateApiKey();
  return (
    <Form
      form={form}
      layout="inline"
      className="sl-api-key__form"
      disabled={disabled || create.isPending}
      initialValues={{ scopes: [...DEFAULT_API_KEY_SCOPES] }}
      onFinish={({ name, scopes }) =>
        create.mutate(
          { name: name.trim(), scopes },
          {
            onSuccess: (key) => {
              form.resetFields();
              onCreated(key);
            },
          },
        )
      }
    >
      <Form.Item
        name="name"
        label="Key name"
        rules={[
          { required: true, whitespace: true, message: 'Name the key (e.g. where it is used).' },
          { max: 100, message: 'Keep the name under 100 characters.' },
        ]}
      >
        <Input placeholder="e.g. deploy script" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="scopes"
        label="Scopes"
        className="sl-api-key__scopes"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope.' }]}
      >
        <Checkbox.Group
          options={API_KEY_SCOPES.map((scope) => ({
            value: scope,
            label: (
              <span>
                <code>{scope}</code> <span className="slc-muted">— {SCOPE_HELP[scope]}</span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<KeyOutlined aria-hidden="true" />}
        loading={create.isPending}
      >
        Create key
      </Button>
      {disabled && (
        <span className="slc-muted">You have {MAX_API_KEYS} keys: revoke one to create another.</span>
      )}
      {create.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={create.error.problem.detail ?? 'The key could not be created.'}
        />
      )}
    </Form>
  );
}

function KeysTable({ items, loading }: { items: ApiKey[]; loading: boolean }) {
  const revoke = useRevokeApiKey();
  const columns: TableColumnsType<ApiKey> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Key', dataIndex: 'prefix', render: (prefix: string) => <code>{prefix}…</code> },
    {
      title: 'Scopes',
      dataIndex: 'scopes',
      render: (scopes: ApiKeyScope[]) =>
        scopes.map((scope) => (
          <Tag key={scope} title={SCOPE_HELP[scope]}>
            {scope}
          </Tag>
        )),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: 'Last used',
      dataIndex: 'lastUsedAt',
      render: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, key) => (
        <Popconfirm
          title={`Revoke "${key.name}"?`}
          description="Requests with this key are refused from now on."
          okText="Revoke"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => revoke.mutateAsync(key.id)}
        >
          <Button danger size="small">
            Revoke
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<ApiKey>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No API keys yet.' }}
    />
  );
}
