import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import Bowser from 'bowser';
import { useNavigate } from 'react-router-dom';
import type { Session, User } from '@stacklens/contracts';
import { JobTitleSelect } from '../../components/account/job-title-select';
import { TechnologyPicker } from '../../components/account/technology-picker';
import { formatDateTime } from '../../lib/format';
import { authDialog } from '../../state/auth-dialog-store';
import { remainingAnalysesText } from '../../lib/user-links';
import { describeAuthError } from '../../components/auth/auth-dialog';
import { emailRules } from '../../components/auth/auth-rules';
import { RequireUser } from '../../components/auth/require-user';
import { VerifyEmailAlert } from '../../components/auth/verify-email-alert';
import { useDeleteUser } from '../../hooks/use-delete-user';
import { useEmailChangeActions } from '../../hooks/use-email-change-actions';
import { useGetSessions } from '../../hooks/use-get-sessions';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useSignOutEverywhere } from '../../hooks/use-sign-out-everywhere';
import { useUpdateUser } from '../../hooks/use-update-user';
import { pendingAccountDeletion } from '../../state/pending-account-deletion';

interface ProfileValues {
  name: string;
  email: string;
  jobTitleId: number | null;
  technologies: string[];
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const save = (values: ProfileValues) =>
    update.mutate(
      {
        name: values.name || null,
        email: values.email,
        jobTitleId: values.jobTitleId ?? null,
        technologies: values.technologies,
      },
      {
        onSuccess: (saved) =>
          void message.success(
            saved.pendingEmail && saved.pendingEmail !== user.pendingEmail
              ? `Profile saved. Open the link we sent to ${saved.pendingEmail} to confirm the new address.`
              : 'Profile saved',
          ),
        onError: (error) => {
          if (error.code === 'requires-recent-login') {
            authDialog.open('signin', {
              reason: 'For your security, sign in again to change your email address.',
              afterSignIn: () => form.submit(),
            });
          }
        },
      },
    );
  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={{
        name: user.name ?? '',
        email: user.email,
        jobTitleId: user.jobTitleId,
        technologies: user.technologies,
      }}
      onFinish={save}
      noValidate
    >
      {update.isError && update.error.code !== 'requires-recent-login' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="sl-auth__alert"
          title={describeAuthError(update.error)}
        />
      )}
      <Form.Item label="Name" name="name">
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={emailRules}
        extra="A new address takes effect once you open the link we mail to it."
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Job title" name="jobTitleId">
        <JobTitleSelect />
      </Form.Item>
      <Form.Item label="Technologies of interest" name="technologies">
        <TechnologyPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save profile
      </Button>
    </Form>
  );
}

/** "pending confirmation: x — resend / cancel" for an email change waiting for its link. */
function PendingEmail({ email }: { email: string }) {
  const { resend, cancel } = useEmailChangeActions();
  const { message } = App.useApp();
  return (
    <Space wrap size={4} data-testid="pending-email">
      <Typography.Text type="secondary">pending confirmation: {email}</Typography.Text>
      <Typography.Text type="secondary">—</Typography.Text>
      <Button
        type="link"
        size="small"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (answer) => void message.success(answer.message ?? `We sent a new link to ${email}.`),
            onError: (error) => void message.error(describeAuthError(error)),
          })
        }
      >
        Resend
      </Button>
      <Button
        type="link"
        size="small"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, { onError: (error) => void message.error(describeAuthError(error)) })
        }
      >
        Cancel
      </Button>
    </Space>
  );
}

/** "Firefox on Linux" from a User-Agent header (bowser), or the header itself when it names no browser. */
function describeClient(userAgent: string | null): string {
  if (!userAgent) return 'Unknown client';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 60);
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}

