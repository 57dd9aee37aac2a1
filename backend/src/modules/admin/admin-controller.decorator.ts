import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard, SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';
import { ProblemDetailsDto } from '../../common/problem-details.dto';

/**
 * An admin API controller at `/api/v2/admin/{path}`: a signed-in browser session (401 sign-up-required; an API key
 * is refused with 403 session-required) of an operator (403 not-an-operator); the global CSRF guard checks
 * `x-csrf-token` on every mutation.
 */
export function AdminController(path: string): ClassDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiCookieAuth('session'),
    Controller({ path: `v2/admin${path ? `/${path}` : ''}` }),
    UseGuards(SignedInGuard, AdminGuard, SessionOnlyGuard),
    ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' }),
    ApiForbiddenResponse({
      type: ProblemDetailsDto,
      description: 'not-an-operator, account-disabled, session-required, csrf-invalid',
    }),
    ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed' }),
  );
}
