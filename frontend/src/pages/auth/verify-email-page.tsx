import { verifyEmail } from '../../api/auth';
import { queryKeys } from '../../hooks/query-keys';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
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

/** `/auth/verify-email?token=` — the link of the verification mail (email verification: fetching, success, failure). */
export function VerifyEmailPage() {
  useSetPageTitle('Verify your email');
  return <MailedLinkPage action={VERIFY_EMAIL} />;
}
