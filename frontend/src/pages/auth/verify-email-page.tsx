import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { verifyEmail } from '../../api/auth';
import { isProblemError } from '../../api/client';
import { queryKeys } from '../../hooks/query-keys';
import { useGetUser } from '../../hooks/use-get-user';
import { routePaths } from '../../lib/routes';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

type State = { status: 'fetching' } | { status: 'success' } | { status: 'failure'; message: string };

/** `/auth/verify-email?token=` — the link of the verification mail (email verification: fetching, success, failure). */
export function VerifyEmailPage() {
  useSetPageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'fetching' });
  const user = useGetUser();
  // Verified with the account-setup step still pending (signed in on this browser): the button leads to it.
  const setUp = state.status === 'success' && user.data?.accountSetup === 'pending';
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => {
        setState({ status: 'success' });
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      })
      .catch((error: unknown) =>
        setState({
          status: 'failure',
          message: isProblemError(error)
            ? (error.problem.detail ?? error.message)
            : 'An error occurred. Please try again later.',
        }),
      );
  }, [token, queryClient]);
  if (state.status === 'fetching') {
    return (
      <div className="sl-container sl-page-state">
        <Spin size="large" aria-label="Verifying your email address" />
      </div>
    );
  }
  return (
    <div className="sl-container sl-page-state">
      <Result
        status={state.status === 'success' ? 'success' : 'error'}
        title={
          <h1 className="sl-page-state__title">
            {state.status === 'success'
              ? 'Your email address is verified'
              : 'The email address could not be verified'}
          </h1>
        }
        subTitle={state.status === 'success' ? 'You can analyse websites now.' : state.message}
        extra={
          setUp ? (
            <Button type="primary" onClick={() => navigate(routePaths['user-welcome'])}>
              Set up your account
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate('/')}>
              Analyze a website
            </Button>
          )
        }
      />
    </div>
  );
}
