import type { RemovalRequestResponse } from '@stacklens/contracts';
import type { RemovalRequestEntity } from './entities/removal-request.entity';

/** The answer to a removal request (new or already pending). */
export function toRemovalRequestResponse(
  request: RemovalRequestEntity,
  alreadyPending: boolean,
): RemovalRequestResponse {
  return {
    id: request.id,
    domain: request.domain,
    status: request.status,
    alreadyPending,
    createdAt: request.createdAt.toISOString(),
    message: alreadyPending
      ? `A removal request for ${request.domain} is already pending review.`
      : `Your removal request for ${request.domain} was received and will be reviewed.`,
  };
}
