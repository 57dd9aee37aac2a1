import type { ContactRequest, ContactResponse } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `POST /api/v2/contact/submit` (CSRF token sent by the client; `website` is the honeypot). */
export function submitContact(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/v2/contact/submit', { method: 'POST', body });
}
