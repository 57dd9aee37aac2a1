import { verifyEmail } from '../../api/auth';
import { queryKeys } from '../../hooks/query-keys';
import { useGetUser } from '../../hooks/use-get-user';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { routePaths } from '../../lib/routes';
import { MailedLinkPage, type MailedLinkAction } from './mailed-link-page';

const VERIFY_EMAIL: MailedLinkAction = {
  pending: 'Verifying your email address',
  async use(token, queryClient) {
    await verifyEmail(token);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    return 'You can analyse websites now.';
  },
  titles: { success: 'Your email address is verified', failure: 'The email address could not be verified' },
  next: { label: 'Analyze a website', to: '/' },
};

/**
 * `/auth/verify-email?token=` — the link of the verification mail (email verification: fetching, success, failure).
 * Verified with the account-setup step still pending (signed in on this browser), the button leads to that step.
 */
export function VerifyEmailPage() {
  useSetPageTitle('Verify your email');
  const user = useGetUser();
  const setUp =
    user.data?.accountSetup === 'pending'
      ? { label: 'Set up your account', to: routePaths['user-welcome'] }
      : undefined;
  return <MailedLinkPage action={VERIFY_EMAIL} nextOnSuccess={setUp} />;
}
