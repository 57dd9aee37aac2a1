import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ApiKeyScope } from '@stacklens/contracts';

/** Metadata key of the scope an API key needs for a route (read by `SignedInGuard`). */
export const REQUIRED_SCOPE = 'stacklens:required-scope';

/**
 * Declares which scope an API key needs for this route (method or controller; the method's wins). A key
 * without it is refused with 403 insufficient-scope; a browser session is not limited by scopes. A route behind
 * `SignedInGuard` without this declaration is for browser sessions only (a key gets 403 session-required): declare
 * that explicitly with `SessionOnlyGuard`. The scope also appears in the OpenAPI document as the operation's
 * `x-required-scope` (OpenAPI 3.0 allows scopes in a security requirement only for OAuth2 and OpenID Connect).
 */
export const RequireScope = (scope: ApiKeyScope) =>
  applyDecorators(SetMetadata(REQUIRED_SCOPE, scope), ApiExtension('x-required-scope', scope));
