import type { Rule } from 'antd/es/form';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@stacklens/contracts';

/** Email: required, a valid address. */
export const emailRules: Rule[] = [
  { required: true, message: AUTH_MESSAGES['invalid-email'] },
  { type: 'email', message: AUTH_MESSAGES['invalid-email'] },
];

/** Password: required, at least 6 characters. */
export const passwordRules: Rule[] = [
  { required: true, message: AUTH_MESSAGES['weak-password'] },
  { min: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES['weak-password'] },
];
