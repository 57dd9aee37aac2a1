import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '../../users/entities/user.entity';

/** The request property {@link SignedInGuard} stores the signed-in user in. */
export const CURRENT_USER = 'currentUser';

export type RequestWithUser = Request & { [CURRENT_USER]?: UserEntity };

/** The signed-in user, as loaded by {@link SignedInGuard} (use it only behind that guard). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  const user = context.switchToHttp().getRequest<RequestWithUser>()[CURRENT_USER];
  if (!user) throw new Error('CurrentUser used without SignedInGuard');
  return user;
});
