import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isProblemError } from '../../api/client';

type State =
  { status: 'fetching' } | { status: 'success'; message: string } | { status: 'failure'; message: string };

/** What one mailed-link page says and does (verify email, confirm a new email, sign in with a link). */
export interface MailedLinkAction {
  /** Spinner label while the token is used, e.g. "Verifying your email address". */
  pending: string;
  /** Uses the link's token once; resolves to the success sub-title. Runs exactly once per page visit. */
  use(token: string, queryClient: QueryClient): Promise<string>;
  titles: { success: string; failure: string };
  /** The button under the result: its text and where it leads. */
  next: { label: ReactNode; to: string };
}

/**
 * The page a mailed single-use link opens (`?token=`): uses the token once, then shows success or the API's reason
 * for failure (problem `detail`), with one button onwards. The verify-email, confirm-email and sign-in-link pages
 * are this page with their own action.
 */
export function MailedLinkPage({
  action,
  nextOnSuccess,
}: {
  action: MailedLinkAction;
  /** Where the button leads after a success instead of `action.next` (e.g. the account-setup step still pending). */
  nextOnSuccess?: MailedLinkAction['next'];
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'fetching' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action
      .use(token, queryClient)
      .then((message) => setState({ status: 'success', message }))
      .catch((error: unknown) =>
        setState({
          status: 'failure',
          message: isProblemError(error)
            ? (error.problem.detail ?? error.message)
            : 'An error occurred. Please try again later.',
        }),
      );
  }, [token, queryClient, action]);
  const next = state.status === 'success' && nextOnSuccess ? nextOnSuccess : action.next;
  if (state.status === 'fetching') {
    return (
      <div className="sl-container sl-page-state">
        <Spin size="large" aria-label={action.pending} />
      </div>
    );
  }
  return (
    <div className="sl-container sl-page-state">
      <Result
        status={state.status === 'success' ? 'success' : 'error'}
        title={
          <h1 className="sl-page-state__title">
            {state.status === 'success' ? action.titles.success : action.titles.failure}
          </h1>
        }
        subTitle={state.message}
        extra={
          <Button type="primary" onClick={() => navigate(next.to)}>
            {next.label}
          </Button>
        }
      />
    </div>
  );
}
