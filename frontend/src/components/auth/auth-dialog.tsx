import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Form, Input, Modal, Typography } from 'antd';
import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { authMessage, type OAuthProvider } from '@stacklens/contracts';
import { forgotPassword, oauthStartUrl, requestSignInLink } from '../../api/auth';
import type { ProblemError } from '../../api/client';
import { authDialog, useAuthDialog } from '../../state/auth-dialog-store';
import { useSignIn } from '../../hooks/use-sign-in';
import { useSiteInfo } from '../../hooks/use-site-info';
import { emailRules, passwordRules } from './auth-rules';

/** The message for a failed sign-in/sign-up (rate limits and locks keep their own text). */
export function describeAuthError(error: ProblemError): string {
  if (error.code === 'rate-limited' || error.code === 'too-many-attempts') {
    return error.problem.detail ?? authMessage('auth-error');
  }
  if (error.code === 'validation-failed')
    return error.problem.errors?.[0]?.message ?? authMessage('invalid-credential');
  if (error.status === 0 || error.status >= 500) return authMessage('auth-error');
  return authMessage(error.code === 'auth-error' ? 'invalid-credential' : error.code);
}

/**
 * "Continue with Google/GitHub" for the providers this deployment is configured for (`SiteInfo.signIn`), then the
 * "or with email" divider; nothing at all when none is, so that no button leads to `provider-not-configured`.
 */
function ProviderButtons({ returnTo }: { returnTo: string }) {
  const { signIn } = useSiteInfo();
  if (!signIn.google && !signIn.github) return null;
  const go = (provider: OAuthProvider) => {
    authDialog.get().beforeRedirect?.();
    window.location.assign(oauthStartUrl(provider, returnTo));
  };
  return (
    <>
      <div className="sl-auth__providers">
        {signIn.google && (
          <Button block icon={<GoogleOutlined aria-hidden="true" />} onClick={() => go('google')}>
            Continue with Google
          </Button>
        )}
        {signIn.github && (
          <Button block icon={<GithubOutlined aria-hidden="true" />} onClick={() => go('github')}>
            Continue with GitHub
          </Button>
        )}
      </div>
      <Divider plain>or with email</Divider>
    </>
  );
}

/**
 * The submit buttons show their spinner only when the answer takes longer than 200 ms: a spinner switched on and off
 * within a frame can stay on screen (an rc-motion leave that never ends, ant-design#27457), and a fast answer needs none.
 */
const SPINNER_DELAY = { delay: 200 } as const;

/**
 * "Email me a sign-in link": offered when password sign-ins from here are throttled (429 too-many-attempts), it mails
 * a one-time link to the address in the form — the owner's way in that no failed guesses can block.
 */
function SignInLinkOffer({ email }: { email: () => string }) {
  const [state, setState] = useState<{
    status: 'idle' | 'fetching' | 'success' | 'failure';
    message?: string;
  }>({
    status: 'idle',
  });
  const send = async () => {
    setState({ status: 'fetching' });
    try {
      const answer = await requestSignInLink(email());
      setState({ status: 'success', message: answer.message });
    } catch (error) {
      setState({ status: 'failure', message: describeAuthError(error as ProblemError) });
    }
  };
  if (state.status === 'success') {
    return <Alert type="success" showIcon className="sl-auth__alert" title={state.message} />;
  }
  return (
    <>
      {state.status === 'failure' && (
        <Alert type="error" showIcon className="sl-auth__alert" role="alert" title={state.message} />
      )}
      <Button
        block
        className="sl-auth__alert"
        onClick={send}
        loading={state.status === 'fetching' && SPINNER_DELAY}
      >
        Email me a sign-in link
      </Button>
    </>
  );
}

