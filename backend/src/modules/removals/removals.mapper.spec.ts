import { RemovalRequestResponseSchema } from '@stacklens/contracts';
import type { RemovalRequestEntity } from './entities/removal-request.entity';
import { toRemovalRequestResponse } from './removals.mapper';

describe('toRemovalRequestResponse', () => {
  it('maps a request and words the message by whether it already existed', () => {
    const entity = {
      id: 'r1',
      domain: 'example.com',
      status: 'pending',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    } as RemovalRequestEntity;
    const fresh = toRemovalRequestResponse(entity, false);
    expect(RemovalRequestResponseSchema.parse(fresh)).toEqual(fresh);
    expect(fresh).toMatchObject({ alreadyPending: false, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(fresh.message).toMatch(/was received/);
    expect(toRemovalRequestResponse(entity, true).message).toMatch(/already pending/);
  });
});
