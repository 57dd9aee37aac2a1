import type { RemovalStatus } from '@stacklens/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A request to remove a domain's public result; at most one pending per domain. */
@Entity({ name: 'removal_request' })
export class RemovalRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Website key (host without `www.`/port), as `normalizeWebsiteUrl` gives it. */
  @Column({ type: 'text' })
  domain!: string;

  /** The normalised address that was submitted. */
  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy!: string | null;

  @Column({ type: 'text', default: 'pending' })
  status!: RemovalStatus;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** The operator who approved or rejected it. */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  /** The reason given to the requester when rejected. */
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
