/** Where people can write to the StackLens team (also in the contact form's retry hint). */
export const SUPPORT_EMAIL = 'support@stacklens.dev';
