import { DownloadOutlined } from '@ant-design/icons';
import { App, Alert, Button, Flex, Popconfirm, Select, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Monitor, MonitorInterval } from '@stacklens/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { websitePath } from '../../lib/routes';
import { useGetMonitors, useMonitorActions } from '../../hooks/use-monitors';
import { monitorsExportUrl } from '../../api/monitors';

function resultPath(monitor: Monitor): string {
  const url = new URL(monitor.url);
  return websitePath({
    domain: monitor.domain,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    port: url.port ? Number(url.port) : null,
  });
}

function LastRun({ monitor }: { monitor: Monitor }) {
  if (!monitor.lastRunAt) return <span className="sl-muted">not yet</span>;
  return (
    <span>
      {formatDateTime(monitor.lastRunAt)}{' '}
      {monitor.lastError ? (
        <Tooltip title={monitor.lastError.detail}>
          <Tag color="error">{monitor.lastError.code}</Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

/**
 * The user's monitored websites (on the history page): interval, last and next run, last change; change the
 * interval or stop monitoring. Websites are added from their result page ("Monitor").
 */
export function MonitorsSection({ verified }: { verified: boolean }) {
  const { message } = App.useApp();
  const monitors = useGetMonitors(verified);
  const actions = useMonitorActions();
  const columns: TableColumnsType<Monitor> = [
    {
      title: 'Website',
      dataIndex: 'domain',
      render: (domain: string, monitor) => <Link to={resultPath(monitor)}>{domain}</Link>,
    },
    {
      title: 'Checked',
      dataIndex: 'interval',
      render: (interval: MonitorInterval, monitor) => (
        <Select<MonitorInterval>
          size="small"
          value={interval}
          aria-label={`How often ${monitor.domain} is checked`}
          options={[
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          onChange={(next) =>
            actions.update.mutate(
              { id: monitor.id, interval: next },
              { onError: (error) => message.error(error.message) },
            )
          }
        />
      ),
    },
    { title: 'Last run', key: 'lastRun', render: (_: unknown, monitor) => <LastRun monitor={monitor} /> },
    {
      title: 'Next run',
      dataIndex: 'nextRunAt',
      render: (value: string, monitor) =>
        monitor.pausedAt ? (
          <>
            <Tooltip title="Paused when your account was secured. Resume it if you set it up.">
              <Tag color="warning">paused</Tag>
            </Tooltip>
            <Button
              size="small"
              type="link"
              onClick={() =>
                actions.update.mutate(
                  { id: monitor.id, interval: monitor.interval },
                  { onError: (error) => message.error(error.message) },
                )
              }
            >
              Resume
            </Button>
          </>
        ) : (
          formatDateTime(value)
        ),
    },
    {
      title: 'Stack last changed',
      dataIndex: 'lastChangedAt',
      render: (value: string | null) => (value ? formatDateTime(value) : '—'),
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, monitor) => (
        <Popconfirm
          title={`Stop monitoring ${monitor.domain}?`}
          okText="Stop monitoring"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            actions.remove.mutateAsync(monitor.id).catch((error: Error) => message.error(error.message))
          }
        >
          <Button size="small" danger>
            Stop
          </Button>
        </Popconfirm>
      ),
    },
  ];
  const count = monitors.data?.items.length ?? 0;
  return (
    <section aria-labelledby="monitors-title" className="sl-monitors">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h2 id="monitors-title">Monitored websites</h2>
        {verified && count > 0 && (
          <Button size="small" icon={<DownloadOutlined />} href={monitorsExportUrl('csv')} download>
            Download CSV
          </Button>
        )}
      </Flex>
      <p className="sl-muted">
        Monitored websites are re-analysed on time (each run counts as an analysis); your webhook endpoints
        subscribed to <code>website.technologies.changed</code> are told when a stack changes.
        {monitors.data && ` ${count} of ${monitors.data.limit} on your plan.`}
      </p>
      {!verified ? (
        <Alert type="info" showIcon title="Verify your email address to monitor websites." />
      ) : monitors.isError ? (
        <Alert type="error" showIcon title="The monitored websites could not be loaded" />
      ) : (
        <Table<Monitor>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={monitors.data?.items ?? []}
          loading={monitors.isPending}
          pagination={false}
          locale={{ emptyText: 'No monitored websites yet: open a result page and choose "Monitor".' }}
        />
      )}
    </section>
  );
}
