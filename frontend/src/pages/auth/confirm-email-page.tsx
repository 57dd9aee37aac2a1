import { confirmEmailChange } from '../../api/users';
import { queryKeys } from '../../hooks/query-keys';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { MailedLinkPage, type MailedLinkAction } from './mailed-link-page';

const CONFIRM_EMAIL: MailedLinkAction = {
  pending: 'Confirming your new email address',
  async use(token, queryClient) {
    const answer = await confirmEmailChange(token);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    return answer.message ?? 'Your email address is changed.';
  },
  titles: {
    success: 'Your new email address is confirmed',
    failure: 'The email address could not be changed',
  },
  next: { label: 'Open your account', to: '/user/account' },
};

/**
 * `/auth/confirm-email?token=` — the link mailed to a new email address (like `/auth/verify-email`): confirming
 * makes it the account's address (fetching, success, failure).
 */
export function ConfirmEmailPage() {
  useSetPageTitle('Confirm your new email');
  return <MailedLinkPage action={CONFIRM_EMAIL} />;
}
