/**
 * Whether this browser already offered the account-setup step to an account (`User.accountSetup` pending): the
 * offer shows once per account and browser, in localStorage; with storage disabled it is never shown, so it can
 * never nag.
 */
const KEY = 'stacklens.accountSetupOffered';

export const accountSetupOffer = Object.freeze({
  /** True the first time it is asked for `userId` in this browser (and remembers it), false afterwards. */
  takeFirst(userId: string): boolean {
    try {
      const offered = (localStorage.getItem(KEY) ?? '').split(',');
      if (offered.includes(userId)) return false;
      localStorage.setItem(KEY, [...offered.filter(Boolean), userId].slice(-20).join(','));
      return true;
    } catch {
      return false;
    }
  },
});
