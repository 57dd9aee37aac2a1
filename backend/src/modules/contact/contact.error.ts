import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link ContactError}. */
export const ContactErrorCode = {
  ContactMessageNotFound: 'contact-message-not-found',
} as const;
export type ContactErrorCode = (typeof ContactErrorCode)[keyof typeof ContactErrorCode];

const STATUS: Record<ContactErrorCode, { status: number; title: string }> = {
  'contact-message-not-found': { status: 404, title: 'Contact message not found' },
};

/** The contact module's error. */
export class ContactError extends ProblemError {
  constructor(code: ContactErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
