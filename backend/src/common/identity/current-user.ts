import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedUser } from './authenticated-user';

/** The request property {@link SignedInGuard} stores the authenticated account in. */
export const CURRENT_USER = 'currentUser';
/** The request property naming the credential strategy that authenticated the request (e.g. `session`). */
export const CREDENTIAL = 'credential';

export type RequestWithUser = Request & { [CURRENT_USER]?: AuthenticatedUser; [CREDENTIAL]?: string };

/**
 * The authenticated account, as loaded by {@link SignedInGuard} (use it only behind that guard). Typed as
 * {@link AuthenticatedUser}; the users module's account lookup returns its full entity, so the users module may
 * declare the parameter as its entity.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<RequestWithUser>()[CURRENT_USER];
    if (!user) throw new Error('CurrentUser used without SignedInGuard');
    return user;
  },
);
