import { signInWithLink } from '../../api/auth';
import { queryKeys } from '../../hooks/query-keys';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { MailedLinkPage, type MailedLinkAction } from './mailed-link-page';

const SIGN_IN_WITH_LINK: MailedLinkAction = {
  pending: 'Signing you in',
  async use(token, queryClient) {
    const user = await signInWithLink(token);
    queryClient.setQueryData(queryKeys.user, user);
    await queryClient.invalidateQueries({ queryKey: queryKeys.user, refetchType: 'none' });
    return 'Welcome back to StackLens.';
  },
  titles: { success: 'You are signed in', failure: 'You could not be signed in' },
  next: { label: 'Analyze a website', to: '/' },
};

/**
 * `/auth/sign-in-link?token=` — the link of the sign-in mail ("Email me a sign-in link"): signs in once with the
 * token (fetching, success, failure).
 */
export function SignInLinkPage() {
  useSetPageTitle('Sign in');
  return <MailedLinkPage action={SIGN_IN_WITH_LINK} />;
}
