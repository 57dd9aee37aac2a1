import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import type { ProblemError } from '../../api/client';
import { authDialog } from '../../state/auth-dialog-store';
import { describeAuthError } from '../../components/auth/auth-dialog';
import { passwordRules } from '../../components/auth/auth-rules';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** `/auth/reset-password?token=` — the link of the reset mail: choose a new password (every session ends). */
export function ResetPasswordPage() {
  useSetPageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{
    status: 'idle' | 'fetching' | 'success' | 'failure';
    message?: string;
  }>({
    status: 'idle',
  });
  const submit = async ({ password }: { password: string }) => {
    setState({ status: 'fetching' });
    try {
      const answer = await resetPassword(token, password);
      setState({ status: 'success', message: answer.message });
    } catch (error) {
      const problem = error as ProblemError;
      setState({
        status: 'failure',
        message:
          problem.code === 'invalid-token'
            ? (problem.problem.detail ?? problem.message)
            : describeAuthError(problem),
      });
    }
  };
  return (
    <div className="sl-container sl-user-page" style={{ maxWidth: 440 }}>
      <h1>Choose a new password</h1>
      <Card>
        {state.status === 'success' ? (
          <>
            <Alert type="success" showIcon className="sl-auth__alert" title={state.message} />
            <Button type="primary" onClick={() => authDialog.open('signin')}>
              Sign in
            </Button>
          </>
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={submit} noValidate>
            {state.status === 'failure' && (
              <Alert type="error" showIcon role="alert" className="sl-auth__alert" title={state.message} />
            )}
            <Form.Item label="New password" name="password" rules={passwordRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={state.status === 'fetching'}>
              Set new password
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
