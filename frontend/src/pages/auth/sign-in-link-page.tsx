import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signInWithLink } from '../../api/auth';
import { isProblemError } from '../../api/client';
import { queryKeys } from '../../hooks/query-keys';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

type State = { status: 'fetching' } | { status: 'success' } | { status: 'failure'; message: string };

/**
 * `/auth/sign-in-link?token=` — the link of the sign-in mail ("Email me a sign-in link"): signs in once with the
 * token (fetching, success, failure).
 */
export function SignInLinkPage() {
  useSetPageTitle('Sign in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'fetching' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signInWithLink(token)
      .then(async (user) => {
        queryClient.setQueryData(queryKeys.user, user);
        await queryClient.invalidateQueries({ queryKey: queryKeys.user, refetchType: 'none' });
        setState({ status: 'success' });
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
        <Spin size="large" aria-label="Signing you in" />
      </div>
    );
  }
  return (
    <div className="sl-container sl-page-state">
      <Result
        status={state.status === 'success' ? 'success' : 'error'}
        title={
          <h1 className="sl-page-state__title">
            {state.status === 'success' ? 'You are signed in' : 'You could not be signed in'}
          </h1>
        }
        subTitle={state.status === 'success' ? 'Welcome back to StackLens.' : state.message}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Analyze a website
          </Button>
        }
      />
    </div>
  );
}