/** The signed-in browsers of the user, with "Sign out everywhere" (every other session ends). */
function Sessions() {
  const sessions = useGetSessions();
  const signOut = useSignOutEverywhere();
  const { message } = App.useApp();
  const items = sessions.data?.items ?? [];
  const columns: TableColumnsType<Session> = [
    {
      title: 'Client',
      dataIndex: 'userAgent',
      render: (userAgent: string | null, session) => (
        <Space size={4}>
          <span title={userAgent ?? undefined}>{describeClient(userAgent)}</span>
          {session.current && <Tag color="blue">this device</Tag>}
        </Space>
      ),
    },
    { title: 'Signed in', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    { title: 'Last seen', dataIndex: 'lastSeenAt', render: (value: string) => formatDateTime(value) },
  ];
  return (
    <>
      {sessions.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="sl-auth__alert"
          title={describeAuthError(sessions.error)}
        />
      )}
      <Table<Session>
        rowKey="id"
        size="small"
        pagination={false}
        loading={sessions.isPending}
        columns={columns}
        dataSource={items}
        aria-label="Active sessions"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        Signing out everywhere ends every session but this one. Your API keys keep working: revoke them on the
        API keys page.
      </Typography.Paragraph>
      <Button
        disabled={items.filter((item) => !item.current).length === 0}
        loading={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: ({ ended }) =>
              void message.success(`Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`),
            onError: (error) => void message.error(describeAuthError(error)),
          })
        }
      >
        Sign out everywhere
      </Button>
    </>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const { modal } = App.useApp();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    remove.mutate(undefined, {
      onSuccess: () => navigate('/user/deleted', { replace: true }),
      onError: (error) => {
        if (error.code === 'requires-recent-login') {
          // Re-prompt the sign-in (password, Google or GitHub), then retry the deletion.
          authDialog.open('signin', {
            reason: 'For your security, sign in again to delete your account.',
            afterSignIn: run,
            // A Google/GitHub sign-in leaves the page: the deletion resumes when it comes back here.
            beforeRedirect: () => pendingAccountDeletion.remember(),
          });
        }
      },
    });
  // Back from the Google/GitHub sign-in that the deletion asked for: delete without asking a second time.
  useEffect(() => {
    if (pendingAccountDeletion.take()) run();
  }, []);
  useEffect(() => {
    if (!confirming) return;
    setConfirming(false);
    modal.confirm({
      title: 'Delete your account?',
      content:
        'Your profile, sign-in methods, history, API keys, webhooks and monitors are deleted for good. A paid plan ' +
        'ends now: usage not billed yet goes on a final invoice and your cards are removed. Website results stay ' +
        'public, anonymously.',
      okText: 'Delete account',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: run,
    });
  });
  return (
    <>
      {remove.isError && remove.error.code !== 'requires-recent-login' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="sl-auth__alert"
          title={
            remove.error.code === 'billing-unavailable'
              ? remove.error.message
              : describeAuthError(remove.error)
          }
        />
      )}
      <Typography.Paragraph type="secondary">
        Deleting the account removes your personal data and signs you out everywhere.
      </Typography.Paragraph>
      <Button danger onClick={() => setConfirming(true)} loading={remove.isPending}>
        Delete account
      </Button>
    </>
  );
}

/** "Download my data": the export is a JSON attachment the browser saves (session cookie, same origin). */
function DownloadData() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        A JSON file with your profile, sign-in methods, analyses, monitors, webhook endpoints and API keys
        (without secrets), usage, billing details, contact messages and removal requests.
      </Typography.Paragraph>
      <Button href="/api/v2/user/export" download>
        Download my data
      </Button>
    </>
  );
}

function Account({ user }: { user: User }) {
  return (
    <div className="sl-container sl-user-page">
      <h1>Account</h1>
      {!user.emailVerified && (
        <div className="sl-auth__alert">
          <VerifyEmailAlert email={user.email} />
        </div>
      )}
      <Card title="Plan">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Plan">
            {user.plan === 'paid' ? 'Paid (unlimited)' : 'Free'}
          </Descriptions.Item>
          <Descriptions.Item label="This month">{remainingAnalysesText(user)}</Descriptions.Item>
          <Descriptions.Item label="Email">
            {user.email}{' '}
            {user.emailVerified ? <Tag color="green">verified</Tag> : <Tag color="orange">not verified</Tag>}
            {user.pendingEmail && <PendingEmail email={user.pendingEmail} />}
          </Descriptions.Item>
          <Descriptions.Item label="Sign-in methods">
            {[
              user.hasPassword ? 'Password' : null,
              ...user.providers.map((p) => (p === 'github' ? 'GitHub' : 'Google')),
            ]
              .filter(Boolean)
              .join(', ')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Profile">
        <ProfileForm user={user} />
      </Card>
      <Card title="Sessions">
        <Sessions />
      </Card>
      <Card title="Your data">
        <DownloadData />
      </Card>
      <Card title="Delete account">
        <DeleteAccount />
      </Card>
    </div>
  );
}

/**
 * `/user/account` (route user-account): plan, verification state and pending email change, profile form, the
 * signed-in sessions, data download and account deletion.
 */
export function AccountPage() {
  useSetPageTitle('Account');
  return <RequireUser>{(user) => <Account user={user} />}</RequireUser>;
}
