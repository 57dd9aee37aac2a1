import { App, Button, Dropdown, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { EyeFilled, EyeOutlined } from '@ant-design/icons';
import type { MonitorInterval } from '@stacklens/contracts';
import { useNavigate } from 'react-router-dom';
import type { ProblemError } from '../../api/client';
import { authDialog } from '../../state/auth-dialog-store';
import { routePaths } from '../../lib/routes';
import { useGetMonitors, useMonitorActions } from '../../hooks/use-monitors';
import { useGetUser } from '../../hooks/use-get-user';

const INTERVAL_LABEL: Record<MonitorInterval, string> = { daily: 'Daily', weekly: 'Weekly' };

/**
 * "Monitor this website" on a result page: re-analysed daily or weekly (each run counts as an analysis), with
 * `website.technologies.changed` sent to the user's webhook endpoints when the stack changes. Signed-out visitors are
 * asked to sign up; unverified accounts to verify their email first.
 */
export function MonitorButton({ domain, url }: { domain: string; url: string }) {
  const user = useGetUser();
  if (user.isPending) return null;
  if (!user.data) {
    return (
      <Button
        size="large"
        icon={<EyeOutlined aria-hidden="true" />}
        onClick={() => authDialog.open('signup', { reason: `Sign up to monitor ${domain}` })}
      >
        Monitor
      </Button>
    );
  }
  if (!user.data.emailVerified) {
    return (
      <Tooltip title="Verify your email address to monitor websites.">
        <Button size="large" icon={<EyeOutlined aria-hidden="true" />} disabled>
          Monitor
        </Button>
      </Tooltip>
    );
  }
  return <MonitorMenu domain={domain} url={url} />;
}

/**
 * The monitor menu of a verified user: monitor daily or weekly, change the interval, stop, manage. Its own
 * component, so that the monitors query and the three mutations run only for verified users — not in a server
 * render, which acts for nobody and renders nothing here.
 */
function MonitorMenu({ domain, url }: { domain: string; url: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const monitors = useGetMonitors();
  const actions = useMonitorActions();
  const monitor = monitors.data?.items.find((item) => item.domain === domain);
  const busy = actions.create.isPending || actions.update.isPending || actions.remove.isPending;

  const fail = (error: ProblemError) =>
    message.error({ content: error.message, key: 'monitor', duration: 6 });
  const monitorEvery = (interval: MonitorInterval) =>
    actions.create.mutate(
      { url, interval },
      {
        onSuccess: () =>
          message.success({
            content: `${domain} is monitored ${interval === 'daily' ? 'daily' : 'weekly'}`,
            key: 'monitor',
          }),
        onError: fail,
      },
    );

  const manage = { key: 'manage', label: 'Manage monitored websites' };
  const items: MenuProps['items'] = monitor
    ? [
        ...(['daily', 'weekly'] as const).map((interval) => ({
          key: interval,
          label: `Check ${interval}`,
          disabled: monitor.interval === interval,
        })),
        { key: 'stop', label: 'Stop monitoring', danger: true },
        { type: 'divider' as const },
        manage,
      ]
    : [
        { key: 'daily', label: 'Check daily' },
        { key: 'weekly', label: 'Check weekly' },
        { type: 'divider' as const },
        manage,
      ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'manage') return void navigate(routePaths['user-history']);
    if (!monitor) return monitorEvery(key as MonitorInterval);
    if (key === 'stop') {
      return actions.remove.mutate(monitor.id, {
        onSuccess: () => message.success({ content: `${domain} is not monitored any more`, key: 'monitor' }),
        onError: fail,
      });
    }
    actions.update.mutate({ id: monitor.id, interval: key as MonitorInterval }, { onError: fail });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={busy || monitors.isPending}>
      <Button
        size="large"
        loading={busy}
        icon={monitor ? <EyeFilled aria-hidden="true" /> : <EyeOutlined aria-hidden="true" />}
      >
        {monitor ? `Monitored · ${INTERVAL_LABEL[monitor.interval]}` : 'Monitor'}
      </Button>
    </Dropdown>
  );
}
