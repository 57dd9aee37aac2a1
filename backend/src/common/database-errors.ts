import { QueryFailedError } from 'typeorm';

/** Whether `error` is a unique violation (PostgreSQL SQLSTATE 23505) raised through TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
}
