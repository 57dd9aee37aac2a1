import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { User } from '@stacklens/contracts';
import { JobTitleSelect } from '../../components/account/job-title-select';
import { TechnologyPicker } from '../../components/account/technology-picker';
import { describeAuthError } from '../../components/auth/auth-dialog';
import { RequireUser } from '../../components/auth/require-user';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useUpdateUser } from '../../hooks/use-update-user';

interface SetupValues {
  name: string;
  jobTitleId: number | null;
  technologies: string[];
}

function AccountSetup({ user }: { user: User }) {
  const update = useUpdateUser();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const finish = (body: Parameters<typeof update.mutate>[0], text: string) =>
    update.mutate(body, {
      onSuccess: () => {
        void message.success(text);
        navigate('/', { replace: true });
      },
    });
  const save = (values: SetupValues) =>
    finish(
      {
        name: values.name || null,
        jobTitleId: values.jobTitleId ?? null,
        technologies: values.technologies,
        accountSetup: 'done',
      },
      'Your account is set up',
    );
  const skip = () =>
    finish({ accountSetup: 'done' }, 'You can fill in your profile on the account page any time');
  return (
    <div className="sl-container sl-user-page">
      <h1>Welcome to StackLens</h1>
      <Typography.Paragraph type="secondary">
        Tell us a little about you. The technologies you pick fill your home page with their recent changes on
        the websites we analysed. Everything here is optional and can be changed on the account page.
      </Typography.Paragraph>
      <Card>
        <Form<SetupValues>
          layout="vertical"
          initialValues={{
            name: user.name ?? '',
            jobTitleId: user.jobTitleId,
            technologies: user.technologies,
          }}
          onFinish={save}
          noValidate
        >
          {update.isError && (
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
          <Form.Item label="Job title" name="jobTitleId">
            <JobTitleSelect />
          </Form.Item>
          <Form.Item label="Technologies of interest" name="technologies">
            <TechnologyPicker />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Save
            </Button>
            <Button onClick={skip} disabled={update.isPending}>
              Skip
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

/**
 * `/user/welcome` (route user-welcome): the account-setup step after the email verification — name, job title and
 * technologies of interest; Save and Skip both end the step (`accountSetup: 'done'`) and lead home.
 */
export function WelcomePage() {
  useSetPageTitle('Set up your account');
  return <RequireUser>{(user) => <AccountSetup user={user} />}</RequireUser>;
}
