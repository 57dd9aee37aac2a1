import type { EntityManager } from 'typeorm';

/**
 * A change a module's service made to one of its records, as the admin contract's record (`before` null when the
 * record was created, `after` null when it was deleted).
 */
export interface RecordChange<T> {
  before: T | null;
  after: T | null;
}

/**
 * Called by a service inside the transaction of a change it makes, so that whatever the caller records (the admin
 * module's audit log) commits or rolls back with the change itself.
 */
export type ChangeHook<T> = (manager: EntityManager, change: RecordChange<T>) => Promise<void>;
