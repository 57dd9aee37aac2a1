import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-messages';

export * from './auth-messages';

/** Email: required, a valid address; stored lowercased. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES['invalid-email'] })
  .trim()
  .max(254, AUTH_MESSAGES['invalid-email'])
  .pipe(z.email({ error: AUTH_MESSAGES['invalid-email'] }))
  .transform((email) => email.toLowerCase());

/** Password: required, at least 6 characters. */
export const PasswordSchema = z
  .string({ error: AUTH_MESSAGES['weak-password'] })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES['weak-password'])
  .max(512, 'Password must be at most 512 characters');

/** `POST /api/v2/auth/signup`. */
export const SignUpRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: z.string().trim().max(100).optional(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** `POST /api/v2/login` (the spec's session start; StackLens is its own identity provider). */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES['weak-password'] })
    .min(1, AUTH_MESSAGES['weak-password'])
    .max(512),
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/** `POST /api/v2/auth/verify-email`. */
export const VerifyEmailRequestSchema = z.object({ token: z.string().trim().min(16).max(200) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** `POST /api/v2/auth/forgot-password`. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

/** `POST /api/v2/auth/sign-in-link`: mail a one-time sign-in link (the way in while password sign-ins are throttled). */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema });
export type SignInLinkRequest = z.input<typeof SignInLinkRequestSchema>;

/** `POST /api/v2/auth/sign-in-with-link`: sign in with the token of the mailed link (single use, 15 minutes). */
export const SignInWithLinkRequestSchema = z.object({ token: z.string().trim().min(16).max(200) });
export type SignInWithLinkRequest = z.infer<typeof SignInWithLinkRequestSchema>;

/** `POST /api/v2/auth/reset-password`. */
export const ResetPasswordRequestSchema = z.object({
  token: z.string().trim().min(16).max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** `GET /api/v2/auth/csrf`: the token to send back in the `x-csrf-token` header on state-changing requests. */
export const CsrfTokenResponseSchema = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;

/** A plain acknowledgement (`{ok: true}`) of actions that return nothing else. */
export const AcknowledgementSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;

/** OAuth providers; `GET /api/v2/auth/{provider}?returnTo=/path` starts a full-page redirect. */
export const OAuthProviderSchema = z.enum(['google', 'github']);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;
