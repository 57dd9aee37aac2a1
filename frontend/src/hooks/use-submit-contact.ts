import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { submitContact } from '../api/contact';

/** Sends the contact form (the state moves through fetching, success, failure). */
export function useSubmitContact() {
  return useMutation<ContactResponse, ProblemError, ContactRequest>({
    mutationFn: submitContact,
    meta: { skipAuthDialog: true },
  });
}
