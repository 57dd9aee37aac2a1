import {
  AcknowledgementSchema,
  CsrfTokenResponseSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  SignInLinkRequestSchema,
  SignInRequestSchema,
  SignInWithLinkRequestSchema,
  SignUpRequestSchema,
  VerifyEmailRequestSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the auth endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class SignUpRequestDto extends createZodDto(SignUpRequestSchema) {}
export class SignInRequestDto extends createZodDto(SignInRequestSchema) {}
export class SignInLinkRequestDto extends createZodDto(SignInLinkRequestSchema) {}
export class SignInWithLinkRequestDto extends createZodDto(SignInWithLinkRequestSchema) {}
export class VerifyEmailRequestDto extends createZodDto(VerifyEmailRequestSchema) {}
export class ForgotPasswordRequestDto extends createZodDto(ForgotPasswordRequestSchema) {}
export class ResetPasswordRequestDto extends createZodDto(ResetPasswordRequestSchema) {}
export class CsrfTokenResponseDto extends createZodDto(CsrfTokenResponseSchema) {}
export class AcknowledgementDto extends createZodDto(AcknowledgementSchema) {}

/** `?returnTo=` of the provider redirects: a path of the web app (never another origin). */
export const OAuthStartQuerySchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'must be a path of the web app')
    .optional(),
});
export class OAuthStartQueryDto extends createZodDto(OAuthStartQuerySchema) {}

export const AUTH_OPENAPI_DTOS = [
  SignUpRequestDto,
  SignInRequestDto,
  SignInLinkRequestDto,
  SignInWithLinkRequestDto,
  VerifyEmailRequestDto,
  ForgotPasswordRequestDto,
  ResetPasswordRequestDto,
  CsrfTokenResponseDto,
  AcknowledgementDto,
] as const;
