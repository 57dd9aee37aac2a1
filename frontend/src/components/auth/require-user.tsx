import { useEffect, type ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import type { User } from '@stacklens/contracts';
import { authDialog } from '../../state/auth-dialog-store';
import { useGetUser } from '../../hooks/use-get-user';

/**
 * Pages that need a user: while signed out the sign-in dialog opens on the same address, and the page shows once
 * the visitor has signed in (so they come back to where they wanted to go).
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useGetUser();
  const signedOut = !user.isPending && !user.data;
  useEffect(() => {
    if (signedOut) authDialog.open('signin', { reason: 'Sign in to see this page.' });
  }, [signedOut]);
  if (user.isPending) {
    return (
      <div className="sl-container sl-user-page" aria-busy="true">
        <Skeleton active />
      </div>
    );
  }
  if (!user.data) {
    return (
      <div className="sl-container sl-page-state">
        <Result
          status="403"
          title={<h1 className="sl-page-state__title">Sign in to continue</h1>}
          subTitle="This page belongs to your StackLens account."
          extra={
            <Button
              type="primary"
              onClick={() => authDialog.open('signin', { reason: 'Sign in to see this page.' })}
            >
              Sign in
            </Button>
          }
        />
      </div>
    );
  }
  return <>{children(user.data)}</>;
}
