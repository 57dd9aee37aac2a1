import type { AdminContactMessage } from '@stacklens/contracts';
import type { ContactMessageEntity } from './entities/contact-message.entity';

/** A contact message as operators see it (the sender's network address is left out). */
export function toAdminContactMessage(message: ContactMessageEntity): AdminContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    receiveUpdates: message.receiveUpdates,
    userId: message.userId,
    handled: message.handledAt !== null,
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy: message.handledBy,
    createdAt: message.createdAt.toISOString(),
  };
}
