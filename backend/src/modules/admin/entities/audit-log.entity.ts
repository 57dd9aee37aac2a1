import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audited admin mutation: who did what to which record, the record before and after (admin contract shape). */
@Entity({ name: 'audit_log' })
export class AuditLogEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The operator; kept when their account is deleted (no foreign key), while `actorEmail` is then erased. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail!: string | null;

  @Column({ type: 'text' })
  action!: string;

  /** The admin resource (`removal-requests`, `articles`, …). */
  @Column({ type: 'text' })
  resource!: string;

  @Column({ name: 'record_id', type: 'text' })
  recordId!: string;

  @Column({ type: 'jsonb', nullable: true })
  before!: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after!: object | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