function CredentialsForm({ mode }: { mode: 'signin' | 'signup' }) {
  const [form] = Form.useForm<{ email: string; password: string; name?: string }>();
  const signIn = useSignIn();
  const submit = (values: { email: string; password: string; name?: string }) =>
    signIn.mutate(
      { mode, body: mode === 'signup' ? values : { email: values.email, password: values.password } },
      { onSuccess: () => authDialog.signedIn() },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      validateTrigger="onBlur"
      noValidate
    >
      {signIn.isError && (
        <Alert
          type="error"
          showIcon
          className="sl-auth__alert"
          role="alert"
          title={describeAuthError(signIn.error)}
        />
      )}
      {mode === 'signin' && signIn.error?.code === 'too-many-attempts' && (
        <SignInLinkOffer email={() => String(form.getFieldValue('email') ?? '').trim()} />
      )}
      {mode === 'signup' && (
        <Form.Item label="Name (optional)" name="name">
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
      )}
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={passwordRules}>
        <Input.Password autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signIn.isPending && SPINNER_DELAY}>
        {mode === 'signup' ? 'Create account' : 'Sign in'}
      </Button>
    </Form>
  );
}

function ResetForm() {
  const [state, setState] = useState<{
    status: 'idle' | 'fetching' | 'success' | 'failure';
    message?: string;
  }>({
    status: 'idle',
  });
  const submit = async ({ email }: { email: string }) => {
    setState({ status: 'fetching' });
    try {
      const answer = await forgotPassword(email);
      setState({ status: 'success', message: answer.message });
    } catch (error) {
      setState({ status: 'failure', message: describeAuthError(error as ProblemError) });
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} noValidate>
      {state.status === 'success' && (
        <Alert type="success" showIcon className="sl-auth__alert" title={state.message} />
      )}
      {state.status === 'failure' && (
        <Alert type="error" showIcon className="sl-auth__alert" role="alert" title={state.message} />
      )}
      <Typography.Paragraph type="secondary">
        Enter the email of your account and we will mail you a link to choose a new password.
      </Typography.Paragraph>
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={state.status === 'fetching' && SPINNER_DELAY}>
        Send reset link
      </Button>
    </Form>
  );
}

const TITLES = {
  signin: 'Sign in to StackLens',
  signup: 'Create your free account',
  reset: 'Reset your password',
} as const;

/**
 * The sign-in / sign-up / reset-password dialog: modal, persistent (no closing by clicking outside),
 * at most 400 px wide, open while the dialog state is signin, signup or reset.
 */
export function AuthDialog() {
  const { mode, notice, reason } = useAuthDialog();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (mode) setFormKey((key) => key + 1);
  }, [mode]);
  return (
    <Modal
      open={mode !== null}
      title={mode ? TITLES[mode] : ''}
      width={400}
      maskClosable={false}
      keyboard
      destroyOnHidden
      footer={null}
      onCancel={() => authDialog.close()}
      className="sl-auth"
    >
      {reason && <Typography.Paragraph>{reason}</Typography.Paragraph>}
      {notice && <Alert type="error" showIcon className="sl-auth__alert" role="alert" title={notice} />}
      {mode === 'reset' ? (
        <ResetForm key={formKey} />
      ) : mode ? (
        <>
          <ProviderButtons returnTo={returnTo} />
          <CredentialsForm key={`${mode}-${formKey}`} mode={mode} />
          <div className="sl-auth__switch">
            {mode === 'signin' ? (
              <>
                <Button type="link" size="small" onClick={() => authDialog.setMode('reset')}>
                  Forgot password?
                </Button>
                <span>
                  No account?{' '}
                  <Button type="link" size="small" onClick={() => authDialog.setMode('signup')}>
                    Sign up
                  </Button>
                </span>
              </>
            ) : (
              <span>
                Already have an account?{' '}
                <Button type="link" size="small" onClick={() => authDialog.setMode('signin')}>
                  Sign in
                </Button>
              </span>
            )}
          </div>
        </>
      ) : null}
      {mode === 'reset' && (
        <div className="sl-auth__switch">
          <Button type="link" size="small" onClick={() => authDialog.setMode('signin')}>
            Back to sign in
          </Button>
        </div>
      )}
    </Modal>
  );
}
