import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isProblemError } from '../../api/client';
import { confirmEmailChange } from '../../api/users';
import { queryKeys } from '../../hooks/query-keys';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

type State =
  { status: 'fetching' } | { status: 'success'; message: string } | { status: 'failure'; message: string };

/**
 * `/auth/confirm-email?token=` — the link mailed to a new email address (like `/auth/verify-email`): confirming
 * makes it the account's address (fetching, success, failure).
 */
export function ConfirmEmailPage() {
  useSetPageTitle('Confirm your new email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'fetching' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmailChange(token)
      .then((answer) => {
        setState({ status: 'success', message: answer.message ?? 'Your email address is changed.' });
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
        <Spin size="large" aria-label="Confirming your new email address" />
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
              ? 'Your new email address is confirmed'
              : 'The email address could not be changed'}
          </h1>
        }
        subTitle={state.message}
        extra={
          <Button type="primary" onClick={() => navigate('/user/account')}>
            Open your account
          </Button>
        }
      />
    </div>
  );
}
