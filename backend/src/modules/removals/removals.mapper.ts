import type { AdminPublicResult, AdminRemovalRequest, RemovalRequestResponse } from '@stacklens/contracts';
import type { MailMessage } from '../mail/mail.service';
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

/** A request as operators see it, with the domain's stored result (null in lists or when never analysed). */
export function toAdminRemovalRequest(
  request: RemovalRequestEntity,
  publicResult: AdminPublicResult | null,
): AdminRemovalRequest {
  return {
    id: request.id,
    domain: request.domain,
    url: request.url,
    email: request.email,
    reason: request.reason,
    status: request.status,
    requestedBy: request.requestedBy,
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
    createdAt: request.createdAt.toISOString(),
    publicResult,
  };
}

/** The mail telling the requester of a decided removal request what was decided (and why, when rejected). */
export function removalDecisionMail(request: RemovalRequestEntity, publicUrl: string): MailMessage {
  const approved = request.status === 'approved';
  const subject = approved
    ? `Your removal request for ${request.domain} was approved`
    : `Your removal request for ${request.domain} was rejected`;
  const text = approved
    ? `The public StackLens result of ${request.domain} has been removed: it no longer appears in results, similar websites, the catalogue or the insights.\n`
    : `We reviewed your request to remove the public StackLens result of ${request.domain} and decided to keep it.\n\nReason: ${request.rejectionReason ?? '—'}\n\nReply to this mail or write to us at ${publicUrl}/contact if you have questions.\n`;
  return { to: request.email ?? '', subject, text };
}
